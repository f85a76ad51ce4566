import { defineFeature } from '../../platform/feature.js';
import { Post } from './post.entity.js';

/** The squad's topic feed: posts with images, replies to posts (active-topic.md). */
export const postsFeature = defineFeature({
  name: 'posts',
  entities: [Post],
});
