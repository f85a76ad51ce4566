import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../platform/context.js';
import { runPrepared } from '../../platform/prepared.js';
import { asked } from '../../platform/read.js';
import type { User } from '../users/user.entity.js';
import { AccountStatus } from '../users/user.enums.js';
import { reviveUser, userJson } from '../users/user.reads.js';

/** A profile's read row: the counts and the viewer's follow, when asked (`$`). */
export type ProfileRow = User & { $: { followers?: number; following?: number; viewerFollows?: boolean } };

const ACTIVE = `'${AccountStatus.ACTIVE}'`;

/** Follow reads: one statement per page, plain rows (decision 033). */
export const followReads = {
  /** A profile anyone may view: active accounts only (as `followService.profile`), counts of active people. */
  async profile(ctx: Context, info: GraphQLResolveInfo, id: number): Promise<User | null> {
    if (id <= 0) return null;
    const sel = asked(info);
    const extras: Record<string, string> = {};
    if (sel.has('followerCount')) extras.followers = `(select count(*) from follows f join users x on x.id = f.follower_id and x.status = ${ACTIVE} where f.followee_id = u.id)::int`;
    if (sel.has('followingCount')) extras.following = `(select count(*) from follows f join users x on x.id = f.followee_id and x.status = ${ACTIVE} where f.follower_id = u.id)::int`;
    const viewerId = ctx.viewerRow?.id ?? null;
    const values: unknown[] = [id];
    if (sel.has('viewerFollow') && viewerId !== null) {
      values.push(viewerId);
      extras.viewerFollows = `exists(select 1 from follows f where f.follower_id = $2::int and f.followee_id = u.id)`;
    }
    const json = userJson('u', sel, extras, ['followerCount', 'followingCount', 'viewerFollow']);
    // a named statement, its values bound: one text per selection, planned once (decisions 072, 087)
    const [row] = await runPrepared<{ r: ProfileRow }>(ctx.deps.orm.em, 'read.profile', `select ${json} as r from users u where u.id = $1::int and u.status = ${ACTIVE}`, values, { outsideTransaction: true });
    return row ? reviveUser(row.r) : null;
  },
};
