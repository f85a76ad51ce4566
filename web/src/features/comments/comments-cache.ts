import type { ApolloCache, Reference } from '@apollo/client';
import type { CommentFieldsFragment as CommentFields } from '../../gql/graphql';
import { CommentFieldsFragment } from './comments.graphql';

interface Connection {
  edges?: Array<{ cursor: string; node: Reference }>;
}

/** A just-posted comment goes to the top of the topic's cached list (pools-and-squads.md §4). */
export function prependComment(cache: ApolloCache, topicId: string, commentId: string) {
  cache.modify<Record<string, unknown>>({
    id: cache.identify({ __typename: 'Topic', id: topicId }),
    fields: {
      comments: (existing: unknown, { readField, toReference }) => {
        const conn = existing as Connection | undefined;
        const node = toReference({ __typename: 'Comment', id: commentId });
        if (!conn?.edges || !node || conn.edges.some((e) => readField('id', e.node) === commentId)) return existing;
        return { ...conn, edges: [{ __typename: 'CommentEdge', cursor: `new-${commentId}`, node }, ...conn.edges] };
      },
    },
  });
}

/**
 * A comment that arrived live (the `commentEvents` subscription) goes on top of the topic's cached
 * list, once: the viewer's own post is already there from the mutation answer, or arrives from it
 * later (`prependComment` skips an id that is listed). A comment the cache already holds keeps its
 * state (it may be fresher than the event); a null event (deleted at once) or another topic's
 * comment changes nothing.
 */
export function addLiveComment(cache: ApolloCache, topicId: string, comment: CommentFields | null | undefined) {
  if (!comment || comment.topicId !== topicId) return;
  const id = cache.identify({ __typename: 'Comment', id: comment.id });
  const held = cache.readFragment({ fragment: CommentFieldsFragment, fragmentName: 'CommentFields', id });
  if (!held) cache.writeFragment({ fragment: CommentFieldsFragment, fragmentName: 'CommentFields', id, data: comment });
  prependComment(cache, topicId, comment.id);
}

/** A deleted or removed comment leaves the topic's list, and `comment(id)` (a notification's) reads null. */
export function dropComment(cache: ApolloCache, topicId: string, commentId: string) {
  cache.modify<Record<string, unknown>>({
    id: cache.identify({ __typename: 'Topic', id: topicId }),
    fields: {
      comments: (existing: unknown, { readField }) => {
        const conn = existing as Connection | undefined;
        if (!conn?.edges) return existing;
        return { ...conn, edges: conn.edges.filter((e) => readField('id', e.node) !== commentId) };
      },
    },
  });
  cache.modify<Record<string, unknown>>({
    fields: {
      comment: (existing: unknown, { readField }) => (existing && readField('id', existing as Reference) === commentId ? null : existing),
    },
  });
}

/** A comment's reply count, up (a reply was posted) or down (one was deleted). */
export function changeReplyCount(cache: ApolloCache, commentId: string, delta: number) {
  cache.modify<Record<string, unknown>>({
    id: cache.identify({ __typename: 'Comment', id: commentId }),
    fields: { replyCount: (n: unknown) => Math.max(0, (typeof n === 'number' ? n : 0) + delta) },
  });
}

/** A deleted or removed reply leaves its comment's cached replies; the count drops by one. */
export function dropReply(cache: ApolloCache, commentId: string, replyId: string) {
  cache.modify<Record<string, unknown>>({
    id: cache.identify({ __typename: 'Comment', id: commentId }),
    fields: {
      replies: (existing: unknown, { readField }) => {
        const conn = existing as Connection | undefined;
        if (!conn?.edges) return existing;
        return { ...conn, edges: conn.edges.filter((e) => readField('id', e.node) !== replyId) };
      },
    },
  });
  changeReplyCount(cache, commentId, -1);
}
