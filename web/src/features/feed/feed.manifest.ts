import { cursorPaged, keepFirstPageField } from '../../lib/apollo-client';
import type { WebFeature } from '../../lib/web-feature';

/** A squad's feed. What it gives the app (lib/web-feature.ts). */
export const feedManifest: WebFeature = {
  name: 'feed',
  pagedFields: {
    Query: {
      // one feed per topic; a later page keeps the first page's lastEventId (where live events start)
      topicFeed: keepFirstPageField(cursorPaged(['topicId']), 'lastEventId'),
    },
  },
};
