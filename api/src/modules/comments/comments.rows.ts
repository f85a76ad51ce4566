import { LIMITS, MSG } from '@poolmates/schema';
import type { LegacyCommentFragment, LegacyReplyFragment } from '../../gql/graphql.js';
import { graphql } from '../../gql/index.js';
import { id, obj, optId, reportReason, str } from '../../rest/body.js';
import { LegacyFailure } from '../../rest/envelope.js';
import { relativeTime } from '../../rest/legacy-format.js';
import { legacyList, legacyPaging } from '../../rest/paging.js';
import { defineRow, type RestRow } from '../../rest/row.js';

// The selections a comment and a reply share between rows: the rows' operations spread them (codegen
// adds them to each operation's document and types them as LegacyCommentFragment/LegacyReplyFragment).
graphql(`fragment LegacyComment on Comment { id topicId html edited createdAt likeCount replyCount viewerHasLiked author { id username profileImageUrl } viewerCan { interact } }`);

graphql(`fragment LegacyReply on Reply { id commentId html edited createdAt likeCount viewerHasLiked author { id username profileImageUrl } replyTo { id } }`);

/** A comment in the legacy field names (pools-and-squads.md §3 "Comment"); `ownerId` is the topic owner (`superuser`). */
const toLegacyComment = (c: LegacyCommentFragment, ownerId: string) => ({
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
const toLegacyReply = (r: LegacyReplyFragment, ownerId: string) => ({
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

/** Like and unlike: idempotent, PAYLOAD the new count (aliased `r`, so one shape for the four). */
const likeRow = (path: string, doc: typeof LikeComment | typeof UnlikeComment | typeof LikeReply | typeof UnlikeReply, key: string) =>
  defineRow({
    method: 'post',
    path,
    document: doc,
    input: (b) => ({ id: id(b, key) }),
    payload: (d) => d.r.likeCount,
  });
const LikeComment = graphql(`mutation LegacyLikeComment($id: ID!) { r: likeComment(id: $id) { likeCount } }`);
const UnlikeComment = graphql(`mutation LegacyUnlikeComment($id: ID!) { r: unlikeComment(id: $id) { likeCount } }`);
const LikeReply = graphql(`mutation LegacyLikeReply($id: ID!) { r: likeReply(id: $id) { likeCount } }`);
const UnlikeReply = graphql(`mutation LegacyUnlikeReply($id: ID!) { r: unlikeReply(id: $id) { likeCount } }`);

/** Reports: `report_text` is a reason's name or its number 1–8; `report_userId` is ignored. */
const reportRow = (path: string, doc: typeof ReportComment | typeof ReportReply, key: string) =>
  defineRow({
    method: 'post',
    path,
    document: doc,
    input: (b) => ({ id: id(b, key), r: reportReason(b, 'report_text') }),
    payload: (d) => d.r,
    message: MSG.reportSent,
  });
const ReportComment = graphql(`mutation LegacyReportComment($id: ID!, $r: Int!) { r: reportComment(id: $id, reason: $r) }`);
const ReportReply = graphql(`mutation LegacyReportReply($id: ID!, $r: Int!) { r: reportReply(id: $id, reason: $r) }`);

/**
 * pools-and-squads.md §7 "Comments and replies". Who acts is the session: `userid`, `replyuserid`
 * and `report_userId` in a body are ignored. Reading is public (a visitor gets `loginUser: false`).
 */
export const commentRows: RestRow[] = [
  defineRow({
    method: 'post',
    path: '/addcomment',
    document: graphql(`mutation LegacyAddComment($t: ID!, $h: String!) { addComment(topicId: $t, html: $h) { id } }`),
    input: (b) => {
      const o = obj(b.userCommentobj, 'userCommentobj');
      return { t: id(o, 'topicId', 'topicid'), h: str(o, 'comment_text') };
    },
    payload: (d) => Number(d.addComment.id),
  }),
  defineRow({
    method: 'post',
    path: '/getUserComment',
    document: graphql(`
      query LegacyComments($t: ID!, $first: Int, $offset: Int) {
        topic(id: $t) { owner { id } comments(first: $first, offset: $offset) { edges { node { ...LegacyComment } } pageInfo { hasNextPage } } }
      }
    `),
    input: (b) => {
      const o = obj(b.obj, 'obj');
      return { t: id(o, 'topicId', 'topicid'), ...legacyPaging(o, { defaultLimit: LIMITS.commentsPageSize }) };
    },
    payload: ({ topic }, page) => {
      if (!topic) throw new LegacyFailure(MSG.topicNotFound);
      return legacyList(topic.comments, page, (c) => toLegacyComment(c, topic.owner.id));
    },
  }),
  defineRow({
    // the comment a notification opens, as a one-item list (the shape of a comment list without its head)
    method: 'post',
    path: '/getusernotifycomment',
    document: graphql(`query LegacyNotifyComment($c: ID!) { comment(id: $c) { ...LegacyComment topic { owner { id } } } }`),
    input: (b) => {
      const o = obj(b.obj, 'obj');
      return { c: id(o, 'notify_comment_id', 'comment_id'), topicId: optId(o, 'topicId', 'topicid') };
    },
    // the topic id is the payload's check, not a variable
    variables: ({ c }) => ({ c }),
    payload: ({ comment }, { topicId }) => {
      if (!comment || (topicId !== null && Number(comment.topicId) !== Number(topicId))) throw new LegacyFailure(MSG.commentNotFound);
      return [toLegacyComment(comment, comment.topic.owner.id)];
    },
  }),
  likeRow('/addlikecomment', LikeComment, 'comment_id'),
  likeRow('/undolikecomment', UnlikeComment, 'comment_id'),
  likeRow('/addlikereply', LikeReply, 'reply_id'),
  likeRow('/undolikereply', UnlikeReply, 'reply_id'),
  defineRow({
    method: 'post',
    path: '/editcomment',
    document: graphql(`mutation LegacyEditComment($id: ID!, $h: String!) { editComment(id: $id, html: $h) { id html edited } }`),
    input: (b) => ({ id: id(b, 'comment_id'), h: str(b, 'comment_text') }),
    payload: (d) => ({ comment_id: Number(d.editComment.id), comment_text: d.editComment.html, commentisedited: d.editComment.edited }),
    message: MSG.commentUpdated,
  }),
  defineRow({
    // 'Delete' by the author or 'Remove' by the topic owner; `userid` is ignored
    method: 'post',
    path: '/deleteusercomment',
    document: graphql(`mutation LegacyDeleteComment($id: ID!) { deleteComment(id: $id) }`),
    input: (b) => ({ id: id(b, 'comment_id') }),
    payload: () => 1,
    message: MSG.commentDeleted,
  }),
  defineRow({
    // `reply_id` names the reply answered (whom it answers follows from it); the legacy `replyto`
    // (a user id) is not needed: the server works out the recipient
    method: 'post',
    path: '/adduserreply',
    document: graphql(`mutation LegacyAddReply($c: ID!, $h: String!, $to: ID) { addReply(commentId: $c, html: $h, replyToId: $to) { id } }`),
    input: (b) => {
      const o = obj(b.replyObject, 'replyObject');
      return { c: id(o, 'commentreply_id'), h: str(o, 'reply_text'), to: optId(o, 'reply_id') };
    },
    payload: (d) => Number(d.addReply.id),
  }),
  defineRow({
    method: 'post',
    path: '/getuserreply',
    document: graphql(`
      query LegacyReplies($c: ID!, $first: Int, $offset: Int) {
        comment(id: $c) { topic { owner { id } } replies(first: $first, offset: $offset) { edges { node { ...LegacyReply } } pageInfo { hasNextPage } } }
      }
    `),
    input: (b) => {
      const o = obj(b.obj, 'obj');
      return { c: id(o, 'commentreply_id'), ...legacyPaging(o, { defaultLimit: LIMITS.repliesPageSize }) };
    },
    payload: ({ comment }, page) => {
      if (!comment) throw new LegacyFailure(MSG.commentNotFound);
      return legacyList(comment.replies, page, (r) => toLegacyReply(r, comment.topic.owner.id));
    },
  }),
  defineRow({
    // the reply a notification opens, as a one-item list
    method: 'post',
    path: '/getusernotifyreply',
    document: graphql(`query LegacyNotifyReply($c: ID!, $r: ID!) { comment(id: $c) { id topic { owner { id } } } reply(id: $r) { ...LegacyReply } }`),
    input: (b) => {
      const o = obj(b.obj, 'obj');
      return { c: id(o, 'commentreply_id'), r: id(o, 'notify_reply_id', 'reply_id') };
    },
    payload: ({ comment, reply }) => {
      if (!comment || !reply || reply.commentId !== comment.id) throw new LegacyFailure(comment ? MSG.replyNotFound : MSG.commentNotFound);
      return [toLegacyReply(reply, comment.topic.owner.id)];
    },
  }),
  defineRow({
    // `replyprevious` (the text before the edit) is not needed
    method: 'post',
    path: '/edituserreply',
    document: graphql(`mutation LegacyEditReply($id: ID!, $h: String!) { editReply(id: $id, html: $h) { id html edited } }`),
    input: (b) => {
      const o = obj(b.reply_obj, 'reply_obj');
      return { id: id(o, 'reply_id'), h: str(o, 'reply_text') };
    },
    payload: (d) => ({ reply_id: Number(d.editReply.id), reply_text: d.editReply.html, replyisedited: d.editReply.edited }),
    message: MSG.commentUpdated,
  }),
  defineRow({
    method: 'post',
    path: '/deluserreply',
    document: graphql(`mutation LegacyDeleteReply($id: ID!) { deleteReply(id: $id) }`),
    input: (b) => ({ id: id(b, 'reply_id') }),
    payload: () => 1,
    message: MSG.replyDeleted,
  }),
  reportRow('/reptusercomment', ReportComment, 'comment_id'),
  reportRow('/reptuserreply', ReportReply, 'reply_id'),
];
