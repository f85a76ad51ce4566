import { useSyncExternalStore } from 'react';
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
 * stays readable; a page whose data fails shows its own Retry), and "A new version is ready" with
 * Reload when a new service worker took over this page (decision 041).
 */
export function ConnectionBanner() {
  const offline = useSyncExternalStore(onConnectionChange, isOffline, () => false);
  const update = useSyncExternalStore(onUpdateReady, isUpdateReady, () => false);
  return (
    <div className="pm-connection" role="status" aria-live="polite">
      {offline ? (
        <p className="pm-connection__bar pm-connection__bar--offline">
          <span>
            <strong>You&rsquo;re offline.</strong> Poolmates will update when your connection is back.
          </span>
        </p>
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
