import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './status-bar.css';

/**
 * A slim bar above a workspace tab's content (issue 28): a running call, a running focus block —
 * a dot, one line of text, one link.
 */
export function StatusBar({ kind, children, action, to }: { kind: 'call' | 'focus'; children: ReactNode; action: string; to: string }) {
  return (
    <div className={`status-bar status-bar--${kind}`} role="status">
      <span className="status-bar__dot" aria-hidden="true" />
      <span className="status-bar__text">{children}</span>
      <Link className="status-bar__action" to={to}>
        {action}
      </Link>
    </div>
  );
}
