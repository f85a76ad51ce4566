import { graphql } from '../../gql';

export const TopicHitFieldsFragment = graphql(`
  fragment TopicHitFields on TopicSearchHit {
    exact
    title {
      text
      match
    }
    topic {
      id
      topic
      description
      imageUrl
      startDate
      startsAt
      timezone
      isFull
    }
  }
`);

export const PersonHitFieldsFragment = graphql(`
  fragment PersonHitFields on PersonSearchHit {
    exact
    name {
      text
      match
    }
    username {
      text
      match
    }
    person {
      id
      username
      firstName
      lastName
      profileImageUrl
    }
  }
`);

/** The header overlay: the best few of each group in one request (4 each: `LIMITS.searchOverlayItems`; a literal keeps the operation cheap for the cost guard). */
export const GlobalSearchQueryDocument = graphql(`
  query GlobalSearch($query: String!) {
    searchTopics(query: $query, first: 4) {
      edges {
        node {
          ...TopicHitFields
        }
      }
      pageInfo {
        hasNextPage
      }
    }
    searchPeople(query: $query, first: 4) {
      edges {
        node {
          ...PersonHitFields
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const SearchTopicsQueryDocument = graphql(`
  query SearchTopics($query: String!, $first: Int, $after: String) {
    searchTopics(query: $query, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...TopicHitFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const SearchPeopleQueryDocument = graphql(`
  query SearchPeople($query: String!, $first: Int, $after: String) {
    searchPeople(query: $query, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...PersonHitFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
