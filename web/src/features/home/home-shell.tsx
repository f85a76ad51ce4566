import { useQuery } from '@apollo/client/react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { clearRedirectPath } from '../../lib/redirect-path';
import { MeQueryDocument } from '../../lib/session.graphql';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { SearchIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { AccountMenu } from './account-menu';
import './home.css';

const searchLink = (
  <Link to="/homepage/searchresult" className="shell__search" aria-label="Search pools and people">
    <SearchIcon size={18} />
    <span className="shell__search-text">Search pools and people</span>
  </Link>
);

const NAV = [
  { to: '/homepage', label: 'Home', end: true },
  { to: '/homepage/pool', label: 'Pools' },
  { to: '/homepage/publish', label: 'Publish' },
  { to: '/homepage/request', label: 'Requests' },
  { to: '/homepage/message', label: 'Messages' },
];

/**
 * The signed-in app frame: header (logo, search, notifications, account menu), section nav, and the
 * page. The notification bell, the Messages control and the search overlay come from the app layer
 * (features do not import each other).
 */
export function HomeShell({ notifications, messages, search }: { notifications?: ReactNode; messages?: ReactNode; search?: ReactNode }) {
  const { data } = useQuery(MeQueryDocument, { fetchPolicy: 'cache-first' });
  const me = data?.me;
  // The search overlay, the Messages control and the bell (each a query and a live stream) start
  // after the page has painted, in a place kept for them: nothing moves when they arrive (issue 28: a phone's first load).
  const later = useAfterFirstPaint();
  const place = <span className="shell__slot" aria-hidden="true" />;

  // A stored pool link has been used once the user is inside the app.
  useEffect(() => clearRedirectPath(), []);

  const displayName = [me?.firstName, me?.lastName].filter(Boolean).join(' ') || me?.username || 'You';
  return (
    <div className="shell">
      <a href="#main" className="pm-skip-link">
        Skip to content
      </a>
      <header className="shell__header">
        <div className="shell__header-inner">
          <Logo to="/homepage" />
          {/* the plain link to the search page until the page has painted and the overlay's code is
              there (same place and size): the overlay is not the first screen (decision 080) */}
          <Suspense fallback={searchLink}>{later ? (search ?? searchLink) : searchLink}</Suspense>
          {me && <Suspense fallback={place}>{later ? messages : place}</Suspense>}
          {me && <Suspense fallback={place}>{later ? notifications : place}</Suspense>}
          {me && <AccountMenu userId={me.id} username={me.username} displayName={displayName} imageUrl={me.profileImageUrl} />}
        </div>
        <nav className="shell__nav" aria-label="Sections">
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className="shell__nav-link">
              {item.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main id="main" className="shell__main">
        <Outlet />
      </main>
    </div>
  );
}
