import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity.js';
import { Category } from './category.entity.js';

/**
 * A learning topic in the pool. The start is a UTC instant plus the publisher's IANA zone; the end
 * is start + duration days (DECISIONS.md).
 */
@ObjectType({ description: 'A learning topic (a pool).' })
@Entity({ tableName: 'topics' })
@Index({ properties: ['category', 'id'] })
@Index({ properties: ['owner', 'id'] })
@Index({ properties: ['endsAt', 'id'] })
export class Topic {
  [OptionalProps]?: 'description' | 'image' | 'createdAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner!: Rel<User>;

  @ManyToOne(() => Category)
  category!: Rel<Category>;

  @Field(() => String, { description: "The publisher's name on the card ('With')." })
  @Property({ type: 'string', length: 30 })
  yourName!: string;

  @Field(() => String, { name: 'topic' })
  @Property({ type: 'string', length: 38 })
  title!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  description: string | null = null;

  @Field(() => Int, { description: 'Wanted squad size (noofpartner), owner included: 1–5.' })
  @Property({ type: 'smallint' })
  squadSize!: number;

  @Field(() => Int)
  @Property({ type: 'smallint' })
  durationDays!: number;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  startsAt!: Date;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  endsAt!: Date;

  @Field(() => String, { description: "The publisher's IANA time zone." })
  @Property({ type: 'string', length: 64 })
  timezone!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  image: string | null = null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
