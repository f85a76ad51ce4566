import { Migration } from '@mikro-orm/migrations';

/**
 * The squad digest and "posted while you were away" (issue 29, decision 062): each person's digest
 * choice, the periods already run (one row per person and period: the claim that makes a double run
 * send once), a mail's own headers (List-Unsubscribe), the POSTED_WHILE_AWAY kind and its claim per
 * (recipient, squad) absence.
 */
export class Migration20261127062000SquadDigest extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "digest_settings" ("id" serial primary key, "user_id" int not null, "frequency" varchar(8) not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "digest_settings" add constraint "digest_settings_user_id_unique" unique ("user_id");`);
    this.addSql(`alter table "digest_settings" add constraint "digest_settings_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`create table "digest_runs" ("id" serial primary key, "user_id" int not null, "period" varchar(16) not null, "ran_at" timestamptz not null, "mailed" boolean not null);`);
    this.addSql(`alter table "digest_runs" add constraint "digest_runs_user_id_period_unique" unique ("user_id", "period");`);
    this.addSql(`alter table "digest_runs" add constraint "digest_runs_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "mail_messages" add column "headers" jsonb null;`);

    this.addSql(`alter type "notification_type" add value if not exists 'POSTED_WHILE_AWAY';`);
    this.addSql(`create table "away_post_notices" ("id" serial primary key, "user_id" int not null, "topic_id" int not null, "absence_since" timestamptz not null, "notified_at" timestamptz not null);`);
    this.addSql(`create index "away_post_notices_topic_id_index" on "away_post_notices" ("topic_id");`);
    this.addSql(`alter table "away_post_notices" add constraint "away_post_notices_user_id_topic_id_unique" unique ("user_id", "topic_id");`);
    this.addSql(`alter table "away_post_notices" add constraint "away_post_notices_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "away_post_notices" add constraint "away_post_notices_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on delete cascade;`);
  }
}
