import { person } from './topic-responses';

type Can = { edit: boolean; delete: boolean; remove: boolean; report: boolean; interact: boolean };

/** What the viewer may do: by default someone signed in looking at another's item (Report only). */
export function can(overrides: Partial<Can> = {}) {
  return { __typename: 'CommentViewerCan' as const, edit: false, delete: false, remove: false, report: true, interact: true, ...overrides };
}

export const AUTHOR_CAN = can({ edit: true, delete: true, report: false });
export const OWNER_CAN = can({ remove: true, report: true });
export const VISITOR_CAN = can({ report: false, interact: false });

export const grace = person('u2', 'grace', { firstName: 'Grace', lastName: 'Hopper' });
export const alan = person('u3', 'alan', { firstName: 'Alan', lastName: 'Turing' });

/** A comment on topic 5 by Grace, written now, with every field the web asks for. */
export function comment(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Comment' as const,
    id,
    topicId: '5',
    html: `<p>Comment ${id}</p>`,
    edited: false,
    createdAt: new Date().toISOString(),
    likeCount: 0,
    replyCount: 0,
    viewerHasLiked: false,
    author: grace,
    viewerCan: can(),
    ...overrides,
  };
}

/** A reply to comment `commentId` by Alan. */
export function reply(id: string, commentId: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Reply' as const,
    id,
    commentId,
    parentId: null as string | null,
    html: `<p>Reply ${id}</p>`,
    edited: false,
    createdAt: new Date().toISOString(),
    likeCount: 0,
    viewerHasLiked: false,
    author: alan,
    replyTo: null as unknown,
    viewerCan: can(),
    ...overrides,
  };
}

function page<T extends { id: string }>(typename: string, items: T[], hasNextPage: boolean) {
  return {
    __typename: `${typename}Connection`,
    edges: items.map((node) => ({ __typename: `${typename}Edge`, cursor: `c${node.id}`, node })),
    pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor: items.length ? `c${items[items.length - 1].id}` : null },
  };
}

/** `topic(id) { id comments }` as the TopicComments query answers it. */
export const commentsOf = (topicId: string, items: ReturnType<typeof comment>[], hasNextPage = false) => ({
  topic: { __typename: 'Topic' as const, id: topicId, commentEventId: '0', comments: page('Comment', items, hasNextPage) },
});

/** `comment(id) { id replies }` as the CommentReplies query answers it. */
export const repliesOf = (commentId: string, items: ReturnType<typeof reply>[], hasNextPage = false) => ({
  comment: { __typename: 'Comment' as const, id: commentId, replies: page('Reply', items, hasNextPage) },
});
