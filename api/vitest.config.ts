import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineProject({
  resolve: {
    conditions: ['source'],
    // One copy of graphql: dependencies load index.js, so must we (STACK.md trap 6).
    alias: { graphql: require.resolve('graphql/index.js') },
  },
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
