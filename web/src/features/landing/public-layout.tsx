import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { MeQueryDocument } from '../../lib/session.graphql';
import { Logo } from '../../ui/logo';
import './landing.css';

const YEAR = new Date().getFullYear();

const FOOTER_LINKS = [
  { to: '/howitwork', label: 'How it works' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/download', label: 'Download' },
  { to: '/privacy', label: 'Privacy' },
];

/** Header, footer and page frame of the public (visitor) pages. */
export function PublicLayout({ children }: { children: ReactNode }) {
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
            <NavLink to="/pool">Pools</NavLink>
            <NavLink to="/howitwork">How it works</NavLink>
            <NavLink to="/about">About</NavLink>
          </nav>
          <div className="public__actions">
            {signedIn ? (
              <Link className="pm-button pm-button--primary pm-button--small" to="/homepage">
                Open Poolmates
              </Link>
            ) : (
              <>
                <Link className="pm-button pm-button--ghost pm-button--small" to="/signin">
                  Sign in
                </Link>
                <Link className="pm-button pm-button--primary pm-button--small" to="/register">
                  Sign up
                </Link>
              </>
            )}
          </div>
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
            </ul>
          </nav>
          <p className="public__copyright">© {YEAR} Poolmates. Learn with friends.</p>
        </div>
      </footer>
    </div>
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
