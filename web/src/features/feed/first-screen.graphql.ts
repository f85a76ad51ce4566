import { graphql } from '../../gql';

// The first screen's queries of this feature, in a module of their own: app/'s first-screen read
// (decision 083) sends them with the session check from the entry chunk, so they travel in it without
// the rest of the feature's documents.

/** A squad's feed, newest first, 12 a page; the first page's `lastEventId` is where the live events start. */
export const TopicFeedQueryDocument = graphql(`
  query TopicFeed($topicId: ID!, $first: Int, $after: String) {
    topicFeed(topicId: $topicId, first: $first, after: $after) {
      lastEventId
      edges {
        cursor
        node {
          ...PostFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const TopicPostCountQueryDocument = graphql(`
  query TopicPostCount($topicId: ID!) {
    topicPostCount(topicId: $topicId)
  }
`);
