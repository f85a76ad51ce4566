import { defineFeature } from '../../platform/feature.js';
import { Visit } from './visit.entity.js';
import { VisitsResolver } from './visits.resolver.js';

/** Profile visits. */
export const visitsFeature = defineFeature({
  name: 'visits',
  entities: [Visit],
  resolvers: [VisitsResolver],
});
