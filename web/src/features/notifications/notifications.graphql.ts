import { graphql } from '../../gql';

export const NotificationFieldsFragment = graphql(`
  fragment NotificationFields on Notification {
    id
    type
    text
    read
    createdAt
    requestId
    commentId
    replyId
    postId
    actor {
      id
      username
      profileImageUrl
    }
    topic {
      id
      topic
    }
  }
`);

export const UnreadNotificationCountQueryDocument = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

/** The panel's list, newest first, 5 a page. */
export const NotificationsQueryDocument = graphql(`
  query Notifications($first: Int, $after: String) {
    notifications(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...NotificationFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/**
 * The bell's start after a load (decision 064): the unread count and where its stream starts, from
 * one snapshot — a notification is counted or comes on the stream, never neither.
 */
export const NotificationBellQueryDocument = graphql(`
  query NotificationBell {
    notificationBell {
      unreadCount
      lastEventId
    }
  }
`);

/**
 * The bell's one stream (decision 064): ADDED (a new one), READ (some stopped being unread
 * elsewhere: another tab, a request answered anywhere, one withdrawn), RESET (too much missed).
 * `after`: the last event id seen — after a dropped socket the missed ones come first.
 */
export const NotificationEventsSubscriptionDocument = graphql(`
  subscription NotificationEvents($after: ID) {
    notificationEvents(after: $after) {
      id
      kind
      readIds
      unreadCount
      notification {
        ...NotificationFields
      }
    }
  }
`);

export const MarkNotificationReadMutationDocument = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
      read
    }
  }
`);

export const MarkAllNotificationsReadMutationDocument = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

/** The notifications page: all of them (or the unread ones), newest first, 20 a page (decision 058). */
export const NotificationsPageQueryDocument = graphql(`
  query NotificationsPage($first: Int, $after: String, $unreadOnly: Boolean) {
    notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {
      edges {
        cursor
        node {
          ...NotificationFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
