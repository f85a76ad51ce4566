import { ErrorCode, LegacyStatus, LIMITS, MSG } from '@poolmates/schema';
import type { LegacyRequestFragment } from '../../gql/graphql.js';
import { graphql } from '../../gql/index.js';
import { id, obj, optStr, reportReason } from '../../rest/body.js';
import { fail, LegacyFailure, LegacyInputError } from '../../rest/envelope.js';
import { legacyList, legacyPaging } from '../../rest/paging.js';
import { defineRow, type RestRow } from '../../rest/row.js';

/** A request as the legacy lists show it (spread by both request lists; codegen adds it to their documents). */
graphql(`fragment LegacyRequest on TopicRequest { id kind status createdAt topic { id topic } sender { id username profileImageUrl } recipient { id } candidate { id } }`);
const toLegacyRequest = (r: LegacyRequestFragment) => ({
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

/** The spec writes `topicid` and `topicId`, `requestid` and `requestId`, `userid` and `userId`: both are read. */
const topicIdOf = (o: Record<string, unknown>) => id(o, 'topicid', 'topicId');
const requestIdOf = (o: Record<string, unknown>) => id(o, 'requestid', 'requestId');
const userIdOf = (o: Record<string, unknown>, name = 'userid') => id(o, name, name === 'userid' ? 'userId' : name);

/**
 * A request that is no longer pending (withdrawn, confirmed or declined) is the spec's "3 alert"
 * on cancel: the client shows MESSAGE and reloads the request status.
 */
const cancelAlert = (message: string, code: string | undefined) =>
  code === ErrorCode.CONFLICT || code === ErrorCode.REQUEST_WITHDRAWN ? { ...fail(message, code), STATUSCODE: LegacyStatus.WITHDRAWN } : undefined;

/**
 * /updateuserrequest: with a status (legacy `requestobj`), approved → confirm, deleted → decline
 * (both by the recipient), cancel → withdraw; without one — the spec's plain `{requestId}` from the
 * people search's 'Cancel Request' — the sender withdraws it.
 */
const DeclineRequest = graphql(`mutation LegacyUpdateDecline($r: ID!) { r: declineRequest(requestId: $r) { request { status } } }`);
const ConfirmRequest = graphql(`mutation LegacyUpdateConfirm($r: ID!) { r: confirmRequest(requestId: $r) { request { status } } }`);
const WithdrawRequest = graphql(`mutation LegacyUpdateCancel($r: ID!) { r: cancelRequest(requestId: $r) { status } }`);
function updateAction(b: Record<string, unknown>): { o: Record<string, unknown>; action: 'confirm' | 'decline' | 'cancel' | null } {
  const o = b.requestobj === undefined || b.requestobj === null ? b : obj(b.requestobj, 'requestobj');
  const raw = o.status ?? o.reqstatus;
  if (raw === undefined || raw === null || raw === '') return { o, action: 'cancel' };
  const status = String(raw).toLowerCase();
  if (['approved', 'accepted', 'accpeted', 'confirm'].includes(status)) return { o, action: 'confirm' };
  if (['deleted', 'delete'].includes(status)) return { o, action: 'decline' };
  if (['cancel', 'cancelled'].includes(status)) return { o, action: 'cancel' };
  return { o, action: null };
}

/** pools-and-squads.md §7 and active-topic.md §7: requests, squad, notifications (notifications.rows.ts). */
export const squadRows: RestRow[] = [
  defineRow({
    method: 'post',
    path: '/addtopicrequest',
    // the owner invites `touserid`; anyone else asks to join. fromuserid is ignored (the session acts).
    document: graphql(`mutation LegacyRequest($t: ID!, $u: ID) { sendTopicRequest(topicId: $t, userId: $u) { id } }`),
    input: (b) => {
      const tr = obj(b.topicrequest, 'topicrequest');
      return { t: topicIdOf(tr), u: tr.touserid === undefined || tr.touserid === null ? null : id(tr, 'touserid') };
    },
    payload: (d) => Number(d.sendTopicRequest.id),
    message: 'Request sent',
  }),
  defineRow({
    method: 'post',
    path: '/canceltopicrequest',
    document: graphql(`mutation LegacyCancel($r: ID!) { cancelRequest(requestId: $r) { id } }`),
    input: (b) => ({ r: requestIdOf(obj(b.topicrequest, 'topicrequest')) }),
    payload: () => 1,
    onError: cancelAlert,
    message: MSG.requestCancelled,
  }),
  defineRow({
    method: 'post',
    path: '/getuserrequest',
    document: graphql(`
      query LegacyRequestsReceived($first: Int, $offset: Int) {
        list: requestsReceived(first: $first, offset: $offset) { edges { node { ...LegacyRequest } } pageInfo { hasNextPage } }
      }
    `),
    input: (b) => legacyPaging(b.userObj === undefined ? {} : obj(b.userObj, 'userObj')),
    payload: (d, page) => legacyList(d.list, page, toLegacyRequest),
  }),
  defineRow({
    method: 'post',
    path: '/getuserrequestsent',
    document: graphql(`
      query LegacyRequestsSent($first: Int, $offset: Int) {
        list: requestsSent(first: $first, offset: $offset) { edges { node { ...LegacyRequest } } pageInfo { hasNextPage } }
      }
    `),
    input: (b) => legacyPaging(b.userObj === undefined ? {} : obj(b.userObj, 'userObj')),
    payload: (d, page) => legacyList(d.list, page, toLegacyRequest),
  }),
  defineRow({
    method: 'post',
    path: '/addenrolleduser',
    document: graphql(`mutation LegacyConfirm($r: ID!) { confirmRequest(requestId: $r) { message } }`),
    input: (b) => ({ r: requestIdOf(obj(b.enrolledObj, 'enrolledObj')) }),
    payload: () => 1,
    message: MSG.requestConfirmed,
  }),
  defineRow({
    method: 'post',
    path: '/delenrolleduser',
    document: graphql(`mutation LegacyDecline($r: ID!) { declineRequest(requestId: $r) { message } }`),
    input: (b) => ({ r: requestIdOf(b) }),
    payload: () => 1,
    message: MSG.requestDeleted,
  }),
  defineRow({
    method: 'post',
    path: '/updateuserrequest',
    document: (req) => {
      const { action } = updateAction((req.body ?? {}) as Record<string, unknown>);
      if (action === 'decline') return DeclineRequest;
      if (action === 'confirm') return ConfirmRequest;
      return WithdrawRequest;
    },
    input: (b) => {
      const { o, action } = updateAction(b);
      if (!action) throw new LegacyInputError('status must be approved, deleted or cancel.');
      return { r: requestIdOf(o) };
    },
    payload: ({ r }) => ({ status: 'request' in r ? r.request.status : r.status }),
    onError: cancelAlert,
  }),
  defineRow({
    method: 'post',
    path: '/removesquad',
    document: graphql(`mutation LegacyRemove($t: ID!, $u: ID!) { removeSquadMember(topicId: $t, userId: $u) }`),
    input: (b) => {
      const s = obj(b.squadObj, 'squadObj');
      return { t: topicIdOf(s), u: userIdOf(s) };
    },
    payload: () => 1,
    message: 'Member removed',
  }),
  defineRow({
    method: 'post',
    path: '/leavesquad',
    document: graphql(`mutation LegacyLeave($t: ID!) { leaveSquad(topicId: $t) }`),
    input: (b) => ({ t: topicIdOf(obj(b.squadObj, 'squadObj')) }),
    payload: () => 1,
    message: 'You left the squad',
  }),
  defineRow({
    method: 'post',
    path: '/reportsquad',
    document: graphql(`mutation LegacyReport($t: ID!, $u: ID!, $r: Int!) { reportSquadMember(topicId: $t, userId: $u, reason: $r) }`),
    input: (b) => {
      const s = obj(b.squadObj, 'squadObj');
      return { t: topicIdOf(s), u: id(s, 'reportedfor'), r: reportReason(s, 'report_text') };
    },
    payload: (d) => d.reportSquadMember,
    message: MSG.reportSent,
  }),
  defineRow({
    // the active topic's team (active-topic.md §3 "Team member"): squad members only
    method: 'post',
    path: '/getteamedetails',
    document: graphql(`query LegacyTeam($t: ID!) { topic(id: $t) { owner { id } members { id username profileImageUrl } viewerStatus onlineMemberIds } }`),
    requiresSession: true,
    input: (b) => ({ t: topicIdOf(b) }),
    payload: (d) => {
      if (!d.topic) throw new LegacyFailure(MSG.topicNotFound);
      if (d.topic.viewerStatus !== 'OWNER' && d.topic.viewerStatus !== 'MEMBER') throw new LegacyFailure(MSG.squadOnly);
      const { topic } = d;
      const online = new Set<string>(topic.onlineMemberIds);
      return topic.members.map((m) => ({
        enrolleduserId: Number(m.id),
        username: m.username,
        profileImage: m.profileImageUrl ?? '',
        onlineusr: online.has(m.id),
        superuser: m.id === topic.owner.id,
      }));
    },
  }),
  ...(['/getFriendList', '/getpeoplesearchtopic'] as const).map((path) =>
    defineRow({
      method: 'post',
      path,
      document: graphql(`query LegacyPeople($s: String!, $t: ID, $first: Int, $offset: Int) { people(search: $s, topicId: $t, first: $first, offset: $offset) { user { id username firstName lastName profileImageUrl } isMember request { id kind } } }`),
      input: (b) => {
        const o = path === '/getFriendList' ? b : b.poolsearchobj === undefined ? b : obj(b.poolsearchobj, 'poolsearchobj');
        const term = optStr(o, 'searchterm', 'term');
        if (!term) throw new LegacyInputError('searchterm is required.');
        const topic = o.topicId ?? o.topicid;
        // the suggestions: at most 4; the people search: the asked page (page, limit 5 by default)
        const page = path === '/getFriendList' ? { first: 4, offset: 0 } : legacyPaging(o, { defaultLimit: LIMITS.searchPageSize });
        return { s: term, t: topic === undefined || topic === null || topic === '' ? null : String(topic), ...page };
      },
      payload: (d) =>
        d.people.map((p) => ({
          userid: Number(p.user.id),
          username: p.user.username,
          firstname: p.user.firstName ?? '',
          lastname: p.user.lastName ?? '',
          profile_image: p.user.profileImageUrl ?? '',
          status: { status: p.isMember ? 'approved' : p.request ? 'pending' : '', requestId: p.request ? Number(p.request.id) : null },
        })),
    }),
  ),
];
