import type { WebFeature } from '../../lib/web-feature';

/** The viewer's profile: details, picture, their pools. What it gives the app (lib/web-feature.ts). */
export const profileManifest: WebFeature = {
  name: 'profile',
  titles: [
    [/^\/homepage\/profile\/profilepicture/, 'Profile picture'],
    [/^\/homepage\/profile\/yourpool/, 'Your pools'],
    [/^\/homepage\/profile/, 'Profile & settings'],
  ],
};
