import type { Request, Response, Router } from 'express';
import { LIMITS } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import { contextFromExpress, type AppDeps } from '../../platform/context.js';
import { rateLimits } from '../../platform/rate-limit.js';
import { zonedToUtc } from '../../platform/time.js';
import { TimelineEntry } from '../topics/timeline-entry.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';
import { AccountStatus } from '../users/user.enums.js';
import { CalendarFeed, ReminderSetting } from './accountability.entity.js';
import { accountabilityService, settingsOf } from './accountability.service.js';
import { dateOfDay } from './days.js';
import { calendar } from './ical.js';
import { addressKey } from '../../platform/address.js';

/**
 * An event's title: "Day 2: Read chapter 2"; the day is not said twice when the timeline title
 * already starts with it ("Day 1", "Day 1: Read", "day 1 - Read": issue 28).
 */
export function eventTitle(day: number, title: string): string {
  const rest = title.trim().replace(new RegExp(`^day\\s*${day}\\b\\s*[:.\\-–—]?\\s*`, 'i'), '');
  return rest ? `Day ${day}: ${rest}` : `Day ${day}`;
}

/** The file is named after the pool, not its secret token: "Rust in 30 days.ics" (ASCII fallback + RFC 5987 UTF-8 name). */
export function calendarDisposition(poolTitle: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const name = poolTitle.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 80) || 'Poolmates calendar';
  const ascii = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/[%;,]/g, '').trim() || 'Poolmates calendar';
  return `attachment; filename="${ascii}.ics"; filename*=UTF-8''${encodeURIComponent(`${name}.ics`).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

const TOKEN = /^([A-Za-z0-9_-]{43})\.ics$/;
const EVENT_MINUTES = 30;

/**
 * GET /calendar/<token>.ics (decision 044): a person's secret feed of one topic — one event per
 * timeline day at their check-in time (in their reminder zone, on the day's date in the topic's
 * zone), written in UTC. The token is the credential: 404 for an unknown or revoked one, once the
 * person has left the squad, or once their account is no longer active (issue 26). Rate-limited per client IP like the other public paths.
 */
export function calendarRoutes(router: Router, deps: AppDeps): void {
  router.get('/calendar/:file', async (req: Request, res: Response) => {
    const ctx = await contextFromExpress(deps, req, res);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    if ((await rateLimits.hit(ctx.em, `calendar:ip:${addressKey(ctx.ip)}`, 60)) > LIMITS.calendarFetchesPerMinute) {
      res.status(429).type('text').send('Too many requests');
      return;
    }
    const token = TOKEN.exec(String(req.params.file))?.[1];
    // a feed of an account that is not active is gone (deactivation deletes it; a purge or a race aside)
    const feed = token ? await ctx.em.findOne(CalendarFeed, { token, user: { status: AccountStatus.ACTIVE } }) : null;
    if (!feed || !(await accountabilityService.isMember(ctx.em, feed.topic.id, feed.user.id))) {
      res.status(404).type('text').send('Not found');
      return;
    }
    const [topic, user, setting, days] = await Promise.all([
      ctx.em.findOneOrFail(Topic, { id: feed.topic.id }),
      ctx.em.findOneOrFail(User, { id: feed.user.id }),
      ctx.em.findOne(ReminderSetting, { user: feed.user.id, topic: feed.topic.id }),
      ctx.em.find(TimelineEntry, { topic: feed.topic.id }, { orderBy: { day: 'asc' } }),
    ]);
    const s = settingsOf(setting, user.timezone ?? null, topic.timezone);
    const base = (deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`).replace(/\/$/, '');
    const events = days
      .filter((d) => d.day >= 1 && d.day <= topic.durationDays)
      .map((d) => {
        const start = zonedToUtc(dateOfDay(topic, d.day), s.checkInTime, s.timeZone);
        return {
          uid: `topic-${topic.id}-day-${d.day}-user-${user.id}@poolmates`,
          start,
          end: new Date(start.getTime() + EVENT_MINUTES * 60_000),
          summary: eventTitle(d.day, d.title),
          description: d.description,
          url: `${base}/homepage/active/${topic.id}`,
        };
      });
    res.setHeader('Content-Disposition', calendarDisposition(topic.title));
    res.status(200).type('text/calendar; charset=utf-8').send(calendar(topic.title, events, clock.now()));
  });
}
