import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'schema', root: import.meta.dirname, include: ['src/**/*.test.ts'] },
});
