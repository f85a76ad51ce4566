import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { onlineAmong } from './presence.service.js';

export function createPresenceLoaders(em: EntityManager) {
  return {
    isOnline: new DataLoader<number, boolean>(async (ids) => {
      const online = await onlineAmong(em, [...ids]);
      return ids.map((id) => online.has(id));
    }),
  };
}
export type PresenceLoaders = ReturnType<typeof createPresenceLoaders>;
