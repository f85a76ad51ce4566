import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageTitle } from '../lib/use-document-title';

/** Route → page name, first match wins (paths compared in lower case, like the routes). */
const TITLES: Array<[RegExp, string]> = [
  [/^\/$/, 'Learn with friends'],
  [/^\/signin/, 'Log In'],
  [/^\/register/, 'Sign up'],
  [/^\/forgetpassword/, 'Forgot password'],
  [/^\/howitwork/, 'How it works'],
  [/^\/deactivatedpage/, 'Account deactivated'],
  [/^\/searchrst/, 'Search results'],
  [/^\/about/, 'About'],
  [/^\/contact/, 'Contact'],
  [/^\/download/, 'Download'],
  [/^\/privacy/, 'Privacy'],
  [/^\/(homepage\/)?pool\/(pooldetails|notifydetails)\//, 'Pool'],
  [/^\/(homepage\/)?pool\/distimeline/, 'Timeline'],
  [/^\/homepage\/pool\/request\//, 'Send Pool Request'],
  [/^\/(homepage\/)?(pool\/)?nomatch/, 'Pool not found'],
  [/^\/(homepage\/)?pool/, 'Pools'],
  [/^\/(homepage\/)?account\//, 'Profile'],
  [/^\/homepage\/?$/, 'Home'],
  [/^\/homepage\/profile\/profilepicture/, 'Profile picture'],
  [/^\/homepage\/profile\/yourpool/, 'Your pools'],
  [/^\/homepage\/profile/, 'Profile & settings'],
  [/^\/homepage\/publish\/tm/, 'Publish: timeline'],
  [/^\/homepage\/publish\/pb/, 'Publish: confirm'],
  [/^\/homepage\/publish/, 'Publish In Pool'],
  [/^\/homepage\/setting\/username/, 'Username'],
  [/^\/homepage\/setting\/email/, 'Email Update'],
  [/^\/homepage\/setting\/mobile/, 'Mobile'],
  [/^\/homepage\/setting\/changepassword/, 'Change Password'],
  [/^\/homepage\/setting\/secuirtycode/, 'Security Code'],
  [/^\/homepage\/setting\/changepin/, 'Change PIN'],
  [/^\/homepage\/setting\/deactivateaccount/, 'Deactivate account'],
  [/^\/homepage\/setting\/accountdetails/, 'Account details'],
  [/^\/homepage\/setting\/digest/, 'Squad digest'],
  [/^\/homepage\/setting/, 'Settings'],
  [/^\/homepage\/request\/sent/, 'Sent requests'],
  [/^\/homepage\/request/, 'Requests'],
  [/^\/homepage\/friend/, 'Friends'],
  [/^\/homepage\/useractivepool/, 'Your active pools'],
  [/^\/homepage\/active/, 'Active pool'],
  [/^\/homepage\/searchresult/, 'Search'],
  [/^\/homepage\/timeline/, 'Timeline'],
  [/^\/homepage\/message/, 'Messages'],
  [/^\/homepage\/notifications/, 'Notifications'],
  [/^\/logo/, ''],
];

export function titleForPath(pathname: string): string {
  const path = pathname.toLowerCase();
  const hit = TITLES.find(([re]) => re.test(path));
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
