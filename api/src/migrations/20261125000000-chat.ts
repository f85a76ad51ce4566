import { Migration } from '@mikro-orm/migrations';

/**
 * One-to-one chat (issue 13, decision 036): one conversation per pair (user_a < user_b), each
 * person's state in it (read and cleared markers, the list's order), the messages (idempotent by
 * sender + client id) and the per-person event log for the live catch-up.
 */
export class Migration20261125000000Chat extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "conversations" ("id" serial primary key, "user_a_id" int not null, "user_b_id" int not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "conversations_user_b_id_index" on "conversations" ("user_b_id");`);
    this.addSql(`alter table "conversations" add constraint "conversations_user_a_id_user_b_id_unique" unique ("user_a_id", "user_b_id");`);

    this.addSql(`create table "conversation_members" ("conversation_id" int not null, "user_id" int not null, "other_id" int not null, "read_up_to" bigint not null default '0', "cleared_up_to" bigint not null default '0', "emailed_up_to" bigint not null default '0', "last_message_id" bigint not null, "last_activity_at" timestamptz not null, primary key ("conversation_id", "user_id"));`);
    this.addSql(`create index "conversation_members_other_id_index" on "conversation_members" ("other_id");`);
    // a person's conversations by last activity (the newest message id orders them)
    this.addSql(`create index "conversation_members_user_id_last_message_id_index" on "conversation_members" ("user_id", "last_message_id");`);

    this.addSql(`create table "chat_messages" ("id" bigserial primary key, "conversation_id" int not null, "sender_id" int not null, "client_id" varchar(64) not null, "html" text not null, "text" text not null, "created_at" timestamptz not null, "deleted_at" timestamptz null);`);
    // a conversation's messages by id (pages, unread counts, the preview)
    this.addSql(`create index "chat_messages_conversation_id_id_index" on "chat_messages" ("conversation_id", "id");`);
    this.addSql(`alter table "chat_messages" add constraint "chat_messages_sender_id_client_id_unique" unique ("sender_id", "client_id");`);

    this.addSql(`create table "chat_events" ("id" bigserial primary key, "user_id" int not null, "conversation_id" int not null, "kind" varchar(16) not null, "message_id" bigint null, "created_at" timestamptz not null);`);
    this.addSql(`create index "chat_events_created_at_index" on "chat_events" ("created_at");`);
    this.addSql(`create index "chat_events_user_id_id_index" on "chat_events" ("user_id", "id");`);

    this.addSql(`alter table "conversations" add constraint "conversations_user_a_id_foreign" foreign key ("user_a_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "conversations" add constraint "conversations_user_b_id_foreign" foreign key ("user_b_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "conversation_members" add constraint "conversation_members_conversation_id_foreign" foreign key ("conversation_id") references "conversations" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "conversation_members" add constraint "conversation_members_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "conversation_members" add constraint "conversation_members_other_id_foreign" foreign key ("other_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "chat_messages" add constraint "chat_messages_conversation_id_foreign" foreign key ("conversation_id") references "conversations" ("id") on delete cascade;`);
    this.addSql(`alter table "chat_messages" add constraint "chat_messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "chat_events" add constraint "chat_events_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "chat_events" add constraint "chat_events_conversation_id_foreign" foreign key ("conversation_id") references "conversations" ("id") on delete cascade;`);
  }
}
