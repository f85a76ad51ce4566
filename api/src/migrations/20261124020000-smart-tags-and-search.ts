import { Migration } from '@mikro-orm/migrations';

/**
 * Smart tags (one private tag per post per person) and in-topic search (decision 030).
 *
 * Search keeps its own rows beside the posts: `post_search` holds each live post's tsvector (the
 * `pm_search` configuration: English stemming over unaccented words), and `post_search_words` each
 * topic's vocabulary (unaccented, unstemmed), which a query's typos and partial words are matched
 * against with trigrams. A trigger on `posts` keeps both in step in the same transaction as the
 * write: a new post is indexed, a soft-deleted one leaves `post_search` (the vocabulary only grows;
 * a stale word widens a query, it never shows a post). Posts already stored are indexed here.
 */
export class Migration20261124020000SmartTagsAndSearch extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "smart_tags" ("id" serial primary key, "post_id" int not null, "user_id" int not null, "topic_id" int not null, "tag_name" varchar(250) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "smart_tags_post_id_index" on "smart_tags" ("post_id");`);
    this.addSql(`create index "smart_tags_topic_id_index" on "smart_tags" ("topic_id");`);
    this.addSql(`create index "smart_tags_user_id_topic_id_id_index" on "smart_tags" ("user_id", "topic_id", "id");`);
    this.addSql(`alter table "smart_tags" add constraint "smart_tags_user_id_post_id_unique" unique ("user_id", "post_id");`);
    this.addSql(`alter table "smart_tags" add constraint "smart_tags_post_id_foreign" foreign key ("post_id") references "posts" ("id") on delete cascade;`);
    this.addSql(`alter table "smart_tags" add constraint "smart_tags_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "smart_tags" add constraint "smart_tags_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on delete cascade;`);

    // search: trusted contrib extensions (a database owner may create them)
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create extension if not exists btree_gin;`);
    this.addSql(`create text search configuration public.pm_search (copy = english);`);
    this.addSql(`alter text search configuration public.pm_search alter mapping for hword, hword_part, word with public.unaccent, english_stem;`);
    this.addSql(`create text search configuration public.pm_words (copy = simple);`);
    this.addSql(`alter text search configuration public.pm_words alter mapping for hword, hword_part, word with public.unaccent, simple;`);
    this.addSql(`create table "post_search" ("post_id" int not null, "topic_id" int not null, "document" tsvector not null, constraint "post_search_pkey" primary key ("post_id"));`);
    this.addSql(`create index "post_search_topic_id_document_index" on "post_search" using gin ("topic_id", "document");`);
    this.addSql(`alter table "post_search" add constraint "post_search_post_id_foreign" foreign key ("post_id") references "posts" ("id") on update cascade on delete cascade;`);
    this.addSql(`create table "post_search_words" ("topic_id" int not null, "word" varchar(40) not null, constraint "post_search_words_pkey" primary key ("topic_id", "word"));`);
    this.addSql(`create index "post_search_words_topic_id_word_trgm_index" on "post_search_words" using gin ("topic_id", "word" gin_trgm_ops);`);
    this.addSql(`alter table "post_search_words" add constraint "post_search_words_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on delete cascade;`);
    this.addSql(`create function pm_post_search_sync() returns trigger language plpgsql as $$
begin
  if new.deleted_at is not null then
    delete from post_search where post_id = new.id;
    return null;
  end if;
  insert into post_search (post_id, topic_id, document) values (new.id, new.topic_id, to_tsvector('public.pm_search', new.text))
    on conflict (post_id) do update set topic_id = excluded.topic_id, document = excluded.document;
  insert into post_search_words (topic_id, word)
    select distinct new.topic_id, l.lexeme from unnest(to_tsvector('public.pm_words', new.text)) l
    where char_length(l.lexeme) between 3 and 40 and l.lexeme !~ '[&|!():*''\\\\<>[:space:]]'
    on conflict do nothing;
  return null;
end $$;`);
    this.addSql(`create trigger "posts_search_sync" after insert or update of "text", "topic_id", "deleted_at" on "posts" for each row execute function pm_post_search_sync();`);
    this.addSql(`insert into post_search (post_id, topic_id, document) select id, topic_id, to_tsvector('public.pm_search', text) from posts where deleted_at is null;`);
    this.addSql(`insert into post_search_words (topic_id, word) select distinct p.topic_id, l.lexeme from posts p, unnest(to_tsvector('public.pm_words', p.text)) l
      where p.deleted_at is null and char_length(l.lexeme) between 3 and 40 and l.lexeme !~ '[&|!():*''\\\\<>[:space:]]' on conflict do nothing;`);
  }
}
