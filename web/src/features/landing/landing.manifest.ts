import type { WebFeature } from '../../lib/web-feature';

/** The public pages: landing, how it works, about, contact, download, privacy, logo. What it gives the app (lib/web-feature.ts). */
export const landingManifest: WebFeature = {
  name: 'landing',
  titles: [
    [/^\/$/, 'Learn with friends'],
    [/^\/howitwork/, 'How it works'],
    [/^\/about/, 'About'],
    [/^\/contact/, 'Contact'],
    [/^\/download/, 'Download'],
    [/^\/privacy/, 'Privacy'],
    [/^\/logo/, ''],
  ],
};
