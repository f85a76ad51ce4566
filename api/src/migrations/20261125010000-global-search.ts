import { Migration } from '@mikro-orm/migrations';

/**
 * Global search of pools and people (issue 15, decision 038).
 *
 * Search keeps its own rows beside topics and users, written by triggers in the same transaction
 * as the row they index: `topic_search` holds each topic's tsvector (title A, category B,
 * description C) and `person_search` each ACTIVE person's (first and last name and username, A).
 * Both use `pm_words` (simple dictionary over unaccent: no stemming, so prefixes and names work as
 * typed). A topic's delete cascades to its row; a person who is deactivated or deleted loses it
 * (and gets it back on restore). `search_words` is the shared vocabulary (unaccented lower-case
 * words of 3–40 characters) that a query's typos are matched against: the nearest by trigrams
 * (GiST), kept when within one or two edits (fuzzystrmatch's Levenshtein); it only grows: a stale word widens a query, it never shows a row.
 */
/** A topic's document: title (A), category (B), description (C), unaccented words as written (`pm_words`). */
export const topicDocument = (title: string, category: string, description: string) =>
  `setweight(to_tsvector('public.pm_words', coalesce(${title}, '')), 'A') || setweight(to_tsvector('public.pm_words', coalesce(${category}, '')), 'B') || setweight(to_tsvector('public.pm_words', coalesce(${description}, '')), 'C')`;
/** A person's document: first name, last name and username (A). */
export const personDocument = (first: string, last: string, username: string) => `setweight(to_tsvector('public.pm_words', concat_ws(' ', ${first}, ${last}, ${username})), 'A')`;
/** The words of a document that join the vocabulary (typos are matched against it). */
export const vocabulary = (doc: string) =>
  `insert into search_words (word) select l.lexeme from unnest(${doc}) l where char_length(l.lexeme) between 3 and 40 and l.lexeme ~ '^[[:alpha:]]+$' on conflict do nothing`;

export class Migration20261125010000GlobalSearch extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create extension if not exists fuzzystrmatch;`);
    this.addSql(`create table "topic_search" ("topic_id" int not null, "document" tsvector not null, "created_at" timestamptz not null, constraint "topic_search_pkey" primary key ("topic_id"));`);
    this.addSql(`create index "topic_search_document_index" on "topic_search" using gin ("document");`);
    this.addSql(`alter table "topic_search" add constraint "topic_search_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on update cascade on delete cascade;`);
    this.addSql(`create table "person_search" ("user_id" int not null, "document" tsvector not null, "created_at" timestamptz not null, constraint "person_search_pkey" primary key ("user_id"));`);
    this.addSql(`create index "person_search_document_index" on "person_search" using gin ("document");`);
    this.addSql(`alter table "person_search" add constraint "person_search_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`create table "search_words" ("word" varchar(40) not null, constraint "search_words_pkey" primary key ("word"));`);
    this.addSql(`create index "search_words_word_trgm_index" on "search_words" using gist ("word" gist_trgm_ops);`);

    this.addSql(`create function pm_topic_search_sync() returns trigger language plpgsql as $$
declare doc tsvector;
begin
  doc := ${topicDocument('new.title', '(select c.name from categories c where c.id = new.category_id)', 'new.description')};
  insert into topic_search (topic_id, document, created_at) values (new.id, doc, new.created_at)
    on conflict (topic_id) do update set document = excluded.document, created_at = excluded.created_at;
  ${vocabulary('doc')};
  return null;
end $$;`);
    this.addSql(`create trigger "topics_search_sync" after insert or update of "title", "description", "category_id" on "topics" for each row execute function pm_topic_search_sync();`);
    this.addSql(`create function pm_category_search_sync() returns trigger language plpgsql as $$
begin
  update topic_search s set document = ${topicDocument('t.title', 'new.name', 't.description')} from topics t where t.category_id = new.id and s.topic_id = t.id;
  return null;
end $$;`);
    this.addSql(`create trigger "categories_search_sync" after update of "name" on "categories" for each row execute function pm_category_search_sync();`);
    this.addSql(`create function pm_person_search_sync() returns trigger language plpgsql as $$
declare doc tsvector;
begin
  if new.status <> 'ACTIVE' then
    delete from person_search where user_id = new.id;
    return null;
  end if;
  doc := ${personDocument('new.first_name', 'new.last_name', 'new.username')};
  insert into person_search (user_id, document, created_at) values (new.id, doc, new.created_at)
    on conflict (user_id) do update set document = excluded.document;
  ${vocabulary('doc')};
  return null;
end $$;`);
    this.addSql(`create trigger "users_search_sync" after insert or update of "first_name", "last_name", "username", "status" on "users" for each row execute function pm_person_search_sync();`);

    // what is stored already
    this.addSql(`insert into topic_search (topic_id, document, created_at) select t.id, ${topicDocument('t.title', 'c.name', 't.description')}, t.created_at from topics t join categories c on c.id = t.category_id;`);
    this.addSql(`insert into person_search (user_id, document, created_at) select u.id, ${personDocument('u.first_name', 'u.last_name', 'u.username')}, u.created_at from users u where u.status = 'ACTIVE';`);
    this.addSql(`insert into search_words (word) select distinct l.lexeme from (select document from topic_search union all select document from person_search) d, unnest(d.document) l
  where char_length(l.lexeme) between 3 and 40 and l.lexeme ~ '^[[:alpha:]]+$' on conflict do nothing;`);
  }
}
