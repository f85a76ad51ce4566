import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A fixed-window counter shared by every api process (kept in PostgreSQL, not in memory). */
@Entity({ tableName: 'rate_limits' })
export class RateLimit {
  @PrimaryKey({ type: 'string', length: 200 })
  key!: string;

  @Property({ type: 'datetime' })
  windowStart!: Date;

  @Property({ type: 'integer' })
  count!: number;
}
