import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity.js';
import { byIdLoader } from '../../platform/by-id-loader.js';

/** Per-request loaders; reach them only through the context (never import a shared instance). */
export function createUserLoaders(em: EntityManager) {
  return {
    byId: byIdLoader((ids) => em.find(User, { id: { $in: ids } })),
  };
}
export type UserLoaders = ReturnType<typeof createUserLoaders>;
