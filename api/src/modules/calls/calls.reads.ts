import type { EntityManager } from '@mikro-orm/postgresql';
import { squadIdsSql } from '../topics/membership.js';
import type { CallHead } from './calls.policy.js';

/**
 * The calls' reads and their rows: plain statements through the ORM's connection (so they join the
 * caller's transaction), mapped to the views the API shows. Writes are in calls.service.ts.
 */

/** A call session id (the client's, checked before any read). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A participant as the API shows it. */
export interface ParticipantView {
  userId: number;
  sessionId: string;
  audio: boolean;
  video: boolean;
  hand: boolean;
  screen: boolean;
  joinedAt: Date;
}

/** A call as the API shows it (field resolvers add topic, startedBy, viewerIsStarter). */
export interface CallView {
  id: number;
  topicId: number;
  startedById: number;
  startedAt: Date;
  endedAt: Date | null;
  running: boolean;
  participants: ParticipantView[];
}

export interface ChatMessageView {
  id: number;
  callId: number;
  authorId: number;
  text: string;
  createdAt: Date;
  clientId: string | null;
}

/** One statement through the ORM's connection (its pool, its transaction, the tests' statement count). */
export async function exec<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}

export const headSql = (where: string, lock: boolean) =>
  `select c.id, c.topic_id, c.started_by_id, c.ended_at, coalesce(${squadIdsSql('t')}, '[]'::json) as squad
     from calls c join topics t on t.id = c.topic_id where ${where}${lock ? ' for update of c' : ''}`;

export type HeadRow = { id: number; topic_id: number; started_by_id: number; ended_at: Date | null; squad: number[] };
export const toHead = (r: HeadRow | undefined): CallHead | null => (r ? { id: r.id, topicId: r.topic_id, startedById: r.started_by_id, endedAt: r.ended_at, squad: r.squad } : null);

/** A call with its squad; `lock`: the call row is locked (every change of one call is serialised on it). */
export async function readHead(em: EntityManager, callId: number, lock = false): Promise<CallHead | null> {
  if (!Number.isSafeInteger(callId) || callId <= 0) return null;
  return toHead((await exec<HeadRow>(em, headSql('c.id = ?', lock), [callId]))[0]);
}

/** `joined_at` as the driver hands it: raw statements give timestamps as text (MikroORM's pg type parsers), json_agg too. */
export type ParticipantRow = { user_id: number; session_id: string; audio: boolean; video: boolean; hand: boolean; screen: boolean; joined_at: Date | string };
export const PARTICIPANT_COLS = 'p.user_id, p.session_id, p.audio, p.video, p.hand, p.screen, p.joined_at';
export const toParticipant = (r: ParticipantRow): ParticipantView => ({ userId: r.user_id, sessionId: r.session_id, audio: r.audio, video: r.video, hand: r.hand, screen: r.screen, joinedAt: new Date(r.joined_at) });

export type CallRow = { id: number; topic_id: number; started_by_id: number; started_at: Date; ended_at: Date | null; participants: ParticipantRow[] | null };
/** The call and its live participants in join order, one statement. */
export const callViewSql = (where: string) =>
  `select c.id, c.topic_id, c.started_by_id, c.started_at, c.ended_at,
          (select json_agg(json_build_object('user_id', p.user_id, 'session_id', p.session_id, 'audio', p.audio, 'video', p.video, 'hand', p.hand, 'screen', p.screen, 'joined_at', p.joined_at) order by p.joined_at, p.id)
             from call_participants p where p.call_id = c.id and p.left_at is null) as participants
     from calls c where ${where}`;
export const toView = (r: CallRow): CallView => ({
  id: r.id,
  topicId: r.topic_id,
  startedById: r.started_by_id,
  startedAt: new Date(r.started_at),
  endedAt: r.ended_at ? new Date(r.ended_at) : null,
  running: !r.ended_at,
  participants: (r.participants ?? []).map(toParticipant),
});

export async function callView(em: EntityManager, callId: number): Promise<CallView | null> {
  const [row] = await exec<CallRow>(em, callViewSql('c.id = ?'), [callId]);
  return row ? toView(row) : null;
}

export async function participantBySession(em: EntityManager, sessionId: string): Promise<ParticipantView | null> {
  if (!UUID.test(sessionId)) return null;
  const [row] = await exec<ParticipantRow>(em, `select ${PARTICIPANT_COLS} from call_participants p where p.session_id = ?`, [sessionId]);
  return row ? toParticipant(row) : null;
}

export type ChatRow = { id: number; call_id: number; author_id: number; text: string; created_at: Date; client_id: string };
export const CHAT_COLS = 'id, call_id, author_id, text, created_at, client_id';
export const toChat = (r: ChatRow): ChatMessageView => ({ id: r.id, callId: r.call_id, authorId: r.author_id, text: r.text, createdAt: new Date(r.created_at), clientId: r.client_id });
