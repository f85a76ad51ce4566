import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 25: a ring nobody answers ends after CALL_RING_MS; each invitee who neither joined nor
 * declined gets MISSEDCALL then, and `missed_at` keeps the call's end from telling them twice.
 */
export class Migration20261127000000CallRingTimeout extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "call_invites" add column "missed_at" timestamptz null;`);
  }
}
