import { skipToken, useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { idAfter } from '../../lib/event-id';
import { createSquadEventHub, type SquadEventHub, type SquadEventLite } from '../../lib/squad-events';
import { SquadEventsSubscriptionDocument } from './workspace.graphql';

/** Waits before subscribing again after the stream failed for good (the socket's own retries gave up). */
const RESUBSCRIBE_MS = [1000, 2000, 5000, 10000, 30000];

/**
 * The workspace's one squad stream (`squadEvents(after:)`, decision 051). It starts at the
 * `squadEventId` read with the workspace and remembers the newest event id handed on; a dropped
 * socket resumes from it (graphql-ws' reconnect through `extensions.resumeAfter`, lib/ws-resume.ts;
 * a stream that failed for good is subscribed again here from the same id), so nothing is missed
 * and a replayed event is skipped. Every tab listens through the hub (lib/squad-events.ts) and
 * re-reads or merges what an event names; RESET (too much missed) re-reads every open query.
 * `onMembers` runs on each membership change (the header's avatars and counts).
 */
export function useSquadLive(topicId: string, startAfter: string | null | undefined, onMembers: (e: SquadEventLite) => void): SquadEventHub {
  const client = useApolloClient();
  const hub = useMemo(() => createSquadEventHub(), []);
  const last = useRef<string | null>(null);
  // the first id read; later reads of the workspace never move it (the stream itself does)
  const [after, setAfter] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const members = useRef(onMembers);
  useEffect(() => {
    members.current = onMembers;
  });

  useEffect(() => {
    if (startAfter != null && last.current == null) {
      last.current = startAfter;
      setAfter(startAfter);
    }
  }, [startAfter]);

  const result = useSubscription(
    SquadEventsSubscriptionDocument,
    after == null
      ? skipToken
      : {
          variables: { topicId, after },
          fetchPolicy: 'no-cache',
          ignoreResults: true,
          extensions: { resumeAfter: 'squadEvents' },
          onData: ({ data }) => {
            const e = data.data?.squadEvents;
            if (!e) return;
            if (last.current != null && !idAfter(e.id, last.current)) return; // seen already (a replay)
            last.current = e.id;
            setFailures(0);
            if (e.kind === 'RESET') void client.refetchQueries({ include: 'active' }).catch(() => undefined);
            if (e.kind.startsWith('member.')) members.current(e);
            hub.emit(e);
          },
          onError: () => setFailures((n) => n + 1),
        },
  );

  const restart = result.restart;
  useEffect(() => {
    if (failures === 0) return;
    const t = setTimeout(() => {
      if (last.current != null && last.current !== after) setAfter(last.current);
      else restart();
    }, RESUBSCRIBE_MS[Math.min(failures, RESUBSCRIBE_MS.length) - 1]);
    return () => clearTimeout(t);
  }, [failures, after, restart]);

  return hub;
}
