import { Migration } from '@mikro-orm/migrations';

/** Squads: join requests and invitations, member reports, notifications. */
export class Migration20261121030000Squads extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "request_kind" as enum ('JOIN', 'INVITE');`);
    this.addSql(`create type "request_status" as enum ('PENDING', 'ACCEPTED', 'DELETED', 'CANCELLED');`);
    this.addSql(`create type "notification_type" as enum ('REQUEST', 'ACCEPTED', 'DELETED', 'COMMENTED', 'REPLIED', 'POSTREPLY', 'MISSEDCALL', 'TOPIC_START');`);
    this.addSql(`create table "topic_requests" ("id" serial primary key, "topic_id" int not null, "sender_id" int not null, "recipient_id" int not null, "candidate_id" int not null, "kind" "request_kind" not null, "status" "request_status" not null default 'PENDING', "created_at" timestamptz not null, "decided_at" timestamptz null);`);
    this.addSql(`create table "squad_reports" ("id" serial primary key, "topic_id" int not null, "reporter_id" int not null, "reported_id" int not null, "reason" smallint not null, "created_at" timestamptz not null);`);
    this.addSql(`create table "notifications" ("id" serial primary key, "user_id" int not null, "actor_id" int null, "type" "notification_type" not null, "topic_id" int null, "request_id" int null, "text" varchar(300) not null, "read_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "topic_requests_topic_id_candidate_id_status_index" on "topic_requests" ("topic_id", "candidate_id", "status");`);
    this.addSql(`create index "topic_requests_sender_id_status_id_index" on "topic_requests" ("sender_id", "status", "id");`);
    this.addSql(`create index "topic_requests_recipient_id_status_id_index" on "topic_requests" ("recipient_id", "status", "id");`);
    this.addSql(`create index "squad_reports_topic_id_index" on "squad_reports" ("topic_id");`);
    this.addSql(`create index "notifications_user_id_read_at_index" on "notifications" ("user_id", "read_at");`);
    this.addSql(`create index "notifications_user_id_id_index" on "notifications" ("user_id", "id");`);
    this.addSql(`alter table "topic_requests" add constraint "topic_requests_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on delete cascade;`);
    this.addSql(`alter table "topic_requests" add constraint "topic_requests_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "topic_requests" add constraint "topic_requests_recipient_id_foreign" foreign key ("recipient_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "topic_requests" add constraint "topic_requests_candidate_id_foreign" foreign key ("candidate_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "squad_reports" add constraint "squad_reports_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on delete cascade;`);
    this.addSql(`alter table "squad_reports" add constraint "squad_reports_reporter_id_foreign" foreign key ("reporter_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "squad_reports" add constraint "squad_reports_reported_id_foreign" foreign key ("reported_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "notifications" add constraint "notifications_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_request_id_foreign" foreign key ("request_id") references "topic_requests" ("id") on delete set null;`);
  }
}
