import { Migration } from '@mikro-orm/migrations';

/** The feed's event log (live events and the catch-up of a reconnecting feed) and POSTREPLY's post. */
export class Migration20261124010000PostEvents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "post_events" ("id" serial primary key, "topic_id" int not null, "post_id" int not null, "kind" varchar(16) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "post_events_post_id_index" on "post_events" ("post_id");`);
    this.addSql(`create index "post_events_topic_id_id_index" on "post_events" ("topic_id", "id");`);
    this.addSql(`alter table "post_events" add constraint "post_events_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on delete cascade;`);
    this.addSql(`alter table "post_events" add constraint "post_events_post_id_foreign" foreign key ("post_id") references "posts" ("id") on delete cascade;`);
    this.addSql(`alter table "notifications" add column "post_id" int null;`);
    this.addSql(`create index "notifications_post_id_index" on "notifications" ("post_id");`);
    this.addSql(`alter table "notifications" add constraint "notifications_post_id_foreign" foreign key ("post_id") references "posts" ("id") on delete cascade;`);
  }
}
