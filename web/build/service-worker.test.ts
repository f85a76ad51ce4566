import { describe, expect, it } from 'vitest';
import { precacheList } from './service-worker';

describe('the service worker precache (decision 041)', () => {
  const manifest = {
    'index.html': { file: 'assets/main-1.js', css: ['assets/main-1.css'], imports: ['_shared.js'], dynamicImports: ['src/page.tsx'] },
    '_shared.js': { file: 'assets/shared-1.js' },
    'src/page.tsx': { file: 'assets/page-1.js', imports: ['_shared.js'], assets: ['assets/art-1.svg'], dynamicImports: ['src/page.tsx'] },
    'graphiql.html': { file: 'assets/graphiql-1.js', imports: ['_shared.js', '_monaco.js'] },
    '_monaco.js': { file: 'assets/monaco-1.js' },
  };

  it('lists the shell, the root files and everything the app entry can load, once, not GraphiQL', () => {
    const list = precacheList(manifest);
    expect(list.slice(0, 5)).toEqual(['/index.html', '/manifest.webmanifest', '/favicon.svg', '/icon-192.png', '/icon-512.png']);
    expect(list.slice(5)).toEqual(['/assets/art-1.svg', '/assets/main-1.css', '/assets/main-1.js', '/assets/page-1.js', '/assets/shared-1.js']);
    expect(list.some((u) => u.includes('graphiql') || u.includes('monaco'))).toBe(false);
  });
});
