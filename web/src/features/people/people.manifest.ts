import { cursorPaged } from '../../lib/apollo-client';
import type { WebFeature } from '../../lib/web-feature';

/** People: a person's page, friends, followers and following. What it gives the app (lib/web-feature.ts). */
export const peopleManifest: WebFeature = {
  name: 'people',
  titles: [
    [/^\/(homepage\/)?account\//, 'Profile'],
    [/^\/homepage\/friend/, 'Friends'],
  ],
  pagedFields: {
    Query: {
      // one list per person (people's follower / following tabs)
      followers: cursorPaged(['userId']),
      following: cursorPaged(['userId']),
    },
  },
};
