import { Link } from 'react-router';
import { PoolIcon } from '../../ui/icons';
import { StatePanel } from '../../ui/state-panel';

/** /homepage/nomatch (and /pool/nomatch): the topic could not be found or loaded. */
export function TopicNotFound({ poolsTo = '/homepage/pool' }: { poolsTo?: string }) {
  return (
    <div className="pools pools--narrow">
      <StatePanel
        icon={<PoolIcon size={28} />}
        title="We couldn't find that pool"
        headingLevel={1}
        actions={
          <Link className="pm-button pm-button--primary" to={poolsTo}>
            Back to pools
          </Link>
        }
      >
        It may have been deleted, or the link is not quite right.
      </StatePanel>
    </div>
  );
}
