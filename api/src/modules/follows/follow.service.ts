import { LIMITS, MSG } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import type { Context } from '../../platform/context.js';
import { notFound, userInput } from '../../platform/errors.js';
import { pageById, type PageArgs } from '../../platform/pagination.js';
import { User } from '../users/user.entity.js';
import { AccountStatus } from '../users/user.enums.js';
import { Follow } from './follow.entity.js';
import { idOf } from '../../platform/ids.js';


async function activeUser(ctx: Context, id: string): Promise<User> {
  const user = await ctx.em.findOne(User, { id: idOf(id), status: AccountStatus.ACTIVE });
  if (!user) throw notFound(MSG.userNotFound);
  return user;
}

export const followService = {
  /** A profile anyone may view (pools-and-squads.md §2): active accounts only; a non-numeric id is null. */
  profile(ctx: Context, id: string): Promise<User | null> {
    return idOf(id) > 0 ? ctx.em.findOne(User, { id: idOf(id), status: AccountStatus.ACTIVE }) : Promise.resolve(null);
  },

  /** Follows once however often it is asked; answers the person with the new counts. */
  async follow(ctx: Context, userId: string): Promise<User> {
    const target = await activeUser(ctx, userId);
    if (target.id === ctx.viewer!.id) throw userInput('userId', MSG.cannotFollowSelf);
    await ctx.em.getConnection().execute('insert into follows (follower_id, followee_id, created_at) values (?, ?, ?) on conflict do nothing', [ctx.viewer!.id, target.id, clock.now()], 'run');
    return target;
  },

  async unfollow(ctx: Context, userId: string): Promise<User> {
    const target = await activeUser(ctx, userId);
    await ctx.em.nativeDelete(Follow, { follower: ctx.viewer!.id, followee: target.id });
    return target;
  },

  /** People who follow `userId` (`side` follower) or whom `userId` follows, newest first, 10 a page. */
  async list(ctx: Context, userId: string, side: 'followers' | 'following', args: PageArgs) {
    const user = await activeUser(ctx, userId);
    const [mine, theirs] = side === 'followers' ? (['followee', 'follower'] as const) : (['follower', 'followee'] as const);
    const where = { [mine]: user.id, [theirs]: { status: AccountStatus.ACTIVE } };
    const page = await pageById(side, args, LIMITS.followPageSize, (below, limit, offset) =>
      ctx.em.find(Follow, (below === null ? where : { ...where, id: { $lt: below } }) as never, { orderBy: { id: 'desc' }, limit, offset, populate: [theirs] as never }),
    );
    return { pageInfo: page.pageInfo, edges: page.edges.map((e) => ({ cursor: e.cursor, node: e.node[theirs] as User })) };
  },
};
