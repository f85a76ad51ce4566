import { cursorPaged } from '../../lib/apollo-client';
import type { WebFeature } from '../../lib/web-feature';

/** Smart tags (decision 030). What it gives the app (lib/web-feature.ts). */
export const smartTagsManifest: WebFeature = {
  name: 'smart-tags',
  pagedFields: {
    Query: {
      // my smart tags per topic
      mySmartTags: cursorPaged(['topicId']),
    },
  },
};
