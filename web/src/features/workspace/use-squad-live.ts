import { useMemo } from 'react';
import { createSquadEventHub, type SquadEventHub, type SquadEventLite } from '../../lib/squad-events';
import { useLogStream } from '../../lib/use-log-stream';
import { SquadEventsSubscriptionDocument } from './workspace.graphql';

/**
 * The workspace's one squad stream (`squadEvents(after:)`, decision 051). It starts at the
 * `squadEventId` read with the workspace and resumes from the newest id after a dropped socket
 * (lib/use-log-stream.ts), so nothing is missed and a replayed event is skipped. Every tab listens
 * through the hub (lib/squad-events.ts) and re-reads or merges what an event names; RESET (too much
 * missed) re-reads every open query. `onMembers` runs on each membership change (the header's
 * avatars and counts).
 */
export function useSquadLive(topicId: string, startAfter: string | null | undefined, onMembers: (e: SquadEventLite) => void): SquadEventHub {
  const hub = useMemo(() => createSquadEventHub(), []);
  useLogStream({
    document: SquadEventsSubscriptionDocument,
    field: 'squadEvents',
    variables: { topicId },
    startAfter,
    onReset: 'refetch-active',
    onEvent: (e) => {
      if (e.kind.startsWith('member.')) onMembers(e);
      hub.emit(e);
    },
  });
  return hub;
}
