import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import type { ConversationFieldsFragment as Conversation } from '../../gql/graphql';
import { useTabActive } from '../../lib/use-tab-active';
import { putConversation } from './chat-cache';
import { MarkConversationReadMutationDocument, UnreadMessageCountQueryDocument } from './chat.graphql';

/**
 * Opening a conversation reads it up to its newest message ("read up to X", so a message arriving
 * meanwhile stays unread) — only while the tab is visible and focused; coming back to the tab reads
 * what arrived while it was hidden.
 */
export function useMarkConversationRead(conversation: Conversation | null | undefined, newestId: string | null) {
  const client = useApolloClient();
  const active = useTabActive();
  const [markRead] = useMutation(MarkConversationReadMutationDocument);
  const asked = useRef<string | null>(null);
  const unread = conversation?.unreadCount ?? 0;
  const conversationId = conversation?.id;
  useEffect(() => {
    if (!conversationId || !newestId || unread === 0 || !active) return;
    const key = `${conversationId}:${newestId}`;
    if (asked.current === key) return;
    asked.current = key;
    markRead({ variables: { conversationId, upToMessageId: newestId } })
      .then(({ data }) => {
        if (data) putConversation(client.cache, data.markConversationRead);
        return client.query({ query: UnreadMessageCountQueryDocument, fetchPolicy: 'network-only' });
      })
      .catch(() => {
        asked.current = null;
      });
  }, [client, conversationId, newestId, unread, active, markRead]);
}

