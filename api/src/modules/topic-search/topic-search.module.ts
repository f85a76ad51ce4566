import { byIdLoader } from '../../platform/by-id-loader.js';
import { defineFeature } from '../../platform/feature.js';
import { Post } from '../posts/post.entity.js';
import { PostSearchDocument, PostSearchWord } from './post-search.entity.js';
import { TopicAssetHitResolver, TopicSearchResolver } from './topic-search.resolver.js';
import { topicSearchRows } from './topic-search.rows.js';

/** In-topic search: full-text over a squad's posts with a trigram fallback (active-topic.md, decision 030); its resources and takeaways by phrase (decision 054). */
export const topicSearchFeature = defineFeature({
  name: 'topicSearch',
  entities: [PostSearchDocument, PostSearchWord],
  resolvers: [TopicSearchResolver, TopicAssetHitResolver],
  loaders: (em) => ({ topicSearch: { postById: byIdLoader((ids) => em.find(Post, { id: { $in: ids } })) } }),
  rows: topicSearchRows,
});
