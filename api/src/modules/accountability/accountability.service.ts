import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isKnownTimeZone, LIMITS, MSG } from '@poolmates/schema';
import { type SignedInContext } from '../../platform/auth.js';
import { clock } from '../../platform/clock.js';
import { publishEvents, topicStream, writeWithEvent } from '../../platform/events.js';
import type { AppDeps, Context } from '../../platform/context.js';
import { conflict, forbidden, notFound, userInput } from '../../platform/errors.js';
import { throttleWrite } from '../../platform/write-limits.js';
import { Post } from '../posts/post.entity.js';
import { Takeaway } from '../takeaways/takeaway.entity.js';
import { memberJoinedAt, membershipPolicy, readSquads, squadJoinsSql, squadMemberIds, squadsOfSql } from '../topics/membership.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';
import { CalendarFeed, RecapStatus, ReminderSetting } from './accountability.entity.js';
import { AccountabilityEventKind, type CatchUp, type ReminderSettings, type ReminderSettingsInput, type Streak, TopicDayState } from './accountability.types.js';
import { countedDay, isoWeek, rawDay, dateOfDay, streakOf, topicDay, type TopicSpan } from './days.js';

export type Sql = EntityManager;

export const exec = <T extends object[]>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T> =>
  em.getConnection().execute(sql, params, 'all', em.getTransactionContext()) as Promise<T>;

/** The topic or NOT_FOUND. */
async function topicOf(ctx: Context, topicId: number): Promise<Topic> {
  const topic = topicId > 0 ? await ctx.loaders.topics.topicById.load(topicId) : null;
  if (!topic) throw notFound(MSG.topicNotFound);
  return topic;
}

/** The topic, when the signed-in viewer is in its squad; NOT_FOUND / FORBIDDEN otherwise. */
export async function asMember(ctx: SignedInContext, topicId: number): Promise<{ topic: Topic; squad: number[] }> {
  const topic = await topicOf(ctx, topicId);
  const squad = await ctx.loaders.topics.squadMembers.load(topic.id);
  if (!membershipPolicy.isMember(ctx.viewer, squad)) throw forbidden(MSG.squadMembersOnly);
  return { topic, squad };
}

/** One line of plain text: runs of whitespace become one space. */
const oneLine = (raw: string) => raw.replace(/\s+/g, ' ').trim();

export function cleanGoal(raw: string): string {
  const goal = oneLine(raw);
  if (!goal) throw userInput('goal', MSG.checkInGoalEmpty);
  if (goal.length > LIMITS.checkInGoalMax) throw userInput('goal', MSG.checkInGoalTooLong);
  return goal;
}

export function cleanNote(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  // line breaks kept (a recap may be a few lines), control characters dropped
  // eslint-disable-next-line no-control-regex
  const note = raw.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').replace(/\n{3,}/g, '\n\n').trim();
  if (note.length > LIMITS.recapNoteMax) throw userInput('note', MSG.recapNoteTooLong);
  return note || null;
}

/** Today's topic day, or a refusal when the topic is not running (by its instants: decision 082 amended). */
function runningDay(topic: TopicSpan, now: Date) {
  const today = topicDay(topic, now);
  if (today.state === TopicDayState.BEFORE) throw conflict(MSG.checkInsNotOpenYet);
  if (today.state === TopicDayState.ENDED) throw conflict(MSG.checkInsClosed);
  return today;
}

/** A row of `check_ins` as `returning *` answers it (snake case) → the entity's shape. */
interface CheckInSqlRow {
  id: number;
  topic_id: number;
  user_id: number;
  day: number;
  date: string;
  goal: string | null;
  recap_status: RecapStatus | null;
  recap_note: string | null;
  freeze: boolean;
  created_at: Date;
  updated_at: Date;
}
export interface CheckInRow {
  id: number;
  topicId: number;
  userId: number;
  day: number;
  date: string;
  goal: string | null;
  recapStatus: RecapStatus | null;
  recapNote: string | null;
  freeze: boolean;
  createdAt: Date;
  updatedAt: Date;
}
const fromSql = (r: CheckInSqlRow): CheckInRow => ({
  id: r.id,
  topicId: r.topic_id,
  userId: r.user_id,
  day: r.day,
  date: r.date,
  goal: r.goal,
  recapStatus: r.recap_status,
  recapNote: r.recap_note,
  freeze: r.freeze,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

const CHECKIN_COLUMNS = 'id, topic_id, user_id, day, date, goal, recap_status, recap_note, "freeze", created_at, updated_at';

/** The squad stream's kinds of the accountability loop (decision 051) and their GraphQL kind. */
export const ACCOUNTABILITY_KINDS: Record<string, AccountabilityEventKind> = {
  'checkin.goal': AccountabilityEventKind.CHECKIN,
  'checkin.recap': AccountabilityEventKind.RECAP,
  'checkin.freeze': AccountabilityEventKind.FREEZE,
  'focus.started': AccountabilityEventKind.FOCUS_STARTED,
  'focus.phase': AccountabilityEventKind.FOCUS_PHASE,
  'focus.stopped': AccountabilityEventKind.FOCUS_STOPPED,
};

/** A check-in's upsert and its squad event in one statement; the event goes out after it. */
async function saveCheckIn(ctx: SignedInContext, topicId: number, kind: 'checkin.goal' | 'checkin.recap' | 'checkin.freeze', sql: string, params: unknown[]): Promise<CheckInSqlRow | null> {
  const { row, event } = await writeWithEvent<CheckInSqlRow>(ctx.em, { sql, params }, { stream: topicStream(topicId), kind, actorId: ctx.viewer.id, dataSql: `jsonb_build_object('checkInId', w.id, 'userId', w.user_id, 'day', w.day)` });
  publishEvents(ctx.deps.pubsub, [event]);
  return row;
}

/** Marks per member and day, the members' first counted day, for the streaks of one topic. */
export interface TopicMarks {
  topic: TopicSpan & { id: number };
  /** member id → first topic day they count on (joined that day, or day 1 when they joined earlier). */
  members: Map<number, number>;
  /** `${userId}:${day}` → mark */
  marks: Map<string, 'hit' | 'keep'>;
  /** `${userId}:${isoWeek}` of every freeze */
  freezeWeeks: Set<string>;
}

/** The streaks of one topic, as of `now`. */
export function streaksFrom(m: TopicMarks, now: Date, userId: number | null): { mine: Streak | null; squad: Streak } {
  // the last day stays today (not yet missed) until the end instant, as its check-in stays open
  const today = countedDay(m.topic, now);
  const total = Math.max(m.topic.durationDays, 1);
  const markOf = (uid: number, day: number) => m.marks.get(`${uid}:${day}`) ?? 'miss';
  const todayWeek = isoWeek(dateOfDay(m.topic, Math.min(Math.max(today, 1), total)));
  // days before a person joined are never missed (issue 28): they neither count nor break the run
  const myFrom = userId !== null ? m.members.get(userId) : undefined;
  const mine = userId !== null && myFrom !== undefined ? streakOf(today, total, (d) => (d < myFrom ? 'keep' : markOf(userId, d))) : null;
  const squad = streakOf(today, total, (d) => {
    let result: 'hit' | 'keep' = 'hit';
    for (const [uid, from] of m.members) {
      if (d < from) continue; // not in the squad yet that day
      const mark = markOf(uid, d);
      if (mark === 'miss') return 'miss';
      if (mark === 'keep') result = 'keep';
    }
    return result;
  });
  const available = (uid: number | null) => uid !== null && !m.freezeWeeks.has(`${uid}:${todayWeek}`);
  return {
    mine: mine && { ...mine, freezeAvailableThisWeek: available(userId), firstDay: myFrom ?? 1 },
    squad: { ...squad, freezeAvailableThisWeek: available(userId), firstDay: 1 },
  };
}

/** Reads the marks of many topics in two statements (the topics are loaded already). */
export async function readMarks(em: EntityManager, topics: readonly Topic[]): Promise<Map<number, TopicMarks>> {
  const out = new Map<number, TopicMarks>();
  if (topics.length === 0) return out;
  const ids = topics.map((t) => t.id);
  const [members, checkIns] = await Promise.all([
    exec<{ topic_id: number; user_id: number; joined_at: Date | null }[]>(
      em,
      squadJoinsSql(),
      [[...ids], [...ids]],
    ),
    exec<{ topic_id: number; user_id: number; day: number; recapped: boolean; freeze: boolean; freeze_week: string | null }[]>(
      em,
      'select topic_id, user_id, day, recap_status is not null as recapped, "freeze", freeze_week from check_ins where topic_id in (?) and (recap_status is not null or "freeze")',
      [[...ids]],
    ),
  ]);
  for (const t of topics) out.set(t.id, { topic: t, members: new Map(), marks: new Map(), freezeWeeks: new Set() });
  for (const r of members) {
    const m = out.get(r.topic_id)!;
    const from = r.joined_at ? Math.max(rawDay(m.topic, new Date(r.joined_at)), 1) : 1;
    m.members.set(r.user_id, from);
  }
  for (const r of checkIns) {
    const m = out.get(r.topic_id)!;
    m.marks.set(`${r.user_id}:${r.day}`, r.recapped ? 'hit' : 'keep');
    if (r.freeze_week) m.freezeWeeks.add(`${r.user_id}:${r.freeze_week}`);
  }
  return out;
}

/** The first topic day that counts for a member: the day they joined, or 1 (the owner; joined before the start). */
async function firstDayOf(em: EntityManager, topic: Topic, userId: number): Promise<number> {
  const joinedAt = await memberJoinedAt(em, topic.id, userId);
  return joinedAt ? Math.max(rawDay(topic, joinedAt), 1) : 1;
}

const DEFAULT_CHECKIN_TIME = '09:00';
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A person's settings for a topic: their row, or the defaults (zone: profile, else the topic's). */
export function settingsOf(row: Pick<ReminderSetting, 'checkInReminder' | 'checkInTime' | 'missedDayReminder' | 'email' | 'timeZone'> | null, userZone: string | null, topicZone: string): ReminderSettings {
  if (row) return { checkInReminder: row.checkInReminder, checkInTime: row.checkInTime, missedDayReminder: row.missedDayReminder, email: row.email, timeZone: row.timeZone };
  return { checkInReminder: true, checkInTime: DEFAULT_CHECKIN_TIME, missedDayReminder: true, email: true, timeZone: userZone && isKnownTimeZone(userZone) ? userZone : topicZone };
}

/** The check-ins of many topic days, oldest first, in one statement. */
export async function checkInsOfDays(em: EntityManager, keys: readonly { topicId: number; day: number }[]): Promise<CheckInRow[]> {
  if (keys.length === 0) return [];
  const topics = [...new Set(keys.map((k) => k.topicId))];
  const days = [...new Set(keys.map((k) => k.day))];
  const rows = await exec<CheckInSqlRow[]>(em, `select ${CHECKIN_COLUMNS} from check_ins where topic_id in (?) and day in (?) order by created_at, id`, [topics, days]);
  return rows.map(fromSql);
}

export const calendarPath = (token: string) => `/calendar/${token}.ics`;

/** The accountability loop (issue 16, decision 044). */
export const accountabilityService = {
  async setGoal(ctx: SignedInContext, topicId: number, rawGoal: string): Promise<CheckInRow> {
    await throttleWrite(ctx, 'squadItem');
    const goal = cleanGoal(rawGoal);
    const { topic } = await asMember(ctx, topicId);
    const now = clock.now();
    const today = runningDay(topic, now);
    const row = await saveCheckIn(
      ctx,
      topic.id,
      'checkin.goal',
      `insert into check_ins (topic_id, user_id, day, date, goal, "freeze", created_at, updated_at) values (?, ?, ?, ?, ?, false, ?, ?)
       on conflict (topic_id, user_id, day) do update set goal = excluded.goal, updated_at = excluded.updated_at
       returning ${CHECKIN_COLUMNS}`,
      [topic.id, ctx.viewer.id, today.day, today.date, goal, now, now],
    );
    return fromSql(row!);
  },

  /** Today's recap (today only: a missed day is covered by a freeze, not by a late recap). */
  async recap(ctx: SignedInContext, topicId: number, status: RecapStatus, rawNote?: string | null): Promise<CheckInRow> {
    await throttleWrite(ctx, 'squadItem');
    const note = cleanNote(rawNote);
    const { topic } = await asMember(ctx, topicId);
    const now = clock.now();
    const today = runningDay(topic, now);
    const row = await saveCheckIn(
      ctx,
      topic.id,
      'checkin.recap',
      `insert into check_ins (topic_id, user_id, day, date, recap_status, recap_note, "freeze", created_at, updated_at) values (?, ?, ?, ?, ?, ?, false, ?, ?)
       on conflict (topic_id, user_id, day) do update set recap_status = excluded.recap_status, recap_note = excluded.recap_note, updated_at = excluded.updated_at
       returning ${CHECKIN_COLUMNS}`,
      [topic.id, ctx.viewer.id, today.day, today.date, status, note, now, now],
    );
    return fromSql(row!);
  },

  /**
   * A freeze on a past day of the topic the viewer did not recap: one per ISO week of that day (topic
   * zone) per person and topic. The unique (topic, user, freeze_week) makes two at once store one.
   */
  async freeze(ctx: SignedInContext, topicId: number, day: number): Promise<CheckInRow> {
    await throttleWrite(ctx, 'squadItem');
    const { topic } = await asMember(ctx, topicId);
    const now = clock.now();
    // a day still open for its check-in (the last one, until the end instant) cannot be frozen yet
    const today = countedDay(topic, now);
    if (!Number.isInteger(day) || day < 1 || day >= today || day > topic.durationDays) throw userInput('day', MSG.freezeDayInvalid);
    // a day before the viewer joined was never missed: nothing to freeze (issue 28)
    if (day < (await firstDayOf(ctx.em, topic, ctx.viewer.id))) throw userInput('day', MSG.freezeDayInvalid);
    const date = dateOfDay(topic, day);
    const week = isoWeek(date);
    let row: CheckInSqlRow | null;
    try {
      row = await saveCheckIn(
        ctx,
        topic.id,
        'checkin.freeze',
        `insert into check_ins (topic_id, user_id, day, date, "freeze", freeze_week, created_at, updated_at) values (?, ?, ?, ?, true, ?, ?, ?)
         on conflict (topic_id, user_id, day) do update set "freeze" = true, freeze_week = excluded.freeze_week, updated_at = excluded.updated_at
           where check_ins.recap_status is null and not check_ins."freeze"
         returning ${CHECKIN_COLUMNS}`,
        [topic.id, ctx.viewer.id, day, date, week, now, now],
      );
    } catch (err) {
      if (String((err as Error).message).includes('freeze_week')) throw conflict(MSG.freezeUsedThisWeek);
      throw err;
    }
    if (!row) throw userInput('day', MSG.freezeDayInvalid);
    return fromSql(row);
  },

  /** Every member's check-in for a day (default today), for squad members; [] for anyone else. */
  async checkInsOf(ctx: Context, topic: Pick<Topic, 'id' | 'startsAt' | 'endsAt' | 'timezone' | 'durationDays'>, day?: number | null): Promise<CheckInRow[]> {
    const viewer = ctx.viewerRow;
    if (!viewer || !membershipPolicy.isMember(viewer, await ctx.loaders.topics.squadMembers.load(topic.id))) return [];
    const d = day ?? topicDay(topic, clock.now()).day;
    const rows = await exec<CheckInSqlRow[]>(ctx.em, `select ${CHECKIN_COLUMNS} from check_ins where topic_id = ? and day = ? order by created_at, id`, [topic.id, d]);
    return rows.map(fromSql);
  },

  async checkInById(em: EntityManager, id: number): Promise<CheckInRow | null> {
    const [row] = await exec<CheckInSqlRow[]>(em, `select ${CHECKIN_COLUMNS} from check_ins where id = ?`, [id]);
    return row ? fromSql(row) : null;
  },

  // ---- reminders settings ----

  async reminderSettings(ctx: Context, topic: Topic): Promise<ReminderSettings | null> {
    const viewer = ctx.viewerRow;
    if (!viewer || !membershipPolicy.isMember(viewer, await ctx.loaders.topics.squadMembers.load(topic.id))) return null;
    const row = await ctx.em.findOne(ReminderSetting, { user: viewer.id, topic: topic.id });
    return settingsOf(row, viewer.timezone ?? null, topic.timezone);
  },

  async setReminderSettings(ctx: SignedInContext, topicId: number, input: ReminderSettingsInput): Promise<ReminderSettings> {
    await throttleWrite(ctx, 'squadItem');
    if (input.checkInTime != null && !TIME_RE.test(input.checkInTime)) throw userInput('checkInTime', MSG.checkInTimeInvalid);
    if (input.timeZone != null && (input.timeZone.length > 64 || !isKnownTimeZone(input.timeZone))) throw userInput('timeZone', MSG.timeZoneInvalid);
    const { topic } = await asMember(ctx, topicId);
    const current = settingsOf(await ctx.em.findOne(ReminderSetting, { user: ctx.viewer.id, topic: topic.id }), ctx.viewer.timezone ?? null, topic.timezone);
    const next: ReminderSettings = {
      checkInReminder: input.checkInReminder ?? current.checkInReminder,
      checkInTime: input.checkInTime ?? current.checkInTime,
      missedDayReminder: input.missedDayReminder ?? current.missedDayReminder,
      email: input.email ?? current.email,
      timeZone: input.timeZone ?? current.timeZone,
    };
    await exec(
      ctx.em,
      `insert into reminder_settings (user_id, topic_id, check_in_reminder, check_in_time, missed_day_reminder, email, time_zone) values (?, ?, ?, ?, ?, ?, ?)
       on conflict (user_id, topic_id) do update set check_in_reminder = excluded.check_in_reminder, check_in_time = excluded.check_in_time,
         missed_day_reminder = excluded.missed_day_reminder, email = excluded.email, time_zone = excluded.time_zone`,
      [ctx.viewer.id, topic.id, next.checkInReminder, next.checkInTime, next.missedDayReminder, next.email, next.timeZone],
    );
    return next;
  },

  // ---- calendar feed ----

  async calendarUrl(ctx: Context, topicId: number): Promise<string | null> {
    const viewer = ctx.viewerRow;
    if (!viewer) return null;
    const [row] = await exec<{ token: string }[]>(ctx.em, 'select token from calendar_feeds where user_id = ? and topic_id = ?', [viewer.id, topicId]);
    return row ? feedUrl(ctx.deps, row.token) : null;
  },

  /** A new secret (256 random bits) for the viewer's feed of the topic; the old one stops working. */
  async createCalendarUrl(ctx: SignedInContext, topicId: number): Promise<string> {
    await throttleWrite(ctx, 'squadItem');
    const { topic } = await asMember(ctx, topicId);
    const token = randomBytes(32).toString('base64url');
    await exec(
      ctx.em,
      `insert into calendar_feeds (user_id, topic_id, token, created_at) values (?, ?, ?, ?)
       on conflict (user_id, topic_id) do update set token = excluded.token, created_at = excluded.created_at`,
      [ctx.viewer.id, topic.id, token, clock.now()],
    );
    return feedUrl(ctx.deps, token);
  },

  async revokeCalendarUrl(ctx: SignedInContext, topicId: number): Promise<boolean> {
    const topic = await topicOf(ctx, topicId);
    return (await ctx.em.nativeDelete(CalendarFeed, { user: ctx.viewer.id, topic: topic.id })) > 0;
  },

  // ---- catch-up ----

  /**
   * Moves the viewer's catch-up marker forward to `upTo` (what the card or the open workspace
   * showed, by the server's clock: the card's `day.serverNow`), or to now; never past now, never
   * back. One marker per person and topic, so one click dismisses the card in every tab.
   */
  async markVisited(ctx: SignedInContext, topicId: number, upTo?: Date | null): Promise<boolean> {
    const { topic } = await asMember(ctx, topicId);
    const now = clock.now();
    const at = upTo && upTo.getTime() < now.getTime() ? upTo : now;
    await exec(
      ctx.em,
      `insert into topic_visits (user_id, topic_id, visited_at) values (?, ?, ?)
       on conflict (user_id, topic_id) do update set visited_at = greatest(topic_visits.visited_at, excluded.visited_at)`,
      [ctx.viewer.id, topic.id, at],
    );
    return true;
  },

  /**
   * The catch-up card: counts since the last visit in one statement, the latest posts and takeaways
   * (two statements), who checked in today (one). Reading it does not move the marker. A post
   * counts only when it is not the viewer's, came after their feed's read marker (decision 040: the
   * posts their open feed showed live were seen) and is not one they replied to.
   */
  async catchUp(ctx: Context, topic: Topic): Promise<CatchUp | null> {
    const viewer = ctx.viewerRow;
    if (!viewer || !membershipPolicy.isMember(viewer, await ctx.loaders.topics.squadMembers.load(topic.id))) return null;
    const now = clock.now();
    const td = topicDay(topic, now);
    const day = { ...td, state: td.state as TopicDayState, serverNow: now };
    const [c] = await exec<{ since: Date | null; posts: number; post_ids: number[] | null; takeaways: number; resources: number; comments: number; checked: number[] | null; call_at: Date | null }[]>(
      ctx.em,
      `with unseen as (
         select p.id from posts p
          where p.topic_id = ? and p.deleted_at is null and p.author_id <> ?
            and p.created_at > (select visited_at from topic_visits where user_id = ? and topic_id = ?)
            and p.id > coalesce((select last_post_id from feed_read_markers where user_id = ? and topic_id = ?), 0)
            and not exists (select 1 from posts r where r.reply_to_id = p.id and r.author_id = ?))
       select v.visited_at as since,
         (select count(*)::int from unseen) as posts,
         (select array_agg(id order by id desc) from (select id from unseen order by id desc limit 3) l) as post_ids,
         (select count(*)::int from takeaways k join timeline_entries e on e.id = k.timeline_entry_id where e.topic_id = ? and k.created_at > v.visited_at and k.author_id <> ?) as takeaways,
         (select count(*)::int from resources r where r.topic_id = ? and r.created_at > v.visited_at and r.author_id <> ?) as resources,
         (select count(*)::int from comments m where m.topic_id = ? and m.created_at > v.visited_at and m.author_id <> ?) as comments,
         (select array_agg(ci.user_id order by ci.created_at) from check_ins ci where ci.topic_id = ? and ci.day = ? and ci.goal is not null) as checked,
         (select started_at from calls where topic_id = ? and ended_at is null) as call_at
       from (select (select visited_at from topic_visits where user_id = ? and topic_id = ?) as visited_at) v`,
      [topic.id, viewer.id, viewer.id, topic.id, viewer.id, topic.id, viewer.id, topic.id, viewer.id, topic.id, viewer.id, topic.id, viewer.id, topic.id, td.day, topic.id, viewer.id, topic.id],
    );
    const since = c.since ? new Date(c.since) : null;
    const checkedInToday = td.state === TopicDayState.RUNNING ? ((await ctx.loaders.users.byId.loadMany(c.checked ?? [])).filter((u): u is User => u instanceof User)) : [];
    if (!since) return { day, since: null, newPosts: 0, newTakeaways: 0, newResources: 0, unreadComments: 0, latestPosts: [], latestTakeaways: [], nextCall: c.call_at ? new Date(c.call_at) : null, checkedInToday };
    const [latestPosts, latestTakeaways] = await Promise.all([
      c.post_ids?.length ? ctx.em.find(Post, { id: { $in: c.post_ids } }, { orderBy: { id: 'desc' }, populate: ['author'] }) : Promise.resolve([]),
      ctx.em.find(Takeaway, { timelineEntry: { topic: topic.id }, createdAt: { $gt: since }, author: { $ne: viewer.id } }, { orderBy: { id: 'desc' }, limit: 3, populate: ['timelineEntry'] }),
    ]);
    return {
      day,
      since,
      newPosts: c.posts,
      newTakeaways: c.takeaways,
      newResources: c.resources,
      unreadComments: c.comments,
      latestPosts,
      latestTakeaways,
      // the running call (decision 042); calls are not planned ahead, so a running one is the next
      nextCall: c.call_at ? new Date(c.call_at) : null,
      checkedInToday,
    };
  },

  /** The topics on `userId`'s profile the viewer may see streaks of: ones both are in the squad of (or all, for oneself). */
  async profileStreaks(ctx: Context, userId: number): Promise<{ topic: Topic; current: number; squadCurrent: number }[]> {
    const viewer = ctx.viewerRow;
    if (!viewer) return [];
    const rows = await exec<{ id: number }[]>(
      ctx.em,
      `select t.id from topics t where ${squadsOfSql('t', userId)}
         and ${userId === viewer.id ? 'true' : squadsOfSql('t', viewer.id)}
       order by t.starts_at desc limit 20`,
      [],
    );
    if (rows.length === 0) return [];
    const topics = await ctx.em.find(Topic, { id: { $in: rows.map((r) => r.id) } }, { orderBy: { startsAt: 'desc' } });
    const marks = await readMarks(ctx.em, topics);
    const now = clock.now();
    return topics.map((topic) => {
      const s = streaksFrom(marks.get(topic.id)!, now, userId);
      return { topic, current: s.mine?.current ?? 0, squadCurrent: s.squad.current };
    });
  },

  async assertMemberForEvents(ctx: SignedInContext, topicId: number): Promise<void> {
    await asMember(ctx, topicId);
  },

  async isMember(em: EntityManager, topicId: number, userId: number): Promise<boolean> {
    return (await squadMemberIds(em, topicId)).includes(userId);
  },

  readSquads,
};

function feedUrl(deps: AppDeps, token: string): string {
  const base = deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`;
  return `${base.replace(/\/$/, '')}${calendarPath(token)}`;
}

