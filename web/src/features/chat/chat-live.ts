import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { onSocketReconnected } from '../../lib/socket-events';
import { useLogStream } from '../../lib/use-log-stream';
import { applyChatEvent } from './chat-cache';
import { ChatEventsSubscriptionDocument } from './chat.graphql';
import { resendFailed } from './outbox';

/**
 * The signed-in person's one chat stream (`chatEvents(after:)`), mounted once in the app header.
 * It starts at the server's `lastChatEventId` and resumes from the newest event id after a dropped
 * socket (lib/use-log-stream.ts): no gap, no duplicate and no emptied list while catching up (each
 * cache edit is idempotent). TYPING (id "0", not stored) passes as it comes; RESET reloads the
 * chat lists (chat-cache.ts).
 */
export function useChatEvents(startAfter: string | null | undefined) {
  const client = useApolloClient();
  useLogStream({
    document: ChatEventsSubscriptionDocument,
    field: 'chatEvents',
    startAfter,
    unordered: (e) => e.kind === 'TYPING',
    onEvent: (e) => applyChatEvent(client, e),
  });

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
}
