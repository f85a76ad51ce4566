import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The domain event log's tables (decision 051), declared so the schema check knows them. Written
 * and read only by `platform/events.ts`, in plain SQL (one statement per append).
 */
@Entity({ tableName: 'events' })
@Index({ properties: ['createdAt'] })
export class LogEventRow {
  @PrimaryKey({ type: 'string', length: 48 })
  stream!: string;

  @PrimaryKey({ type: 'bigint' })
  seq!: string;

  @Property({ type: 'string', length: 32 })
  kind!: string;

  @Property({ type: 'integer', nullable: true })
  actorId!: number | null;

  @Property({ type: 'json', columnType: 'jsonb', default: "'{}'" })
  data!: Record<string, unknown>;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}

/** Each stream's newest number: its row lock orders the stream's commits. */
@Entity({ tableName: 'event_streams' })
export class EventStreamRow {
  @PrimaryKey({ type: 'string', length: 48 })
  stream!: string;

  @Property({ type: 'bigint' })
  lastSeq!: string;
}

/** A consumer of the log (decision 068): the last number it handled in each stream it reads. */
@Entity({ tableName: 'log_consumers' })
export class LogConsumerRow {
  @PrimaryKey({ type: 'string', length: 32 })
  consumer!: string;

  @PrimaryKey({ type: 'string', length: 48 })
  stream!: string;

  @Property({ type: 'bigint' })
  seq!: string;
}
