import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';

export enum RequestKind {
  /** Someone asks the owner to join ('Start now'). */
  JOIN = 'JOIN',
  /** The owner asks someone to join ('Send Request'). */
  INVITE = 'INVITE',
}
export enum RequestStatus {
  PENDING = 'PENDING',
  ACCEPTED = 'ACCEPTED',
  DELETED = 'DELETED',
  CANCELLED = 'CANCELLED',
}
registerEnumType(RequestKind, { name: 'RequestKind' });
registerEnumType(RequestStatus, { name: 'RequestStatus' });

/**
 * A request between the owner of a topic and a would-be member, either way (DECISIONS.md). The
 * recipient confirms or deletes; the sender may cancel while it is pending.
 */
@ObjectType()
@Entity({ tableName: 'topic_requests' })
@Index({ properties: ['recipient', 'status', 'id'] })
@Index({ properties: ['sender', 'status', 'id'] })
@Index({ properties: ['topic', 'candidate', 'status'] })
export class TopicRequest {
  [OptionalProps]?: 'status' | 'createdAt' | 'decidedAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Topic, { deleteRule: 'cascade' })
  topic!: Rel<Topic>;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  sender!: Rel<User>;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  recipient!: Rel<User>;

  /** Who would join: the sender of a JOIN, the recipient of an INVITE. */
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  candidate!: Rel<User>;

  @Field(() => RequestKind)
  @Enum({ items: () => RequestKind, nativeEnumName: 'request_kind' })
  kind!: RequestKind;

  @Field(() => RequestStatus)
  @Enum({ items: () => RequestStatus, nativeEnumName: 'request_status', default: RequestStatus.PENDING })
  status: RequestStatus = RequestStatus.PENDING;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  decidedAt: Date | null = null;
}
