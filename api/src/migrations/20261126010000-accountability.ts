import { Migration } from '@mikro-orm/migrations';

/**
 * The accountability loop (issue 16, decision 044): check-ins (one per member per topic day; a
 * freeze's ISO week unique per member and topic), the running focus timer (one per topic), reminder
 * settings and the reminders sent (unique per person, topic, date and kind: idempotent sweeps),
 * calendar feed tokens, and the catch-up card's visit markers. Two notification types.
 */
export class Migration20261126010000Accountability extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter type "notification_type" add value if not exists 'CHECKIN_REMINDER';`);
    this.addSql(`alter type "notification_type" add value if not exists 'MISSED_DAY';`);
    this.addSql(`create type "recap_status" as enum ('DONE', 'PARTLY', 'NOT');`);

    this.addSql(`create table "check_ins" ("id" serial primary key, "topic_id" int not null, "user_id" int not null, "day" smallint not null, "date" varchar(10) not null, "goal" varchar(250) null, "recap_status" "recap_status" null, "recap_note" varchar(1000) null, "freeze" boolean not null default false, "freeze_week" varchar(8) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "check_ins_topic_id_day_index" on "check_ins" ("topic_id", "day");`);
    this.addSql(`create index "check_ins_user_id_topic_id_index" on "check_ins" ("user_id", "topic_id");`);
    this.addSql(`alter table "check_ins" add constraint "check_ins_topic_id_user_id_day_unique" unique ("topic_id", "user_id", "day");`);
    this.addSql(`alter table "check_ins" add constraint "check_ins_topic_id_user_id_freeze_week_unique" unique ("topic_id", "user_id", "freeze_week");`);
    this.addSql(`alter table "check_ins" add constraint "check_ins_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on delete cascade;`);
    this.addSql(`alter table "check_ins" add constraint "check_ins_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`create table "focus_sessions" ("id" serial primary key, "topic_id" int not null, "started_by_id" int not null, "started_at" timestamptz not null, "focus_minutes" smallint not null, "break_minutes" smallint not null);`);
    this.addSql(`alter table "focus_sessions" add constraint "focus_sessions_topic_id_unique" unique ("topic_id");`);
    this.addSql(`alter table "focus_sessions" add constraint "focus_sessions_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on delete cascade;`);
    this.addSql(`alter table "focus_sessions" add constraint "focus_sessions_started_by_id_foreign" foreign key ("started_by_id") references "users" ("id") on delete cascade;`);

    this.addSql(`create table "reminder_settings" ("id" serial primary key, "user_id" int not null, "topic_id" int not null, "check_in_reminder" boolean not null, "check_in_time" varchar(5) not null, "missed_day_reminder" boolean not null, "email" boolean not null, "time_zone" varchar(64) not null);`);
    this.addSql(`create index "reminder_settings_topic_id_index" on "reminder_settings" ("topic_id");`);
    this.addSql(`alter table "reminder_settings" add constraint "reminder_settings_user_id_topic_id_unique" unique ("user_id", "topic_id");`);
    this.addSql(`alter table "reminder_settings" add constraint "reminder_settings_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "reminder_settings" add constraint "reminder_settings_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on delete cascade;`);

    this.addSql(`create table "reminders_sent" ("id" serial primary key, "user_id" int not null, "topic_id" int not null, "date" varchar(10) not null, "kind" varchar(16) not null, "sent_at" timestamptz not null);`);
    this.addSql(`create index "reminders_sent_topic_id_index" on "reminders_sent" ("topic_id");`);
    this.addSql(`alter table "reminders_sent" add constraint "reminders_sent_user_id_topic_id_date_kind_unique" unique ("user_id", "topic_id", "date", "kind");`);
    this.addSql(`alter table "reminders_sent" add constraint "reminders_sent_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "reminders_sent" add constraint "reminders_sent_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on delete cascade;`);

    this.addSql(`create table "calendar_feeds" ("id" serial primary key, "user_id" int not null, "topic_id" int not null, "token" varchar(64) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "calendar_feeds_topic_id_index" on "calendar_feeds" ("topic_id");`);
    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_token_unique" unique ("token");`);
    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_user_id_topic_id_unique" unique ("user_id", "topic_id");`);
    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on delete cascade;`);

    this.addSql(`create table "topic_visits" ("id" serial primary key, "user_id" int not null, "topic_id" int not null, "visited_at" timestamptz not null);`);
    this.addSql(`create index "topic_visits_topic_id_index" on "topic_visits" ("topic_id");`);
    this.addSql(`alter table "topic_visits" add constraint "topic_visits_user_id_topic_id_unique" unique ("user_id", "topic_id");`);
    this.addSql(`alter table "topic_visits" add constraint "topic_visits_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "topic_visits" add constraint "topic_visits_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on delete cascade;`);
  }
}
