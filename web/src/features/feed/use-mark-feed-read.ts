import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTabVisible } from '../../lib/use-tab-active';
import { MarkFeedReadMutationDocument } from './feed.graphql';

/** How long the newest post must be on a visible feed before it counts as seen. */
export const MARK_READ_DELAY_MS = 800;

/**
 * Moves the viewer's read marker (DESIGN.md rule 11) to `newestId`, the newest post the open feed
 * shows — only while the browser tab is visible, after a short dwell, and only forward: a live post
 * that arrives while the tab is hidden stays unread until the person comes back to it. The server
 * clamps and never moves the marker back; a failure is silent (the next newest post tries again).
 */
export function useMarkFeedRead(topicId: string, newestId: string | null) {
  const [mark] = useMutation(MarkFeedReadMutationDocument);
  const visible = useTabVisible();
  const marked = useRef(0);

  useEffect(() => {
    const upTo = Number(newestId ?? 0);
    if (!visible || !(upTo > marked.current)) return;
    const timer = setTimeout(() => {
      const before = marked.current;
      marked.current = upTo;
      mark({ variables: { topicId, upToPostId: String(upTo) } }).catch(() => {
        if (marked.current === upTo) marked.current = before;
      });
    }, MARK_READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [visible, newestId, topicId, mark]);
}
