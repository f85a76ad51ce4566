import { defineFeature } from '../../platform/feature.js';
import { Resource } from './resource.entity.js';
import { ResourceResolver } from './resource.resolver.js';
import { resourceRows } from './resources.rows.js';

/** The squad's links (the Assets tab of the active topic). */
export const resourcesFeature = defineFeature({
  name: 'resources',
  entities: [Resource],
  resolvers: [ResourceResolver],
  rows: resourceRows,
});
