import { Link } from 'react-router';
import { SparkIcon } from './icons';
import { StatePanel } from './state-panel';

/** A tidy placeholder for areas of the app that are not built yet. */
export function ComingSoon({ title = 'Coming soon', backTo }: { title?: string; backTo?: string }) {
  return (
    <StatePanel
      icon={<SparkIcon size={26} />}
      title={title}
      headingLevel={1}
      actions={
        backTo ? (
          <Link className="pm-button pm-button--secondary" to={backTo}>
            Back
          </Link>
        ) : undefined
      }
    >
      This part of Poolmates is on its way. Check back soon.
    </StatePanel>
  );
}
