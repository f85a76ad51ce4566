import { Migration } from '@mikro-orm/migrations';

/** When a session last entered the right PIN: the legacy PIN change right after /verifyuserpin (decision 053). */
export class Migration20261127020000SessionPinProof extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "sessions" add column "pin_confirmed_at" timestamptz null;`);
  }
}
