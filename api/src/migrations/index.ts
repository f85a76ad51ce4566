import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000Init } from './20261121000000-init.js';

/** Every migration, in order, with static imports (STACK.md trap 3). */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121000000Init', class: Migration20261121000000Init },
];
