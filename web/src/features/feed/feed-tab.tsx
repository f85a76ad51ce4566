import { useApolloClient, useQuery } from '@apollo/client/react';
import { firstScreenFetchPolicy } from '../../lib/first-screen';
import { LIMITS } from '@poolmates/schema';
import { useRef, useState } from 'react';
import type { PostFieldsFragment } from '../../gql/graphql';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { useLoadMore } from '../../lib/use-load-more';
import { useLogStream } from '../../lib/use-log-stream';
import { Button } from '../../ui/button';
import { ListFooter } from '../../ui/list-footer';
import { addPost, dropPost } from './feed-cache';
import { TopicFeedQueryDocument, TopicPostEventsSubscriptionDocument } from './feed.graphql';
import { PostCard, type SmartTagAction } from './post-card';
import { PostComposer } from './post-composer';
import { useMarkFeedRead } from './use-mark-feed-read';
import './feed.css';
import { ListSkeleton } from '../../ui/list-skeleton';

/**
 * The feed's live events (active-topic.md §7 `user-newpost`, `del-userpost`): new and deleted
 * posts, merged by id (the viewer's own arrives from the mutation too). The subscription starts at
 * the first page's `lastEventId`; when the socket drops and reconnects it subscribes again from
 * there, so what was missed comes first (merged by id, so nothing shows twice); RESET (too much was
 * missed) reloads the first page.
 */
export function useFeedEvents(topicId: string, after: string | null | undefined, onReset: () => void) {
  const client = useApolloClient();
  // one implementation of "catch up after the last id, then live" (lib/use-log-stream): resumed
  // from the newest event seen — also when the socket's own retries gave up (a long drop) — and
  // merged by id, a replay skipped
  useLogStream({
    document: TopicPostEventsSubscriptionDocument,
    field: 'topicPostEvents',
    variables: { topicId },
    startAfter: after,
    onReset: () => onReset(),
    onEvent: (e) => {
      if (e.kind === 'CREATED') addPost(client.cache, topicId, e.post);
      else if (e.kind === 'DELETED') dropPost(client.cache, topicId, e.postId);
    },
  });
}

/**
 * Posts rendered with the tab; the rest of the page mounts after the first paint and an idle moment
 * (decision 088): the feed sits under the check-in card, so at most these are on a phone's first
 * screen, and the other posts' cards (a menu, a time, an avatar each) no longer delay its paint.
 * Posts are only added below (nothing above moves: CLS stays 0); the list's footer waits with them.
 */
export const FIRST_PAINT_POSTS = 3;

export interface FeedTabProps {
  topicId: string;
  viewerIsOwner: boolean;
  /** The smart-tag feature's Add/Remove action in each post's menu (wired by the app). */
  smartTagAction?: SmartTagAction;
}

/**
 * The Active tab (active-topic.md §2, §4): the composer, then the feed newest first, 12 a page
 * with infinite scroll; new and deleted posts arrive live; while it is on a visible tab it moves the
 * viewer's read marker (the dashboard's unread activity).
 */
export function FeedTab({ topicId, viewerIsOwner, smartTagAction }: FeedTabProps) {
  // just asked with the session check (decision 083): not a second time
  const [fetchPolicy] = useState(firstScreenFetchPolicy);
  const query = useQuery(TopicFeedQueryDocument, { variables: { topicId, first: LIMITS.feedPageSize }, fetchPolicy });
  const conn = query.data?.topicFeed;
  const more = useLoadMore(conn?.pageInfo, query.fetchMore);
  const [replyTo, setReplyTo] = useState<PostFieldsFragment | null>(null);
  const composer = useRef<HTMLDivElement>(null);
  useFeedEvents(topicId, conn?.lastEventId, () => void query.refetch().catch(() => undefined));
  // viewing the feed reads it: the marker follows the newest post shown (replies are listed too)
  const newestId = (conn?.edges ?? []).reduce<string | null>((max, e) => (max === null || Number(e.node.id) > Number(max) ? e.node.id : max), null);
  useMarkFeedRead(topicId, newestId);

  function reply(post: PostFieldsFragment) {
    setReplyTo(post);
    const el = composer.current;
    if (el && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }

  const painted = useAfterFirstPaint();
  const allPosts = (conn?.edges ?? []).map((e) => e.node);
  const posts = painted ? allPosts : allPosts.slice(0, FIRST_PAINT_POSTS);
  let list;
  if (!conn && query.loading) list = <ListSkeleton label="Loading posts…" />;
  else if (!conn)
    list = (
      <div className="feed__note">
        <span>Could not load the posts.</span>{' '}
        <Button variant="secondary" size="small" onClick={() => void query.refetch().catch(() => undefined)}>
          Try again
        </Button>
      </div>
    );
  else if (allPosts.length === 0)
    list = <p className="feed__empty">{viewerIsOwner ? 'No posts yet — start your squad off with the first one.' : 'No posts yet — be the first to share something with your squad.'}</p>;
  else
    list = (
      <>
        <ul className="feed__list" aria-label="Posts">
          {posts.map((p, i) => (
            <li key={p.id} ref={painted && i === posts.length - 1 ? more.lastRef : undefined}>
              <PostCard post={p} onReply={reply} smartTagAction={smartTagAction} />
            </li>
          ))}
        </ul>
        {painted && <ListFooter hasMore={more.hasMore} loadingMore={more.loadingMore} failed={more.failed} onMore={() => void more.loadMore()} what="posts" />}
      </>
    );

  return (
    <section className="feed" aria-label="Posts of the squad">
      <div ref={composer}>
        <PostComposer topicId={topicId} replyTo={replyTo} onCancelReply={() => setReplyTo(null)} />
      </div>
      {list}
    </section>
  );
}
