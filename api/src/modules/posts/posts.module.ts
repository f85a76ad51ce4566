import { LIMITS } from '@poolmates/schema';
import { defineFeature } from '../../platform/feature.js';
import { Post } from './post.entity.js';
import { PostResolver } from './post.resolver.js';
import { postRows } from './posts.rows.js';
import { PostNotificationFields } from './post.notification.js';

/** The squad's topic feed: posts with images, replies to posts, live events (active-topic.md). */
export const postsFeature = defineFeature({
  name: 'posts',
  entities: [Post],
  resolvers: [PostResolver, PostNotificationFields],
  rows: postRows,
  /** Posts and replies in a squad's feed: each reaches the whole squad live and may carry 8 images. */
  writeLimits: { post: { perMinute: LIMITS.postsPerMinute, perHour: LIMITS.postsPerHour } },
});
