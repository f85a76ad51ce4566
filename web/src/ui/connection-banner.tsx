import { useSyncExternalStore } from 'react';
import { MSG } from '@poolmates/schema';
import { busyRetries } from '../lib/busy-retry';
import { isUpdateReady, onUpdateReady } from '../lib/service-worker';
import { Button } from './button';

/** The browser's idea of the connection (offline when `navigator.onLine` is false). */
function onConnectionChange(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOffline = () => navigator.onLine === false;

/**
 * A strip above every page: "You're offline" while the browser has no connection (what was loaded
 * stays readable; a page whose data fails shows its own Retry), "Busy, retrying…" while a request
 * the server refused as busy waits to be tried again, and "A new version is ready" with
 * Reload when a new service worker took over this page (decision 041).
 */
export function ConnectionBanner() {
  const offline = useSyncExternalStore(onConnectionChange, isOffline, () => false);
  const update = useSyncExternalStore(onUpdateReady, isUpdateReady, () => false);
  const busy = useSyncExternalStore(busyRetries.subscribe, () => busyRetries.count() > 0, () => false);
  return (
    <div className="pm-connection" role="status" aria-live="polite">
      {offline ? (
        <p className="pm-connection__bar pm-connection__bar--offline">
          <span>
            <strong>You&rsquo;re offline.</strong> Poolmates will update when your connection is back.
          </span>
        </p>
      ) : busy ? (
        // the server refused a request as busy and it is being tried again (decision 060)
        <p className="pm-connection__bar pm-connection__bar--busy">{MSG.busyRetrying}</p>
      ) : update ? (
        <p className="pm-connection__bar">
          A new version of Poolmates is ready.
          <Button size="small" variant="secondary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </p>
      ) : null}
    </div>
  );
}
