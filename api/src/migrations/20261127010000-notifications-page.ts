import { Migration } from '@mikro-orm/migrations';

/**
 * The notifications page (issue 29, decision 058): the FOLLOWED type and the index of a person's
 * unread notifications, newest first (the full list reads `notifications_user_id_id_index` backwards).
 */
export class Migration20261127010000NotificationsPage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter type "notification_type" add value if not exists 'FOLLOWED';`);
    this.addSql(`create index "notifications_unread_by_user" on "notifications" ("user_id", "id") where "read_at" is null;`);
  }
}
