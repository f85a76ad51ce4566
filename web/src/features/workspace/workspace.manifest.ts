import { cursorPaged } from '../../lib/apollo-client';
import type { WebFeature } from '../../lib/web-feature';

/** The squad workspace, the active pools and the viewer's timeline. What it gives the app (lib/web-feature.ts). */
export const workspaceManifest: WebFeature = {
  name: 'workspace',
  titles: [
    [/^\/homepage\/useractivepool/, 'Your active pools'],
    [/^\/homepage\/active/, 'Active pool'],
    [/^\/homepage\/timeline/, 'Timeline'],
  ],
  pagedFields: {
    Query: {
      // one list per home search term (and the running-only home timeline)
      myActivePools: cursorPaged(['search', 'runningOnly']),
      userActivePools: cursorPaged(['userId']),
    },
  },
};
