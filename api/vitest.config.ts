import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineProject({
  resolve: {
    conditions: ['source'],
    // One copy of graphql: dependencies load index.js, so must we (STACK.md trap 6).
    alias: {
      graphql: require.resolve('graphql/index.js'),
      // the shared package's TypeScript source (a clean checkout has no schema/dist)
      '@poolmates/schema': fileURLToPath(new URL('../schema/src/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup.ts'],
    testTimeout: 20_000,
    // CI retries a failed test once (vitest prints it as retried): see e2e/playwright.config.ts
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
