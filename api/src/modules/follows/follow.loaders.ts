import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { AccountStatus } from '../users/user.enums.js';
import { Follow } from './follow.entity.js';

/** Per request: follower/following counts (active people only) and whether the viewer follows each person. */
export function createFollowLoaders(em: EntityManager, viewerId: number | null) {
  const count = (side: 'follower' | 'followee') => {
    const other = side === 'followee' ? 'follower' : 'followee';
    return new DataLoader<number, number>(async (ids) => {
      const rows = await em
        .getConnection()
        .execute<{ id: number; n: number }[]>(
          `select f.${side}_id as id, count(*)::int as n from follows f join users u on u.id = f.${other}_id and u.status = ? where f.${side}_id in (${ids.map(() => '?').join(',')}) group by f.${side}_id`,
          [AccountStatus.ACTIVE, ...ids],
        );
      const map = new Map(rows.map((r) => [r.id, r.n]));
      return ids.map((id) => map.get(id) ?? 0);
    });
  };
  return {
    /** How many follow this person. */
    followerCount: count('followee'),
    /** How many this person follows. */
    followingCount: count('follower'),
    viewerFollows: new DataLoader<number, boolean>(async (ids) => {
      if (viewerId === null) return ids.map(() => false);
      const rows = await em.find(Follow, { follower: viewerId, followee: { $in: [...ids] } }, { fields: ['followee'] });
      const set = new Set(rows.map((r) => r.followee.id));
      return ids.map((id) => set.has(id));
    }),
  };
}
export type FollowLoaders = ReturnType<typeof createFollowLoaders>;
