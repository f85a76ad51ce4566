import { cursorPaged } from '../../lib/apollo-client';
import type { WebFeature } from '../../lib/web-feature';

/** A squad's post search (decision 030). What it gives the app (lib/web-feature.ts). */
export const topicSearchManifest: WebFeature = {
  name: 'topic-search',
  pagedFields: {
    Query: {
      // a topic's search results per query
      topicSearch: cursorPaged(['topicId', 'query']),
    },
  },
};
