import { useCallback, useEffect, useState } from 'react';
import { Button } from './button';
import { StatePanel } from './state-panel';

/**
 * A page whose data did not load (no connection, or the server failed): says so, keeps the URL,
 * offers Retry, and retries by itself when the browser comes back online. Never "not found": that
 * needs an answer from the server (lib/graphql-errors.ts `loadFailure`).
 */
export function LoadFailed({
  what,
  reason,
  onRetry,
  headingLevel = 1,
}: {
  /** "this pool", "the timeline"… */
  what: string;
  reason: 'offline' | 'server';
  onRetry: () => Promise<unknown>;
  headingLevel?: 1 | 2;
}) {
  const [retrying, setRetrying] = useState(false);
  const retry = useCallback(async () => {
    setRetrying(true);
    try {
      await onRetry();
    } catch {
      // still failing: the panel stays, with its Retry
    } finally {
      setRetrying(false);
    }
  }, [onRetry]);

  useEffect(() => {
    const online = () => void retry();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [retry]);

  return (
    <div role="alert" className="pm-load-failed">
      <StatePanel
        title={`Couldn't load ${what}`}
        headingLevel={headingLevel}
        actions={
          <Button type="button" onClick={() => void retry()} loading={retrying}>
            Retry
          </Button>
        }
      >
        {reason === 'offline' ? 'You seem to be offline. Check your connection and try again.' : 'Something went wrong on our side. Please try again in a moment.'}
      </StatePanel>
    </div>
  );
}
