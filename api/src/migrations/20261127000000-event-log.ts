import { Migration } from '@mikro-orm/migrations';

/**
 * The domain event log (issue 25, decision 051): `events` numbered per stream without gaps, the
 * numbers kept by `event_streams` (its row lock orders a stream's commits). The feed's own
 * `post_events` log is replaced by the squad stream.
 */
export class Migration20261127000000EventLog extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "event_streams" ("stream" varchar(48) primary key, "last_seq" bigint not null);`);
    this.addSql(
      `create table "events" ("stream" varchar(48) not null, "seq" bigint not null, "kind" varchar(32) not null, "actor_id" int null, "data" jsonb not null default '{}', "created_at" timestamptz not null, primary key ("stream", "seq"));`,
    );
    this.addSql(`create index "events_created_at_index" on "events" ("created_at");`);
    this.addSql(`drop table if exists "post_events";`);
  }
}
