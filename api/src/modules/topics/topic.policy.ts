import { DAY_MS } from '@poolmates/schema';
import type { User } from '../users/user.entity.js';
import type { TimelineEntry } from './timeline-entry.entity.js';
import type { Topic } from './topic.entity.js';
import { TopicState } from './topic.types.js';

/** Who may do what to a topic (DECISIONS.md: pools and squads). */
export const topicPolicy = {
  state(topic: Topic, now: Date): TopicState {
    if (now < topic.startsAt) return TopicState.UPCOMING;
    return now < topic.endsAt ? TopicState.RUNNING : TopicState.ENDED;
  },
  /** While running, the day number (start + (n − 1) × 24 h ≤ now < start + n × 24 h); null otherwise. */
  currentDay(topic: Topic, now: Date): number | null {
    if (topicPolicy.state(topic, now) !== TopicState.RUNNING) return null;
    return Math.min(Math.floor((now.getTime() - topic.startsAt.getTime()) / DAY_MS) + 1, topic.durationDays);
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
