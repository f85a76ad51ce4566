import { defineFeature } from '../../platform/feature.js';
import { SmartTag } from './smart-tag.entity.js';
import { createSmartTagLoaders } from './smart-tag.loaders.js';
import { PostSmartTagResolver, SmartTagResolver } from './smart-tag.resolver.js';
import { smartTagRows } from './smart-tags.rows.js';

/** Smart tags: one private tag per post per person, the SmartTag tab's list (active-topic.md). */
export const smartTagsFeature = defineFeature({
  name: 'smartTags',
  entities: [SmartTag],
  resolvers: [SmartTagResolver, PostSmartTagResolver],
  loaders: (em, viewerId) => ({ smartTags: createSmartTagLoaders(em, viewerId) }),
  rows: smartTagRows,
});
