import { useId } from 'react';
import { Link } from 'react-router';

export function LogoMark({ size = 32 }: { size?: number }) {
  const gradient = `pm-logo-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg className="pm-logo__mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#9333ea" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
      <path d="M12 40c5-5 10-5 15 0s10 5 15 0 7-4 10-2" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <circle cx="23" cy="23" r="6" fill="#c7d2fe" />
      <circle cx="41" cy="23" r="6" fill="#fff" />
    </svg>
  );
}

/** The Poolmates mark and name, linking home. */
export function Logo({ to = '/', size = 32 }: { to?: string; size?: number }) {
  return (
    <Link to={to} className="pm-logo" aria-label="Poolmates home">
      <LogoMark size={size} />
      <span className="pm-logo__text">Poolmates</span>
    </Link>
  );
}
