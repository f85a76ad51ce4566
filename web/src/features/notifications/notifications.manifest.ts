import { cursorPaged } from '../../lib/apollo-client';
import type { WebFeature } from '../../lib/web-feature';

/** The bell and the notifications page. What it gives the app (lib/web-feature.ts). */
export const notificationsManifest: WebFeature = {
  name: 'notifications',
  titles: [
    [/^\/homepage\/notifications/, 'Notifications'],
  ],
  pagedFields: {
    Query: {
      // the bell's panel (5 a page) and the notifications page (20, all or unread) list apart
      notifications: cursorPaged(['first', 'unreadOnly']),
    },
  },
};
