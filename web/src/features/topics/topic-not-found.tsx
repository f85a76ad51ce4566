import { ButtonLink } from '../../ui/button-link';
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
          <ButtonLink to={poolsTo}>
            Back to pools
          </ButtonLink>
        }
      >
        It may have been deleted, or the link is not quite right.
      </StatePanel>
    </div>
  );
}
