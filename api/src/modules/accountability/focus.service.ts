import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS, MSG } from '@poolmates/schema';
import { type SignedInContext } from '../../platform/auth.js';
import { clock } from '../../platform/clock.js';
import type { AppDeps, Context } from '../../platform/context.js';
import { conflict, userInput } from '../../platform/errors.js';
import { appendEvent, publishEvents, topicStream, writeWithEvent } from '../../platform/events.js';
import { throttleWrite } from '../../platform/write-limits.js';
import { membershipPolicy } from '../topics/membership.js';
import { asMember, exec } from './accountability.service.js';
import { FOCUS_MAX_MS, focusExpired, focusState, type FocusBase, type FocusState } from './focus.js';

export const focusSnapshot = (s: FocusBase) => ({ id: s.id, startedById: s.startedById, startedAt: s.startedAt.toISOString(), focusMinutes: s.focusMinutes, breakMinutes: s.breakMinutes });

/** A focus session's snapshot built from its row `w` (as `focusSnapshot`), in a start's or a stop's event. */
const FOCUS_SNAPSHOT_SQL = `jsonb_build_object('id', w.id, 'startedById', w.started_by_id, 'startedAt', to_char(w.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'focusMinutes', w.focus_minutes, 'breakMinutes', w.break_minutes)`;

/**
 * A focus phase switch as a squad event (decision 051), carrying the session's snapshot (it may be
 * gone by the time a subscriber reads it). Starts and stops carry theirs in the write's statement.
 */
async function focusEvent(deps: AppDeps, em: EntityManager, topicId: number, kind: 'focus.phase', actorId: number | null, base: FocusBase): Promise<void> {
  const event = await em.transactional((tx) => appendEvent(tx, topicStream(topicId), kind, actorId, focusSnapshot(base)));
  publishEvents(deps.pubsub, [event]);
}

/** A switch job this late (clock time) schedules the next one without telling this one. */
const SWITCH_LATE_MS = 60_000;

/** The real-time instant matching a `clock` instant (pg-boss waits in real time; the test clock may be ahead). */
const realTime = (at: Date) => new Date(Date.now() + (at.getTime() - clock.now().getTime()));

/**
 * The shared focus timer (decision 044): one session per topic in PostgreSQL; its phase is computed
 * on read (focus.ts); a pg-boss job per switch publishes FOCUS_PHASE.
 */
export const focusService = {

  async startFocus(ctx: SignedInContext, topicId: number, focusMinutes?: number | null, breakMinutes?: number | null): Promise<FocusState> {
    await throttleWrite(ctx, 'squadItem');
    const f = focusMinutes ?? LIMITS.focusMinutesDefault;
    const b = breakMinutes ?? LIMITS.breakMinutesDefault;
    if (!Number.isInteger(f) || f < 1 || f > LIMITS.focusMinutesMax) throw userInput('focusMinutes', MSG.focusMinutesInvalid);
    if (!Number.isInteger(b) || b < 1 || b > LIMITS.breakMinutesMax) throw userInput('breakMinutes', MSG.breakMinutesInvalid);
    const { topic } = await asMember(ctx, topicId);
    const now = clock.now();
    // one running per topic: a stale (forgotten) one is replaced, a live one refuses
    const { row, event } = await writeWithEvent<{ id: number }>(ctx.em, {
      sql: `insert into focus_sessions (topic_id, started_by_id, started_at, focus_minutes, break_minutes) values (?, ?, ?, ?, ?)
       on conflict (topic_id) do update set started_by_id = excluded.started_by_id, started_at = excluded.started_at, focus_minutes = excluded.focus_minutes, break_minutes = excluded.break_minutes,
         id = nextval(pg_get_serial_sequence('focus_sessions', 'id'))
         where focus_sessions.started_at < ?
       returning ${FOCUS_COLUMNS}`,
      params: [topic.id, ctx.viewer.id, now, f, b, new Date(now.getTime() - FOCUS_MAX_MS)],
    }, { stream: topicStream(topic.id), kind: 'focus.started', actorId: ctx.viewer.id, dataSql: FOCUS_SNAPSHOT_SQL });
    if (!row) throw conflict(MSG.focusAlreadyRunning);
    publishEvents(ctx.deps.pubsub, [event]);
    const base: FocusBase = { id: row.id, topicId: topic.id, startedById: ctx.viewer.id, startedAt: now, focusMinutes: f, breakMinutes: b };
    const state = focusState(base, now);
    await scheduleSwitch(ctx.deps, state);
    return state;
  },

  async stopFocus(ctx: SignedInContext, topicId: number): Promise<boolean> {
    await throttleWrite(ctx, 'squadItem');
    const { topic } = await asMember(ctx, topicId);
    const { row, event } = await writeWithEvent<FocusSqlRow>(
      ctx.em,
      { sql: `delete from focus_sessions where topic_id = ? returning ${FOCUS_COLUMNS}`, params: [topic.id] },
      { stream: topicStream(topic.id), kind: 'focus.stopped', actorId: ctx.viewer.id, dataSql: FOCUS_SNAPSHOT_SQL },
    );
    if (!row) return false;
    publishEvents(ctx.deps.pubsub, [event]);
    return true;
  },

  /** The running session of a topic for its squad (null for others, or none running). */
  async focusOf(ctx: Context, topicId: number): Promise<FocusState | null> {
    const viewer = ctx.viewerRow;
    if (!viewer || !membershipPolicy.isMember(viewer, await ctx.loaders.topics.squadMembers.load(topicId))) return null;
    const base = await readFocus(ctx.em, { topicId });
    const now = clock.now();
    return base && !focusExpired(base, now) ? focusState(base, now) : null;
  },

  /**
   * pg-boss `accountability.focus-phase`: the switch at `at` is due; tell the squad and wait for the
   * next one. A job that runs long after its switch (the process was down, or the test clock jumped
   * past it and `kickFocus` already told) only schedules the next switch: FOCUS_PHASE is never repeated.
   */
  async phaseSwitch(deps: AppDeps, sessionId: number, at: number): Promise<void> {
    const base = await readFocus(deps.orm.em.fork(), { id: sessionId });
    const now = clock.now();
    if (!base || focusExpired(base, now)) return;
    const state = focusState(base, now);
    if (now.getTime() < at) {
      // woken early (the clock was moved back, or a retry): wait for the switch itself
      await scheduleSwitch(deps, { ...state, phaseEndsAt: new Date(at) });
      return;
    }
    if (now.getTime() - at <= SWITCH_LATE_MS) await focusEvent(deps, deps.orm.em.fork(), base.topicId, 'focus.phase', null, base);
    await scheduleSwitch(deps, state);
  },

  /** After the test clock moved by `advanceMs`: FOCUS_PHASE for every session whose phase changed, and the next switch scheduled. */
  async kickFocus(deps: AppDeps, advanceMs: number): Promise<void> {
    const rows = await exec<FocusSqlRow[]>(deps.orm.em.fork(), `select ${FOCUS_COLUMNS} from focus_sessions`);
    const now = clock.now();
    for (const r of rows) {
      const base = focusFromSql(r);
      if (focusExpired(base, now)) continue;
      const before = focusState(base, new Date(now.getTime() - advanceMs));
      const after = focusState(base, now);
      if (before.phase !== after.phase || before.round !== after.round) await focusEvent(deps, deps.orm.em.fork(), base.topicId, 'focus.phase', null, base);
      await scheduleSwitch(deps, after);
    }
  },

};

interface FocusSqlRow {
  id: number;
  topic_id: number;
  started_by_id: number;
  started_at: Date;
  focus_minutes: number;
  break_minutes: number;
}
const FOCUS_COLUMNS = 'id, topic_id, started_by_id, started_at, focus_minutes, break_minutes';
const focusFromSql = (r: FocusSqlRow): FocusBase => ({
  id: r.id,
  topicId: r.topic_id,
  startedById: r.started_by_id,
  startedAt: new Date(r.started_at),
  focusMinutes: r.focus_minutes,
  breakMinutes: r.break_minutes,
});

async function readFocus(em: EntityManager, by: { topicId: number } | { id: number }): Promise<FocusBase | null> {
  const [row] = await exec<FocusSqlRow[]>(em, `select ${FOCUS_COLUMNS} from focus_sessions where ${'id' in by ? 'id' : 'topic_id'} = ?`, ['id' in by ? by.id : by.topicId]);
  return row ? focusFromSql(row) : null;
}

/** One pg-boss job per switch (singleton per session and instant: two processes schedule it once). */
async function scheduleSwitch(deps: AppDeps, state: FocusState): Promise<void> {
  const at = state.phaseEndsAt.getTime();
  await deps.jobs.send('accountability.focus-phase', { sessionId: state.id, at }, { startAfter: realTime(state.phaseEndsAt), singletonKey: `focus:${state.id}:${at}` });
}

