import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

/**
 * The one conversation of a pair of people (DECISIONS.md "Chat: one conversation per pair"):
 * `userA` is the smaller user id, so a pair has one row whoever writes first. Made by the first
 * message. Reads and writes go through SQL (chat.service.ts, chat.reads.ts); the entities declare
 * the tables (the migration agrees with them: orm.test.ts).
 */
@Entity({ tableName: 'conversations' })
@Unique({ properties: ['userA', 'userB'] })
export class Conversation {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  userA!: Rel<User>;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  userB!: Rel<User>;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

/**
 * One person's state in a conversation: read marker (the last message id they have read),
 * cleared marker (Delete All Chat: messages up to it are gone for them only), the newest message's
 * id and time (the list's order), and how far their unread messages were emailed.
 */
@Entity({ tableName: 'conversation_members' })
@Index({ properties: ['user', 'lastMessageId'] })
export class ConversationMember {
  [OptionalProps]?: 'readUpTo' | 'clearedUpTo' | 'emailedUpTo';

  @ManyToOne(() => Conversation, { primary: true, deleteRule: 'cascade' })
  conversation!: Rel<Conversation>;

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: Rel<User>;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  other!: Rel<User>;

  @Property({ type: 'bigint', default: 0 })
  readUpTo: string = '0';

  @Property({ type: 'bigint', default: 0 })
  clearedUpTo: string = '0';

  @Property({ type: 'bigint', default: 0 })
  emailedUpTo: string = '0';

  @Property({ type: 'bigint' })
  lastMessageId!: string;

  @Property({ type: 'datetime' })
  lastActivityAt!: Date;
}

/** A message: `id` orders everything; (sender, clientId) makes a retried send store once. */
@Entity({ tableName: 'chat_messages' })
@Index({ properties: ['conversation', 'id'] })
@Unique({ properties: ['sender', 'clientId'] })
export class ChatMessage {
  [OptionalProps]?: 'createdAt' | 'deletedAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => Conversation, { deleteRule: 'cascade' })
  conversation!: Rel<Conversation>;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  sender!: Rel<User>;

  @Property({ type: 'string', length: 64 })
  clientId!: string;

  /** Sanitised HTML (escaped text, line breaks, addresses made links). */
  @Property({ type: 'text' })
  html!: string;

  /** The trimmed text as typed (notifications, email). */
  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  deletedAt: Date | null = null;
}
