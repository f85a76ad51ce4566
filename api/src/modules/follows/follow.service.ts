import { LIMITS, MSG } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import type { Context } from '../../platform/context.js';
import { notFound, userInput } from '../../platform/errors.js';
import { pageById, type PageArgs } from '../../platform/pagination.js';
import { User } from '../users/user.entity.js';
import { AccountStatus } from '../users/user.enums.js';
import { Follow } from './follow.entity.js';
import { throttleWrite } from '../../platform/write-limits.js';
import { type SignedInContext } from '../../platform/auth.js';
import { Notification, NotificationType } from '../notifications/notification.entity.js';
import { notificationService } from '../notifications/notification.service.js';

/** First key of the two-key advisory lock that serialises one follower's FOLLOWED notifications. */
const FOLLOW_NOTIFY_LOCK = 0x666f;
/** A pair's FOLLOWED notifications are at least this far apart (follow/unfollow toggling sends one). */
const FOLLOWED_EVERY_MS = 24 * 60 * 60 * 1000;


async function activeUser(ctx: Context, id: number): Promise<User> {
  const user = await ctx.em.findOne(User, { id, status: AccountStatus.ACTIVE });
  if (!user) throw notFound(MSG.userNotFound);
  return user;
}

export const followService = {
  // a profile is read in follow.reads.ts (one statement, decision 033)

  /** Follows once however often it is asked; answers the person with the new counts. */
  async follow(ctx: SignedInContext, userId: number): Promise<User> {
    await throttleWrite(ctx, 'follow');
    const target = await activeUser(ctx, userId);
    if (target.id === ctx.viewer.id) throw userInput('userId', MSG.cannotFollowSelf);
    const viewer = ctx.viewer;
    // the follow and its notification commit together; only a new follow notifies, and a pair at
    // most once a day (the lock orders one follower's toggles, so two cannot both see "none yet")
    const made = await ctx.em.transactional(async (em) => {
      const tx = em.getTransactionContext();
      const added: unknown[] = await em.getConnection().execute('insert into follows (follower_id, followee_id, created_at) values (?, ?, ?) on conflict do nothing returning id', [viewer.id, target.id, clock.now()], 'all', tx);
      if (added.length === 0) return [];
      await em.getConnection().execute('select pg_advisory_xact_lock(?, ?)', [FOLLOW_NOTIFY_LOCK, viewer.id], 'all', tx);
      const since = new Date(clock.now().getTime() - FOLLOWED_EVERY_MS);
      if (await em.count(Notification, { user: target.id, actor: viewer.id, type: NotificationType.FOLLOWED, createdAt: { $gt: since } })) return [];
      return notificationService.events(em, { added: notificationService.add(em, [{ userId: target.id, actorId: viewer.id, type: NotificationType.FOLLOWED, text: `${viewer.username} started following you` }]) });
    });
    notificationService.publish(ctx.deps, made);
    return target;
  },

  async unfollow(ctx: SignedInContext, userId: number): Promise<User> {
    await throttleWrite(ctx, 'follow');
    const target = await activeUser(ctx, userId);
    await ctx.em.nativeDelete(Follow, { follower: ctx.viewer.id, followee: target.id });
    return target;
  },

  /** People who follow `userId` (`side` follower) or whom `userId` follows, newest first, 10 a page. */
  async list(ctx: Context, userId: number, side: 'followers' | 'following', args: PageArgs) {
    const user = await activeUser(ctx, userId);
    const theirs = side === 'followers' ? 'follower' : 'followee';
    const active = { status: AccountStatus.ACTIVE };
    const where = side === 'followers' ? { followee: user.id, follower: active } : { follower: user.id, followee: active };
    const page = await pageById(side, args, LIMITS.followPageSize, (below, limit, offset) =>
      ctx.em.find(Follow, below === null ? where : { ...where, id: { $lt: below } }, { orderBy: { id: 'desc' }, limit, offset, populate: [theirs] }),
    );
    return { pageInfo: page.pageInfo, edges: page.edges.map((e) => ({ cursor: e.cursor, node: e.node[theirs] as User })) };
  },
};
