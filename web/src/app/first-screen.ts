import type { ApolloClient } from '@apollo/client';
import { MeQueryDocument } from '../lib/session.graphql';
import { MyActivePoolsQueryDocument, WorkspaceTopicQueryDocument } from '../features/workspace/first-screen.graphql';
import { AccountabilityTodayQueryDocument, TimelineCheckInsQueryDocument } from '../features/accountability/first-screen.graphql';
import { TopicFeedQueryDocument, TopicPostCountQueryDocument } from '../features/feed/first-screen.graphql';
import { markFirstScreenAsked } from '../lib/first-screen';
import { TimelineTabQueryDocument } from '../features/topics/first-screen.graphql';

/** LIMITS.feedPageSize (first-screen.test.ts holds them equal): LIMITS is not in the entry chunk. */
export const FEED_PAGE_SIZE = 12;

/** This page load came with a session cookie: the api sent index.html, not `<html data-visitor>` (decision 071). */
export const signedInLoad = () => typeof document !== 'undefined' && !document.documentElement.hasAttribute('data-visitor');

type Read = Parameters<ApolloClient['query']>[0];

/**
 * The reads a signed-in page at `pathname` shows on its first screen, each with the variables its
 * page asks them with (so the page finds them in flight or cached): home's squads; a workspace's
 * squad, accountability frame and post count, and its tab's own read (the Active tab's feed first page, the
 * Timeline's days and check-ins). None for other pages.
 */
export function firstScreenReads(pathname: string): Read[] {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/homepage') return [{ query: MyActivePoolsQueryDocument, variables: { search: null } }];
  const [, , active, topicId = '', tab = ''] = path.split('/');
  if (active !== 'active' || !/^\d+$/.test(topicId)) return [];
  const reads: Read[] = [
    { query: WorkspaceTopicQueryDocument, variables: { id: topicId } },
    { query: AccountabilityTodayQueryDocument, variables: { topicId } },
    // the header's post count, on every tab
    { query: TopicPostCountQueryDocument, variables: { topicId } },
  ];
  if (tab === '') reads.push({ query: TopicFeedQueryDocument, variables: { topicId, first: FEED_PAGE_SIZE } });
  if (tab === 'timeline') reads.push({ query: TimelineTabQueryDocument, variables: { topicId } }, { query: TimelineCheckInsQueryDocument, variables: { topicId } });
  return reads;
}

/**
 * A signed-in load of a page with known first-screen reads asks the session check (`Me`) and them
 * in ONE HTTP request (a JSON array, decision 083), at the first render: one request instead of
 * 2–5, one answer for the main thread to take in, and the squad's reads no longer wait for the
 * route's chunk. The page's own queries (cache-first, or the preloads of decisions 080/081) find
 * them in flight or in the cache. A cookie-less load (the visitor's shell) asks nothing here: it is
 * a visitor's, and `Me` goes alone as before. An expired cookie: `Me` answers null and the reads
 * UNAUTHENTICATED, which leads to the landing page as the guard would.
 */
export function preloadFirstScreen(pathname: string, client: ApolloClient): void {
  if (!signedInLoad()) return;
  const reads = firstScreenReads(pathname);
  if (reads.length === 0) return;
  const context = { firstScreen: true };
  markFirstScreenAsked();
  // network-only: on a page load the cache is empty, and reading it first (cache-first's diff of each
  // document against an empty store) was a third of this loop's main-thread time (issue 28 item 10)
  for (const read of [{ query: MeQueryDocument }, ...reads]) void client.query({ ...read, context, fetchPolicy: 'network-only' } as Read).catch(() => undefined);
}
