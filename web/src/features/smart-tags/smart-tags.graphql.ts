import { graphql } from '../../gql';

export const SmartTagFieldsFragment = graphql(`
  fragment SmartTagFields on SmartTag {
    id
    tagName
    postId
    topicId
  }
`);

export const MySmartTagsQueryDocument = graphql(`
  query MySmartTags($topicId: ID!, $first: Int, $after: String) {
    mySmartTags(topicId: $topicId, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...SmartTagFields
          createdAt
          excerpt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const MySmartTagOnPostQueryDocument = graphql(`
  query MySmartTagOnPost($postId: ID!) {
    mySmartTag(postId: $postId) {
      ...SmartTagFields
    }
  }
`);

export const SetSmartTagMutationDocument = graphql(`
  mutation SetSmartTag($postId: ID!, $tagName: String!) {
    setSmartTag(postId: $postId, tagName: $tagName) {
      ...SmartTagFields
      createdAt
      excerpt
      post {
        id
        mySmartTag {
          ...SmartTagFields
        }
      }
    }
  }
`);

export const RemoveSmartTagMutationDocument = graphql(`
  mutation RemoveSmartTag($postId: ID!) {
    removeSmartTag(postId: $postId) {
      id
      mySmartTag {
        id
      }
    }
  }
`);
