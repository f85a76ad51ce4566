import { cursorPaged, olderPaged } from '../../lib/apollo-client';
import type { WebFeature } from '../../lib/web-feature';

/** One-to-one chat: the Messages menu and page. What it gives the app (lib/web-feature.ts). */
export const chatManifest: WebFeature = {
  name: 'chat',
  titles: [
    [/^\/homepage\/message/, 'Messages'],
  ],
  pagedFields: {
    Query: {
      // the conversation list and the Messages panel are paged `after`; a conversation's messages
      // (newest first) page `before` towards older ones
      conversations: cursorPaged(false),
      messageNotifications: cursorPaged(false),
      chatMessages: olderPaged(['conversationId']),
    },
  },
};
