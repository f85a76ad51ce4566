import { DAY_MS, dateInZone } from '@poolmates/schema';
import type { User } from '../users/user.entity.js';
import type { TimelineEntry } from './timeline-entry.entity.js';
import type { Topic } from './topic.entity.js';
import { TopicState } from './topic.types.js';

/** What a topic's calendar needs: its start instant, its IANA zone and its length. */
export interface TopicCalendar {
  startsAt: Date;
  timezone: string;
  durationDays: number;
}

/**
 * THE topic day of `now` (decision 082): calendar dates in the topic's zone, day 1 = the start
 * instant's date, whatever the start time; unclamped (0 or less before the start date, above
 * durationDays after the last date). Every "Day N" — GraphQL `currentDay`, `todayEntry`, takeaways,
 * check-ins, streaks, reminders, the REST shim — derives from this one function.
 */
export function topicDayNumber(t: TopicCalendar, now: Date): number {
  const start = Date.parse(`${dateInZone(t.startsAt, t.timezone)}T00:00:00Z`);
  const today = Date.parse(`${dateInZone(now, t.timezone)}T00:00:00Z`);
  return Math.round((today - start) / DAY_MS) + 1; // whole dates: DST never matters
}

/** The topic day clamped to 1..durationDays (day 1 before the start, the last day after the end). */
export function clampedTopicDay(t: TopicCalendar, now: Date): number {
  return Math.min(Math.max(topicDayNumber(t, now), 1), Math.max(t.durationDays, 1));
}

/** Who may do what to a topic (DECISIONS.md: pools and squads). */
export const topicPolicy = {
  state(topic: Topic, now: Date): TopicState {
    if (now < topic.startsAt) return TopicState.UPCOMING;
    return now < topic.endsAt ? TopicState.RUNNING : TopicState.ENDED;
  },
  /**
   * While running (startsAt ≤ now < endsAt, the spec's instants), the calendar day number of
   * `topicDayNumber`, clamped to 1..durationDays (the morning of the date after the last, before the
   * end time, stays the last day); null while upcoming or ended.
   */
  currentDay(topic: Topic, now: Date): number | null {
    if (topicPolicy.state(topic, now) !== TopicState.RUNNING) return null;
    return clampedTopicDay(topic, now);
  },
  /** Legacy `poolactive`: running, or someone other than the owner has joined. */
  isActive(topic: Topic, othersJoined: number, now: Date): boolean {
    return topicPolicy.state(topic, now) === TopicState.RUNNING || othersJoined > 0;
  },
  /** Only the owner, and only a topic that is not active. */
  canDelete(viewer: User | null, topic: Topic, active: boolean): boolean {
    return viewer !== null && viewer.id === topic.owner.id && !active;
  },
  canViewTimeline(viewer: User | null): boolean {
    return viewer !== null;
  },
  canEditTimelineEntry(viewer: User | null, entry: TimelineEntry): boolean {
    return viewer !== null && viewer.id === entry.author.id;
  },
};
