import { Migration } from '@mikro-orm/migrations';

/** Account lifecycle: onboarding, security code, PIN, email codes, reset grants, mail, visits. */
export class Migration20261121010000AccountLifecycle extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter type "account_status" add value if not exists 'DELETED';`);
    this.addSql(`create type "onboarding_step" as enum ('WELCOME', 'STEREOTYPE', 'PROFILE', 'VERIFY_EMAIL', 'SECURITY_CODE', 'ALL_DONE', 'DONE');`);
    this.addSql(`create type "code_purpose" as enum ('VERIFY_EMAIL', 'RESET_PASSWORD');`);
    this.addSql(`create type "mail_status" as enum ('QUEUED', 'SENT', 'OUTBOX');`);
    this.addSql(`create type "reset_method" as enum ('EMAIL', 'RECOVERY_CODE');`);
    this.addSql(`create type "visit_kind" as enum ('SIGN_IN', 'CLIENT_INFO', 'APP_DOWNLOAD');`);
    // accounts that exist already have been through sign-up: no onboarding for them
    this.addSql(`alter table "users" add column "onboarding_step" "onboarding_step" not null default 'DONE', add column "security_code_enc" text null, add column "pin_hash" varchar(255) null, add column "pin_failures" int not null default 0;`);
    this.addSql(`alter table "users" alter column "onboarding_step" set default 'WELCOME';`);
    this.addSql(`create table "email_codes" ("id" uuid not null default gen_random_uuid(), "user_id" int not null, "email" varchar(254) not null, "purpose" "code_purpose" not null, "code_hash" varchar(64) not null, "attempts" int not null default 0, "expires_at" timestamptz not null, "used_at" timestamptz null, "superseded_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "email_codes_user_id_purpose_created_at_index" on "email_codes" ("user_id", "purpose", "created_at");`);
    this.addSql(`alter table "email_codes" add constraint "email_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`create table "password_reset_grants" ("id" uuid not null default gen_random_uuid(), "user_id" int not null, "token_hash" varchar(64) not null, "method" "reset_method" not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "password_reset_grants" add constraint "password_reset_grants_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "password_reset_grants_user_id_index" on "password_reset_grants" ("user_id");`);
    this.addSql(`alter table "password_reset_grants" add constraint "password_reset_grants_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`create table "mail_messages" ("id" uuid not null default gen_random_uuid(), "to" varchar(254) not null, "subject" varchar(200) not null, "text" text not null, "html" text not null, "status" "mail_status" not null default 'QUEUED', "attempts" int not null default 0, "last_error" text null, "created_at" timestamptz not null, "sent_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "mail_messages_created_at_index" on "mail_messages" ("created_at");`);
    this.addSql(`create index "mail_messages_status_index" on "mail_messages" ("status");`);
    this.addSql(`create table "visits" ("id" bigserial primary key, "user_id" int null, "kind" "visit_kind" not null, "at" timestamptz not null, "timezone" varchar(64) null, "user_agent" varchar(512) null, "ip" varchar(64) null, "info" jsonb null);`);
    this.addSql(`create index "visits_user_id_at_index" on "visits" ("user_id", "at");`);
    this.addSql(`alter table "visits" add constraint "visits_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
  }
}
