import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The app's Vite config (React plugin, the `@poolmates/schema` source alias) plus the test settings.
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      root: import.meta.dirname,
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      css: false,
      restoreMocks: true,
      // with one jsdom per worker (below), a file's `vi.stubGlobal` (requestIdleCallback, rAF,
      // IntersectionObserver) would leak into the files after it: put back after every test
      unstubGlobals: true,
      // One jsdom per worker, reused across files (about 10 s less on two cores). Safe because every
      // test makes its own Apollo client and router, msw handlers and sessionStorage reset after each
      // test (src/test/setup.ts), and module-level caches hold only static data.
      isolate: false,
      // findBy/waitFor wait up to 5 s each (src/test/setup.ts); a test of several steps needs room
      // when api and web tests share two cores (the publish image test took 5.0 s under load)
      testTimeout: 20_000,
      // CI retries a failed test once (vitest prints it as retried): see e2e/playwright.config.ts
      retry: process.env.CI ? 1 : 0,
      // times show in the viewer's zone: the tests' viewer is in UTC wherever they run
      env: { TZ: 'UTC' },
    },
  }),
);
