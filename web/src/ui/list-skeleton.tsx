/**
 * Placeholders shaped like the list that is loading (issue 17: no bare spinner with its label far
 * below): `rows` are people / notifications / requests / posts (an avatar and two lines), `cards`
 * are pool cards (artwork, a title, three facts). Screen readers hear the label once; the blocks
 * are hidden from them. The shimmer stops under prefers-reduced-motion (skeleton.css).
 */
export function ListSkeleton({ label, rows = 3, variant = 'rows' }: { label: string; rows?: number; variant?: 'rows' | 'cards' }) {
  const items = Array.from({ length: rows }, (_, i) => i);
  return (
    <div className={`pm-list-skeleton pm-list-skeleton--${variant}`} role="status" aria-live="polite" aria-busy="true">
      <span className="pm-visually-hidden">{label}</span>
      {variant === 'cards' ? (
        <div className="pm-list-skeleton__cards" aria-hidden="true">
          {items.map((i) => (
            <div key={i} className="pm-list-skeleton__card">
              <div className="pm-skeleton pm-list-skeleton__art" />
              <div className="pm-skeleton pm-list-skeleton__line pm-list-skeleton__line--title" />
              <div className="pm-skeleton pm-list-skeleton__line" />
              <div className="pm-skeleton pm-list-skeleton__line pm-list-skeleton__line--short" />
            </div>
          ))}
        </div>
      ) : (
        <ul className="pm-list-skeleton__rows" aria-hidden="true">
          {items.map((i) => (
            <li key={i} className="pm-list-skeleton__row">
              <div className="pm-skeleton pm-list-skeleton__avatar" />
              <div className="pm-list-skeleton__text">
                <div className="pm-skeleton pm-list-skeleton__line pm-list-skeleton__line--title" />
                <div className="pm-skeleton pm-list-skeleton__line pm-list-skeleton__line--short" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
