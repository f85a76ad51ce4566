import { cursorPaged } from '../../lib/apollo-client';
import type { WebFeature } from '../../lib/web-feature';

/** Global search: the overlay and the results pages (decision 038). What it gives the app (lib/web-feature.ts). */
export const searchManifest: WebFeature = {
  name: 'search',
  titles: [
    [/^\/searchrst/, 'Search results'],
    [/^\/homepage\/searchresult/, 'Search'],
  ],
  pagedFields: {
    Query: {
      // one list per query and page size (the overlay's few apart from the results pages)
      searchTopics: cursorPaged(['query', 'first']),
      searchPeople: cursorPaged(['query', 'topicId', 'first']),
    },
  },
};
