import { Migration } from '@mikro-orm/migrations';

/** Comments, replies, likes, content reports, follows; notifications point at a comment or reply. */
export class Migration20261122000000Discussion extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "comments" ("id" serial primary key, "topic_id" int not null, "author_id" int not null, "html" text not null, "edited" boolean not null default false, "like_count" int not null default 0, "reply_count" int not null default 0, "created_at" timestamptz not null, "edited_at" timestamptz null);`);
    this.addSql(`create index "comments_author_id_index" on "comments" ("author_id");`);
    this.addSql(`create index "comments_topic_id_id_index" on "comments" ("topic_id", "id");`);
    this.addSql(`create table "comment_replies" ("id" serial primary key, "comment_id" int not null, "parent_id" int null, "author_id" int not null, "reply_to_id" int null, "html" text not null, "edited" boolean not null default false, "like_count" int not null default 0, "created_at" timestamptz not null, "edited_at" timestamptz null);`);
    this.addSql(`create index "comment_replies_author_id_index" on "comment_replies" ("author_id");`);
    this.addSql(`create index "comment_replies_parent_id_index" on "comment_replies" ("parent_id");`);
    this.addSql(`create index "comment_replies_comment_id_id_index" on "comment_replies" ("comment_id", "id");`);
    this.addSql(`create table "comment_likes" ("id" serial primary key, "comment_id" int not null, "user_id" int not null);`);
    this.addSql(`create index "comment_likes_user_id_index" on "comment_likes" ("user_id");`);
    this.addSql(`alter table "comment_likes" add constraint "comment_likes_comment_id_user_id_unique" unique ("comment_id", "user_id");`);
    this.addSql(`create table "reply_likes" ("id" serial primary key, "reply_id" int not null, "user_id" int not null);`);
    this.addSql(`create index "reply_likes_user_id_index" on "reply_likes" ("user_id");`);
    this.addSql(`alter table "reply_likes" add constraint "reply_likes_reply_id_user_id_unique" unique ("reply_id", "user_id");`);
    this.addSql(`create table "content_reports" ("id" serial primary key, "comment_id" int null, "reply_id" int null, "reporter_id" int not null, "reason" smallint not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "content_reports_comment_id_index" on "content_reports" ("comment_id");`);
    this.addSql(`create index "content_reports_reply_id_index" on "content_reports" ("reply_id");`);
    this.addSql(`create index "content_reports_reporter_id_index" on "content_reports" ("reporter_id");`);
    this.addSql(`create table "follows" ("id" serial primary key, "follower_id" int not null, "followee_id" int not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "follows_followee_id_id_index" on "follows" ("followee_id", "id");`);
    this.addSql(`create index "follows_follower_id_id_index" on "follows" ("follower_id", "id");`);
    this.addSql(`alter table "follows" add constraint "follows_follower_id_followee_id_unique" unique ("follower_id", "followee_id");`);
    this.addSql(`alter table "notifications" add column "comment_id" int null, add column "reply_id" int null;`);
    this.addSql(`create index "notifications_comment_id_index" on "notifications" ("comment_id");`);
    this.addSql(`create index "notifications_reply_id_index" on "notifications" ("reply_id");`);
    this.addSql(`alter table "comments" add constraint "comments_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on delete cascade;`);
    this.addSql(`alter table "comments" add constraint "comments_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "comment_replies" add constraint "comment_replies_comment_id_foreign" foreign key ("comment_id") references "comments" ("id") on delete cascade;`);
    this.addSql(`alter table "comment_replies" add constraint "comment_replies_parent_id_foreign" foreign key ("parent_id") references "comment_replies" ("id") on delete set null;`);
    this.addSql(`alter table "comment_replies" add constraint "comment_replies_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "comment_replies" add constraint "comment_replies_reply_to_id_foreign" foreign key ("reply_to_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "comment_likes" add constraint "comment_likes_comment_id_foreign" foreign key ("comment_id") references "comments" ("id") on delete cascade;`);
    this.addSql(`alter table "comment_likes" add constraint "comment_likes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "reply_likes" add constraint "reply_likes_reply_id_foreign" foreign key ("reply_id") references "comment_replies" ("id") on delete cascade;`);
    this.addSql(`alter table "reply_likes" add constraint "reply_likes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "content_reports" add constraint "content_reports_comment_id_foreign" foreign key ("comment_id") references "comments" ("id") on delete cascade;`);
    this.addSql(`alter table "content_reports" add constraint "content_reports_reply_id_foreign" foreign key ("reply_id") references "comment_replies" ("id") on delete cascade;`);
    this.addSql(`alter table "content_reports" add constraint "content_reports_reporter_id_foreign" foreign key ("reporter_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "follows" add constraint "follows_follower_id_foreign" foreign key ("follower_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "follows" add constraint "follows_followee_id_foreign" foreign key ("followee_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_comment_id_foreign" foreign key ("comment_id") references "comments" ("id") on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_reply_id_foreign" foreign key ("reply_id") references "comment_replies" ("id") on delete cascade;`);
  }
}
