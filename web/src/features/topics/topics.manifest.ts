import { cursorPaged } from '../../lib/apollo-client';
import type { WebFeature } from '../../lib/web-feature';

/** Pools: the list, a pool's page, its request page, the pool-not-found page. What it gives the app (lib/web-feature.ts). */
export const topicsManifest: WebFeature = {
  name: 'topics',
  titles: [
    [/^\/(homepage\/)?pool\/(pooldetails|notifydetails)\//, 'Pool'],
    [/^\/(homepage\/)?pool\/distimeline/, 'Timeline'],
    [/^\/homepage\/pool\/request\//, 'Send Pool Request'],
    [/^\/(homepage\/)?(pool\/)?nomatch/, 'Pool not found'],
    [/^\/(homepage\/)?pool/, 'Pools'],
  ],
  pagedFields: {
    Query: {
      // one list per category filter; later pages (`after`) are appended to it
      topics: cursorPaged(['categoryIds']),
      myTopics: cursorPaged(['includeJoined']),
    },
  },
};
