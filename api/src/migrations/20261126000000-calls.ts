import { Migration } from '@mikro-orm/migrations';

/**
 * Group calls (issue 14, decision 042): calls (one running per topic: a partial unique index),
 * their sessions (one live per person per call: a partial unique index), in-call chat (idempotent by
 * clientId), and who was rung (missed-call bookkeeping).
 */
export class Migration20261126000000Calls extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "calls" ("id" serial primary key, "topic_id" int not null, "started_by_id" int not null, "started_at" timestamptz not null, "ended_at" timestamptz null, "end_reason" varchar(16) null);`);
    this.addSql(`create index "calls_started_by_id_index" on "calls" ("started_by_id");`);
    this.addSql(`create index "calls_topic_id_id_index" on "calls" ("topic_id", "id");`);
    this.addSql(`create unique index "calls_one_running_per_topic" on "calls" ("topic_id") where "ended_at" is null;`);

    this.addSql(`create table "call_participants" ("id" serial primary key, "call_id" int not null, "user_id" int not null, "session_id" uuid not null, "audio" boolean not null default true, "video" boolean not null default true, "hand" boolean not null default false, "screen" boolean not null default false, "joined_at" timestamptz not null, "left_at" timestamptz null, "left_reason" varchar(16) null, "detached_at" timestamptz null, "attachments" smallint not null default 0, "seen_at" timestamptz null);`);
    this.addSql(`alter table "call_participants" add constraint "call_participants_session_id_unique" unique ("session_id");`);
    this.addSql(`create index "call_participants_user_id_left_at_index" on "call_participants" ("user_id", "left_at");`);
    this.addSql(`create index "call_participants_call_id_joined_at_index" on "call_participants" ("call_id", "joined_at");`);
    this.addSql(`create index "call_participants_attached_seen_at_index" on "call_participants" ("seen_at") where "left_at" is null and "attachments" > 0;`);
    this.addSql(`create unique index "call_participants_one_live_per_person" on "call_participants" ("call_id", "user_id") where "left_at" is null;`);

    this.addSql(`create table "call_invites" ("call_id" int not null, "user_id" int not null, "rung_at" timestamptz not null, "joined_at" timestamptz null, "declined_at" timestamptz null, primary key ("call_id", "user_id"));`);
    this.addSql(`create index "call_invites_user_id_index" on "call_invites" ("user_id");`);

    this.addSql(`create table "call_chat_messages" ("id" serial primary key, "call_id" int not null, "author_id" int not null, "client_id" varchar(64) not null, "text" text not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "call_chat_messages_author_id_index" on "call_chat_messages" ("author_id");`);
    this.addSql(`create index "call_chat_messages_call_id_id_index" on "call_chat_messages" ("call_id", "id");`);
    this.addSql(`alter table "call_chat_messages" add constraint "call_chat_messages_call_id_author_id_client_id_unique" unique ("call_id", "author_id", "client_id");`);

    this.addSql(`alter table "calls" add constraint "calls_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on delete cascade;`);
    this.addSql(`alter table "calls" add constraint "calls_started_by_id_foreign" foreign key ("started_by_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "call_participants" add constraint "call_participants_call_id_foreign" foreign key ("call_id") references "calls" ("id") on delete cascade;`);
    this.addSql(`alter table "call_participants" add constraint "call_participants_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "call_invites" add constraint "call_invites_call_id_foreign" foreign key ("call_id") references "calls" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "call_invites" add constraint "call_invites_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "call_chat_messages" add constraint "call_chat_messages_call_id_foreign" foreign key ("call_id") references "calls" ("id") on delete cascade;`);
    this.addSql(`alter table "call_chat_messages" add constraint "call_chat_messages_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete cascade;`);
  }
}
