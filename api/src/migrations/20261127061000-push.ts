import { Migration } from '@mikro-orm/migrations';

/**
 * Notification preferences and Web Push subscriptions (issue 29, decision 061): one preferences row
 * per person who changed something (only the choices that differ from the defaults), and each
 * browser's push endpoint with its keys (unique endpoint; gone with the person).
 */
export class Migration20261127061000Push extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "notification_preferences" ("user_id" int not null, "channels" jsonb not null default '{}', "quiet_start" varchar(5) null, "quiet_end" varchar(5) null, "updated_at" timestamptz not null, primary key ("user_id"));`);
    this.addSql(`alter table "notification_preferences" add constraint "notification_preferences_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`create table "push_subscriptions" ("id" serial primary key, "user_id" int not null, "endpoint" varchar(1000) not null, "p256dh" varchar(100) not null, "auth" varchar(40) not null, "created_at" timestamptz not null, "last_pushed_at" timestamptz null);`);
    this.addSql(`create index "push_subscriptions_user_id_index" on "push_subscriptions" ("user_id");`);
    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_endpoint_unique" unique ("endpoint");`);
    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }
}
