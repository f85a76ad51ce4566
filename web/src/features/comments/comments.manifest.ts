import { cursorPaged } from '../../lib/apollo-client';
import type { WebFeature } from '../../lib/web-feature';

/** A topic's comments and replies. What it gives the app (lib/web-feature.ts). */
export const commentsManifest: WebFeature = {
  name: 'comments',
  // a topic's comments (newest first) and a comment's replies (oldest first), paged by cursor
  pagedFields: { Topic: { comments: cursorPaged(false) }, Comment: { replies: cursorPaged(false) } },
};
