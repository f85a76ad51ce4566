import { useApolloClient, useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { androidAppUrl } from '../../lib/android-app';
import { MeQueryDocument } from '../../lib/session.graphql';
import { ButtonLink } from '../../ui/button-link';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { usePopover } from '../../ui/use-popover';
import './landing.css';

const YEAR = new Date().getFullYear();
/** The Android package, when configured (lib/android-app.ts): a footer link on every public page. */
const ANDROID = androidAppUrl();

/**
 * The Android link's record (lib/client-info.ts and its zone code) is not part of the first visit's
 * JS (the landing page's budget, issue 28): downloaded when a pointer or the focus reaches the link.
 */
const loadClientInfo = () => import('../../lib/client-info');
const prefetchClientInfo = () => void loadClientInfo().catch(() => undefined);

const NAV_LINKS = [
  { to: '/pool', label: 'Pools' },
  { to: '/howitwork', label: 'How it works' },
  { to: '/about', label: 'About' },
];

const FOOTER_LINKS = [
  { to: '/howitwork', label: 'How it works' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/download', label: 'Download' },
  { to: '/privacy', label: 'Privacy' },
];

/** Header, footer and page frame of the public (visitor) pages; `search` is the header's search (from the app layer). */
export function PublicLayout({ children, search, android = ANDROID }: { children: ReactNode; search?: ReactNode; android?: string | null }) {
  const client = useApolloClient();
  const { data } = useQuery(MeQueryDocument, { fetchPolicy: 'cache-first' });
  const signedIn = !!data?.me;
  return (
    <div className="public">
      <a href="#main" className="pm-skip-link">
        Skip to content
      </a>
      <header className="public__header">
        <div className="public__header-inner">
          <Logo />
          <nav className="public__nav" aria-label="Main">
            {NAV_LINKS.map((l) => (
              <NavLink key={l.to} to={l.to}>
                {l.label}
              </NavLink>
            ))}
          </nav>
          {search}
          <div className="public__actions">
            {signedIn ? (
              <ButtonLink size="small" to="/homepage" aria-label="Open Poolmates">
                {/* "Open" alone on a narrow phone (the header overflowed at 375 px, walk 2026-11-28); its name stays "Open Poolmates" */}
                Open<span className="public__open-rest"> Poolmates</span>
              </ButtonLink>
            ) : (
              <>
                <ButtonLink variant="ghost" size="small" to="/signin" className="public__signin">
                  Sign in
                </ButtonLink>
                <ButtonLink size="small" to="/register">
                  Sign up
                </ButtonLink>
              </>
            )}
          </div>
          <PublicMenu signedIn={signedIn} />
        </div>
      </header>
      <main id="main" className="public__main">
        {children}
      </main>
      <footer className="public__footer">
        <div className="public__footer-inner">
          <Logo size={24} />
          <nav aria-label="Footer">
            <ul className="public__footer-links">
              {FOOTER_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
              {android && (
                <li>
                  {/* recorded like the Download page's link (legacy /appdownload; issue 28) */}
                  <a
                    href={android}
                    rel="noopener"
                    onPointerEnter={prefetchClientInfo}
                    onFocus={prefetchClientInfo}
                    onClick={() => void loadClientInfo().then((m) => m.recordAppDownload(client), () => undefined)}
                  >
                    Android app
                  </a>
                </li>
              )}
            </ul>
          </nav>
          <p className="public__copyright">© {YEAR} Poolmates. Learn with friends.</p>
        </div>
      </footer>
    </div>
  );
}

/**
 * The header's menu, shown under the mobile breakpoint (where the main nav is hidden): a
 * `<details>` disclosure whose `<summary>` is the Menu button and whose panel has the same links.
 * It opens without any JS, so it works in the landing shell's static copy of the header before the
 * app takes over (decision 080; which open menu and focus carry over, lib/static-landing.ts). With
 * the JS, Escape or a click outside closes it (Escape puts focus back on the button) and following
 * a link closes it too. The open state is the element's own (`open`, exposed as expanded) and the
 * icon follows it in CSS, so both copies draw the same. On the narrowest phones the header's Sign in
 * link moves into the panel so the header fits.
 */
function PublicMenu({ signedIn }: { signedIn: boolean }) {
  const { open, setOpen, rootRef, buttonRef } = usePopover<HTMLDetailsElement, HTMLElement>();
  return (
    <details className="public__menu" ref={rootRef} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary ref={buttonRef} role="button" className="public__menu-button" aria-label="Menu">
        <MenuIcon size={22} className="public__menu-icon--menu" />
        <CloseIcon size={22} className="public__menu-icon--close" />
      </summary>
      <nav className="public__menu-panel pm-panel-enter" aria-label="Menu">
        <ul>
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} onClick={() => setOpen(false)}>
                {l.label}
              </NavLink>
            </li>
          ))}
          {!signedIn && (
            <li className="public__menu-signin">
              <NavLink to="/signin" onClick={() => setOpen(false)}>
                Sign in
              </NavLink>
            </li>
          )}
        </ul>
      </nav>
    </details>
  );
}

/** A simple text page inside the public frame. */
export function StaticPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <PublicLayout>
      <article className="static-page">
        <h1>{title}</h1>
        {lead && <p className="static-page__lead">{lead}</p>}
        {children}
      </article>
    </PublicLayout>
  );
}
