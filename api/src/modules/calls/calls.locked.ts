import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS, MSG } from '@poolmates/schema';
import { userInput } from '../../platform/errors.js';
import type { LogEvent } from '../../platform/events.js';
import { NotificationType, type Notification } from '../notifications/notification.entity.js';
import { notificationService } from '../notifications/notification.service.js';
import { callPolicy, type CallHead } from './calls.policy.js';
import { exec, UUID } from './calls.reads.js';

/**
 * The calls workflows' steps inside their transaction, on the locked call row (decision 042): join,
 * leave, end, a missed ring; what each does after the commit is collected in `Effects`.
 */
/** A change of a topic's call: `call.<kind>` on its squad stream (MEDIA and CHAT live only; decision 068). */
export interface CallEventPayload {
  kind: 'STARTED' | 'JOINED' | 'LEFT' | 'MEDIA' | 'ENDED' | 'CHAT' | 'DECLINED' | 'UNANSWERED';
  callId: number;
  sessionId?: string;
  leftReason?: string;
  messageId?: number;
  userId?: number;
}
/** The incoming-call popup's event of one person: `call.ring|cancel|busy` on their stream (decision 068). BUSY goes to the caller with `busyUserId`. */
export interface IncomingPayload {
  kind: 'RING' | 'CANCEL' | 'BUSY';
  callId: number;
  busyUserId?: number;
}
/** The squad-stream kinds that are not stored: a participant's media toggles (last value wins) and the in-call chat (its own catch-up). */
export const EPHEMERAL_CALL_KINDS: ReadonlySet<CallEventPayload['kind']> = new Set(['MEDIA', 'CHAT']);

/** What a workflow does after its transaction commits: live events, popups, closed streams, jobs. */
export interface Effects {
  events: { topicId: number; payload: CallEventPayload }[];
  incoming: { userId: number; payload: IncomingPayload }[];
  closeSessions: string[];
  notifications: Notification[];
  /** The log events appended at the end of the transaction (published after the commit). */
  logged: LogEvent[];
  watchSessions: string[];
  /** Calls that started ringing: their ring ends after CALL_RING_MS (`calls.ring-timeout`). */
  rings: number[];
}
export const noEffects = (): Effects => ({ events: [], incoming: [], closeSessions: [], notifications: [], logged: [], watchSessions: [], rings: [] });

export function checkSessionId(sessionId: string, field = 'sessionId'): string {
  if (!UUID.test(sessionId)) throw userInput(field, MSG.callSessionIdInvalid);
  return sessionId.toLowerCase();
}

/**
 * Joins `viewerId`'s session to a locked, running call. A person counts once: their earlier live
 * session in this call is replaced (LEFT `replaced`); a new person past the cap is refused. The
 * same session joining again (a retried request) changes nothing.
 */
export async function joinLocked(em: EntityManager, head: CallHead, viewerId: number, sessionId: string, now: Date, fx: Effects): Promise<void> {
  const live = await exec<{ user_id: number; session_id: string }>(em, 'select user_id, session_id from call_participants where call_id = ? and left_at is null', [head.id]);
  const mine = live.find((r) => r.user_id === viewerId);
  if (mine?.session_id === sessionId) return;
  if (!mine && new Set(live.map((r) => r.user_id)).size >= LIMITS.callMaxPeople) throw callPolicy.full();
  if (mine) {
    await exec(em, "update call_participants set left_at = ?, left_reason = 'replaced' where session_id = ?", [now, mine.session_id]);
    fx.events.push({ topicId: head.topicId, payload: { kind: 'LEFT', callId: head.id, sessionId: mine.session_id, leftReason: 'replaced' } });
    fx.closeSessions.push(mine.session_id);
  }
  const inserted = await exec<{ id: number }>(
    em,
    'insert into call_participants (call_id, user_id, session_id, joined_at, detached_at, attachments) values (?, ?, ?, ?, ?, 0) on conflict (session_id) do nothing returning id',
    [head.id, viewerId, sessionId, now, now],
  );
  // a session id is for one join only: one that left (or another person's) cannot come back
  if (inserted.length === 0) throw callPolicy.sessionUnknown();
  const rung = await exec(em, 'update call_invites set joined_at = coalesce(joined_at, ?) where call_id = ? and user_id = ? returning user_id', [now, head.id, viewerId]);
  fx.events.push({ topicId: head.topicId, payload: { kind: 'JOINED', callId: head.id, sessionId } });
  // the popup closes in the person's other tabs
  if (rung.length) fx.incoming.push({ userId: viewerId, payload: { kind: 'CANCEL', callId: head.id } });
  // not attached yet: the session must open its signal stream within the grace
  fx.watchSessions.push(sessionId);
}

/** Sessions leave a locked call; the call ends when nobody is left. */
export async function leaveLocked(em: EntityManager, head: CallHead, sessionIds: string[], reason: string, now: Date, fx: Effects): Promise<void> {
  if (sessionIds.length) {
    await exec(em, 'update call_participants set left_at = ?, left_reason = ? where session_id in (?) and left_at is null', [now, reason, sessionIds]);
    for (const s of sessionIds) {
      fx.events.push({ topicId: head.topicId, payload: { kind: 'LEFT', callId: head.id, sessionId: s, leftReason: reason } });
      fx.closeSessions.push(s);
    }
  }
  const [{ n }] = await exec<{ n: number }>(em, 'select count(*)::int as n from call_participants where call_id = ? and left_at is null', [head.id]);
  if (n === 0) await endLocked(em, head, 'empty', now, fx);
}

/**
 * Ends a locked call: everyone still in leaves (`stopped`), the popups close, and every member who
 * was rung and never joined gets MISSEDCALL (DECISIONS.md: "those who did not join get a missed-call
 * notification"; one who declined did not join either, and the notification is their way back to
 * the call tab).
 */
export async function endLocked(em: EntityManager, head: CallHead, reason: 'empty' | 'stopped', now: Date, fx: Effects): Promise<void> {
  const stopped = await exec<{ session_id: string }>(em, "update call_participants set left_at = ?, left_reason = 'stopped' where call_id = ? and left_at is null returning session_id", [now, head.id]);
  for (const { session_id } of stopped) {
    fx.events.push({ topicId: head.topicId, payload: { kind: 'LEFT', callId: head.id, sessionId: session_id, leftReason: 'stopped' } });
    fx.closeSessions.push(session_id);
  }
  await exec(em, 'update calls set ended_at = ?, end_reason = ? where id = ?', [now, reason, head.id]);
  fx.events.push({ topicId: head.topicId, payload: { kind: 'ENDED', callId: head.id } });
  const invited = await exec<{ user_id: number; joined: boolean; missed: boolean; title: string; starter: string }>(
    em,
    `select i.user_id, i.joined_at is not null as joined, i.missed_at is not null as missed, t.title, u.username as starter
       from call_invites i join calls c on c.id = i.call_id join topics t on t.id = c.topic_id join users u on u.id = c.started_by_id
      where i.call_id = ? order by i.user_id`,
    [head.id],
  );
  const squad = new Set(head.squad);
  // one told when the ring ended (missed_at) is not told twice
  const missed = invited.filter((i) => !i.joined && !i.missed && squad.has(i.user_id));
  // the popups of the squad's people close (one removed meanwhile is no longer told of the call)
  for (const i of invited) if (!i.joined && squad.has(i.user_id)) fx.incoming.push({ userId: i.user_id, payload: { kind: 'CANCEL', callId: head.id } });
  await missedCall(em, head, missed, fx);
}

/** MISSEDCALL ("{starter} called you: {topic} (missed call)") to each of `missed`, in the caller's transaction. */
export async function missedCall(em: EntityManager, head: CallHead, missed: { user_id: number; title: string; starter: string }[], fx: Effects): Promise<void> {
  if (missed.length === 0) return;
  fx.notifications.push(
    ...notificationService.add(
      em,
      missed.map((m) => ({ userId: m.user_id, actorId: head.startedById, type: NotificationType.MISSEDCALL, topicId: head.topicId, text: `${m.starter} called you: ${m.title} (missed call)` })),
    ),
  );
  await em.flush();
}

/**
 * The caller of a locked, running call is told UNANSWERED when the ring is over for everyone rung —
 * each declined or missed it, nobody joined — and nobody else is in the call: they are alone.
 */
export async function unansweredLocked(em: EntityManager, head: CallHead, fx: Effects): Promise<void> {
  const [r] = await exec<{ joined: number; waiting: number; others: number }>(
    em,
    `select (select count(*)::int from call_invites where call_id = ? and joined_at is not null) as joined,
            (select count(*)::int from call_invites where call_id = ? and joined_at is null and declined_at is null and missed_at is null) as waiting,
            (select count(*)::int from call_participants where call_id = ? and left_at is null and user_id <> ?) as others`,
    [head.id, head.id, head.id, head.startedById],
  );
  if (r.joined === 0 && r.waiting === 0 && r.others === 0) fx.events.push({ topicId: head.topicId, payload: { kind: 'UNANSWERED', callId: head.id, userId: head.startedById } });
}

/** Token buckets of signals per sending session (in this process). */
const buckets = new Map<string, { tokens: number; at: number }>();
export function takeSignalToken(sessionId: string, n = 1): boolean {
  const now = Date.now();
  const b = buckets.get(sessionId) ?? { tokens: LIMITS.callSignalBurst, at: now };
  b.tokens = Math.min(LIMITS.callSignalBurst, b.tokens + ((now - b.at) / 1000) * LIMITS.callSignalsPerSecond);
  b.at = now;
  if (b.tokens < n) {
    buckets.set(sessionId, b);
    return false;
  }
  b.tokens -= n;
  buckets.set(sessionId, b);
  if (buckets.size > 10_000) for (const [k, v] of buckets) if (now - v.at > 60_000) buckets.delete(k);
  return true;
}

