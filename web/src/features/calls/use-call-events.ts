import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import type { CallEventsSubscription } from '../../gql/graphql';
import { useLogStream } from '../../lib/use-log-stream';
import { CallEventsStartQueryDocument, CallEventsSubscriptionDocument } from './calls.graphql';

export type CallEvent = CallEventsSubscription['callEvents'];

/**
 * A topic's call events (`callEvents(after:)`, decision 068): the squad stream's `call.*` events
 * from the head read when the screen opens (`CallEventsStart`), resumed from the newest id after a
 * dropped socket or a sleeping laptop (lib/use-log-stream.ts) — missed events first, replays
 * skipped. MEDIA and CHAT are live only (id "0"). `onSync` re-reads the call: once the head is
 * known (what was read before it is older than the stream's start) and on RESET (too much missed).
 */
export function useCallEvents(topicId: string, onEvent: (e: CallEvent) => void, onSync: (why: 'start' | 'reset') => void): void {
  const start = useQuery(CallEventsStartQueryDocument, { variables: { topicId }, fetchPolicy: 'network-only' });
  const startAfter = start.data?.topic?.squadEventId;
  // the head is asked again after a failure: the call must not stay deaf for the page's life
  const { error, refetch } = start;
  useEffect(() => {
    if (!error) return;
    const t = setTimeout(() => void refetch().catch(() => undefined), 5000);
    return () => clearTimeout(t);
  }, [error, refetch]);
  const sync = useRef(onSync);
  useEffect(() => {
    sync.current = onSync;
  });
  useEffect(() => {
    if (startAfter != null) sync.current('start');
  }, [startAfter]);
  useLogStream({
    document: CallEventsSubscriptionDocument,
    field: 'callEvents',
    variables: { topicId },
    startAfter,
    unordered: (e) => e.id === '0',
    onReset: () => sync.current('reset'),
    onEvent: (e) => {
      if (e.kind !== 'RESET') onEvent(e);
    },
  });
}
