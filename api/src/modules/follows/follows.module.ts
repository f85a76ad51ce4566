import { LIMITS } from '@poolmates/schema';
import { defineFeature } from '../../platform/feature.js';
import { followRows } from './follows.rows.js';
import { Follow } from './follow.entity.js';
import { createFollowLoaders } from './follow.loaders.js';
import { FollowResolver } from './follow.resolver.js';

/** Following people, and other people's profiles. */
export const followsFeature = defineFeature({
  name: 'follows',
  entities: [Follow],
  resolvers: [FollowResolver],
  loaders: (em, viewerId) => ({ follows: createFollowLoaders(em, viewerId) }),
  rows: followRows,
  /** Follow and unfollow: each may notify the followed person. */
  writeLimits: { follow: { perMinute: LIMITS.followsPerMinute } },
});
