import { Migration } from '@mikro-orm/migrations';

/** Presence: one row per open signed-in WebSocket, shared by every api process. */
export class Migration20261121040000Presence extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "presence_connections" ("id" uuid not null, "user_id" int not null, "process_id" uuid not null, "seen_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "presence_connections_process_id_index" on "presence_connections" ("process_id");`);
    this.addSql(`create index "presence_connections_user_id_index" on "presence_connections" ("user_id");`);
    this.addSql(`alter table "presence_connections" add constraint "presence_connections_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }
}
