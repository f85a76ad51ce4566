import { Migration } from '@mikro-orm/migrations';

/**
 * Takeaways (one per squad member per timeline day) and the squad's resources (links with a name,
 * newest first by topic) — issue 12, decision 031.
 */
export class Migration20261124030000TakeawaysResources extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "takeaways" ("id" serial primary key, "timeline_entry_id" int not null, "author_id" int not null, "text" varchar(250) not null, "created_at" timestamptz not null, "updated_at" timestamptz null);`);
    this.addSql(`create index "takeaways_author_id_index" on "takeaways" ("author_id");`);
    this.addSql(`alter table "takeaways" add constraint "takeaways_timeline_entry_id_author_id_unique" unique ("timeline_entry_id", "author_id");`);
    this.addSql(`alter table "takeaways" add constraint "takeaways_timeline_entry_id_foreign" foreign key ("timeline_entry_id") references "timeline_entries" ("id") on delete cascade;`);
    this.addSql(`alter table "takeaways" add constraint "takeaways_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete cascade;`);

    this.addSql(`create table "resources" ("id" serial primary key, "topic_id" int not null, "author_id" int not null, "client_id" varchar(64) null, "url" varchar(2048) not null, "name" varchar(100) not null, "created_at" timestamptz not null, "updated_at" timestamptz null);`);
    this.addSql(`create index "resources_author_id_index" on "resources" ("author_id");`);
    this.addSql(`create index "resources_topic_id_id_index" on "resources" ("topic_id", "id");`);
    this.addSql(`alter table "resources" add constraint "resources_author_id_client_id_unique" unique ("author_id", "client_id");`);
    this.addSql(`alter table "resources" add constraint "resources_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on delete cascade;`);
    this.addSql(`alter table "resources" add constraint "resources_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete cascade;`);
  }
}
