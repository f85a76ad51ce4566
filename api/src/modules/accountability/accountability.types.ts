import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Post } from '../posts/post.entity.js';
import { Takeaway } from '../takeaways/takeaway.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';
import { RecapStatus } from './accountability.entity.js';

export enum TopicDayState {
  BEFORE = 'BEFORE',
  RUNNING = 'RUNNING',
  ENDED = 'ENDED',
}
registerEnumType(TopicDayState, { name: 'TopicDayState' });

export enum FocusPhase {
  FOCUS = 'FOCUS',
  BREAK = 'BREAK',
}
registerEnumType(FocusPhase, { name: 'FocusPhase' });

export enum AccountabilityEventKind {
  CHECKIN = 'CHECKIN',
  RECAP = 'RECAP',
  FREEZE = 'FREEZE',
  FOCUS_STARTED = 'FOCUS_STARTED',
  FOCUS_PHASE = 'FOCUS_PHASE',
  FOCUS_STOPPED = 'FOCUS_STOPPED',
  /** More was missed than a catch-up sends: read the day again (and go on from this event's id). */
  RESET = 'RESET',
}
registerEnumType(AccountabilityEventKind, { name: 'AccountabilityEventKind' });

@ObjectType({ description: "A topic's day by the server's clock in the topic's time zone (day N of totalDays; clamped to 1 before the start and to the last after the end)." })
export class TopicDay {
  @Field(() => Int)
  day!: number;

  @Field(() => Int)
  totalDays!: number;

  @Field(() => String, { description: '"YYYY-MM-DD" of `day` in the topic\'s time zone.' })
  date!: string;

  @Field(() => TopicDayState, { description: "By the topic's instants, as its `state` (decision 082 amended): BEFORE until the start instant, RUNNING until the end instant (day N the morning after the last date), then ENDED." })
  state!: TopicDayState;

  @Field(() => Date, { description: 'The start instant: what the check-in card says before it (state BEFORE).' })
  startsAt!: Date;

  @Field(() => Date)
  serverNow!: Date;
}

@ObjectType('CheckIn', { description: "A squad member's check-in for one timeline day: the goal, the recap, or a streak freeze." })
export class CheckInView {
  @Field(() => ID)
  id!: number;

  @Field(() => ID)
  topicId!: number;

  /** Resolved from the row's userId (CheckInResolver.user): a read row (CheckInRow) is a CheckInView without it. */
  @Field(() => User)
  user?: User;

  @Field(() => Int)
  day!: number;

  @Field(() => String)
  date!: string;

  @Field(() => String, { nullable: true, description: 'Plain text, 1–250 characters (null on a freeze row).' })
  goal!: string | null;

  @Field(() => RecapStatus, { nullable: true })
  recapStatus!: RecapStatus | null;

  @Field(() => String, { nullable: true, description: 'Plain text, at most 1000 characters.' })
  recapNote!: string | null;

  @Field(() => Boolean, { description: 'A streak freeze used on this (missed) day.' })
  freeze!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType({ description: 'A streak computed from the check-ins (decision 044).' })
export class Streak {
  @Field(() => Int)
  current!: number;

  @Field(() => Int)
  best!: number;

  @Field(() => Boolean, { description: "The viewer's own freeze for the current ISO week (topic zone) is unused." })
  freezeAvailableThisWeek!: boolean;

  @Field(() => Boolean, { description: 'Today is already counted.' })
  includesToday!: boolean;

  @Field(() => Int, { description: "The first topic day counted: the day the viewer joined the squad (1 for the squad streak and for whoever joined before the start). Earlier days are never missed." })
  firstDay!: number;
}

@ObjectType('FocusSession', { description: "A topic's shared focus timer; phase and phaseEndsAt come from the server's clock." })
export class FocusSessionView {
  @Field(() => ID)
  id!: number;

  @Field(() => ID)
  topicId!: number;

  /** Resolved from startedById (FocusSessionResolver.startedBy): a FocusState is a FocusSessionView without it. */
  @Field(() => User)
  startedBy?: User;

  @Field(() => Date)
  startedAt!: Date;

  @Field(() => Int)
  focusMinutes!: number;

  @Field(() => Int)
  breakMinutes!: number;

  @Field(() => FocusPhase)
  phase!: FocusPhase;

  @Field(() => Date)
  phaseEndsAt!: Date;

  @Field(() => Int, { description: '1 for the first focus + break.' })
  round!: number;

  @Field(() => Date)
  serverNow!: Date;
}

@ObjectType({ description: "A person's reminders for one topic." })
export class ReminderSettings {
  @Field(() => Boolean)
  checkInReminder!: boolean;

  @Field(() => String, { description: '"HH:MM" in `timeZone` (default "09:00").' })
  checkInTime!: string;

  @Field(() => Boolean)
  missedDayReminder!: boolean;

  @Field(() => Boolean, { description: 'Also by email (through the mail queue).' })
  email!: boolean;

  @Field(() => String, { description: "IANA zone (default: the person's profile zone, else the topic's)." })
  timeZone!: string;
}

@InputType()
export class ReminderSettingsInput {
  @Field(() => Boolean, { nullable: true })
  checkInReminder?: boolean | null;

  @Field(() => String, { nullable: true })
  checkInTime?: string | null;

  @Field(() => Boolean, { nullable: true })
  missedDayReminder?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  email?: boolean | null;

  @Field(() => String, { nullable: true })
  timeZone?: string | null;
}

@ObjectType({ description: "What happened in a topic since the viewer's last visit." })
export class CatchUp {
  @Field(() => TopicDay)
  day!: TopicDay;

  @Field(() => Date, { nullable: true, description: 'The last visit; null on the first (no card).' })
  since!: Date | null;

  @Field(() => Int)
  newPosts!: number;

  @Field(() => Int)
  newTakeaways!: number;

  @Field(() => Int)
  newResources!: number;

  @Field(() => Int, { description: 'Comments on the topic since the last visit, not the viewer\'s own.' })
  unreadComments!: number;

  @Field(() => [Post], { description: 'Up to 3, newest first.' })
  latestPosts!: Post[];

  @Field(() => [Takeaway], { description: 'Up to 3, newest first.' })
  latestTakeaways!: Takeaway[];

  @Field(() => Date, { nullable: true, description: 'The next planned or running call (null until calls exist).' })
  nextCall!: Date | null;

  @Field(() => [User])
  checkedInToday!: User[];
}

@ObjectType({ description: 'A streak on a profile.' })
export class TopicStreak {
  @Field(() => Topic)
  topic!: Topic;

  @Field(() => Int)
  current!: number;

  @Field(() => Int)
  squadCurrent!: number;
}

@ObjectType({ description: 'A live change in a topic\'s accountability loop.' })
export class AccountabilityEvent {
  @Field(() => ID, { description: "The event's number in the squad stream: pass the last one seen as `after` when resubscribing." })
  id!: string;

  @Field(() => AccountabilityEventKind)
  kind!: AccountabilityEventKind;

  @Field(() => ID)
  topicId!: number;

  @Field(() => CheckInView, { nullable: true })
  checkIn!: CheckInView | null;

  @Field(() => FocusSessionView, { nullable: true })
  focusSession!: FocusSessionView | null;
}
