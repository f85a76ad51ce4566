import { describe, expect, it } from 'vitest';
import { zonedToUtc } from '../../platform/time.js';
import { rawDay } from '../accountability/days.js';
import { currentDayNumber } from '../takeaways/takeaway.service.js';
import type { Topic } from './topic.entity.js';
import { clampedTopicDay, topicDayNumber, topicPolicy } from './topic.policy.js';

const DAY = 86_400_000;
/** A topic as the service stores it: end = start + duration × 24 h. */
const topic = (date: string, time: string, timezone: string, durationDays: number) => {
  const startsAt = zonedToUtc(date, time, timezone);
  return { startsAt, endsAt: new Date(startsAt.getTime() + durationDays * DAY), timezone, durationDays } as Topic;
};
const at = (t: Topic, date: string, time: string) => zonedToUtc(date, time, t.timezone);

describe('the one topic day (decision 082)', () => {
  it('every caller is the same function', () => {
    expect(rawDay).toBe(topicDayNumber);
    expect(currentDayNumber).toBe(clampedTopicDay);
  });

  it('east of UTC (Auckland): the local date counts, around local midnight', () => {
    const t = topic('2027-04-03', '09:00', 'Pacific/Auckland', 3);
    expect(topicPolicy.currentDay(t, at(t, '2027-04-04', '23:59'))).toBe(2);
    expect(topicPolicy.currentDay(t, at(t, '2027-04-05', '00:00'))).toBe(3); // still 4 April in UTC
    expect(topicDayNumber(t, at(t, '2027-04-05', '00:00'))).toBe(3);
  });

  it('west of UTC (Los Angeles), a late start: the 24-hour windows would say day 1 the next morning', () => {
    const t = topic('2027-06-01', '22:00', 'America/Los_Angeles', 21);
    expect(topicPolicy.currentDay(t, at(t, '2027-06-01', '23:59'))).toBe(1);
    expect(topicPolicy.currentDay(t, at(t, '2027-06-02', '00:00'))).toBe(2);
    expect(topicPolicy.currentDay(t, at(t, '2027-06-04', '08:00'))).toBe(4); // the demo's "Day 3" vs "Day 4"
  });

  it('across a DST change day (spring forward, Los Angeles, 14 March 2027)', () => {
    const t = topic('2027-03-12', '23:30', 'America/Los_Angeles', 5);
    expect(topicPolicy.currentDay(t, at(t, '2027-03-14', '23:30'))).toBe(3);
    expect(topicPolicy.currentDay(t, at(t, '2027-03-15', '00:10'))).toBe(4);
    const fall = topic('2027-11-06', '12:00', 'America/New_York', 3); // New York falls back on 7 November 2027
    expect(topicPolicy.currentDay(fall, at(fall, '2027-11-07', '23:59'))).toBe(2);
  });

  it('the start date before and after the start time; the last date; after the end', () => {
    const t = topic('2027-06-01', '09:00', 'Europe/Berlin', 3);
    // before 09:00 on the start date: UPCOMING (the spec's instant), no current day; the raw calendar day is 1
    expect(topicPolicy.state(t, at(t, '2027-06-01', '08:59'))).toBe('UPCOMING');
    expect(topicPolicy.currentDay(t, at(t, '2027-06-01', '08:59'))).toBeNull();
    expect(topicDayNumber(t, at(t, '2027-06-01', '08:59'))).toBe(1);
    expect(topicPolicy.currentDay(t, at(t, '2027-06-01', '09:00'))).toBe(1);
    expect(topicPolicy.currentDay(t, at(t, '2027-06-03', '23:59'))).toBe(3); // the last date
    // the morning after the last date, before the end time: still running, clamped to the last day
    expect(topicPolicy.currentDay(t, at(t, '2027-06-04', '08:59'))).toBe(3);
    expect(topicDayNumber(t, at(t, '2027-06-04', '08:59'))).toBe(4);
    expect(topicPolicy.state(t, at(t, '2027-06-04', '09:00'))).toBe('ENDED');
    expect(topicPolicy.currentDay(t, at(t, '2027-06-04', '09:00'))).toBeNull();
    expect(clampedTopicDay(t, at(t, '2027-07-01', '12:00'))).toBe(3);
    expect(clampedTopicDay(t, at(t, '2027-05-01', '12:00'))).toBe(1);
  });

  it('the GraphQL day agrees with the check-in day whenever the topic runs (several zones, every 30 minutes)', () => {
    for (const zone of ['Pacific/Auckland', 'Asia/Kolkata', 'UTC', 'America/Los_Angeles', 'America/New_York', 'Pacific/Honolulu']) {
      for (const time of ['00:00', '09:00', '21:30', '23:45']) {
        const t = topic('2027-03-10', time, zone, 7);
        for (let ms = t.startsAt.getTime(); ms < t.endsAt.getTime(); ms += 30 * 60_000) {
          const now = new Date(ms);
          expect(topicPolicy.currentDay(t, now)).toBe(Math.min(rawDay(t, now), 7));
        }
      }
    }
  });
});
