import { LIMITS, MSG } from '@poolmates/schema';
import { id, obj, optStr, reportReason } from './body.js';
import { LegacyFailure, LegacyInputError } from './envelope.js';
import { legacyList, legacyPaging } from './paging.js';
import type { RestRow } from './row.js';

const LEGACY_TYPE: Record<string, string> = {
  REQUEST: 'request',
  ACCEPTED: 'Accpeted',
  DELETED: 'Deleted',
  COMMENTED: 'commented',
  REPLIED: 'replied',
  POSTREPLY: 'Postreply',
  MISSEDCALL: 'Missedcall',
  TOPIC_START: 'topicAlert',
};

const REQUEST_FIELDS = 'id kind status createdAt topic { id topic } sender { id username profileImageUrl } recipient { id } candidate { id }';
interface GqlRequest {
  id: string;
  kind: string;
  status: string;
  topic: { id: string; topic: string };
  sender: { id: string; username: string; profileImageUrl: string | null };
  recipient: { id: string };
  candidate: { id: string };
}
const toLegacyRequest = (r: GqlRequest) => ({
  requestid: Number(r.id),
  topicrequestid: `${r.topic.id}${r.candidate.id}`,
  topicId: Number(r.topic.id),
  topicid: Number(r.topic.id),
  topic: r.topic.topic,
  fromuserid: Number(r.sender.id),
  touserid: Number(r.recipient.id),
  status: r.status === 'PENDING' ? 'pending' : r.status === 'ACCEPTED' ? 'approved' : 'cancel',
  isdeleted: r.status === 'CANCELLED',
  notifyfromdetails: { userid: Number(r.sender.id), username: r.sender.username, profile_image: r.sender.profileImageUrl ?? '' },
});

/** pools-and-squads.md §7 and active-topic.md §7: requests, squad, notifications. */
export const squadRows: RestRow[] = [
  {
    method: 'post',
    path: '/addtopicrequest',
    // the owner invites `touserid`; anyone else asks to join. fromuserid is ignored (the session acts).
    document: 'mutation LegacyRequest($t: ID!, $u: ID) { sendTopicRequest(topicId: $t, userId: $u) { id } }',
    variables: (b) => {
      const tr = obj(b.topicrequest, 'topicrequest');
      return { t: id(tr, 'topicid', 'topicId'), u: tr.touserid === undefined || tr.touserid === null ? null : id(tr, 'touserid') };
    },
    payload: (d) => Number(d.sendTopicRequest.id),
    message: 'Request sent',
  },
  {
    method: 'post',
    path: '/canceltopicrequest',
    document: 'mutation LegacyCancel($r: ID!) { cancelRequest(requestId: $r) { id } }',
    variables: (b) => ({ r: id(obj(b.topicrequest, 'topicrequest'), 'requestid') }),
    payload: () => 1,
    message: MSG.requestCancelled,
  },
  ...(['received', 'sent'] as const).map(
    (box): RestRow => ({
      method: 'post',
      path: box === 'received' ? '/getuserrequest' : '/getuserrequestsent',
      document: `query LegacyRequests($first: Int, $offset: Int) { list: ${box === 'received' ? 'requestsReceived' : 'requestsSent'}(first: $first, offset: $offset) { edges { node { ${REQUEST_FIELDS} } } pageInfo { hasNextPage } } }`,
      variables: (b, req) => legacyPaging(b.userObj === undefined ? {} : obj(b.userObj, 'userObj'), req),
      payload: (d, res) => legacyList(d.list, res, toLegacyRequest),
    }),
  ),
  {
    method: 'post',
    path: '/addenrolleduser',
    document: 'mutation LegacyConfirm($r: ID!) { confirmRequest(requestId: $r) { message } }',
    variables: (b) => ({ r: id(obj(b.enrolledObj, 'enrolledObj'), 'requestid') }),
    payload: () => 1,
    message: MSG.requestConfirmed,
  },
  {
    method: 'post',
    path: '/delenrolleduser',
    document: 'mutation LegacyDecline($r: ID!) { declineRequest(requestId: $r) { message } }',
    variables: (b) => ({ r: id(b, 'requestid') }),
    payload: () => 1,
    message: MSG.requestDeleted,
  },
  {
    // not described by the spec beyond its name: read as "set a request's status" — approved →
    // confirm, deleted → decline (both by the recipient), cancel → withdraw (by the sender)
    method: 'post',
    path: '/updateuserrequest',
    document: (req) => {
      const o = ((req.body as Record<string, unknown>)?.requestobj ?? req.body) as Record<string, unknown>;
      const status = String(o?.status ?? o?.reqstatus ?? '').toLowerCase();
      if (status === 'cancel' || status === 'cancelled') return 'mutation LegacyUpdateRequest($r: ID!) { r: cancelRequest(requestId: $r) { status } }';
      if (status === 'deleted' || status === 'delete') return 'mutation LegacyUpdateRequest($r: ID!) { r: declineRequest(requestId: $r) { request { status } } }';
      return 'mutation LegacyUpdateRequest($r: ID!) { r: confirmRequest(requestId: $r) { request { status } } }';
    },
    variables: (b) => {
      const o = b.requestobj === undefined ? b : obj(b.requestobj, 'requestobj');
      const status = String(o.status ?? o.reqstatus ?? '').toLowerCase();
      if (!['approved', 'accepted', 'accpeted', 'confirm', 'deleted', 'delete', 'cancel', 'cancelled'].includes(status)) {
        throw new LegacyInputError('status must be approved, deleted or cancel.');
      }
      return { r: id(o, 'requestid') };
    },
    payload: (d) => ({ status: (d.r.request ?? d.r).status }),
  },
  {
    method: 'post',
    path: '/removesquad',
    document: 'mutation LegacyRemove($t: ID!, $u: ID!) { removeSquadMember(topicId: $t, userId: $u) }',
    variables: (b) => {
      const s = obj(b.squadObj, 'squadObj');
      return { t: id(s, 'topicid'), u: id(s, 'userid') };
    },
    payload: () => 1,
    message: 'Member removed',
  },
  {
    method: 'post',
    path: '/leavesquad',
    document: 'mutation LegacyLeave($t: ID!) { leaveSquad(topicId: $t) }',
    variables: (b) => ({ t: id(obj(b.squadObj, 'squadObj'), 'topicid') }),
    payload: () => 1,
    message: 'You left the squad',
  },
  {
    method: 'post',
    path: '/reportsquad',
    document: 'mutation LegacyReport($t: ID!, $u: ID!, $r: Int!) { reportSquadMember(topicId: $t, userId: $u, reason: $r) }',
    variables: (b) => {
      const s = obj(b.squadObj, 'squadObj');
      return { t: id(s, 'topicid'), u: id(s, 'reportedfor'), r: reportReason(s, 'report_text') };
    },
    payload: (d) => d.reportSquadMember,
    message: MSG.reportSent,
  },
  {
    method: 'post',
    path: '/getteamedetails',
    document: 'query LegacyTeam($t: ID!) { topic(id: $t) { owner { id } members { id username profileImageUrl } } }',
    variables: (b) => ({ t: id(b, 'topicId', 'topicid') }),
    payload: (d) => {
      if (!d.topic) throw new LegacyFailure(MSG.topicNotFound);
      return d.topic.members.map((m: { id: string; username: string; profileImageUrl: string | null }) => ({
        userid: Number(m.id),
        username: m.username,
        profile_image: m.profileImageUrl ?? '',
        superuser: m.id === d.topic.owner.id,
      }));
    },
  },
  ...(['/getFriendList', '/getpeoplesearchtopic'] as const).map(
    (path): RestRow => ({
      method: 'post',
      path,
      document: 'query LegacyPeople($s: String!, $t: ID, $first: Int) { people(search: $s, topicId: $t, first: $first) { user { id username firstName lastName profileImageUrl } isMember request { id kind } } }',
      variables: (b) => {
        const o = path === '/getFriendList' ? b : b.poolsearchobj === undefined ? b : obj(b.poolsearchobj, 'poolsearchobj');
        const term = optStr(o, 'searchterm', 'term');
        if (!term) throw new LegacyInputError('searchterm is required.');
        const topic = o.topicId ?? o.topicid;
        return { s: term, t: topic === undefined || topic === null || topic === '' ? null : String(topic), first: path === '/getFriendList' ? 4 : Number(o.limit ?? LIMITS.pageSizeDefault) || LIMITS.pageSizeDefault };
      },
      payload: (d) =>
        d.people.map((p: { user: { id: string; username: string; firstName: string | null; lastName: string | null; profileImageUrl: string | null }; isMember: boolean; request: { id: string } | null }) => ({
          userid: Number(p.user.id),
          username: p.user.username,
          firstname: p.user.firstName ?? '',
          lastname: p.user.lastName ?? '',
          profile_image: p.user.profileImageUrl ?? '',
          status: { status: p.isMember ? 'approved' : p.request ? 'pending' : '', requestId: p.request ? Number(p.request.id) : null },
        })),
    }),
  ),
  {
    method: 'post',
    path: '/getusernotification',
    document: 'query LegacyNotifications($first: Int, $offset: Int) { notifications(first: $first, offset: $offset) { edges { node { id type text read createdAt requestId commentId replyId topic { id } actor { username profileImageUrl } } } pageInfo { hasNextPage } } }',
    variables: (b, req) => legacyPaging(b.notifyto === undefined ? {} : obj(b.notifyto, 'notifyto'), req),
    payload: (d, res) =>
      legacyList(d.notifications, res, (n: { id: string; type: string; text: string; read: boolean; createdAt: string; requestId: string | null; commentId: string | null; replyId: string | null; topic: { id: string } | null; actor: { username: string; profileImageUrl: string | null } | null }) => ({
        notify_id: Number(n.id),
        notify_type: LEGACY_TYPE[n.type] ?? n.type,
        notify_topicid: n.topic ? Number(n.topic.id) : null,
        // the spec's placeholder '12' for requests; the comment (and reply) a discussion notification opens
        notify_comment_id: n.type === 'REQUEST' ? '12' : n.commentId ? Number(n.commentId) : null,
        notify_reply_id: n.replyId ? Number(n.replyId) : null,
        requestid: n.requestId ? Number(n.requestId) : null,
        notifyfrom: { username: n.actor?.username ?? '', profile_image: n.actor?.profileImageUrl ?? '' },
        replytxt: n.text,
        notify_text: n.text,
        notification_at: n.createdAt,
        notifiiyread: n.read ? 1 : 0,
      })),
  },
  {
    method: 'post',
    path: '/updateusernotification',
    document: 'mutation LegacyRead($id: ID!) { markNotificationRead(id: $id) { id } }',
    variables: (b) => ({ id: id(b, 'notify_id') }),
    payload: () => 1,
  },
  {
    method: 'post',
    path: '/updateuserallnoti',
    document: 'mutation LegacyReadAll { markAllNotificationsRead }',
    payload: (d) => d.markAllNotificationsRead,
  },
];
