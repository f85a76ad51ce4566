import { graphql } from '../gql';

/**
 * Answering a request or invitation (pools-and-squads.md §4). Shared by the Request area, the
 * topic detail (an invitation) and the Topic Request dialog of a notification.
 */
export const ConfirmRequestMutationDocument = graphql(`
  mutation ConfirmRequest($requestId: ID!) {
    confirmRequest(requestId: $requestId) {
      message
      request {
        id
        status
      }
    }
  }
`);

export const DeclineRequestMutationDocument = graphql(`
  mutation DeclineRequest($requestId: ID!) {
    declineRequest(requestId: $requestId) {
      message
      request {
        id
        status
      }
    }
  }
`);

export const CancelRequestMutationDocument = graphql(`
  mutation CancelRequest($requestId: ID!) {
    cancelRequest(requestId: $requestId) {
      id
      status
    }
  }
`);
