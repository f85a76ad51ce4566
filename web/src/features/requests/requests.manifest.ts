import { cursorPaged } from '../../lib/apollo-client';
import type { WebFeature } from '../../lib/web-feature';

/** Requests received and sent. What it gives the app (lib/web-feature.ts). */
export const requestsManifest: WebFeature = {
  name: 'requests',
  titles: [
    [/^\/homepage\/request\/sent/, 'Sent requests'],
    [/^\/homepage\/request/, 'Requests'],
  ],
  pagedFields: {
    Query: {
      requestsReceived: cursorPaged(false),
      requestsSent: cursorPaged(false),
    },
  },
};
