import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageTitle } from '../lib/use-document-title';
import { routeTitles } from './web-features';

/** A path's page name, from the features' titles (first match wins; paths compared in lower case, like the routes). */
export function titleForPath(pathname: string): string {
  const path = pathname.toLowerCase();
  const hit = routeTitles.find(([re]) => re.test(path));
  return pageTitle(hit ? hit[1] : 'Page not found');
}

/**
 * document.title per route (issue 17). Rendered before the routes, so a page's own
 * `useDocumentTitle` (a pool's topic, a person's name) runs after it and wins.
 */
export function RouteTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = titleForPath(pathname);
  }, [pathname]);
  return null;
}
