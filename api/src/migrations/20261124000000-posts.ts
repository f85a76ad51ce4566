import { Migration } from '@mikro-orm/migrations';

/** The squad's feed (issue 12): posts with their images as JSON, replies pointing at a post, soft delete. */
export class Migration20261124000000Posts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "posts" ("id" serial primary key, "topic_id" int not null, "author_id" int not null, "client_id" varchar(64) null, "html" text not null, "text" text not null, "images" jsonb not null, "reply_to_id" int null, "reply_count" int not null default 0, "created_at" timestamptz not null, "deleted_at" timestamptz null);`);
    this.addSql(`create index "posts_author_id_index" on "posts" ("author_id");`);
    this.addSql(`create index "posts_reply_to_id_index" on "posts" ("reply_to_id");`);
    this.addSql(`create index "posts_topic_id_id_index" on "posts" ("topic_id", "id");`);
    this.addSql(`alter table "posts" add constraint "posts_author_id_client_id_unique" unique ("author_id", "client_id");`);
    this.addSql(`alter table "posts" add constraint "posts_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on delete cascade;`);
    this.addSql(`alter table "posts" add constraint "posts_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "posts" add constraint "posts_reply_to_id_foreign" foreign key ("reply_to_id") references "posts" ("id") on delete set null;`);
  }
}
