import { canObserve } from '../lib/use-infinite-scroll';
import { Button } from './button';
import { Spinner } from './spinner';
import './list-footer.css';

/** Under a paged list: the spinner while a page loads, Try again after a failure, else nothing. */
export function ListFooter({ hasMore, loadingMore, failed, onMore, what }: { hasMore: boolean; loadingMore: boolean; failed: boolean; onMore: () => void; what: string }) {
  if (loadingMore) {
    return (
      <div className="pool-list__footer">
        <Spinner label={`Loading more ${what}…`} />
      </div>
    );
  }
  if (failed) {
    return (
      <div className="pool-list__footer">
        <span>Could not load more {what}.</span>
        <Button variant="secondary" size="small" onClick={onMore}>
          Try again
        </Button>
      </div>
    );
  }
  // Without IntersectionObserver (very old browsers), a button instead of the scroll trigger.
  if (hasMore && !canObserve()) {
    return (
      <div className="pool-list__footer">
        <Button variant="secondary" size="small" onClick={onMore}>
          Show more
        </Button>
      </div>
    );
  }
  return null;
}
