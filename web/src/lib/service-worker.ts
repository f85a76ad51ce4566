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
  const register = () => void sw.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

export const isUpdateReady = () => updateReady;

export function onUpdateReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
