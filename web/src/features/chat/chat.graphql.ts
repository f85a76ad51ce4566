import { graphql } from '../../gql';

export const ChatPersonFieldsFragment = graphql(`
  fragment ChatPersonFields on User {
    id
    username
    firstName
    lastName
    profileImageUrl
  }
`);

export const ChatMessageFieldsFragment = graphql(`
  fragment ChatMessageFields on ChatMessage {
    id
    clientId
    conversationId
    text
    createdAt
    mine
    sender {
      ...ChatPersonFields
    }
  }
`);

export const ConversationFieldsFragment = graphql(`
  fragment ConversationFields on Conversation {
    id
    unreadCount
    updatedAt
    other {
      ...ChatPersonFields
    }
    lastMessage {
      ...ChatMessageFields
    }
  }
`);

export const MessageNotificationFieldsFragment = graphql(`
  fragment MessageNotificationFields on MessageNotification {
    id
    text
    read
    createdAt
    conversationId
    messageId
    from {
      ...ChatPersonFields
    }
  }
`);

/** The header's badge and where the live events start (`chatEvents(after:)`). */
export const ChatStartQueryDocument = graphql(`
  query ChatStart {
    unreadMessageCount
    lastChatEventId
  }
`);

export const UnreadMessageCountQueryDocument = graphql(`
  query UnreadMessageCount {
    unreadMessageCount
  }
`);

/** The Message page's list, by last activity. */
export const ConversationsQueryDocument = graphql(`
  query Conversations($first: Int, $after: String) {
    conversations(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...ConversationFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The conversation with one person (null before the first message) and that person. */
export const ConversationWithQueryDocument = graphql(`
  query ConversationWith($userId: ID!) {
    conversation(withUserId: $userId) {
      ...ConversationFields
    }
    user(id: $userId) {
      ...ChatPersonFields
    }
  }
`);

/** A conversation's messages, newest first; `before` pages go older (keyset by id). */
export const ChatMessagesQueryDocument = graphql(`
  query ChatMessages($conversationId: ID!, $first: Int, $before: String) {
    chatMessages(conversationId: $conversationId, first: $first, before: $before) {
      edges {
        cursor
        node {
          ...ChatMessageFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The header's Messages panel, newest first, 5 a page. */
export const MessageNotificationsQueryDocument = graphql(`
  query MessageNotifications($first: Int, $after: String) {
    messageNotifications(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...MessageNotificationFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ChatEventsSubscriptionDocument = graphql(`
  subscription ChatEvents($after: ID) {
    chatEvents(after: $after) {
      id
      kind
      conversationId
      messageId
      unreadTotal
      message {
        ...ChatMessageFields
      }
      conversation {
        ...ConversationFields
      }
    }
  }
`);

export const SendChatMessageMutationDocument = graphql(`
  mutation SendChatMessage($input: SendChatMessageInput!) {
    sendChatMessage(input: $input) {
      ...ChatMessageFields
    }
  }
`);

export const MarkConversationReadMutationDocument = graphql(`
  mutation MarkConversationRead($conversationId: ID!, $upToMessageId: ID!) {
    markConversationRead(conversationId: $conversationId, upToMessageId: $upToMessageId) {
      ...ConversationFields
    }
  }
`);

export const DeleteChatMessageMutationDocument = graphql(`
  mutation DeleteChatMessage($id: ID!) {
    deleteChatMessage(id: $id)
  }
`);

export const ClearConversationMutationDocument = graphql(`
  mutation ClearConversation($conversationId: ID!) {
    clearConversation(conversationId: $conversationId) {
      ...ConversationFields
    }
  }
`);

export const ChatTypingMutationDocument = graphql(`
  mutation ChatTyping($conversationId: ID!) {
    chatTyping(conversationId: $conversationId)
  }
`);

export const MarkMessageNotificationReadMutationDocument = graphql(`
  mutation MarkMessageNotificationRead($id: ID!) {
    markMessageNotificationRead(id: $id) {
      id
      read
    }
  }
`);

export const MarkAllMessageNotificationsReadMutationDocument = graphql(`
  mutation MarkAllMessageNotificationsRead {
    markAllMessageNotificationsRead
  }
`);

/** Messages → "New message": people by name or username (the global people search), to start a chat. */
export const ChatPeopleSearchQueryDocument = graphql(`
  query ChatPeopleSearch($query: String!) {
    searchPeople(query: $query, first: 8) {
      edges {
        cursor
        node {
          person {
            ...ChatPersonFields
          }
        }
      }
    }
  }
`);
