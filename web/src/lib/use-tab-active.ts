import { useSyncExternalStore } from 'react';

/** The browser tab's visibility and focus, as one subscription (read markers move only while seen). */
function subscribe(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  window.addEventListener('focus', onChange);
  window.addEventListener('blur', onChange);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
    window.removeEventListener('focus', onChange);
    window.removeEventListener('blur', onChange);
  };
}

const visible = () => document.visibilityState === 'visible';

/** True while this tab is shown (the feed counts what it shows as seen). */
export function useTabVisible(): boolean {
  return useSyncExternalStore(subscribe, visible);
}

/** True while this tab is shown and has the focus (an open conversation counts as read only then). */
export function useTabActive(): boolean {
  return useSyncExternalStore(subscribe, () => visible() && document.hasFocus());
}
