import { describe, expect, it } from 'vitest';
import { titleForPath } from './route-title';

describe('a title per page (issue 17)', () => {
  it.each([
    ['/', 'Learn with friends · Poolmates'],
    ['/signin', 'Log In · Poolmates'],
    ['/homepage', 'Home · Poolmates'],
    ['/homepage/pool', 'Pools · Poolmates'],
    ['/pool/pooldetails/5', 'Pool · Poolmates'],
    ['/homepage/pool/distimeline/5', 'Timeline · Poolmates'],
    ['/homepage/publish/tm', 'Publish: timeline · Poolmates'],
    ['/homepage/setting/email', 'Email Update · Poolmates'],
    ['/homepage/Setting', 'Settings · Poolmates'],
    ['/homepage/nomatch', 'Pool not found · Poolmates'],
    ['/Searchrst/x', 'Search results · Poolmates'],
    ['/no/such/page', 'Page not found · Poolmates'],
    ['/homepage/notifications', 'Notifications · Poolmates'],
    ['/logo', 'Poolmates'],
  ])('%s → %s', (path, title) => {
    expect(titleForPath(path)).toBe(title);
  });
});
