import { type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { Category } from '../topics/category.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';

/**
 * What global search reads (decision 038), written only by triggers (migration 20261125010000),
 * never by the app: one row per topic, one per ACTIVE person, each with its `pm_words` tsvector
 * and the row's creation time (recency breaks ties without reading the source table).
 */
@Entity({ tableName: 'topic_search' })
@Index({ name: 'topic_search_document_index', expression: 'create index "topic_search_document_index" on "topic_search" using gin ("document")' })
export class TopicSearchDocument {
  @ManyToOne(() => Topic, { primary: true, deleteRule: 'cascade' })
  topic!: Rel<Topic>;

  /** Title (A), category (B), description (C). */
  @Property({ columnType: 'tsvector', type: 'string', lazy: true })
  document!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}

@Entity({ tableName: 'person_search' })
@Index({ name: 'person_search_document_index', expression: 'create index "person_search_document_index" on "person_search" using gin ("document")' })
export class PersonSearchDocument {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: Rel<User>;

  /** First name, last name and username (A). */
  @Property({ columnType: 'tsvector', type: 'string', lazy: true })
  document!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}

/** The vocabulary a query's typos are matched against (trigram distance, GiST): every unaccented word of 3–40 letters or digits indexed. Only grows. */
@Entity({ tableName: 'search_words' })
@Index({ name: 'search_words_word_trgm_index', expression: 'create index "search_words_word_trgm_index" on "search_words" using gist ("word" gist_trgm_ops)' })
export class SearchWord {
  @PrimaryKey({ type: 'string', length: 40 })
  word!: string;
}

// The triggers live on the topics, users and categories tables (other features') but belong to
// search: declared here on their entities' metadata so the migration diff (orm.test.ts) wants them.
Trigger({
  name: 'topics_search_sync',
  timing: 'after',
  events: ['insert', 'update'],
  expression: 'create trigger "topics_search_sync" after insert or update of "title", "description", "category_id" on "topics" for each row execute function pm_topic_search_sync();',
})(Topic);
Trigger({
  name: 'users_search_sync',
  timing: 'after',
  events: ['insert', 'update'],
  expression: 'create trigger "users_search_sync" after insert or update of "first_name", "last_name", "username", "status" on "users" for each row execute function pm_person_search_sync();',
})(User);
Trigger({
  name: 'categories_search_sync',
  timing: 'after',
  events: ['update'],
  expression: 'create trigger "categories_search_sync" after update of "name" on "categories" for each row execute function pm_category_search_sync();',
})(Category);
