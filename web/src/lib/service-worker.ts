/**
 * The service worker (decision 041, web/build/sw-template.js): registered after the page has loaded
 * (it precaches the app shell, which must not compete with the first visit), in a production build
 * only (Vite's dev server has no sw.js). When a new version takes over a page that was already
 * controlled, `updateReady()` turns true and the app offers a reload.
 */
let updateReady = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const sw = navigator.serviceWorker;
  // a page opened without a worker is not "updated" when the first one claims it
  const hadController = sw.controller !== null;
  sw.addEventListener('controllerchange', () => {
    if (!hadController || updateReady) return;
    updateReady = true;
    notify();
  });
  const register = () => {
    registerWithRetry(sw);
    // a page that loaded while the worker was activating can miss its claim (seen once in a few
    // e2e walks on a busy machine): asked again, once the registration has an active worker
    void sw.ready.then((reg) => {
      if (!sw.controller) reg.active?.postMessage('claim');
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The waits before registering again after a failed first install (then the next page load tries). */
export const INSTALL_RETRY_MS = [5_000, 20_000, 60_000] as const;

/**
 * Registers sw.js; when the page has no worker yet and the install fails (`cache.addAll` rejects on
 * one failed precache fetch: a network blip, a restarting server), registers again after each wait
 * of INSTALL_RETRY_MS — otherwise the page would stay without its offline shell until the next load.
 * A worker made redundant by a newer one is not a failure (the registration has another).
 */
export function registerWithRetry(sw: Pick<ServiceWorkerContainer, 'register'>, waits: readonly number[] = INSTALL_RETRY_MS, attempt = 0): void {
  const again = () => {
    const wait = waits[attempt];
    if (wait !== undefined) setTimeout(() => registerWithRetry(sw, waits, attempt + 1), wait);
  };
  sw.register('/sw.js', { scope: '/' }).then(
    (reg) => {
      const worker = reg.installing;
      if (!worker || reg.active) return;
      worker.addEventListener('statechange', () => {
        if (worker.state === 'redundant' && !reg.active && !reg.waiting && !reg.installing) again();
      });
    },
    () => again(),
  );
}

export const isUpdateReady = () => updateReady;

export function onUpdateReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
