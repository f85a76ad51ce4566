import { Migration } from '@mikro-orm/migrations';

/**
 * Chat on the event log (issue 25, decision 057): chat's events are `chat.*` events of the person
 * streams `user:<id>`; `chat_events` goes. Each person's stream starts at their newest old event id,
 * so a tab resuming from an old cursor is never ahead of the stream: at the head it goes on live,
 * behind it (the old events are not copied) it gets RESET and reloads.
 */
export class Migration20261127040000ChatOnTheEventLog extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `insert into "event_streams" ("stream", "last_seq") select 'user:' || "user_id", max("id") from "chat_events" group by "user_id"
       on conflict ("stream") do update set "last_seq" = greatest("event_streams"."last_seq", excluded."last_seq");`,
    );
    this.addSql(`drop table if exists "chat_events";`);
  }
}
