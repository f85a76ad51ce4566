import { type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { Post } from '../posts/post.entity.js';
import { Topic } from '../topics/topic.entity.js';

/**
 * What in-topic search reads (decision 030): one row per live post with its tsvector, written only
 * by the `posts_search_sync` trigger (migration 20261124020000), never by the app. A soft-deleted
 * post has no row, so search cannot show it.
 */
@Entity({ tableName: 'post_search' })
@Index({ name: 'post_search_topic_id_document_index', expression: 'create index "post_search_topic_id_document_index" on "post_search" using gin ("topic_id", "document")' })
export class PostSearchDocument {
  @ManyToOne(() => Post, { primary: true, deleteRule: 'cascade' })
  post!: Rel<Post>;

  /** No foreign key: the post's own cascades it away with its topic. */
  @Property({ type: 'integer' })
  topicId!: number;

  /** `to_tsvector('pm_search', posts.text)`: English stems of the unaccented words. */
  @Property({ columnType: 'tsvector', type: 'string', lazy: true })
  document!: string;
}

/**
 * A topic's vocabulary: every unaccented, lower-case word (3–40 characters) its posts used. A
 * query's typo or partial word is matched against it by trigrams, and the close words join the
 * full-text query. Only grows (written by the trigger).
 */
@Entity({ tableName: 'post_search_words' })
@Index({ name: 'post_search_words_topic_id_word_trgm_index', expression: 'create index "post_search_words_topic_id_word_trgm_index" on "post_search_words" using gin ("topic_id", "word" gin_trgm_ops)' })
export class PostSearchWord {
  @ManyToOne(() => Topic, { primary: true, deleteRule: 'cascade' })
  topic!: Rel<Topic>;

  @PrimaryKey({ type: 'string', length: 40 })
  word!: string;
}

// The trigger lives on `posts` (a table of the posts feature) but belongs to search: declared here
// on the Post entity's metadata so the migration diff (platform/orm.test.ts) knows it is wanted.
Trigger({
  name: 'posts_search_sync',
  timing: 'after',
  events: ['insert', 'update'],
  expression: 'create trigger "posts_search_sync" after insert or update of "text", "topic_id", "deleted_at" on "posts" for each row execute function pm_post_search_sync();',
})(Post);
