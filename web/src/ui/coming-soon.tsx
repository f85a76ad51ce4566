import { ButtonLink } from './button-link';
import { StatePanel } from './state-panel';

/**
 * The spark of icons.tsx, drawn here: the route table imports this statically, and importing
 * icons.tsx would put every icon into the first visit's entry chunk (decision 041).
 */
function Spark() {
  return (
    <svg width={26} height={26} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.8 2.8M15.6 15.6l2.8 2.8M5.6 18.4l2.8-2.8M15.6 8.4l2.8-2.8" />
    </svg>
  );
}

/** A tidy placeholder for areas of the app that are not built yet. */
export function ComingSoon({ title = 'Coming soon', backTo }: { title?: string; backTo?: string }) {
  return (
    <StatePanel
      icon={<Spark />}
      title={title}
      headingLevel={1}
      actions={
        backTo ? (
          <ButtonLink variant="secondary" to={backTo}>
            Back
          </ButtonLink>
        ) : undefined
      }
    >
      This part of Poolmates is on its way. Check back soon.
    </StatePanel>
  );
}
