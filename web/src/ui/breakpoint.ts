import { MOBILE_BREAKPOINT_PX } from '@poolmates/schema';
import { useSyncExternalStore } from 'react';

/**
 * The mobile layout breakpoint for TypeScript: layouts that switch in code (the topic workspace,
 * chat) read `useIsMobile()` rather than writing a width. Stylesheets cannot import the constant,
 * so they write `@media (max-width: 780px)`; `breakpoint.test.ts` reads every stylesheet under
 * `web/src` and fails when one uses a layout breakpoint other than `MOBILE_BREAKPOINT_PX`.
 */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_MEDIA_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True while the viewport is at most `MOBILE_BREAKPOINT_PX` wide (false where media queries are missing). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false, () => false);
}
