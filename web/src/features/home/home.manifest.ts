import type { WebFeature } from '../../lib/web-feature';

/** The signed-in frame and its home page. What it gives the app (lib/web-feature.ts). */
export const homeManifest: WebFeature = {
  name: 'home',
  titles: [
    [/^\/homepage\/?$/, 'Home'],
  ],
};
