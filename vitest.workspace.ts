import { defineConfig } from 'vitest/config';

/** Root test configuration (Vitest 4+ has no workspace files: `vitest run --config vitest.workspace.ts`). */
export default defineConfig({
  test: {
    projects: ['schema/vitest.config.ts', 'api/vitest.config.ts', 'web/vitest.config.ts'],
  },
});
