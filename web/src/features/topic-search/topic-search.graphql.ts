import { graphql } from '../../gql';

export const PostSearchHitFieldsFragment = graphql(`
  fragment PostSearchHitFields on PostSearchHit {
    postId
    topicId
    createdAt
    exact
    highlight {
      text
      match
    }
    author {
      id
      username
      firstName
      lastName
      profileImageUrl
    }
  }
`);

export const TopicSearchSuggestionsQueryDocument = graphql(`
  query TopicSearchSuggestions($topicId: ID!, $query: String!) {
    topicSearchSuggestions(topicId: $topicId, query: $query) {
      ...PostSearchHitFields
    }
  }
`);

export const TopicSearchQueryDocument = graphql(`
  query TopicSearch($topicId: ID!, $query: String!, $first: Int, $after: String) {
    topicSearch(topicId: $topicId, query: $query, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...PostSearchHitFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The topic's resources and takeaways that contain the query (issue 28), beside the posts. */
export const TopicAssetSearchQueryDocument = graphql(`
  query TopicAssetSearch($topicId: ID!, $query: String!) {
    topicAssetSearch(topicId: $topicId, query: $query) {
      kind
      itemId
      url
      day
      createdAt
      highlight {
        text
        match
      }
      author {
        id
        username
        firstName
        lastName
        profileImageUrl
      }
    }
  }
`);
