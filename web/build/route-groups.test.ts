import { describe, expect, it } from 'vitest';
import { assignGroups, staticClosure, type RouteGroup } from './route-groups';

/** A module graph: each id's static imports, and lazy ones (`lazy`); `entry` is the build's entry. */
function graph(edges: Record<string, string[]>, lazy: Record<string, string[]> = {}, entry = '/src/main.tsx') {
  const ids = new Set([...Object.keys(edges), ...Object.values(edges).flat(), ...Object.keys(lazy), ...Object.values(lazy).flat()]);
  const by = (map: Record<string, string[]>, id: string) => Object.keys(map).filter((k) => map[k].includes(id));
  return { ids, info: (id: string) => (ids.has(id) ? { importedIds: edges[id] ?? [], importers: by(edges, id), dynamicImporters: by(lazy, id), isEntry: id === entry } : null) };
}

const g = graph({
  '/src/main.tsx': ['/src/app/routes.tsx'],
  '/src/app/routes.tsx': ['/src/lib/client.ts'],
  '/src/landing.tsx': ['/src/ui/icons.tsx', '/src/lib/client.ts'],
  '/src/frame.tsx': ['/src/ui/icons.tsx', '/src/ui/avatar.tsx'],
  '/src/home.tsx': ['/src/ui/card.tsx', '/src/ui/avatar.tsx'],
  '/src/workspace.tsx': ['/src/ui/card.tsx', '/src/ws/shared.ts'],
  '/src/active.tsx': ['/src/ws/shared.ts', '/src/feed.tsx'],
  '/src/timeline.tsx': ['/src/ws/shared.ts', '/src/ws/days.ts'],
  '/src/ws/days.ts': ['/src/ws/day-check-ins.ts'],
  '/src/feed.tsx': ['/src/ws/day-check-ins.ts'],
});

const groups: RouteGroup[] = [
  { name: 'public', roots: ['landing.tsx'] },
  { name: 'frame', parent: 'public', roots: ['frame.tsx'] },
  { name: 'home', parent: 'frame', roots: ['home.tsx'] },
  { name: 'workspace', parent: 'frame', roots: ['workspace.tsx'] },
  { name: 'active', parent: 'workspace', roots: ['active.tsx'] },
  { name: 'timeline', parent: 'workspace', roots: ['timeline.tsx'] },
];

describe('route groups (decision 088)', () => {
  it('follows static imports only, from the roots', () => {
    expect([...staticClosure(g, ['/src/ws/days.ts'])].sort()).toEqual(['/src/ws/day-check-ins.ts', '/src/ws/days.ts']);
  });

  it("puts a page's own modules in its group, a shared one in the nearest common ancestor, the entry's in none", () => {
    const owner = Object.fromEntries(assignGroups(g, groups, '/src'));
    expect(owner).toEqual({
      '/src/landing.tsx': 'public',
      '/src/ui/icons.tsx': 'public', // the landing page's and the frame's: the frame's parent
      '/src/frame.tsx': 'frame',
      '/src/ui/avatar.tsx': 'frame', // the frame's and home's
      '/src/home.tsx': 'home',
      '/src/ui/card.tsx': 'frame', // home's and the workspace's: siblings, so their parent
      '/src/workspace.tsx': 'workspace',
      '/src/ws/shared.ts': 'workspace', // the workspace's and both tabs'
      '/src/active.tsx': 'active',
      '/src/feed.tsx': 'active',
      '/src/timeline.tsx': 'timeline',
      '/src/ws/days.ts': 'timeline',
      '/src/ws/day-check-ins.ts': 'workspace', // both tabs': never one tab's chunk in the other's load
    });
    // the entry's static graph stays in main
    expect(owner['/src/lib/client.ts']).toBeUndefined();
  });

  it("leaves out of a group what a page outside it imports too (that page would download the group's chunk)", () => {
    const withOutsiders = graph(
      {
        '/src/main.tsx': ['/src/app/routes.tsx'],
        '/src/home.tsx': ['/src/ui/card.tsx', '/src/lib/cache.ts'],
        '/src/workspace.tsx': ['/src/ui/card.tsx'],
        // a visitor's page (no group) uses the card; the workspace's after-paint card (lazy, only from the workspace) its cache
        '/src/sign-in.tsx': ['/src/ui/card.tsx'],
        '/src/catch-up.tsx': ['/src/lib/ws-cache.ts'],
        '/src/active.tsx': ['/src/lib/ws-cache.ts'],
      },
      { '/src/app/routes.tsx': ['/src/home.tsx', '/src/workspace.tsx', '/src/sign-in.tsx', '/src/active.tsx'], '/src/workspace.tsx': ['/src/catch-up.tsx'] },
    );
    const owner = Object.fromEntries(
      assignGroups(
        withOutsiders,
        [
          { name: 'frame', roots: ['home.tsx'] },
          { name: 'workspace', parent: 'frame', roots: ['workspace.tsx'] },
          { name: 'active', parent: 'workspace', roots: ['active.tsx'] },
        ],
        '/src',
      ),
    );
    expect(owner).toEqual({ '/src/home.tsx': 'frame', '/src/lib/cache.ts': 'frame', '/src/workspace.tsx': 'workspace', '/src/active.tsx': 'active', '/src/lib/ws-cache.ts': 'workspace' });
  });

  it('lets any page import an open group\'s modules, but never one a page `outside` reaches', () => {
    const shared = graph(
      {
        '/src/main.tsx': [],
        '/src/shell.tsx': ['/src/ui/menu.tsx', '/src/ui/button.tsx'],
        '/src/settings.tsx': ['/src/ui/menu.tsx'],
        '/src/sign-in.tsx': ['/src/ui/button.tsx'],
      },
      { '/src/main.tsx': ['/src/shell.tsx', '/src/settings.tsx', '/src/sign-in.tsx'] },
    );
    const owner = Object.fromEntries(assignGroups(shared, [{ name: 'frame', open: true, roots: ['shell.tsx'], outside: ['sign-in.tsx'] }], '/src'));
    // the settings page loads the frame anyway; the sign-in page never does
    expect(owner).toEqual({ '/src/shell.tsx': 'frame', '/src/ui/menu.tsx': 'frame' });
  });

  it('fails on a root that is not in the build and on a parent declared later', () => {
    expect(() => assignGroups(g, [{ name: 'x', roots: ['gone.tsx'] }], '/src')).toThrow(/gone.tsx is not a module of the build/);
    expect(() => assignGroups(g, [{ name: 'x', parent: 'y', roots: ['home.tsx'] }, { name: 'y', roots: ['frame.tsx'] }], '/src')).toThrow(/parent y is not declared before it/);
  });
});
