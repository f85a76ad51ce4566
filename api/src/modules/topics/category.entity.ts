import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';

/** A topic category: a seeded list, editable in the database (DECISIONS.md). */
@ObjectType()
@Entity({ tableName: 'categories' })
export class Category {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 64, unique: true })
  name!: string;
}
