import { Migration } from '@mikro-orm/migrations';

/**
 * Read markers on squads' feeds (issue 12's "unread activity" on the dashboard, DESIGN.md rule 11;
 * decision 040): one row per member per topic, the newest post id their feed showed. The unread
 * count reads posts by `(topic_id, id)` (the posts index) after the marker found by `(user_id, topic_id)`.
 */
export class Migration20261125030000FeedReadMarkers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "feed_read_markers" ("id" serial primary key, "user_id" int not null, "topic_id" int not null, "last_post_id" int not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "feed_read_markers_topic_id_index" on "feed_read_markers" ("topic_id");`);
    this.addSql(`alter table "feed_read_markers" add constraint "feed_read_markers_user_id_topic_id_unique" unique ("user_id", "topic_id");`);
    this.addSql(`alter table "feed_read_markers" add constraint "feed_read_markers_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "feed_read_markers" add constraint "feed_read_markers_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on delete cascade;`);
  }
}
