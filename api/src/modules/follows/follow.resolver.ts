import type { GraphQLResolveInfo } from 'graphql';
import { Args, Ctx, FieldResolver, Info, Int, Mutation, ObjectType, Query, Resolver, Root, registerEnumType } from 'type-graphql';
import { Auth, Public, SignedIn, type SignedInContext } from '../../platform/auth.js';
import type { Context } from '../../platform/context.js';
import type { Row } from '../../platform/read.js';
import { ConnectionOf, PageArgs } from '../../platform/connection.js';
import { User } from '../users/user.entity.js';
import { followService } from './follow.service.js';
import { IdArg } from '../../platform/ids.js';
import { followReads, type ProfileRow } from './follow.reads.js';

export enum FollowState {
  /** The person is the viewer (legacy `isFollowing: 'self'`). */
  SELF = 'SELF',
  FOLLOWING = 'FOLLOWING',
  NOT_FOLLOWING = 'NOT_FOLLOWING',
}
registerEnumType(FollowState, { name: 'FollowState', description: 'Whether the viewer follows a person (visitors: NOT_FOLLOWING).' });

@ObjectType()
export class UserConnection extends ConnectionOf('User', () => User) {}

@Resolver(() => User)
export class FollowResolver {
  @Public()
  @Query(() => User, { nullable: true, description: "Someone's profile (anyone may look); null when the id is unknown, not numeric or the account is not active." })
  user(@IdArg('id') id: number, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<User | null> {
    return followReads.profile(ctx, info, id);
  }

  @Auth()
  @Query(() => UserConnection, { description: 'Who follows this person, newest first (10 a page by default).' })
  followers(
    @IdArg('userId') userId: number,
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
  ) {
    return followService.list(ctx, userId, 'followers', page);
  }

  @Auth()
  @Query(() => UserConnection, { description: 'Whom this person follows, newest first (10 a page by default).' })
  following(
    @IdArg('userId') userId: number,
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
  ) {
    return followService.list(ctx, userId, 'following', page);
  }

  @Auth()
  @Mutation(() => User, { description: 'Idempotent; answers the person with the new counts and viewerFollow.' })
  follow(@IdArg('userId') userId: number, @SignedIn() ctx: SignedInContext): Promise<User> {
    return followService.follow(ctx, userId);
  }

  @Auth()
  @Mutation(() => User, { description: 'Idempotent; answers the person with the new counts and viewerFollow.' })
  unfollow(@IdArg('userId') userId: number, @SignedIn() ctx: SignedInContext): Promise<User> {
    return followService.unfollow(ctx, userId);
  }

  @FieldResolver(() => Int)
  followerCount(@Root() user: Row<User>, @Ctx() ctx: Context): number | Promise<number> {
    return (user as ProfileRow).$?.followers ?? ctx.loaders.follows.counts.load(user.id).then((c) => c.followers);
  }

  @FieldResolver(() => Int)
  followingCount(@Root() user: Row<User>, @Ctx() ctx: Context): number | Promise<number> {
    return (user as ProfileRow).$?.following ?? ctx.loaders.follows.counts.load(user.id).then((c) => c.following);
  }

  @FieldResolver(() => FollowState)
  async viewerFollow(@Root() user: Row<User>, @Ctx() ctx: Context): Promise<FollowState> {
    if (!ctx.viewerRow) return FollowState.NOT_FOLLOWING;
    if (ctx.viewerRow.id === user.id) return FollowState.SELF;
    return ((user as ProfileRow).$?.viewerFollows ?? (await ctx.loaders.follows.viewerFollows.load(user.id))) ? FollowState.FOLLOWING : FollowState.NOT_FOLLOWING;
  }
}
