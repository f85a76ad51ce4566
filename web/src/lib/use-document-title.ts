import { useEffect } from 'react';

export const APP_NAME = 'Poolmates';

/** "Page · Poolmates" (or just the app's name). */
export const pageTitle = (page: string | null | undefined): string => (page ? `${page} · ${APP_NAME}` : APP_NAME);

/**
 * Sets document.title while the page shows (issue 17: every page was titled "Poolmates"). The app
 * sets one per route (app/route-title.tsx); a page that knows a better name (the pool's topic, a
 * person's name) calls this with it, and its effect runs after the route's.
 */
export function useDocumentTitle(page: string | null | undefined): void {
  useEffect(() => {
    if (page) document.title = pageTitle(page);
  }, [page]);
}
