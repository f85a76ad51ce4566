import { Migration } from '@mikro-orm/migrations';

/** Accounts core: users, sessions, rate limits. */
export class Migration20261121000000Init extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "gender" as enum ('M', 'F', 'O');`);
    this.addSql(`create type "stereotype" as enum ('Casual', 'Geek', 'Genius', 'Smart', 'Lazy', 'Nerd');`);
    this.addSql(`create type "account_status" as enum ('ACTIVE', 'DEACTIVATED');`);
    this.addSql(`create table "rate_limits" ("key" varchar(200) not null, "window_start" timestamptz not null, "count" int not null, primary key ("key"));`);
    this.addSql(`create table "users" ("id" serial primary key, "username" varchar(30) not null, "username_key" varchar(30) not null, "email" varchar(254) null, "mobile" varchar(20) null, "password_hash" varchar(255) not null, "email_verified" boolean not null default false, "first_name" varchar(64) null, "last_name" varchar(64) null, "gender" "gender" null, "bio" varchar(250) null, "location" varchar(64) null, "timezone" varchar(64) null, "stereotype" "stereotype" null, "profile_image" varchar(255) null, "status" "account_status" not null default 'ACTIVE', "deactivated_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "users" add constraint "users_username_key_unique" unique ("username_key");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_mobile_unique" unique ("mobile");`);
    this.addSql(`create index "users_status_index" on "users" ("status");`);
    this.addSql(`create table "sessions" ("id" uuid not null default gen_random_uuid(), "token_hash" varchar(64) not null, "user_id" int not null, "created_at" timestamptz not null, "last_used_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "user_agent" varchar(512) null, "ip" varchar(64) null, primary key ("id"));`);
    this.addSql(`alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "sessions" cascade;');
    this.addSql('drop table if exists "users" cascade;');
    this.addSql('drop table if exists "rate_limits" cascade;');
    this.addSql('drop type if exists "account_status";');
    this.addSql('drop type if exists "stereotype";');
    this.addSql('drop type if exists "gender";');
  }
}
