import { DAY_MS, dateInZone, LIMITS } from '@poolmates/schema';
import type { RenderedMail } from '../../platform/mailer.js';
import { clock } from '../../platform/clock.js';
import type { AppDeps } from '../../platform/context.js';
import { zonedToUtc } from '../../platform/time.js';
import { NotificationType } from '../notifications/notification.entity.js';
import { notificationService } from '../notifications/notification.service.js';
import { Topic } from '../topics/topic.entity.js';
import { readMarks, settingsOf } from './accountability.service.js';
import { dateOfDay, missedDay, rawDay } from './days.js';
import { focusService } from './focus.service.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type ReminderKind = 'CHECK_IN' | 'MISSED_DAY';

function reminderMail(text: string, url: string): RenderedMail {
  return {
    subject: text,
    text: `${text}\n\nOpen the topic: ${url}\n\nTurn these reminders off in the topic's reminder settings.\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1d2433">
<h1 style="font-size:20px;color:#3b5bdb">Poolmates</h1><p>${esc(text)}</p>
<p><a href="${esc(url)}" style="display:inline-block;background:#3b5bdb;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Open the topic</a></p>
<p style="color:#5c6478;font-size:13px">Turn these reminders off in the topic's reminder settings.</p></body></html>`,
  };
}

/**
 * The reminder sweep (decision 044), run each minute by pg-boss and after the test clock moves.
 * For every squad member of every topic near its run: once their chosen check-in time has passed on
 * their local date — a CHECK_IN reminder when today's topic day has no goal of theirs, and a
 * MISSED_DAY reminder when the previous topic day has neither a recap nor a freeze. Each
 * (person, topic, date, kind) is claimed by a unique row in `reminders_sent` in the same transaction
 * as the in-app notification, so two processes sweeping at once send it once; the email goes through
 * the mail queue after the commit. Statements per sweep: a fixed handful of reads (plain rows, the
 * reminders already sent among them), then one transaction per reminder due and not yet sent — not
 * one per member each minute; the loop yields every SWEEP_SLICE members.
 */
export async function sweepReminders(deps: AppDeps): Promise<number> {
  const em = deps.orm.em.fork();
  const now = clock.now();
  const topics = await em.find(Topic, { startsAt: { $lte: new Date(now.getTime() + DAY_MS) }, endsAt: { $gte: new Date(now.getTime() - 2 * DAY_MS) } });
  if (topics.length === 0) return 0;
  const ids = topics.map((t) => t.id);
  const marks = await readMarks(em, topics);
  const userIds = [...new Set([...marks.values()].flatMap((m) => [...m.members.keys()]))];
  if (userIds.length === 0) return 0;
  // plain rows, not entities: the sweep reads every member of every running squad each minute, and
  // hydrating them was most of its time — one burst that held the event loop (decision 044 amended)
  const conn = em.getConnection();
  const [users, settings, goals, claimed] = await Promise.all([
    conn.execute<{ id: number; email: string | null; timezone: string | null; deactivated: boolean }[]>('select id, email, timezone, deactivated_at is not null as deactivated from users where id in (?)', [userIds], 'all'),
    conn.execute<{ user_id: number; topic_id: number; check_in_reminder: boolean; check_in_time: string; missed_day_reminder: boolean; email: boolean; time_zone: string }[]>(
      'select user_id, topic_id, check_in_reminder, check_in_time, missed_day_reminder, email, time_zone from reminder_settings where topic_id in (?)',
      [ids],
      'all',
    ),
    conn.execute<{ topic_id: number; user_id: number; day: number }[]>('select topic_id, user_id, day from check_ins where topic_id in (?) and goal is not null', [ids], 'all'),
    // what earlier sweeps sent these days: skipped here, so a sweep opens a transaction only for a
    // reminder that is due and new (the claim in `send` still decides between two processes)
    conn.execute<{ topic_id: number; user_id: number; date: string; kind: string }[]>(
      'select topic_id, user_id, date, kind from reminders_sent where user_id in (?) and topic_id in (?) and date >= ?',
      [userIds, ids, new Date(now.getTime() - 4 * DAY_MS).toISOString().slice(0, 10)],
      'all',
    ),
  ]);
  const sentBefore = new Set(claimed.map((r) => `${r.user_id}:${r.topic_id}:${r.date}:${r.kind}`));
  const userById = new Map(users.map((u) => [u.id, u]));
  const settingOf = new Map(
    settings.map((r) => [`${r.user_id}:${r.topic_id}`, { checkInReminder: r.check_in_reminder, checkInTime: r.check_in_time, missedDayReminder: r.missed_day_reminder, email: r.email, timeZone: r.time_zone }]),
  );
  const hasGoal = new Set(goals.map((g) => `${g.topic_id}:${g.user_id}:${g.day}`));
  const base = (deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`).replace(/\/$/, '');
  // members share a few zones and check-in times: each local date and each due instant once a sweep
  const localDates = new Map<string, string>();
  const localDate = (zone: string) => localDates.get(zone) ?? localDates.set(zone, dateInZone(now, zone)).get(zone)!;
  const dueAt = new Map<string, number>();
  const due = (date: string, time: string, zone: string) => {
    const key = `${date} ${time} ${zone}`;
    return dueAt.get(key) ?? dueAt.set(key, zonedToUtc(date, time, zone).getTime()).get(key)!;
  };
  let sent = 0;
  let sinceYield = 0;
  for (const topic of topics) {
    const m = marks.get(topic.id)!;
    const today = rawDay(topic, now);
    const total = Math.max(topic.durationDays, 1);
    // as the check-in card (decision 082 amended): a goal is asked for only while the topic runs by
    // its instants (not on the start date before the start time); the last day is missed only once
    // its check-in has closed at the end instant (the morning after it, it is still open), and for a
    // day after it even when that instant falls the date after next (DST: missedDay)
    const running = now >= topic.startsAt && now < topic.endsAt;
    const missed = missedDay(topic, now);
    const askGoal = running && today >= 1 && today <= total;
    const askMissed = missed >= 1 && missed <= total;
    if (!askGoal && !askMissed) continue;
    const missedDate = askMissed ? dateOfDay(topic, missed) : '';
    for (const [uid, fromDay] of m.members) {
      // a long sweep gives the loop back now and then: requests and deliveries wait at most one slice
      if (++sinceYield % SWEEP_SLICE === 0) await new Promise((r) => setImmediate(r));
      const user = userById.get(uid);
      if (!user || user.deactivated) continue;
      const s = settingsOf(settingOf.get(`${uid}:${topic.id}`) ?? null, user.timezone, topic.timezone);
      const date = localDate(s.timeZone);
      if (now.getTime() < due(date, s.checkInTime, s.timeZone)) continue;
      const url = `${base}/homepage/active/${topic.id}`;
      if (s.checkInReminder && askGoal && today >= fromDay && !hasGoal.has(`${topic.id}:${uid}:${today}`) && !sentBefore.has(`${uid}:${topic.id}:${date}:CHECK_IN`)) {
        const text = `Day ${today} of ${topic.title}: set today's goal`;
        if (await send(deps, { userId: uid, topicId: topic.id, date, kind: 'CHECK_IN', type: NotificationType.CHECKIN_REMINDER, text, email: s.email ? user.email : null, url })) sent++;
      }
      if (s.missedDayReminder && askMissed && missed >= fromDay && !m.marks.has(`${uid}:${missed}`) && !sentBefore.has(`${uid}:${topic.id}:${missedDate}:MISSED_DAY`)) {
        const text = `You missed day ${missed} of ${topic.title}: a streak freeze can keep your streak`;
        if (await send(deps, { userId: uid, topicId: topic.id, date: missedDate, kind: 'MISSED_DAY', type: NotificationType.MISSED_DAY, text, email: s.email ? user.email : null, url })) sent++;
      }
    }
  }
  return sent;
}

/** Members looked at between two yields of the sweep to the event loop. */
const SWEEP_SLICE = 100;

interface Reminder {
  userId: number;
  topicId: number;
  date: string;
  kind: ReminderKind;
  type: NotificationType;
  text: string;
  email: string | null;
  url: string;
}

/** Claims the reminder's key and stores its notification in one transaction; then publishes it and queues the email. */
async function send(deps: AppDeps, r: Reminder): Promise<boolean> {
  const em = deps.orm.em.fork();
  const made = await em.transactional(async (tx) => {
    const claimed = await tx
      .getConnection()
      .execute<{ id: number }[]>(
        'insert into reminders_sent (user_id, topic_id, date, kind, sent_at) values (?, ?, ?, ?, ?) on conflict (user_id, topic_id, date, kind) do nothing returning id',
        [r.userId, r.topicId, r.date, r.kind, clock.now()],
        'all',
        tx.getTransactionContext(),
      );
    if (claimed.length === 0) return null;
    return notificationService.events(tx, { added: notificationService.add(tx, [{ userId: r.userId, type: r.type, topicId: r.topicId, text: r.text.slice(0, LIMITS.notificationTextMax) }]) });
  });
  if (!made) return false;
  notificationService.publish(deps, made);
  if (r.email) await deps.mailer.enqueue(deps.orm.em.fork(), r.email, reminderMail(r.text, r.url));
  return true;
}

/** pg-boss: the sweep each minute; a focus timer's switch when due. */
export async function registerAccountabilityJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work('accountability.reminders', async () => {
    const n = await sweepReminders(deps);
    if (n) deps.log.info({ reminders: n }, 'accountability reminders sent');
  });
  // not in api tests: a sweep at a random minute would add reminders to other features' notification
  // lists once their clock is moved into a run; tests sweep through the test clock path instead
  if (deps.config.NODE_ENV !== 'test') await deps.jobs.schedule('accountability.reminders', '* * * * *');
  await deps.jobs.work('accountability.focus-phase', async ({ sessionId, at }) => {
    await focusService.phaseSwitch(deps, sessionId, at);
  }, { timed: true }); // at the phase's end (decision 089)
}
