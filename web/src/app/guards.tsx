import { useQuery } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasDeactivatedFlag } from '../lib/deactivated-flag';
import { postSignInTarget, underHomepage } from '../lib/redirect-path';
import { MeQueryDocument } from '../lib/session.graphql';
import { Button } from '../ui/button';
import { LoadingScreen } from '../ui/spinner';
import { StatePanel } from '../ui/state-panel';

/** The session as the guards see it: `me` (null when signed out), loading, and a failed load. */
export function useViewer() {
  const { data, loading, error, refetch } = useQuery(MeQueryDocument, { fetchPolicy: 'cache-first' });
  return { me: data?.me ?? null, loading: loading && !data, error: data ? undefined : error, refetch };
}

const isDeactivated = (status: string | null | undefined) => status === 'DEACTIVATED';

/**
 * The api sent the visitor's shell (`<html data-visitor>`, web/build/visitor-shell.ts): this page
 * load carried no session cookie, so until the session check answers it is a visitor's.
 */
const startedAsVisitor = () => typeof document !== 'undefined' && document.documentElement.hasAttribute('data-visitor');

/**
 * Visitor-only pages (/, /signin, /register, …): signed-in users go into the app. A page load without
 * a session cookie shows them at once, not after the session check (decision 071).
 */
export function RequireVisitor({ children }: { children: ReactNode }) {
  const { me, loading } = useViewer();
  const location = useLocation();
  if (loading) return startedAsVisitor() ? children : <LoadingScreen />;
  // A failed session check falls back to the visitor view; public pages still work.
  if (me) return <Navigate to={postSignInTarget(me.status, location.state)} replace />;
  return children;
}

/**
 * The public pool and profile pages (/pool/*, /account/*): visitors stay; a signed-in user gets the
 * same page inside the app (/pool/pooldetails/5 → /homepage/pool/pooldetails/5, /account/7 →
 * /homepage/account/7).
 */
export function PublicTopicGuard({ children }: { children: ReactNode }) {
  const { me, loading } = useViewer();
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  if (me) {
    const to = isDeactivated(me.status) ? '/deactivatedpage' : underHomepage(`${location.pathname}${location.search}`);
    return <Navigate to={to} replace />;
  }
  return children;
}

/**
 * The session could not be checked (no connection, or the server is down): the URL stays, Try again,
 * and a retry by itself when the browser comes back online (an offline reload from the service
 * worker's shell lands here, decision 041).
 */
function SessionUnreachable({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <main className="pm-screen">
      <StatePanel title="Can't reach Poolmates" headingLevel={1} actions={<Button onClick={onRetry}>Try again</Button>}>
        We could not check your session. Check your connection and try again.
      </StatePanel>
    </main>
  );
}

/** /homepage/*: visitors go to the landing page; deactivated accounts to their notice. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { me, loading, error, refetch } = useViewer();
  if (loading) return <LoadingScreen />;
  if (error) return <SessionUnreachable onRetry={() => void refetch().catch(() => undefined)} />;
  if (!me) return <Navigate to="/" replace />;
  if (isDeactivated(me.status)) return <Navigate to="/deactivatedpage" replace />;
  return children;
}

/**
 * /deactivatedpage: for a signed-in deactivated account, or right after deactivating (signed out,
 * with the deactivated flag of accounts.md §4); else / or /homepage.
 */
export function RequireDeactivated({ children }: { children: ReactNode }) {
  const { me, loading } = useViewer();
  if (loading) return <LoadingScreen />;
  if (!me) return hasDeactivatedFlag() ? children : <Navigate to="/" replace />;
  if (!isDeactivated(me.status)) return <Navigate to="/homepage" replace />;
  return children;
}
