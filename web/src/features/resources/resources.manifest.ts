import { cursorPaged } from '../../lib/apollo-client';
import type { WebFeature } from '../../lib/web-feature';

/** A squad's links (Assets). What it gives the app (lib/web-feature.ts). */
export const resourcesManifest: WebFeature = {
  name: 'resources',
  pagedFields: {
    Query: {
      // one list per topic
      topicResources: cursorPaged(['topicId']),
    },
  },
};
