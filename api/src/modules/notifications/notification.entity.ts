import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';

/**
 * The notification types every feature declared (decision 069), by declaration merging. The ones
 * here came before and keep the database enum's order (the spec's, legacy names: request, Accpeted,
 * Deleted, commented, replied, Postreply, Missedcall; then the later ones); a newer feature declares
 * its own with `notificationKind` (kinds.ts), its migration adding the value to `notification_type`.
 */
export interface NotificationKinds {
  REQUEST: true;
  ACCEPTED: true;
  DELETED: true;
  COMMENTED: true;
  REPLIED: true;
  POSTREPLY: true;
  MISSEDCALL: true;
  TOPIC_START: true;
  /** The accountability loop (decision 044): today's check-in is due; yesterday went without a recap. */
  CHECKIN_REMINDER: true;
  MISSED_DAY: true;
  /** Someone followed the recipient (the actor); at most one per pair a day (decision 058). Not in the legacy lists. */
  FOLLOWED: true;
  /** A squad mate posted while the recipient was away from the squad: one per squad per absence (decision 062). Not in the legacy lists. */
  POSTED_WHILE_AWAY: true;
}
export type NotificationType = keyof NotificationKinds & string;

const TYPES_BEFORE_069 = {
  REQUEST: 'REQUEST',
  ACCEPTED: 'ACCEPTED',
  DELETED: 'DELETED',
  COMMENTED: 'COMMENTED',
  REPLIED: 'REPLIED',
  POSTREPLY: 'POSTREPLY',
  MISSEDCALL: 'MISSEDCALL',
  TOPIC_START: 'TOPIC_START',
  CHECKIN_REMINDER: 'CHECKIN_REMINDER',
  MISSED_DAY: 'MISSED_DAY',
  FOLLOWED: 'FOLLOWED',
  POSTED_WHILE_AWAY: 'POSTED_WHILE_AWAY',
} as const satisfies Record<string, string>;
/** The types declared here (before decision 069). */
export type CoreNotificationType = keyof typeof TYPES_BEFORE_069;

/**
 * Every notification type as a value (`NotificationType.COMMENTED`): the GraphQL enum and the
 * database enum read it when the schema and the ORM are built, after every feature declared its own.
 */
export const NotificationType = { ...TYPES_BEFORE_069 } as { [K in NotificationType]: K };
registerEnumType(NotificationType, { name: 'NotificationType' });

/**
 * What a notification can be about besides its topic (decision 069), declared by the feature that
 * makes such notifications, by declaration merging: the key is the `Notification` property (column
 * `<key>_id`, a foreign key with the producer's delete rule), the value its entity. The producer maps
 * it with `notificationSubject` (subjects.ts) and adds its GraphQL fields with a resolver of its own;
 * this feature names none of them.
 */
// eslint-disable-next-line typescript/no-empty-object-type -- filled by declaration merging
export interface NotificationSubjects {}

/** A notification's subjects: each optional, null (or unset) when it is not about one. */
export type NotificationSubjectRefs = { [K in keyof NotificationSubjects]?: Rel<NotificationSubjects[K]> | null };

// the subjects' relations, mapped on the class by their producers (subjects.ts)
// eslint-disable-next-line typescript/no-unsafe-declaration-merging, typescript/no-empty-object-type -- see above
export interface Notification extends NotificationSubjectRefs {}

/** Something that happened for a user: who, what, when, and whether they have read it. */
@ObjectType()
@Entity({ tableName: 'notifications' })
@Index({ properties: ['user', 'id'] })
@Index({ properties: ['user', 'readAt'] })
// the notifications page's unread filter (newest first, decision 058)
@Index({ name: 'notifications_unread_by_user', expression: 'create index "notifications_unread_by_user" on "notifications" ("user_id", "id") where "read_at" is null' })
export class Notification {
  [OptionalProps]?: 'actor' | 'topic' | 'readAt' | 'createdAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** The recipient. */
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  actor: Rel<User> | null = null;

  @Field(() => NotificationType)
  @Enum({ items: () => NotificationType, nativeEnumName: 'notification_type' })
  type!: NotificationType;

  @ManyToOne(() => Topic, { nullable: true, deleteRule: 'cascade' })
  topic: Rel<Topic> | null = null;

  @Field(() => String)
  @Property({ type: 'string', length: 300 })
  text!: string;

  @Property({ type: 'datetime', nullable: true })
  readAt: Date | null = null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

/**
 * The claim of one POSTED_WHILE_AWAY notification (decision 062): per (recipient, squad), the
 * absence it was made for — when the recipient was last seen in the squad. A later post in the same
 * absence finds it claimed; once they come back (their last-seen moves on), the next absence may claim.
 */
@Entity({ tableName: 'away_post_notices' })
@Unique({ properties: ['user', 'topic'] })
@Index({ properties: ['topic'] })
export class AwayPostNotice {
  [OptionalProps]?: 'id';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @ManyToOne(() => Topic, { deleteRule: 'cascade' })
  topic!: Rel<Topic>;

  @Property({ type: 'datetime' })
  absenceSince!: Date;

  @Property({ type: 'datetime' })
  notifiedAt!: Date;
}
