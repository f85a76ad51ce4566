import type { ApolloClient } from '@apollo/client';
import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { WorkspacePage } from '../features/workspace/workspace-page';
import { WorkspaceTopicQueryDocument } from '../features/workspace/workspace.graphql';
import { AccountabilityTodayQueryDocument, TimelineCheckInsQueryDocument } from '../features/accountability/accountability.graphql';
import { TimelineTabQueryDocument } from '../features/topics/timeline-tab.graphql';
import { TopicFeedQueryDocument } from '../features/feed/feed.graphql';
import { LIMITS } from '@poolmates/schema';
import { MeQueryDocument } from '../lib/session.graphql';
import { PageSkeleton } from '../ui/page-skeleton';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';
import { lazyPage } from './lazy-page';
import { composeWorkspaceTabs, type WorkspaceTab } from '../lib/web-feature';
import { webFeatures } from './web-features';
import { signedInLoad } from './first-screen';

// The squad workspace's route element with the parts other features give it. Split from
// app-routes.tsx (its own chunk, loaded with the workspace): features are still imported only
// lazily, one chunk each (decision 035); the workspace page itself is in this chunk (no second
// round trip before the page shows).
const LazyDiscussionCall = lazyPage(() => import('../features/calls/discussion-call'), 'DiscussionCall');
const LazySquadTab = lazyPage(() => import('../features/topics/squad-tab'), 'SquadTab');
const LazyTimelineTab = lazyPage(() => import('../features/topics/timeline-tab'), 'TimelineTab');
const LazyResourcesTab = lazyPage(() => import('../features/resources/resources-tab'), 'ResourcesTab');
const LazyFeedTab = lazyPage(() => import('../features/feed/feed-tab'), 'FeedTab');
const LazyPostPreviewPage = lazyPage(() => import('../features/feed/post-preview-page'), 'PostPreviewPage');
const LazyPostCount = lazyPage(() => import('../features/feed/post-count'), 'PostCount');
const LazySmartTagTab = lazyPage(() => import('../features/smart-tags/smart-tag-tab'), 'SmartTagTab');
const LazySmartTagAction = lazyPage(() => import('../features/smart-tags/smart-tag-action'), 'SmartTagAction');
const LazyTopicSearchBox = lazyPage(() => import('../features/topic-search/topic-search-box'), 'TopicSearchBox');
const LazyPostSearchPage = lazyPage(() => import('../features/topic-search/post-search-page'), 'PostSearchPage');
const LazyTopicTools = lazyPage(() => import('../features/accountability/topic-tools'), 'TopicTools');
const LazyCheckInCard = lazyPage(() => import('../features/accountability/check-in-card'), 'CheckInCard');
const LazyCatchUpCard = lazyPage(() => import('../features/accountability/catch-up-card'), 'CatchUpCard');
const LazyCheckedInMarker = lazyPage(() => import('../features/accountability/checked-in-marker'), 'CheckedInMarker');
const LazyFocusTimer = lazyPage(() => import('../features/accountability/focus-timer'), 'FocusTimer');
const LazyCallBar = lazyPage(() => import('../features/calls/call-bar'), 'CallBar');
const LazyFocusBar = lazyPage(() => import('../features/accountability/focus-bar'), 'FocusBar');
const LazyDayCheckIns = lazyPage(() => import('../features/accountability/day-check-ins'), 'DayCheckIns');
const LazyTimelineCheckInsScope = lazyPage(() => import('../features/accountability/day-check-ins'), 'TimelineCheckInsScope');

/** A slot inside a page (a tab, a section): its fallback until its chunk has loaded. */
const slot = (node: ReactNode, fallback: ReactNode = null) => <Suspense fallback={fallback}>{node}</Suspense>;

/**
 * A part the first screen does not need (it renders nothing in the common case: no running call or
 * focus block, nothing new since the last visit): it mounts, and asks, after the first paint and an
 * idle moment (decision 074: the first screen's queries first, the rest later).
 */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}

type WorkspaceSlots = ComponentProps<typeof WorkspacePage>['slots'];
type TabProps = { topicId: string; viewerIsOwner: boolean };
const tabFallback = <PageSkeleton cards={2} />;
const SquadTab = (props: ComponentProps<typeof LazySquadTab>) => slot(<LazySquadTab {...props} />, tabFallback);

/** A post menu's Add/Remove Smart Tag item (features/smart-tags) inside the feed's menu (features/feed). */
const smartTagAction = (topicId: string) => (post: { id: string }) => slot(<LazySmartTagAction postId={post.id} topicId={topicId} />);

/** The Timeline's check-ins under each day (features/accountability). */
const DayCheckIns = (props: { topicId: string; day: number }) => slot(<LazyDayCheckIns {...props} />, <div style={{ minHeight: 64 }} aria-hidden="true" />);

/** Around the Timeline's days: their check-ins read once for the whole tab (decision 074); the days wait for its chunk (preloaded with the tab's). */
const TimelineCheckInsScope = (props: { topicId: string; children: ReactNode }) => slot(<LazyTimelineCheckInsScope {...props} />, tabFallback);

/**
 * The squad workspace's parts from the other features (features/workspace/workspace-page.tsx,
 * docs/decisions/032): the one place they are wired, each loaded with its tab.
 */
const workspaceSlots: WorkspaceSlots = {
  feed: (props: TabProps) => slot(<LazyFeedTab {...props} smartTagAction={smartTagAction(props.topicId)} />, tabFallback),
  postPreview: (props: TabProps & { postId: string }) => slot(<LazyPostPreviewPage {...props} smartTagAction={smartTagAction(props.topicId)} />, tabFallback),
  postCount: (props: { topicId: string }) => slot(<LazyPostCount {...props} />),
  smartTags: (props: TabProps) => slot(<LazySmartTagTab {...props} />, tabFallback),
  search: (props: { topicId: string }) => slot(<LazyTopicSearchBox {...props} />),
  postSearch: (props: { topicId: string }) => slot(<LazyPostSearchPage {...props} />, tabFallback),
  timeline: (props: TabProps) => slot(<LazyTimelineTab {...props} dayCheckIns={DayCheckIns} checkInsScope={TimelineCheckInsScope} />, tabFallback),
  resources: (props: TabProps) => slot(<LazyResourcesTab {...props} />, tabFallback),
  topicTools: (props: { topicId: string }) => slot(<LazyTopicTools {...props} />),
  checkInCard: (props: { topicId: string }) => slot(<LazyCheckInCard {...props} />, <div className="workspace__slot-checkin" aria-hidden="true" />),
  catchUp: (props: { topicId: string }) => <AfterFirstPaint>{slot(<LazyCatchUpCard {...props} />)}</AfterFirstPaint>,
  checkedIn: (props: { topicId: string; userId: string }) => slot(<LazyCheckedInMarker {...props} />),
  focusTimer: (props: { topicId: string }) => slot(<LazyFocusTimer {...props} />),
  // in the room, the squad's focus timer sits in the side panel (issue 16: a focus session in a call)
  call: (props: { topicId: string; topicTitle: string; onRoom?: (inRoom: boolean) => void }) =>
    slot(<LazyDiscussionCall {...props} extras={slot(<LazyFocusTimer topicId={props.topicId} />)} />, tabFallback),
  // a running call and a running focus block, above every tab (issue 28)
  statusBars: (props: { topicId: string }) => (
    <AfterFirstPaint>
      {slot(<LazyCallBar {...props} />)}
      {slot(<LazyFocusBar {...props} />)}
    </AfterFirstPaint>
  ),
};

/** The tabs other features add (their manifests' `workspaceTabs`), each behind the tab skeleton while it loads. */
const featureTabs = composeWorkspaceTabs(webFeatures);
const extraTabs: WorkspaceTab[] = featureTabs.map(({ tab: Tab, ...t }) => ({ ...t, tab: (props) => slot(<Tab {...props} />, tabFallback) }));


/**
 * The chunks a workspace opened at `pathname` (/homepage/active/{id}/{tab}) renders at once: its
 * header's parts and its tab's, downloaded beside the session check and the squad's query instead
 * of after them (app-routes.tsx preloads the entry page; issue 28).
 */
export function preloadWorkspace(pathname: string, client?: ApolloClient) {
  const [, , , topicId = '', tab0] = pathname.split('/');
  const tab = tab0?.toLowerCase() ?? '';
  // the squad's own read as soon as the session check says who is asking, not after the signed-in
  // frame and this page have rendered (the page's query then finds it in flight or in the cache;
  // decision 071). Signed out: nothing is asked (the guard sends the visitor away).
  if (client && /^\d+$/.test(topicId)) {
    const readSquad = () => {
      // the Timeline's check-ins (its scope's one query, cache-first) beside the squad's read
      // and the accountability frame the header and the first screen read (cache-first everywhere)
      void client.query({ query: AccountabilityTodayQueryDocument, variables: { topicId } }).catch(() => undefined);
      // on the Timeline, its days (the tab's one query, whose answer is the LCP) and their check-ins
      if (tab === 'timeline') {
        void client.query({ query: TimelineTabQueryDocument, variables: { topicId } }).catch(() => undefined);
        void client.query({ query: TimelineCheckInsQueryDocument, variables: { topicId } }).catch(() => undefined);
      }
      // on the Active tab, the feed's first page (the feed is on its first screen, under the check-in card)
      if (tab === '') void client.query({ query: TopicFeedQueryDocument, variables: { topicId, first: LIMITS.feedPageSize } }).catch(() => undefined);
      return client.query({ query: WorkspaceTopicQueryDocument, variables: { id: topicId } });
    };
    // The api sent index.html, not the visitor's shell: the request carried a session cookie
    // (decision 071), so the squad's reads go out now, beside the session check, not after its
    // answer and the signed-in frame's render (decision 081; a cookie that has expired answers
    // UNAUTHENTICATED, which leads to the landing page as the guard would).
    if (signedInLoad()) void readSquad().catch(() => undefined);
    else
      void client
        .query({ query: MeQueryDocument, fetchPolicy: 'cache-first' })
        .then(({ data }) => (data?.me ? readSquad() : null))
        .catch(() => undefined);
  }
  // (the catch-up card and the status bars load with their mount, after the first paint)
  const header = [LazyPostCount, LazyTopicTools, LazyTopicSearchBox, LazyCheckedInMarker];
  const tabs: Record<string, { preload: () => Promise<unknown> }[]> = {
    '': [LazyCheckInCard, LazyFeedTab],
    timeline: [LazyTimelineTab, LazyDayCheckIns, LazyTimelineCheckInsScope],
    team: [LazySquadTab],
    resources: [LazyResourcesTab],
    smarttag: [LazySmartTagTab],
  };
  for (const t of featureTabs) if (t.tab.preload) tabs[t.path.toLowerCase()] = [{ preload: t.tab.preload }];
  // each chunk's preload in a task of its own: starting one appends a <link> per file it needs
  // (~30 small files in all), which in one task was a long one (100+ ms at 4x CPU; decision 081);
  // the tab's first (its check-in card holds the LCP)
  for (const chunk of [...(tabs[tab] ?? []), ...header]) setTimeout(() => void chunk.preload().catch(() => undefined), 0);
}

/** `/homepage/active/{topicId}/*`: the workspace with every slot wired. */
export function WorkspaceRoute() {
  return <WorkspacePage slots={workspaceSlots} squad={SquadTab} tabs={extraTabs} />;
}
