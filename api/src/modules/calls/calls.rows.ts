import { MSG } from '@poolmates/schema';
import { graphql } from '../../gql/index.js';
import { id, obj, str } from '../../rest/body.js';
import { LegacyFailure, LegacyInputError } from '../../rest/envelope.js';
import { defineRow, type RestRow } from '../../rest/row.js';

graphql(`fragment LegacyCallParticipant on CallParticipant { sessionId audio video hand screen user { id username firstName lastName } }`);

type Person = { id: string; username: string; firstName: string | null; lastName: string | null };
/** The spec's `name` of a room participant: first and last name, else the username. */
const nameOf = (u: Person) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.username;

/** The room id: the body's `roomid` (a call id), also accepted as `roomDetails` (the spec's /getaudiovideostatus names it so) or inside it. */
function roomId(body: Record<string, unknown>): string {
  const details = body.roomDetails;
  if (details !== null && typeof details === 'object') return id(obj(details, 'roomDetails'), 'roomid', 'roomId');
  if (details !== undefined && details !== null) return id(body, 'roomDetails');
  return id(body, 'roomid', 'roomId');
}

function peerId(body: Record<string, unknown>): string {
  const details = body.roomDetails;
  const from = details !== null && typeof details === 'object' && 'peerid' in (details as object) ? obj(details, 'roomDetails') : body;
  const peer = str(from, 'peerid', 'peerId');
  if (!peer) throw new LegacyInputError('peerid is required.');
  return peer.toLowerCase();
}

/**
 * active-topic.md §7 "Calls": a room is a squad's topic (roomid = its topic id: its running call)
 * or a call (roomid = the call's id); peerid = a session id (decision 053).
 * Squad members only (the GraphQL operations' policy); who asks is the session, never the body.
 */
export const callsRows: RestRow[] = [
  defineRow({
    method: 'post',
    path: '/getaudiovideostatus',
    document: graphql(`query LegacyCallPeerStatus($roomid: ID!) { callRoom(roomId: $roomid) { call { id participants { ...LegacyCallParticipant } } } }`),
    input: (b) => ({ roomid: roomId(b), peerid: peerId(b) }),
    variables: (i) => ({ roomid: i.roomid }),
    payload: ({ callRoom: { call } }, { peerid }) => {
      const p = call?.participants.find((x) => x.sessionId === peerid);
      if (!p) throw new LegacyFailure(MSG.callSessionUnknown);
      return { userid: Number(p.user.id), hand: p.hand, audio: p.audio, video: p.video, name: nameOf(p.user) };
    },
  }),
  defineRow({
    method: 'post',
    path: '/getmeetingchat',
    // the room: the squad's topic id (its running call's chat) or a call id (decision 053)
    document: graphql(`query LegacyCallChat($roomid: ID!) { callRoom(roomId: $roomid) { chatMessages(first: 200) { id text createdAt author { id } } } }`),
    input: (b) => ({ roomid: roomId(b) }),
    // the spec's empty-list signal: the value 0 (active-topic.md §4)
    payload: ({ callRoom }) =>
      callRoom.chatMessages.length === 0 ? 0 : callRoom.chatMessages.map((m) => ({ userid: Number(m.author.id), content: m.text, timestamp: m.createdAt })),
  }),
  defineRow({
    method: 'post',
    path: '/getmeetingstatus',
    document: graphql(`query LegacyCallStatus($roomid: ID!) { callRoom(roomId: $roomid) { topicId call { id topicId running startedAt endedAt startedBy { id } participants { ...LegacyCallParticipant } } } }`),
    input: (b) => ({ roomid: roomId(b) }),
    payload: ({ callRoom: { topicId, call } }, { roomid }) => ({
      roomid: Number(roomid),
      topicid: Number(topicId),
      callid: call ? Number(call.id) : null,
      running: call?.running ? 1 : 0,
      startedby: call ? Number(call.startedBy.id) : null,
      started_at: call?.startedAt ?? null,
      ended_at: call?.endedAt ?? null,
      participants: (call?.participants ?? []).map((p) => ({ userid: Number(p.user.id), name: nameOf(p.user), peerid: p.sessionId, audio: p.audio, video: p.video, hand: p.hand, screen: p.screen })),
    }),
  }),
];
