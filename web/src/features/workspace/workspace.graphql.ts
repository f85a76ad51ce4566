import { graphql } from '../../gql';

export const WorkspacePersonFragment = graphql(`
  fragment WorkspacePerson on User {
    id
    username
    firstName
    lastName
    profileImageUrl
  }
`);

/** The active topic's frame: title, squad (owner first), who is online and the viewer's place. */
export const WorkspaceTopicQueryDocument = graphql(`
  query WorkspaceTopic($id: ID!) {
    topic(id: $id) {
      id
      topic
      state
      currentDay
      durationDays
      startsAt
      squadSize
      owner {
        id
      }
      members {
        ...WorkspacePerson
      }
      viewerStatus
      onlineMemberIds
      squadEventId
    }
  }
`);

/** The squad's one live stream (decision 051): every tab re-reads or merges what an event names. */
export const SquadEventsSubscriptionDocument = graphql(`
  subscription SquadEvents($topicId: ID!, $after: ID) {
    squadEvents(topicId: $topicId, after: $after) {
      id
      kind
      actorId
      userId
      subjectId
      timelineEntryId
    }
  }
`);

export const WorkspacePresenceSubscriptionDocument = graphql(`
  subscription WorkspacePresence($topicId: ID!) {
    presenceChanged(topicId: $topicId) {
      userId
      online
    }
  }
`);

/** What a dashboard card shows. */
export const ActivePoolCardFragment = graphql(`
  fragment ActivePoolCard on Topic {
    id
    topic
    state
    currentDay
    durationDays
    startsAt
    squadSize
    memberCount
    pendingRequestCount
    unreadPostCount
    viewerStatus
    members {
      ...WorkspacePerson
    }
  }
`);

/**
 * Home: my squads (owned or joined, not ended), 5 a page (written in the document: a card's faces
 * are a list inside the page, and a variable page size would be costed at its largest, decision 017);
 * `search` (2+ characters) narrows them.
 */
export const MyActivePoolsQueryDocument = graphql(`
  query MyActivePools($after: String, $search: String) {
    myActivePools(first: 5, after: $after, search: $search) {
      edges {
        cursor
        node {
          ...ActivePoolCard
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** One person's active pools (/homepage/useractivepool/:userid). */
export const UserActivePoolsQueryDocument = graphql(`
  query UserActivePools($userId: ID!, $after: String) {
    user(id: $userId) {
      ...WorkspacePerson
    }
    userActivePools(userId: $userId, first: 5, after: $after) {
      edges {
        cursor
        node {
          ...ActivePoolCard
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** My timeline across squads: today's day of each running topic. */
export const MyTimelineQueryDocument = graphql(`
  query MyTimeline($after: String) {
    myActivePools(first: 5, after: $after, runningOnly: true) {
      edges {
        cursor
        node {
          id
          topic
          currentDay
          durationDays
          todayEntry {
            id
            day
            date
            title
            description
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
