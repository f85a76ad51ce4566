import { defineFeature } from '../../platform/feature.js';
import { FeedReadMarker } from './feed-read.entity.js';
import { createFeedReadLoaders } from './feed-read.loaders.js';
import { FeedReadResolver } from './feed-read.resolver.js';

/** Read markers on squads' feeds: `markFeedRead` and `Topic.unreadPostCount` (the dashboard's "N new"). */
export const feedReadsFeature = defineFeature({
  name: 'feedReads',
  entities: [FeedReadMarker],
  resolvers: [FeedReadResolver],
  loaders: (em, viewerId) => ({ feedReads: createFeedReadLoaders(em, viewerId) }),
});
