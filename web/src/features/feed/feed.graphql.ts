import { graphql } from '../../gql';
export { TopicFeedQueryDocument, TopicPostCountQueryDocument } from './first-screen.graphql';

/** Who wrote a post: avatar, name and profile link. */
export const PostAuthorFieldsFragment = graphql(`
  fragment PostAuthorFields on User {
    id
    username
    firstName
    lastName
    profileImageUrl
  }
`);

/** A reply as it shows under its post. */
export const PostReplyFieldsFragment = graphql(`
  fragment PostReplyFields on Post {
    id
    topicId
    html
    createdAt
    images {
      url
      width
      height
    }
    author {
      ...PostAuthorFields
    }
    viewerCan {
      delete
      reply
    }
  }
`);

export const PostFieldsFragment = graphql(`
  fragment PostFields on Post {
    id
    topicId
    html
    text
    createdAt
    replyCount
    images {
      url
      width
      height
    }
    author {
      ...PostAuthorFields
    }
    replyTo {
      id
      html
      deleted
      replyCount
      images {
        url
        width
        height
      }
      author {
        ...PostAuthorFields
      }
    }
    replies(first: 3) {
      ...PostReplyFields
    }
    viewerCan {
      delete
      reply
    }
  }
`);

export const PostQueryDocument = graphql(`
  query PostPreview($id: ID!) {
    post(id: $id) {
      ...PostFields
      feedEventId
      allReplies: replies(first: 50) {
        ...PostReplyFields
      }
    }
  }
`);

export const CreatePostMutationDocument = graphql(`
  mutation CreatePost($topicId: ID!, $html: String, $clientId: String, $replyToId: ID, $images: [Upload!]) {
    createPost(topicId: $topicId, html: $html, clientId: $clientId, replyToId: $replyToId, images: $images) {
      ...PostFields
    }
  }
`);

export const DeletePostMutationDocument = graphql(`
  mutation DeletePost($id: ID!) {
    deletePost(id: $id)
  }
`);

export const TopicPostEventsSubscriptionDocument = graphql(`
  subscription TopicPostEvents($topicId: ID!, $after: ID) {
    topicPostEvents(topicId: $topicId, after: $after) {
      id
      kind
      postId
      post {
        ...PostFields
      }
    }
  }
`);

/** Moves the viewer's read marker to the newest post their open feed shows (the dashboard's "N new" counts after it). */
export const MarkFeedReadMutationDocument = graphql(`
  mutation MarkFeedRead($topicId: ID!, $upToPostId: ID!) {
    markFeedRead(topicId: $topicId, upToPostId: $upToPostId) {
      id
      unreadPostCount
    }
  }
`);
