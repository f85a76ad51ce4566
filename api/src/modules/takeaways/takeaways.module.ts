import { defineFeature } from '../../platform/feature.js';
import { Takeaway } from './takeaway.entity.js';
import { createTakeawayLoaders } from './takeaway.loaders.js';
import { TakeawayResolver, TimelineTakeawaysResolver } from './takeaway.resolver.js';
import { takeawayRows } from './takeaways.rows.js';

/** Takeaways: each squad member's note for a timeline day, shown to the squad under that day. */
export const takeawaysFeature = defineFeature({
  name: 'takeaways',
  entities: [Takeaway],
  resolvers: [TakeawayResolver, TimelineTakeawaysResolver],
  loaders: (em) => ({ takeaways: createTakeawayLoaders(em) }),
  rows: takeawayRows,
});
