import { LIMITS, MSG } from '@poolmates/schema';
import { clock } from '../platform/clock.js';
import { id, obj, optId, reportReason, str } from './body.js';
import { LegacyFailure } from './envelope.js';
import { legacyList, legacyPaging } from './paging.js';
import type { RestRow } from './row.js';

/** "0 minutes ago", "1 minute ago", "3 hours ago", "2 days ago"… (the legacy `currentTime`). */
export function relativeTime(iso: string, now: Date = clock.now()): string {
  const s = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 1000));
  const units: [number, string][] = [
    [365 * 86400, 'year'],
    [30 * 86400, 'month'],
    [86400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    if (s >= size) {
      const n = Math.floor(s / size);
      return `${n} ${name}${n === 1 ? '' : 's'} ago`;
    }
  }
  return '0 minutes ago';
}

const AUTHOR = 'author { id username profileImageUrl }';
const COMMENT = `id topicId html edited createdAt likeCount replyCount viewerHasLiked ${AUTHOR} viewerCan { interact }`;
const REPLY = `id commentId html edited createdAt likeCount viewerHasLiked ${AUTHOR} replyTo { id }`;

interface GqlAuthor {
  id: string;
  username: string;
  profileImageUrl: string | null;
}
interface GqlComment {
  id: string;
  topicId: string;
  html: string;
  edited: boolean;
  createdAt: string;
  likeCount: number;
  replyCount: number;
  viewerHasLiked: boolean;
  author: GqlAuthor;
  viewerCan: { interact: boolean };
}
interface GqlReply {
  id: string;
  commentId: string;
  html: string;
  edited: boolean;
  createdAt: string;
  likeCount: number;
  viewerHasLiked: boolean;
  author: GqlAuthor;
  replyTo: { id: string } | null;
}

/** A comment in the legacy field names (pools-and-squads.md §3 "Comment"); `ownerId` is the topic owner (`superuser`). */
const toLegacyComment = (c: GqlComment, ownerId: string) => ({
  comment_id: Number(c.id),
  comment_text: c.html,
  topicId: Number(c.topicId),
  superuser: Number(ownerId),
  userid: Number(c.author.id),
  username: c.author.username,
  profile_image: c.author.profileImageUrl ?? '',
  commentlikecount: c.likeCount,
  likeFlag: c.viewerHasLiked ? 1 : 0,
  // the menu shows when the viewer may act at all (signed in); what it offers is the server's call
  loginUser: c.viewerCan.interact,
  replycount: c.replyCount,
  currentTime: relativeTime(c.createdAt),
  commentisedited: c.edited,
});

/** A reply in the legacy field names (§3 "Reply"); `replyto` is the id of whom it answers, as for posts. */
const toLegacyReply = (r: GqlReply, ownerId: string) => ({
  reply_id: Number(r.id),
  commentreply_id: Number(r.commentId),
  reply_text: r.html,
  replyuserid: Number(r.author.id),
  superuser: Number(ownerId),
  replylikecount: r.likeCount,
  // deleted replies are gone, never listed
  replyisdeleted: false,
  replyto: r.replyTo ? Number(r.replyTo.id) : null,
  replyuserdetail: { userid: Number(r.author.id), username: r.author.username, profile_image: r.author.profileImageUrl ?? '' },
  replyisedited: r.edited,
  likeFlag: r.viewerHasLiked ? 1 : 0,
  currentTime: relativeTime(r.createdAt),
});

/** Like and unlike: idempotent, PAYLOAD the new count. */
const likeRows = (
  [
    ['/addlikecomment', 'likeComment', 'comment_id'],
    ['/undolikecomment', 'unlikeComment', 'comment_id'],
    ['/addlikereply', 'likeReply', 'reply_id'],
    ['/undolikereply', 'unlikeReply', 'reply_id'],
  ] as const
).map(
  ([path, op, key]): RestRow => ({
    method: 'post',
    path,
    document: `mutation LegacyLike($id: ID!) { r: ${op}(id: $id) { likeCount } }`,
    variables: (b) => ({ id: id(b, key) }),
    payload: (d) => d.r.likeCount,
  }),
);

/**
 * pools-and-squads.md §7 "Comments and replies". Who acts is the session: `userid`, `replyuserid`
 * and `report_userId` in a body are ignored. Reading is public (a visitor gets `loginUser: false`).
 */
export const discussionRows: RestRow[] = [
  {
    method: 'post',
    path: '/addcomment',
    document: 'mutation LegacyAddComment($t: ID!, $h: String!) { addComment(topicId: $t, html: $h) { id } }',
    variables: (b) => {
      const o = obj(b.userCommentobj, 'userCommentobj');
      return { t: id(o, 'topicId', 'topicid'), h: str(o, 'comment_text') };
    },
    payload: (d) => Number(d.addComment.id),
  },
  {
    method: 'post',
    path: '/getUserComment',
    document: `query LegacyComments($t: ID!, $first: Int, $offset: Int) { topic(id: $t) { owner { id } comments(first: $first, offset: $offset) { edges { node { ${COMMENT} } } pageInfo { hasNextPage } } } }`,
    variables: (b, req) => {
      const o = obj(b.obj, 'obj');
      return { t: id(o, 'topicId', 'topicid'), ...legacyPaging(o, req, { defaultLimit: LIMITS.commentsPageSize }) };
    },
    payload: (d, res) => {
      if (!d.topic) throw new LegacyFailure(MSG.topicNotFound);
      return legacyList(d.topic.comments, res, (c: GqlComment) => toLegacyComment(c, d.topic.owner.id));
    },
  },
  {
    // the comment a notification opens, as a one-item list (the shape of a comment list without its head)
    method: 'post',
    path: '/getusernotifycomment',
    document: `query LegacyNotifyComment($c: ID!) { comment(id: $c) { ${COMMENT} topic { owner { id } } } }`,
    variables: (b, req) => {
      const o = obj(b.obj, 'obj');
      req.res!.locals.legacyTopicId = optId(o, 'topicId', 'topicid');
      return { c: id(o, 'notify_comment_id', 'comment_id') };
    },
    payload: (d, res) => {
      const topicId = res.locals.legacyTopicId as string | null;
      if (!d.comment || (topicId !== null && Number(d.comment.topicId) !== Number(topicId))) throw new LegacyFailure(MSG.commentNotFound);
      return [toLegacyComment(d.comment, d.comment.topic.owner.id)];
    },
  },
  ...likeRows,
  {
    method: 'post',
    path: '/editcomment',
    document: 'mutation LegacyEditComment($id: ID!, $h: String!) { editComment(id: $id, html: $h) { id html edited } }',
    variables: (b) => ({ id: id(b, 'comment_id'), h: str(b, 'comment_text') }),
    payload: (d) => ({ comment_id: Number(d.editComment.id), comment_text: d.editComment.html, commentisedited: d.editComment.edited }),
    message: MSG.commentUpdated,
  },
  {
    // 'Delete' by the author or 'Remove' by the topic owner; `userid` is ignored
    method: 'post',
    path: '/deleteusercomment',
    document: 'mutation LegacyDeleteComment($id: ID!) { deleteComment(id: $id) }',
    variables: (b) => ({ id: id(b, 'comment_id') }),
    payload: () => 1,
    message: MSG.commentDeleted,
  },
  {
    // `reply_id` names the reply answered (whom it answers follows from it); the legacy `replyto`
    // (a user id) is not needed: the server works out the recipient
    method: 'post',
    path: '/adduserreply',
    document: 'mutation LegacyAddReply($c: ID!, $h: String!, $to: ID) { addReply(commentId: $c, html: $h, replyToId: $to) { id } }',
    variables: (b) => {
      const o = obj(b.replyObject, 'replyObject');
      return { c: id(o, 'commentreply_id'), h: str(o, 'reply_text'), to: optId(o, 'reply_id') };
    },
    payload: (d) => Number(d.addReply.id),
  },
  {
    method: 'post',
    path: '/getuserreply',
    document: `query LegacyReplies($c: ID!, $first: Int, $offset: Int) { comment(id: $c) { topic { owner { id } } replies(first: $first, offset: $offset) { edges { node { ${REPLY} } } pageInfo { hasNextPage } } } }`,
    variables: (b, req) => {
      const o = obj(b.obj, 'obj');
      return { c: id(o, 'commentreply_id'), ...legacyPaging(o, req, { defaultLimit: LIMITS.repliesPageSize }) };
    },
    payload: (d, res) => {
      if (!d.comment) throw new LegacyFailure(MSG.commentNotFound);
      return legacyList(d.comment.replies, res, (r: GqlReply) => toLegacyReply(r, d.comment.topic.owner.id));
    },
  },
  {
    // the reply a notification opens, as a one-item list
    method: 'post',
    path: '/getusernotifyreply',
    document: `query LegacyNotifyReply($c: ID!, $r: ID!) { comment(id: $c) { id topic { owner { id } } } reply(id: $r) { ${REPLY} } }`,
    variables: (b) => {
      const o = obj(b.obj, 'obj');
      return { c: id(o, 'commentreply_id'), r: id(o, 'notify_reply_id', 'reply_id') };
    },
    payload: (d) => {
      if (!d.comment || !d.reply || d.reply.commentId !== d.comment.id) throw new LegacyFailure(d.comment ? MSG.replyNotFound : MSG.commentNotFound);
      return [toLegacyReply(d.reply, d.comment.topic.owner.id)];
    },
  },
  {
    // `replyprevious` (the text before the edit) is not needed
    method: 'post',
    path: '/edituserreply',
    document: 'mutation LegacyEditReply($id: ID!, $h: String!) { editReply(id: $id, html: $h) { id html edited } }',
    variables: (b) => {
      const o = obj(b.reply_obj, 'reply_obj');
      return { id: id(o, 'reply_id'), h: str(o, 'reply_text') };
    },
    payload: (d) => ({ reply_id: Number(d.editReply.id), reply_text: d.editReply.html, replyisedited: d.editReply.edited }),
    message: MSG.commentUpdated,
  },
  {
    method: 'post',
    path: '/deluserreply',
    document: 'mutation LegacyDeleteReply($id: ID!) { deleteReply(id: $id) }',
    variables: (b) => ({ id: id(b, 'reply_id') }),
    payload: () => 1,
    message: MSG.replyDeleted,
  },
  ...(
    [
      ['/reptusercomment', 'reportComment', 'comment_id'],
      ['/reptuserreply', 'reportReply', 'reply_id'],
    ] as const
  ).map(
    ([path, op, key]): RestRow => ({
      // `report_text`: a reason's name or its number 1–8; `report_userId` is ignored
      method: 'post',
      path,
      document: `mutation LegacyReportComment($id: ID!, $r: Int!) { r: ${op}(id: $id, reason: $r) }`,
      variables: (b) => ({ id: id(b, key), r: reportReason(b, 'report_text') }),
      payload: (d) => d.r,
      message: MSG.reportSent,
    }),
  ),
];
