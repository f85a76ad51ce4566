import type { ReactNode } from 'react';

export type PillTone = 'primary' | 'neutral' | 'success' | 'warning' | 'danger';

/** A short label on a tinted, rounded background (styles in pill.css; `className` adds a feature's size or tint). */
export function Pill({ tone = 'primary', className, children }: { tone?: PillTone; className?: string; children: ReactNode }) {
  const classes = ['pm-pill', tone !== 'primary' && `pm-pill--${tone}`, className].filter(Boolean).join(' ');
  return <span className={classes}>{children}</span>;
}
