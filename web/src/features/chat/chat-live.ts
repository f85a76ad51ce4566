import { skipToken, useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { idAfter } from '../../lib/event-id';
import { onSocketReconnected } from '../../lib/socket-events';
import { applyChatEvent } from './chat-cache';
import { ChatEventsSubscriptionDocument } from './chat.graphql';
import { resendFailed } from './outbox';

/** Waits before subscribing again after the stream failed for good (the socket's own retries gave up). */
const RESUBSCRIBE_MS = [1000, 2000, 5000, 10000, 30000];

/**
 * The signed-in person's one chat stream (`chatEvents(after:)`), mounted once in the app header.
 * It starts at the server's `lastChatEventId` and remembers the newest event id applied; when the
 * socket drops, it asks again from that id (graphql-ws' own reconnect sends the newest id through
 * `extensions.resumeAfter`, see lib/ws-resume.ts; a stream that failed for good is subscribed
 * again here, also from that id). Events are merged by id: a replayed event is skipped and each
 * cache edit is idempotent, so there is no gap, no duplicate and no emptied list while catching up.
 */
export function useChatEvents(startAfter: string | null | undefined) {
  const client = useApolloClient();
  const last = useRef<string | null>(null);
  const [after, setAfter] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    if (startAfter != null && last.current == null) {
      last.current = startAfter;
      setAfter(startAfter);
    }
  }, [startAfter]);

  const result = useSubscription(
    ChatEventsSubscriptionDocument,
    after == null
      ? skipToken
      : {
          variables: { after },
          fetchPolicy: 'no-cache',
          ignoreResults: true,
          extensions: { resumeAfter: 'chatEvents' },
          onData: ({ data }) => {
            const e = data.data?.chatEvents;
            if (!e) return;
            if (e.kind !== 'TYPING') {
              if (last.current != null && !idAfter(e.id, last.current)) return; // seen already (a replay)
              last.current = e.id;
            }
            setFailures(0);
            applyChatEvent(client, e);
          },
          // graphql-ws reconnects a dropped socket itself; an error means it gave up (or the server refused)
          onError: () => setFailures((n) => n + 1),
        },
  );

  // The connection is back: what the outbox could not send goes now (issue 28).
  useEffect(() => {
    const resend = () => void resendFailed(client);
    const off = onSocketReconnected(resend);
    window.addEventListener('online', resend);
    return () => {
      off();
      window.removeEventListener('online', resend);
    };
  }, [client]);

  // Subscribe again from the newest id seen: a new `after` resubscribes; the same one restarts.
  const restart = result.restart;
  useEffect(() => {
    if (failures === 0) return;
    const t = setTimeout(() => {
      if (last.current != null && last.current !== after) setAfter(last.current);
      else restart();
    }, RESUBSCRIBE_MS[Math.min(failures, RESUBSCRIBE_MS.length) - 1]);
    return () => clearTimeout(t);
  }, [failures, after, restart]);
}
