import { byIdLoader } from '../../platform/by-id-loader.js';
import { defineFeature } from '../../platform/feature.js';
import { Post } from '../posts/post.entity.js';
import { PostSearchDocument, PostSearchWord } from './post-search.entity.js';
import { TopicSearchResolver } from './topic-search.resolver.js';
import { topicSearchRows } from './topic-search.rows.js';

/** In-topic search: full-text over a squad's posts with a trigram fallback (active-topic.md, decision 030). */
export const topicSearchFeature = defineFeature({
  name: 'topicSearch',
  entities: [PostSearchDocument, PostSearchWord],
  resolvers: [TopicSearchResolver],
  loaders: (em) => ({ topicSearch: { postById: byIdLoader((ids) => em.find(Post, { id: { $in: ids } })) } }),
  rows: topicSearchRows,
});
