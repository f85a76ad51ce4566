import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { User } from './user.entity.js';

/** Per-request loaders; reach them only through the context (never import a shared instance). */
export function createUserLoaders(em: EntityManager) {
  return {
    byId: new DataLoader<number, User | null>(async (ids) => {
      const users = await em.find(User, { id: { $in: [...ids] } });
      const map = new Map(users.map((u) => [u.id, u]));
      return ids.map((id) => map.get(id) ?? null);
    }),
  };
}
export type UserLoaders = ReturnType<typeof createUserLoaders>;
