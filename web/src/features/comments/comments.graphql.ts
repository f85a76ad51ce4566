import { graphql } from '../../gql';

/** Who wrote an item: avatar, name and profile link. */
export const CommentAuthorFieldsFragment = graphql(`
  fragment CommentAuthorFields on User {
    id
    username
    firstName
    lastName
    profileImageUrl
  }
`);

export const CommentFieldsFragment = graphql(`
  fragment CommentFields on Comment {
    id
    topicId
    html
    edited
    createdAt
    likeCount
    replyCount
    viewerHasLiked
    author {
      ...CommentAuthorFields
    }
    viewerCan {
      edit
      delete
      remove
      report
      interact
    }
  }
`);

export const ReplyFieldsFragment = graphql(`
  fragment ReplyFields on Reply {
    id
    commentId
    parentId
    html
    edited
    createdAt
    likeCount
    viewerHasLiked
    author {
      ...CommentAuthorFields
    }
    replyTo {
      id
      username
      firstName
      lastName
    }
    viewerCan {
      edit
      delete
      remove
      report
      interact
    }
  }
`);

/** A topic's comments, newest first, 5 a page (the `cursorPaged` policy appends later pages). */
export const TopicCommentsQueryDocument = graphql(`
  query TopicComments($topicId: ID!, $first: Int, $after: String) {
    topic(id: $topicId) {
      id
      commentEventId
      comments(first: $first, after: $after) {
        edges {
          cursor
          node {
            ...CommentFields
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

/** A comment's replies, oldest first, 5 a page. */
export const CommentRepliesQueryDocument = graphql(`
  query CommentReplies($commentId: ID!, $first: Int, $after: String) {
    comment(id: $commentId) {
      id
      replies(first: $first, after: $after) {
        edges {
          cursor
          node {
            ...ReplyFields
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

/** The comment a COMMENTED/REPLIED notification opens; null when it was deleted. */
export const NotifiedCommentQueryDocument = graphql(`
  query NotifiedComment($id: ID!) {
    comment(id: $id) {
      ...CommentFields
    }
  }
`);

export const AddCommentMutationDocument = graphql(`
  mutation AddComment($topicId: ID!, $html: String!) {
    addComment(topicId: $topicId, html: $html) {
      ...CommentFields
    }
  }
`);

/**
 * The topic's new comments as events of the pool's stream (decision 068), the viewer's own included
 * (signed-in users only): from `commentEventId` read with the list, resumed from the last id after
 * a dropped socket; `comment` is null for RESET or one deleted at once. The full fields, so a live
 * comment renders like a listed one.
 */
export const CommentEventsSubscriptionDocument = graphql(`
  subscription CommentEvents($topicId: ID!, $after: ID) {
    commentEvents(topicId: $topicId, after: $after) {
      id
      kind
      comment {
        ...CommentFields
      }
    }
  }
`);

export const EditCommentMutationDocument = graphql(`
  mutation EditComment($id: ID!, $html: String!) {
    editComment(id: $id, html: $html) {
      id
      html
      edited
    }
  }
`);

export const DeleteCommentMutationDocument = graphql(`
  mutation DeleteComment($id: ID!) {
    deleteComment(id: $id)
  }
`);

export const LikeCommentMutationDocument = graphql(`
  mutation LikeComment($id: ID!) {
    likeComment(id: $id) {
      id
      likeCount
      viewerHasLiked
    }
  }
`);

export const UnlikeCommentMutationDocument = graphql(`
  mutation UnlikeComment($id: ID!) {
    unlikeComment(id: $id) {
      id
      likeCount
      viewerHasLiked
    }
  }
`);

export const ReportCommentMutationDocument = graphql(`
  mutation ReportComment($id: ID!, $reason: Int!) {
    reportComment(id: $id, reason: $reason)
  }
`);

export const AddReplyMutationDocument = graphql(`
  mutation AddReply($commentId: ID!, $html: String!, $replyToId: ID) {
    addReply(commentId: $commentId, html: $html, replyToId: $replyToId) {
      ...ReplyFields
    }
  }
`);

export const EditReplyMutationDocument = graphql(`
  mutation EditReply($id: ID!, $html: String!) {
    editReply(id: $id, html: $html) {
      id
      html
      edited
    }
  }
`);

export const DeleteReplyMutationDocument = graphql(`
  mutation DeleteReply($id: ID!) {
    deleteReply(id: $id)
  }
`);

export const LikeReplyMutationDocument = graphql(`
  mutation LikeReply($id: ID!) {
    likeReply(id: $id) {
      id
      likeCount
      viewerHasLiked
    }
  }
`);

export const UnlikeReplyMutationDocument = graphql(`
  mutation UnlikeReply($id: ID!) {
    unlikeReply(id: $id) {
      id
      likeCount
      viewerHasLiked
    }
  }
`);

export const ReportReplyMutationDocument = graphql(`
  mutation ReportReply($id: ID!, $reason: Int!) {
    reportReply(id: $id, reason: $reason)
  }
`);
