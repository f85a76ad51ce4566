import type { LegacyNotificationsQuery } from '../../gql/graphql.js';
import { graphql } from '../../gql/index.js';
import { id, obj } from '../../rest/body.js';
import { LEGACY_NOTIFICATION_TYPE } from '../../rest/legacy-format.js';
import { legacyList, legacyPaging } from '../../rest/paging.js';
import { defineRow, type RestRow } from '../../rest/row.js';

type Node = LegacyNotificationsQuery['notifications']['edges'][number]['node'];

/** A notification in the spec's names (pools-and-squads.md §3 and active-topic.md §3 together). */
export const toLegacyNotification = (viewerId: string) => (n: Node) => ({
  notify_id: Number(n.id),
  notify_type: LEGACY_NOTIFICATION_TYPE[n.type] ?? n.type,
  notifyto: Number(viewerId),
  notify_topicid: n.topic ? Number(n.topic.id) : null,
  // the spec's placeholder '12' for requests; the comment (and reply) a discussion notification opens;
  // for Postreply the post the preview route opens (active-topic.md §2)
  notify_comment_id: n.type === 'REQUEST' ? '12' : n.commentId ? Number(n.commentId) : n.postId ? Number(n.postId) : null,
  notify_reply_id: n.replyId ? Number(n.replyId) : null,
  requestid: n.request ? Number(n.request.id) : null,
  topicrequestid: n.request ? `${n.request.topic.id}${n.request.candidate.id}` : null,
  // "Delete sends a notification of type Deleted, Confirm sends type Accpeted; both with reqstatus true"
  reqstatus: n.type === 'ACCEPTED' || n.type === 'DELETED',
  notifyfrom: { userid: n.actor ? Number(n.actor.id) : null, username: n.actor?.username ?? '', profile_image: n.actor?.profileImageUrl ?? '' },
  // the text of the reply or comment it is about (sanitised HTML), else empty
  commentTxt: n.reply?.html ?? n.comment?.html ?? '',
  replytxt: n.text,
  notify_text: n.text,
  notification_at: n.createdAt,
  notifiiyread: n.read ? 1 : 0,
});

/** The notification paths (active-topic.md §7); `/updateuserallnoti` is with the message notifications (chat.rows.ts). */
export const notificationRows: RestRow[] = [
  defineRow({
    method: 'post',
    path: '/getusernotification',
    document: graphql(`
      query LegacyNotifications($first: Int, $offset: Int) {
        me { id }
        notifications(first: $first, offset: $offset, types: [REQUEST, ACCEPTED, DELETED, COMMENTED, REPLIED, POSTREPLY, MISSEDCALL]) {
          edges { node { id type text read createdAt commentId replyId postId topic { id } actor { id username profileImageUrl } request { id topic { id } candidate { id } } comment { html } reply { html } } }
          pageInfo { hasNextPage }
        }
      }
    `),
    input: (b) => legacyPaging(b.notifyto === undefined ? {} : obj(b.notifyto, 'notifyto')),
    // `notifications` needs a session, so `me` is there whenever data is
    payload: (d, page) => legacyList(d.notifications, page, toLegacyNotification(d.me!.id)),
  }),
  defineRow({
    method: 'post',
    path: '/updateusernotification',
    document: graphql(`mutation LegacyRead($id: ID!) { markNotificationRead(id: $id) { id } }`),
    input: (b) => ({ id: id(b, 'notify_id') }),
    payload: () => 1,
  }),
];
