export function Spinner({ label }: { label?: string }) {
  return label ? (
    <span role="status" aria-live="polite">
      <span className="pm-spinner" aria-hidden="true" />
      <span className="pm-visually-hidden">{label}</span>
    </span>
  ) : (
    <span className="pm-spinner" aria-hidden="true" />
  );
}

/** A calm full-area loading state (no flash of the wrong page while the session loads). */
export function LoadingScreen({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="pm-loading-screen" role="status" aria-live="polite">
      <span className="pm-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
