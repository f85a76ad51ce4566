/**
 * The one loading placeholder of a page whose code or data is on its way (the Suspense fallback of
 * every lazy route, decision 035): grey blocks shaped like a heading and a few cards, so nothing
 * jumps when the page arrives. Screen readers hear "Loading…" once.
 */
export function PageSkeleton({ label = 'Loading…', cards = 3 }: { label?: string; cards?: number }) {
  return (
    <div className="pm-skeleton-page" role="status" aria-live="polite" aria-busy="true">
      <span className="pm-visually-hidden">{label}</span>
      <div aria-hidden="true">
        <div className="pm-skeleton pm-skeleton--title" />
        <div className="pm-skeleton pm-skeleton--line" />
        <div className="pm-skeleton-page__cards">
          {Array.from({ length: cards }, (_, i) => (
            <div key={i} className="pm-skeleton pm-skeleton--card" />
          ))}
        </div>
      </div>
    </div>
  );
}
