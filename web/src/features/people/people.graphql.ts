import { graphql } from '../../gql';

/** What a profile card shows of a person (pools-and-squads.md §3 Profile). */
export const PersonProfileFieldsFragment = graphql(`
  fragment PersonProfileFields on User {
    id
    username
    firstName
    lastName
    location
    stereotype
    bio
    profileImageUrl
    followerCount
    followingCount
    viewerFollow
  }
`);

/** A row of the follower / following tabs (§3 Follower entry). */
export const PersonRowFieldsFragment = graphql(`
  fragment PersonRowFields on User {
    id
    username
    firstName
    lastName
    profileImageUrl
    viewerFollow
  }
`);

/** Someone's profile; null when the id is unknown, not numeric or the account is not active. */
export const PersonProfileQueryDocument = graphql(`
  query PersonProfile($id: ID!) {
    user(id: $id) {
      ...PersonProfileFields
    }
  }
`);

/** Who follows a person, newest first, 10 a page (sign-in required). */
export const PersonFollowersQueryDocument = graphql(`
  query PersonFollowers($userId: ID!, $first: Int, $after: String) {
    followers(userId: $userId, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...PersonRowFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Whom a person follows, newest first, 10 a page (sign-in required). */
export const PersonFollowingQueryDocument = graphql(`
  query PersonFollowing($userId: ID!, $first: Int, $after: String) {
    following(userId: $userId, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...PersonRowFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Idempotent; the answer (new counts and viewerFollow) updates the cached person. */
export const FollowPersonMutationDocument = graphql(`
  mutation FollowPerson($userId: ID!) {
    follow(userId: $userId) {
      id
      followerCount
      followingCount
      viewerFollow
    }
  }
`);

export const UnfollowPersonMutationDocument = graphql(`
  mutation UnfollowPerson($userId: ID!) {
    unfollow(userId: $userId) {
      id
      followerCount
      followingCount
      viewerFollow
    }
  }
`);
