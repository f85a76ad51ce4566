import { graphql } from '../../gql';
export { WorkspaceTopicQueryDocument, MyActivePoolsQueryDocument } from './first-screen.graphql';

export const WorkspacePersonFragment = graphql(`
  fragment WorkspacePerson on User {
    id
    username
    firstName
    lastName
    profileImageUrl
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
    timezone
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
