import { Migration } from '@mikro-orm/migrations';

/** Pools: categories (seeded), topics, squad members, timelines. */
export class Migration20261121020000Pools extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "categories" ("id" serial primary key, "name" varchar(64) not null);`);
    this.addSql(`create table "topics" ("id" serial primary key, "owner_id" int not null, "category_id" int not null, "your_name" varchar(30) not null, "title" varchar(38) not null, "description" varchar(500) null, "squad_size" smallint not null, "duration_days" smallint not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "timezone" varchar(64) not null, "image" varchar(255) null, "created_at" timestamptz not null);`);
    this.addSql(`create table "topic_members" ("id" serial primary key, "topic_id" int not null, "user_id" int not null, "joined_at" timestamptz not null);`);
    this.addSql(`create table "timeline_entries" ("id" serial primary key, "topic_id" int not null, "day" smallint not null, "title" varchar(100) not null, "description" text null, "author_id" int not null, "updated_at" timestamptz null);`);
    this.addSql(`alter table "categories" add constraint "categories_name_unique" unique ("name");`);
    this.addSql(`alter table "topic_members" add constraint "topic_members_topic_id_user_id_unique" unique ("topic_id", "user_id");`);
    this.addSql(`alter table "timeline_entries" add constraint "timeline_entries_topic_id_day_unique" unique ("topic_id", "day");`);
    this.addSql(`create index "topics_ends_at_id_index" on "topics" ("ends_at", "id");`);
    this.addSql(`create index "topics_owner_id_id_index" on "topics" ("owner_id", "id");`);
    this.addSql(`create index "topics_category_id_id_index" on "topics" ("category_id", "id");`);
    this.addSql(`create index "topic_members_user_id_index" on "topic_members" ("user_id");`);
    this.addSql(`alter table "topics" add constraint "topics_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "topics" add constraint "topics_category_id_foreign" foreign key ("category_id") references "categories" ("id");`);
    this.addSql(`alter table "topic_members" add constraint "topic_members_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on delete cascade;`);
    this.addSql(`alter table "topic_members" add constraint "topic_members_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "timeline_entries" add constraint "timeline_entries_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on delete cascade;`);
    this.addSql(`alter table "timeline_entries" add constraint "timeline_entries_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete cascade;`);
    this.addSql(`insert into "categories" ("name") values ('Programming'), ('Web Development'), ('Data Science'), ('Languages'), ('Mathematics'), ('Science'), ('Design'), ('Business'), ('Music'), ('Art'), ('Exam Preparation'), ('Personal Growth'), ('Health & Fitness'), ('Other');`);
  }
}
