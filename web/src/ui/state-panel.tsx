import type { ReactNode } from 'react';

/** An empty / coming-soon / info panel: icon, title, text and optional actions. */
export function StatePanel({
  icon,
  title,
  children,
  actions,
  headingLevel = 2,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="pm-state">
      {icon && <div className="pm-state__icon">{icon}</div>}
      <Heading className="pm-state__title">{title}</Heading>
      {children && <p className="pm-state__text">{children}</p>}
      {actions}
    </section>
  );
}
