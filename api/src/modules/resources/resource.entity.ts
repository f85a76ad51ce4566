import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A link the squad keeps in the Assets tab (active-topic.md §3 "Resource"). The URL is stored whole
 * with its scheme (http or https only; `https://` added when none was typed), and the legacy shim
 * answers the `//host/path` form. `clientId` makes a retried add store once.
 */
@ObjectType({ description: "A link kept in a squad's Assets tab." })
@Entity({ tableName: 'resources' })
@Index({ properties: ['topic', 'id'] })
@Unique({ properties: ['author', 'clientId'] })
export class Resource {
  [OptionalProps]?: 'clientId' | 'createdAt' | 'updatedAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Topic, { deleteRule: 'cascade' })
  topic!: Rel<Topic>;

  /** Who added it (they and the topic owner may change it). */
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  author!: Rel<User>;

  @Property({ type: 'string', length: 64, nullable: true })
  clientId: string | null = null;

  @Field(() => String, { description: 'The whole URL, http or https.' })
  @Property({ type: 'string', length: 2048 })
  url!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  updatedAt: Date | null = null;
}
