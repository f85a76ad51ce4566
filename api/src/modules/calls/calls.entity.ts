import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A group call of a topic's squad (issue 14, decision 042). Running while `endedAt` is null; the
 * partial unique index makes "one running call per topic" a fact of the database, so two members
 * pressing Start Call at once end up in one call. Reads and writes go through SQL (calls.service.ts);
 * the entities declare the tables (the migration agrees with them: orm.test.ts).
 */
@Entity({ tableName: 'calls' })
@Index({ name: 'calls_one_running_per_topic', expression: 'create unique index "calls_one_running_per_topic" on "calls" ("topic_id") where "ended_at" is null' })
@Index({ properties: ['topic', 'id'] })
export class Call {
  [OptionalProps]?: 'endedAt' | 'endReason';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Topic, { deleteRule: 'cascade' })
  topic!: Rel<Topic>;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  startedBy!: Rel<User>;

  @Property({ type: 'datetime' })
  startedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  endedAt: Date | null = null;

  /** `empty` (last one out), `stopped` (the starter's Stop Call). */
  @Property({ type: 'string', length: 16, nullable: true })
  endReason: string | null = null;
}

/**
 * One session (a browser tab's presence) in a call. Live while `leftAt` is null; a person has at
 * most one live session per call (partial unique index: a new join replaces the old one, LEFT
 * reason `replaced`). `detachedAt`: when the session's `callSignals` subscription closed (or, at
 * join, "not yet subscribed"); a session detached for longer than the grace is gone (`disconnected`).
 */
@Entity({ tableName: 'call_participants' })
@Index({ name: 'call_participants_one_live_per_person', expression: 'create unique index "call_participants_one_live_per_person" on "call_participants" ("call_id", "user_id") where "left_at" is null' })
@Index({ properties: ['call', 'joinedAt'] })
@Index({ properties: ['user', 'leftAt'] })
@Index({ name: 'call_participants_attached_seen_at_index', expression: 'create index "call_participants_attached_seen_at_index" on "call_participants" ("seen_at") where "left_at" is null and "attachments" > 0' })
export class CallParticipant {
  [OptionalProps]?: 'audio' | 'video' | 'hand' | 'screen' | 'leftAt' | 'leftReason' | 'detachedAt' | 'attachments' | 'seenAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Call, { deleteRule: 'cascade' })
  call!: Rel<Call>;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  /** The client's random id for this tab's join (unique for ever: a replaced session never comes back). */
  @Property({ type: 'uuid', unique: true })
  sessionId!: string;

  @Property({ type: 'boolean', default: true })
  audio: boolean = true;

  @Property({ type: 'boolean', default: true })
  video: boolean = true;

  @Property({ type: 'boolean', default: false })
  hand: boolean = false;

  @Property({ type: 'boolean', default: false })
  screen: boolean = false;

  @Property({ type: 'datetime' })
  joinedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  leftAt: Date | null = null;

  /** `left` | `replaced` | `disconnected` | `stopped`. */
  @Property({ type: 'string', length: 16, nullable: true })
  leftReason: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  detachedAt: Date | null = null;

  /** Open `callSignals` streams of this session (any process); 0 with `detachedAt` set: the grace runs. */
  @Property({ type: 'smallint', default: 0 })
  attachments: number = 0;

  /**
   * Last heartbeat of a process holding one of its streams (every 20 s). Streams of a process that
   * crashed never detach: the sweep treats a session attached but not seen for 90 s as detached then.
   */
  @Property({ type: 'datetime', nullable: true })
  seenAt: Date | null = null;
}

/** In-call chat (the room's Messages tab): `id` orders; (call, author, clientId) stores a retried send once. */
@Entity({ tableName: 'call_chat_messages' })
@Index({ properties: ['call', 'id'] })
@Unique({ properties: ['call', 'author', 'clientId'] })
export class CallChatMessage {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Call, { deleteRule: 'cascade' })
  call!: Rel<Call>;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  author!: Rel<User>;

  @Property({ type: 'string', length: 64 })
  clientId!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}

/**
 * Who was rung for a call (every other squad member at its start, and members who joined the squad
 * while it ran and were rung then): when they joined and when they declined. At the end, those who
 * never joined get MISSEDCALL.
 */
@Entity({ tableName: 'call_invites' })
export class CallInvite {
  [OptionalProps]?: 'joinedAt' | 'declinedAt' | 'missedAt';

  @ManyToOne(() => Call, { primary: true, deleteRule: 'cascade' })
  call!: Rel<Call>;

  @Index()
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'datetime' })
  rungAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  joinedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  declinedAt: Date | null = null;

  /** The ring ended unanswered (CALL_RING_MS): MISSEDCALL was sent then, not again at the end. */
  @Property({ type: 'datetime', nullable: true })
  missedAt: Date | null = null;
}
