import { graphql } from '../../gql';

export const RequestFieldsFragment = graphql(`
  fragment RequestFields on TopicRequest {
    id
    kind
    status
    createdAt
    topic {
      id
      topic
    }
    sender {
      id
      username
      firstName
      lastName
      profileImageUrl
    }
    recipient {
      id
      username
      firstName
      lastName
      profileImageUrl
    }
    candidate {
      id
      username
      firstName
      lastName
      profileImageUrl
    }
  }
`);

/** 'Request': requests and invitations sent to the viewer, 5 a page. */
export const RequestsReceivedQueryDocument = graphql(`
  query RequestsReceived($first: Int, $after: String) {
    requestsReceived(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...RequestFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** 'Request Sent': what the viewer sent, 5 a page. */
export const RequestsSentQueryDocument = graphql(`
  query RequestsSent($first: Int, $after: String) {
    requestsSent(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...RequestFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
