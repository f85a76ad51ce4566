import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../ui/logo';
import './auth.css';

/** The two-column frame of the sign-in and register screens (one column at `MOBILE_BREAKPOINT_PX`, 780 px, and below: auth.css). */
export function AuthLayout({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className="auth">
      <aside className="auth__aside">
        <div className="auth__aside-inner">
          <Logo />
          <div className="auth__aside-copy">{aside}</div>
          <ul className="auth__points">
            <li>Publish what you want to learn</li>
            <li>Form a squad of up to 5 friends</li>
            <li>Follow a day-by-day plan together</li>
          </ul>
        </div>
      </aside>
      <main className="auth__main">
        <div className="auth__topbar">
          <Logo />
          <Link to="/howitwork" className="auth__how">
            How it works
          </Link>
        </div>
        <div className="auth__card">{children}</div>
      </main>
    </div>
  );
}
