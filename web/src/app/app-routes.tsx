import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { rememberEntryPath } from '../lib/redirect-path';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';
import { NotFound } from '../ui/not-found';
import { PageSkeleton } from '../ui/page-skeleton';
import { preloadFirstScreen } from './first-screen';
import { PublicTopicGuard, RequireDeactivated, RequireSignedIn, RequireVisitor, useViewer } from './guards';
import { lazyPage } from './lazy-page';
import { PageLoadBoundary } from './page-load-boundary';
import { RouteTitle } from './route-title';
import { SessionExpiryListener } from './session-expiry';
import { paths } from '../lib/paths';

// Every feature is imported lazily (decision 035): one chunk per route, loaded when it first renders.
// A route element goes through `page()` (the shared skeleton while its chunk loads); a slot (a
// component handed to a page) through `slot()`. Never import a feature statically here.
const DeactivatedPage = lazyPage(() => import('../features/auth/deactivated-page'), 'DeactivatedPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage');
const RegisterPage = lazyPage(() => import('../features/auth/register-page'), 'RegisterPage');
const SignInPage = lazyPage(() => import('../features/auth/sign-in-page'), 'SignInPage');
const LazyComments = lazyPage(() => import('../features/comments/comments-section'), 'CommentsSection');
const HomeIndexPage = lazyPage(() => import('../features/workspace/home-dashboard'), 'HomeDashboard');
const HomeShell = lazyPage(() => import('../features/home/home-shell'), 'HomeShell');
const AboutPage = lazyPage(() => import('../features/landing/info-pages'), 'AboutPage');
const ContactPage = lazyPage(() => import('../features/landing/info-pages'), 'ContactPage');
const DownloadPage = lazyPage(() => import('../features/landing/info-pages'), 'DownloadPage');
const HowItWorksPage = lazyPage(() => import('../features/landing/info-pages'), 'HowItWorksPage');
const LogoPage = lazyPage(() => import('../features/landing/info-pages'), 'LogoPage');
const PrivacyPage = lazyPage(() => import('../features/landing/info-pages'), 'PrivacyPage');
const LandingPage = lazyPage(() => import('../features/landing/landing-page'), 'LandingPage');
const PublicLayout = lazyPage(() => import('../features/landing/public-layout'), 'PublicLayout');
const LazyMessagesMenu = lazyPage(() => import('../features/chat/messages-menu'), 'MessagesMenu');
const MessagePage = lazyPage(() => import('../features/chat/message-page'), 'MessagePage');
const LazyIncomingCallPopup = lazyPage(() => import('../features/calls/incoming-call-popup'), 'IncomingCallPopup');
const LazyNotificationBell = lazyPage(() => import('../features/notifications/notification-bell'), 'NotificationBell');
const NotificationsPage = lazyPage(() => import('../features/notifications/notifications-page'), 'NotificationsPage');
const LazyOnboardingDialogs = lazyPage(() => import('../features/onboarding/onboarding-dialogs'), 'OnboardingDialogs');
const PersonRoutes = lazyPage(() => import('../features/people/person-page'), 'PersonRoutes');
const FriendsPage = lazyPage(() => import('../features/people/friends-page'), 'FriendsPage');
const MemberTopicRoutes = lazyPage(() => import('../features/topics/topic-routes'), 'MemberTopicRoutes');
const VisitorTopicRoutes = lazyPage(() => import('../features/topics/topic-routes'), 'VisitorTopicRoutes');
const TopicNotFound = lazyPage(() => import('../features/topics/topic-not-found'), 'TopicNotFound');
const LazyYourTopicsTab = lazyPage(() => import('../features/topics/your-topics-tab'), 'YourTopicsTab');
const ProfilePage = lazyPage(() => import('../features/profile/profile-page'), 'ProfilePage');
const PublishFlow = lazyPage(() => import('../features/publish/publish-flow'), 'PublishFlow');
const RequestsPage = lazyPage(() => import('../features/requests/requests-page'), 'RequestsPage');
const SettingsPage = lazyPage(() => import('../features/settings/settings-page'), 'SettingsPage');
const MyTimelinePage = lazyPage(() => import('../features/workspace/my-timeline-page'), 'MyTimelinePage');
const UserActivePoolsPage = lazyPage(() => import('../features/workspace/user-active-pools-page'), 'UserActivePoolsPage');
const LazyProfileStreaks = lazyPage(() => import('../features/accountability/profile-streaks'), 'ProfileStreaks');
// The squad workspace (its tabs and the slots other features fill) is wired in workspace-route.tsx,
// a chunk of its own: the first visit of `/` or `/homepage` downloads none of that wiring.
const WorkspaceRoute = lazyPage(() => import('./workspace-route'), 'WorkspaceRoute');
type WorkspaceRouteModule = typeof import('./workspace-route');
type HomeDashboardModule = typeof import('../features/workspace/home-dashboard');
const LazySearchOverlay = lazyPage(() => import('../features/search/search-overlay'), 'SearchOverlay');
const SearchResultsPage = lazyPage(() => import('../features/search/search-results-page'), 'SearchResultsPage');

/** A route's element: its page behind the shared skeleton while the page's chunk loads. */
const page = (node: ReactNode) => <Suspense fallback={<PageSkeleton />}>{node}</Suspense>;
/** A slot inside a page (a bell, a tab, a section): nothing in its place until it has loaded. */
const slot = (node: ReactNode, fallback: ReactNode = null) => <Suspense fallback={fallback}>{node}</Suspense>;

function CommentsSection(props: ComponentProps<typeof LazyComments>) {
  return slot(<LazyComments {...props} />, <PageSkeleton label="Loading comments…" cards={1} />);
}
// the signed-in header's controls: HomeShell keeps their place (and shows a plain search link)
// while their code loads
const NotificationBell = () => <LazyNotificationBell />;
/** The header's search overlay (features/search), for the signed-in shell and the public pages. */
const SearchOverlay = ({ signedIn }: { signedIn: boolean }) => slot(<LazySearchOverlay signedIn={signedIn} />);
/** The header's Messages control, which also holds the signed-in app's one live chat stream. */
const MessagesMenu = () => <LazyMessagesMenu />;
/** The first-run dialogs' code is downloaded only while onboarding is unfinished. */
function OnboardingDialogs() {
  const { me } = useViewer();
  return me?.onboardingStep && me.onboardingStep !== 'DONE' ? slot(<LazyOnboardingDialogs />) : null;
}
/**
 * The incoming-call popup shows nothing until a ring: it reads its stream's head and the ringing
 * calls after the page has painted (a ring meanwhile is among them), not beside the first screen's
 * reads (decision 080).
 */
function IncomingCallPopup() {
  return useAfterFirstPaint() ? slot(<LazyIncomingCallPopup />) : null;
}
const YourTopicsTab = () => slot(<LazyYourTopicsTab />, <PageSkeleton cards={2} />);

/** A person's streaks on their profile (features/accountability), for signed-in viewers. */
const ProfileStreaks = (props: { userId: string }) => slot(<LazyProfileStreaks {...props} />);
/** Chunks to start downloading at once for the page the visit starts on, beside the session check. */
function preloadEntry(pathname: string, client: ApolloClient) {
  const path = pathname.toLowerCase();
  if (path === '/') void LandingPage.preload();
  else if (path.startsWith('/pool/') || path.startsWith('/homepage/pool/')) void LazyComments.preload();
  if (path !== '/homepage' && !path.startsWith('/homepage/')) return;
  // a signed-in load: the session check and the first screen's reads in one request (decision 083)
  preloadFirstScreen(pathname, client);
  // A signed-in page: the frame and its header controls now, not one round trip after another
  // once the session check, then the frame, then the page have rendered (issue 28: a phone's LCP).
  void Promise.all([HomeShell.preload(), LazyNotificationBell.preload(), LazyMessagesMenu.preload(), LazySearchOverlay.preload()]).catch(() => undefined);
  // home's squads are asked when the session check answers, beside the frame's render (decision 080)
  if (path === '/homepage' || path === '/homepage/') void HomeIndexPage.preload().then((m) => (m as HomeDashboardModule).preloadHome(client), () => undefined);
  else if (path.startsWith('/homepage/active/')) void WorkspaceRoute.preload().then((m) => (m as WorkspaceRouteModule).preloadWorkspace(pathname, client), () => undefined);
}

const visitor = (node: ReactNode) => <RequireVisitor>{page(node)}</RequireVisitor>;

/**
 * The route table of accounts.md §2. Matching ignores case, so odd-cased routes of the spec
 * (/Searchrst, /Deactivatedpage, /homepage/Active) also answer in lower case.
 */
export function AppRoutes() {
  const location = useLocation();
  // At start, a /pool/pooldetails/… entry is kept as the post-sign-in redirect.
  useState(() => rememberEntryPath(location.pathname));
  const client = useApolloClient();
  useState(() => preloadEntry(location.pathname, client));
  return (
    <>
      <SessionExpiryListener />
      <RouteTitle />
      {/* the safety net: a lazy element that forgot `page()` still shows the skeleton */}
      <PageLoadBoundary path={location.pathname}>
        <Suspense fallback={<PageSkeleton />}>
          <Routes>
            <Route path="/" element={visitor(<LandingPage />)} />
            <Route path="/signin" element={visitor(<SignInPage />)} />
            <Route path="/register" element={visitor(<RegisterPage />)} />
            <Route path="/forgetpassword" element={visitor(<ForgotPasswordPage />)} />
            <Route
              path="/pool/*"
              element={
                <PublicTopicGuard>
                  {page(
                    <PublicLayout search={<SearchOverlay signedIn={false} />}>
                      <div className="public__page">
                        <VisitorTopicRoutes comments={CommentsSection} />
                      </div>
                    </PublicLayout>,
                  )}
                </PublicTopicGuard>
              }
            />
            <Route path="/howitwork" element={visitor(<HowItWorksPage />)} />
            <Route
              path="/account/:id/*"
              element={
                <PublicTopicGuard>
                  {page(
                    <PublicLayout search={<SearchOverlay signedIn={false} />}>
                      <div className="public__page">
                        <PersonRoutes signedIn={false} />
                      </div>
                    </PublicLayout>,
                  )}
                </PublicTopicGuard>
              }
            />
            <Route
              path="/deactivatedpage"
              element={
                <RequireDeactivated>{page(<DeactivatedPage />)}</RequireDeactivated>
              }
            />
            <Route
              path="/searchrst/*"
              element={page(
                <PublicLayout search={<SearchOverlay signedIn={false} />}>
                  <div className="public__page">
                    <SearchResultsPage signedIn={false} />
                  </div>
                </PublicLayout>,
              )}
            />
            <Route path="/logo" element={page(<LogoPage />)} />
            <Route path="/about" element={page(<AboutPage />)} />
            <Route path="/contact" element={page(<ContactPage />)} />
            <Route path="/aboutpoolmates" element={page(<AboutPage />)} />
            <Route path="/contactpoolmates" element={page(<ContactPage />)} />
            <Route path="/download" element={page(<DownloadPage />)} />
            <Route path="/privacy" element={page(<PrivacyPage />)} />
            <Route
              path="/homepage"
              element={
                <RequireSignedIn>
                  {page(<HomeShell notifications={<NotificationBell />} messages={<MessagesMenu />} search={<LazySearchOverlay signedIn />} />)}
                  {/* The incoming-call popup, app-wide for the signed-in pages (features/calls). */}
                  <IncomingCallPopup />
                </RequireSignedIn>
              }
            >
              {/* First-run dialogs open over the home page; deep links open without them (they resume at home). */}
              <Route
                index
                element={page(
                  <>
                    <HomeIndexPage />
                    <OnboardingDialogs />
                  </>,
                )}
              />
              <Route path="profile/*" element={page(<ProfilePage yourPools={<YourTopicsTab />} />)} />
              <Route path="publish/*" element={page(<PublishFlow />)} />
              <Route path="pool/*" element={page(<MemberTopicRoutes comments={CommentsSection} />)} />
              <Route path="nomatch" element={page(<TopicNotFound />)} />
              <Route path="setting/*" element={page(<SettingsPage />)} />
              <Route path="message" element={page(<MessagePage />)} />
              {/* the spec's Topic Request dialog links to request/pooldetails/{id}: a bookmark of it shows the pool */}
              <Route path="request/pooldetails/:topicId" element={<RequestPoolRedirect />} />
              <Route path="request/*" element={page(<RequestsPage />)} />
              <Route path="notifications" element={page(<NotificationsPage />)} />
              <Route path="account/:id/*" element={page(<PersonRoutes signedIn streaks={ProfileStreaks} />)} />
              <Route path="searchresult/*" element={page(<SearchResultsPage signedIn />)} />
              <Route path="friend/*" element={page(<FriendsPage />)} />
              {/* /homepage/active without a topic: the active pool list is home */}
              <Route path="active" element={<Navigate to="/homepage" replace />} />
              <Route path="active/:topicId/*" element={page(<WorkspaceRoute />)} />
              <Route path="useractivepool" element={page(<UserActivePoolsPage />)} />
              <Route path="useractivepool/:userid" element={page(<UserActivePoolsPage />)} />
              <Route path="timeline" element={page(<MyTimelinePage />)} />
              <Route path="*" element={<NotFound homeTo="/homepage" embedded />} />
            </Route>
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </PageLoadBoundary>
    </>
  );
}

/** `/homepage/request/pooldetails/{id}` (pools-and-squads.md: the Topic Request dialog's link) → the pool's page. */
function RequestPoolRedirect() {
  const { topicId = '' } = useParams();
  return <Navigate to={paths.poolDetails(topicId)} replace />;
}
