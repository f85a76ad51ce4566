import type { ApolloCache, ApolloClient } from '@apollo/client';
import { LIMITS } from '@poolmates/schema';
import type {
  ChatEventsSubscription,
  ChatMessageFieldsFragment as ChatMessage,
  ConversationFieldsFragment as Conversation,
} from '../../gql/graphql';
import { idAfter } from '../../lib/event-id';
import {
  ChatMessagesQueryDocument,
  ConversationFieldsFragment,
  ConversationsQueryDocument,
  ConversationWithQueryDocument,
  MessageNotificationsQueryDocument,
  UnreadMessageCountQueryDocument,
} from './chat.graphql';
import { noteTyping, stopTyping } from './typing-store';

/** Page sizes: the Message page's conversation list and history, the header panel (active-topic.md §9: 5). */
export const CONVERSATIONS_PAGE = LIMITS.chatConversationsPageSize;
export const MESSAGES_PAGE = LIMITS.chatMessagesPageSize;
export const PANEL_PAGE = LIMITS.chatNotificationsPageSize;

export type ChatEvent = ChatEventsSubscription['chatEvents'];

const messagesVars = (conversationId: string) => ({ conversationId, first: MESSAGES_PAGE });

/** Newer first, by the server's increasing id (never by client time). */
export const newerFirst = (a: { id: string }, b: { id: string }) => (a.id === b.id ? 0 : idAfter(a.id, b.id) ? -1 : 1);

/**
 * A message (a send's answer, a live or caught-up event) joins its conversation's cached history
 * once, in id order; one already listed keeps its place.
 */
export function addChatMessage(cache: ApolloCache, message: ChatMessage) {
  cache.updateQuery({ query: ChatMessagesQueryDocument, variables: messagesVars(message.conversationId) }, (prev) => {
    if (!prev || prev.chatMessages.edges.some((e) => e.node.id === message.id)) return undefined;
    const edges = [...prev.chatMessages.edges, { __typename: 'ChatMessageEdge' as const, cursor: `live-${message.id}`, node: message }];
    edges.sort((a, b) => newerFirst(a.node, b.node));
    return { ...prev, chatMessages: { ...prev.chatMessages, edges } };
  });
}

/** A deleted message leaves the cached history (and the Messages panel's item for it). */
export function dropChatMessage(cache: ApolloCache, conversationId: string, messageId: string) {
  cache.updateQuery({ query: ChatMessagesQueryDocument, variables: messagesVars(conversationId) }, (prev) => {
    if (!prev || !prev.chatMessages.edges.some((e) => e.node.id === messageId)) return undefined;
    return { ...prev, chatMessages: { ...prev.chatMessages, edges: prev.chatMessages.edges.filter((e) => e.node.id !== messageId) } };
  });
  cache.updateQuery({ query: MessageNotificationsQueryDocument, variables: { first: PANEL_PAGE } }, (prev) => {
    if (!prev || !prev.messageNotifications.edges.some((e) => e.node.messageId === messageId)) return undefined;
    const edges = prev.messageNotifications.edges.filter((e) => e.node.messageId !== messageId);
    return { ...prev, messageNotifications: { ...prev.messageNotifications, edges } };
  });
}

/** Delete All Chat: the viewer's copy of the history is empty (the other person keeps theirs). */
export function clearChatMessages(cache: ApolloCache, conversationId: string) {
  cache.updateQuery({ query: ChatMessagesQueryDocument, variables: messagesVars(conversationId) }, (prev) =>
    prev ? { ...prev, chatMessages: { ...prev.chatMessages, edges: [], pageInfo: { ...prev.chatMessages.pageInfo, hasNextPage: false, endCursor: null } } } : undefined,
  );
}

/**
 * The conversation as the server now sees it (unread count, last message, activity): stored, moved
 * to the top of the cached list (or added there), and answering `conversation(withUserId)` for a
 * chat that was new.
 */
export function putConversation(cache: ApolloCache, conversation: Conversation) {
  cache.writeFragment({ fragment: ConversationFieldsFragment, fragmentName: 'ConversationFields', data: conversation });
  cache.updateQuery({ query: ConversationsQueryDocument, variables: { first: CONVERSATIONS_PAGE } }, (prev) => {
    if (!prev) return undefined;
    const others = prev.conversations.edges.filter((e) => e.node.id !== conversation.id);
    const edge = { __typename: 'ConversationEdge' as const, cursor: prev.conversations.edges.find((e) => e.node.id === conversation.id)?.cursor ?? `live-${conversation.id}`, node: conversation };
    const edges = [...others, edge].sort((a, b) => Date.parse(b.node.updatedAt) - Date.parse(a.node.updatedAt));
    return { ...prev, conversations: { ...prev.conversations, edges } };
  });
  cache.updateQuery({ query: ConversationWithQueryDocument, variables: { userId: conversation.other.id } }, (prev) =>
    prev && prev.conversation?.id !== conversation.id ? { ...prev, conversation } : undefined,
  );
}

/**
 * Delete All Chat: the conversation leaves the clearer's list until a new message brings it back
 * (the open chat still reads it, with no last message).
 */
export function clearedConversation(cache: ApolloCache, conversation: Conversation) {
  cache.writeFragment({ fragment: ConversationFieldsFragment, fragmentName: 'ConversationFields', data: conversation });
  clearChatMessages(cache, conversation.id);
  cache.updateQuery({ query: ConversationsQueryDocument, variables: { first: CONVERSATIONS_PAGE } }, (prev) => {
    if (!prev || !prev.conversations.edges.some((e) => e.node.id === conversation.id)) return undefined;
    return { ...prev, conversations: { ...prev.conversations, edges: prev.conversations.edges.filter((e) => e.node.id !== conversation.id) } };
  });
}

/** The header badge: the server's total after an event, or a local step while a mutation answers. */
export function setUnreadTotal(cache: ApolloCache, total: number | ((n: number) => number)) {
  cache.modify<Record<string, unknown>>({
    fields: {
      unreadMessageCount: (n: unknown) => Math.max(0, typeof total === 'number' ? total : total(typeof n === 'number' ? n : 0)),
    },
  });
}

/** Read up to `messageId` in a conversation: the panel's items for it up to there read too. */
export function markPanelRead(cache: ApolloCache, conversationId: string, upToMessageId: string | null) {
  cache.updateQuery({ query: MessageNotificationsQueryDocument, variables: { first: PANEL_PAGE } }, (prev) => {
    if (!prev) return undefined;
    const hit = (n: { conversationId: string; messageId: string; read: boolean }) =>
      !n.read && n.conversationId === conversationId && (upToMessageId == null || !idAfter(n.messageId, upToMessageId));
    if (!prev.messageNotifications.edges.some((e) => hit(e.node))) return undefined;
    const edges = prev.messageNotifications.edges.map((e) => (hit(e.node) ? { ...e, node: { ...e.node, read: true } } : e));
    return { ...prev, messageNotifications: { ...prev.messageNotifications, edges } };
  });
}

/** A new message for the viewer: the Messages panel's list is fetched again when next shown (or now, if open). */
function refreshPanel(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'messageNotifications' });
  cache.gc();
}

/**
 * RESET (more was missed than a catch-up sends): every chat list is fetched again — the views on
 * screen refetch at once and keep showing what they have meanwhile (no empty flash).
 */
export function reloadChat(client: ApolloClient) {
  void client.refetchQueries({ include: [ConversationsQueryDocument, ChatMessagesQueryDocument, ConversationWithQueryDocument, MessageNotificationsQueryDocument, UnreadMessageCountQueryDocument] }).catch(() => undefined);
}

/** One `chatEvents` event applied to the cache (each edit above is idempotent: a replay changes nothing). */
export function applyChatEvent(client: ApolloClient, e: ChatEvent) {
  const cache = client.cache;
  if (e.kind === 'TYPING') {
    noteTyping(e.conversationId);
    return;
  }
  if (e.kind === 'RESET') {
    setUnreadTotal(cache, e.unreadTotal);
    reloadChat(client);
    return;
  }
  if (e.kind === 'MESSAGE' && e.message) {
    addChatMessage(cache, e.message);
    if (!e.message.mine) {
      stopTyping(e.conversationId);
      refreshPanel(cache);
    }
  } else if (e.kind === 'DELETED' && e.messageId) {
    dropChatMessage(cache, e.conversationId, e.messageId);
  } else if (e.kind === 'READ') {
    markPanelRead(cache, e.conversationId, e.messageId ?? null);
  } else if (e.kind === 'CLEARED') {
    markPanelRead(cache, e.conversationId, e.messageId ?? null);
    if (e.conversation) clearedConversation(cache, e.conversation);
    setUnreadTotal(cache, e.unreadTotal);
    return;
  }
  if (e.conversation) putConversation(cache, e.conversation);
  setUnreadTotal(cache, e.unreadTotal);
}
