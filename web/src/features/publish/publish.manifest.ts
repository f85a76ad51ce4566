import type { WebFeature } from '../../lib/web-feature';

/** Publishing a pool. What it gives the app (lib/web-feature.ts). */
export const publishManifest: WebFeature = {
  name: 'publish',
  titles: [
    [/^\/homepage\/publish\/tm/, 'Publish: timeline'],
    [/^\/homepage\/publish\/pb/, 'Publish: confirm'],
    [/^\/homepage\/publish/, 'Publish In Pool'],
  ],
};
