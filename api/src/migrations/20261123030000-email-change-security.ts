import { Migration } from '@mikro-orm/migrations';

/**
 * Email change security (decision 020): a session remembers when it last proved its password
 * ("sudo mode"), the new address waits in `pending_email` until verified, and completed changes
 * are kept 7 days so the old address can undo them. Codes keep a legacy client's own verifyid.
 */
export class Migration20261123030000EmailChangeSecurity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "sessions" add column "password_confirmed_at" timestamptz null;`);
    this.addSql(`alter table "users" add column "pending_email" varchar(254) null;`);
    this.addSql(`create table "email_changes" ("id" uuid not null default gen_random_uuid(), "user_id" int not null, "old_email" varchar(254) not null, "old_email_verified" boolean not null, "new_email" varchar(254) not null, "expires_at" timestamptz not null, "undone_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "email_changes_user_id_index" on "email_changes" ("user_id");`);
    this.addSql(`create index "email_changes_old_email_index" on "email_changes" ("old_email");`);
    this.addSql(`alter table "email_codes" add column "client_verify_id" varchar(200) null;`);
    this.addSql(`create index "email_codes_client_verify_id_index" on "email_codes" ("client_verify_id");`);
    this.addSql(`alter table "email_changes" add constraint "email_changes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }
}
