import { graphql } from '../../gql';

/** What a card in a list shows ('Discussion & Learning', Your pools). */
export const TopicCardFieldsFragment = graphql(`
  fragment TopicCardFields on Topic {
    id
    topic
    yourName
    squadSize
    durationDays
    startDate
    startTime
    startsAt
    timezone
    imageUrl
    active
    memberCount
    category {
      id
      name
    }
    owner {
      id
      username
      firstName
      lastName
      profileImageUrl
    }
  }
`);

export const PersonFieldsFragment = graphql(`
  fragment PersonFields on User {
    id
    username
    firstName
    lastName
    profileImageUrl
  }
`);

/** The browse list, newest first, 5 a page; `categoryIds` switches to the filtered list. */
export const TopicsQueryDocument = graphql(`
  query Topics($first: Int, $after: String, $categoryIds: [ID!]) {
    topics(first: $first, after: $after, categoryIds: $categoryIds) {
      edges {
        cursor
        node {
          ...TopicCardFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const MyTopicsQueryDocument = graphql(`
  query MyTopics($first: Int, $after: String) {
    myTopics(first: $first, after: $after, includeJoined: true) {
      edges {
        cursor
        node {
          ...TopicCardFields
          viewerStatus
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const TopicDetailQueryDocument = graphql(`
  query TopicDetail($id: ID!) {
    topic(id: $id) {
      ...TopicCardFields
      description
      timezone
      startsAt
      state
      memberCount
      isFull
      owner {
        ...PersonFields
      }
      members {
        ...PersonFields
      }
      viewerCan {
        delete
        viewTimeline
      }
      viewerStatus
      viewerRequest {
        id
        kind
      }
      onlineMemberIds
    }
  }
`);

export const PresenceChangedSubscriptionDocument = graphql(`
  subscription PresenceChanged($topicId: ID!) {
    presenceChanged(topicId: $topicId) {
      userId
      online
    }
  }
`);

export const TopicTimelineQueryDocument = graphql(`
  query TopicTimeline($id: ID!) {
    topic(id: $id) {
      id
      topic
      yourName
    }
    timeline(topicId: $id) {
      id
      day
      date
      title
      description
      viewerCanEdit
      author {
        id
        username
      }
    }
  }
`);

export const UpdateTimelineEntryMutationDocument = graphql(`
  mutation UpdateTimelineEntry($id: ID!, $title: String!, $description: String) {
    updateTimelineEntry(id: $id, title: $title, description: $description) {
      id
      title
      description
      viewerCanEdit
    }
  }
`);

export const DeleteTopicMutationDocument = graphql(`
  mutation DeleteTopic($id: ID!) {
    deleteTopic(id: $id)
  }
`);

/** 'Start now': ask the owner to join. */
export const RequestToJoinMutationDocument = graphql(`
  mutation RequestToJoin($topicId: ID!) {
    requestToJoin(topicId: $topicId) {
      id
      kind
      status
    }
  }
`);

/** The request page: people matching a search, with their place in the topic. */
export const PeopleQueryDocument = graphql(`
  query People($search: String!, $topicId: ID, $first: Int) {
    people(search: $search, topicId: $topicId, first: $first) {
      isMember
      user {
        ...PersonFields
      }
      request {
        id
        kind
      }
    }
  }
`);

export const InviteToSquadMutationDocument = graphql(`
  mutation InviteToSquad($topicId: ID!, $userId: ID!) {
    inviteToSquad(topicId: $topicId, userId: $userId) {
      id
      kind
      status
    }
  }
`);

export const RemoveSquadMemberMutationDocument = graphql(`
  mutation RemoveSquadMember($topicId: ID!, $userId: ID!) {
    removeSquadMember(topicId: $topicId, userId: $userId)
  }
`);

export const LeaveSquadMutationDocument = graphql(`
  mutation LeaveSquad($topicId: ID!) {
    leaveSquad(topicId: $topicId)
  }
`);

export const ReportSquadMemberMutationDocument = graphql(`
  mutation ReportSquadMember($topicId: ID!, $userId: ID!, $reason: Int!) {
    reportSquadMember(topicId: $topicId, userId: $userId, reason: $reason)
  }
`);
