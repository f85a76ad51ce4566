import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { AccountStatus } from '../users/user.enums.js';
import { Follow } from './follow.entity.js';

/** Per request: follower/following counts (active people only) and whether the viewer follows each person. */
export function createFollowLoaders(em: EntityManager, viewerId: number | null) {
  /** Both counts of each person in one statement (a profile shows them side by side). */
  const counts = new DataLoader<number, { followers: number; following: number }>(async (ids) => {
    const rows = await em.getConnection().execute<{ id: number; followers: number; following: number }[]>(
      `select u.id,
         (select count(*) from follows f join users x on x.id = f.follower_id and x.status = ? where f.followee_id = u.id)::int as followers,
         (select count(*) from follows f join users x on x.id = f.followee_id and x.status = ? where f.follower_id = u.id)::int as following
       from users u where u.id in (${ids.map(() => '?').join(',')})`,
      [AccountStatus.ACTIVE, AccountStatus.ACTIVE, ...ids],
    );
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? { followers: 0, following: 0 });
  });
  return {
    counts,
    viewerFollows: new DataLoader<number, boolean>(async (ids) => {
      if (viewerId === null) return ids.map(() => false);
      const rows = await em.find(Follow, { follower: viewerId, followee: { $in: [...ids] } }, { fields: ['followee'] });
      const set = new Set(rows.map((r) => r.followee.id));
      return ids.map((id) => set.has(id));
    }),
  };
}
export type FollowLoaders = ReturnType<typeof createFollowLoaders>;
