import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { registerEnumType } from 'type-graphql';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';

export enum RecapStatus {
  DONE = 'DONE',
  PARTLY = 'PARTLY',
  NOT = 'NOT',
}
registerEnumType(RecapStatus, { name: 'RecapStatus', description: 'How the day went: done, partly, not.' });

/**
 * One member's check-in for one timeline day of a topic (decision 044): the day's goal, later the
 * recap; or a streak freeze on a missed day. One row per member per day (upserts, so concurrent
 * writes keep one). `freezeWeek` is the ISO week (topic zone) of a freeze: unique per member and
 * topic, which makes "one freeze per week" atomic.
 */
@Entity({ tableName: 'check_ins' })
@Unique({ properties: ['topic', 'user', 'day'] })
@Unique({ properties: ['topic', 'user', 'freezeWeek'] })
@Index({ properties: ['topic', 'day'] })
@Index({ properties: ['user', 'topic'] })
export class CheckIn {
  [OptionalProps]?: 'goal' | 'recapStatus' | 'recapNote' | 'freeze' | 'freezeWeek' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Topic, { deleteRule: 'cascade' })
  topic!: Rel<Topic>;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'smallint' })
  day!: number;

  /** The day's calendar date in the topic's zone ("YYYY-MM-DD"). */
  @Property({ type: 'string', length: 10 })
  date!: string;

  @Property({ type: 'string', length: 250, nullable: true })
  goal: string | null = null;

  @Enum({ items: () => RecapStatus, nativeEnumName: 'recap_status', nullable: true })
  recapStatus: RecapStatus | null = null;

  @Property({ type: 'string', length: 1000, nullable: true })
  recapNote: string | null = null;

  @Property({ type: 'boolean' })
  freeze: boolean = false;

  @Property({ type: 'string', length: 8, nullable: true })
  freezeWeek: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();
}

/**
 * The topic's running shared focus timer: at most one per topic (the unique topic). Phase and its
 * end are computed from `startedAt` and the durations on read, so every process and late joiner
 * agrees. Stopping deletes the row.
 */
@Entity({ tableName: 'focus_sessions' })
export class FocusSession {
  [OptionalProps]?: 'id';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Topic, { deleteRule: 'cascade', unique: true })
  topic!: Rel<Topic>;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  startedBy!: Rel<User>;

  @Property({ type: 'datetime' })
  startedAt!: Date;

  @Property({ type: 'smallint' })
  focusMinutes!: number;

  @Property({ type: 'smallint' })
  breakMinutes!: number;
}

/** A person's reminder choices for one topic (defaults when there is no row). */
@Entity({ tableName: 'reminder_settings' })
@Unique({ properties: ['user', 'topic'] })
@Index({ properties: ['topic'] })
export class ReminderSetting {
  [OptionalProps]?: 'id';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @ManyToOne(() => Topic, { deleteRule: 'cascade' })
  topic!: Rel<Topic>;

  @Property({ type: 'boolean' })
  checkInReminder!: boolean;

  /** "HH:MM" in `timeZone`. */
  @Property({ type: 'string', length: 5 })
  checkInTime!: string;

  @Property({ type: 'boolean' })
  missedDayReminder!: boolean;

  @Property({ type: 'boolean' })
  email!: boolean;

  @Property({ type: 'string', length: 64 })
  timeZone!: string;
}

/** A reminder sent: the unique key makes each (person, topic, date, kind) at most once, whichever process sweeps. */
@Entity({ tableName: 'reminders_sent' })
@Unique({ properties: ['user', 'topic', 'date', 'kind'] })
@Index({ properties: ['topic'] })
export class ReminderSent {
  [OptionalProps]?: 'id';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @ManyToOne(() => Topic, { deleteRule: 'cascade' })
  topic!: Rel<Topic>;

  @Property({ type: 'string', length: 10 })
  date!: string;

  @Property({ type: 'string', length: 16 })
  kind!: string;

  @Property({ type: 'datetime' })
  sentAt!: Date;
}

/** A person's secret calendar feed for one topic: a random 256-bit token (one per person and topic; rotating replaces it). */
@Entity({ tableName: 'calendar_feeds' })
@Unique({ properties: ['user', 'topic'] })
@Index({ properties: ['topic'] })
export class CalendarFeed {
  [OptionalProps]?: 'id';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @ManyToOne(() => Topic, { deleteRule: 'cascade' })
  topic!: Rel<Topic>;

  @Property({ type: 'string', length: 64, unique: true })
  token!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}

/** When a member last opened a topic's workspace (the catch-up card's "since"). */
@Entity({ tableName: 'topic_visits' })
@Unique({ properties: ['user', 'topic'] })
@Index({ properties: ['topic'] })
export class TopicVisit {
  [OptionalProps]?: 'id';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @ManyToOne(() => Topic, { deleteRule: 'cascade' })
  topic!: Rel<Topic>;

  @Property({ type: 'datetime' })
  visitedAt!: Date;
}
