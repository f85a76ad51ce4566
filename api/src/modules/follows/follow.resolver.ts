import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root, registerEnumType } from 'type-graphql';
import { Auth, Public } from '../../platform/auth.js';
import type { Context } from '../../platform/context.js';
import { PageInfo } from '../topics/topic.types.js';
import { User } from '../users/user.entity.js';
import { followService } from './follow.service.js';

export enum FollowState {
  /** The person is the viewer (legacy `isFollowing: 'self'`). */
  SELF = 'SELF',
  FOLLOWING = 'FOLLOWING',
  NOT_FOLLOWING = 'NOT_FOLLOWING',
}
registerEnumType(FollowState, { name: 'FollowState', description: 'Whether the viewer follows a person (visitors: NOT_FOLLOWING).' });

@ObjectType()
class UserEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => User)
  node!: User;
}

@ObjectType()
export class UserConnection {
  @Field(() => [UserEdge])
  edges!: UserEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;
}

@Resolver(() => User)
export class FollowResolver {
  @Public()
  @Query(() => User, { nullable: true, description: "Someone's profile (anyone may look); null when the id is unknown, not numeric or the account is not active." })
  user(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<User | null> {
    return followService.profile(ctx, id);
  }

  @Auth()
  @Query(() => UserConnection, { description: 'Who follows this person, newest first (10 a page by default).' })
  followers(
    @Arg('userId', () => ID) userId: string,
    @Ctx() ctx: Context,
    @Arg('first', () => Int, { nullable: true }) first?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
    @Arg('offset', () => Int, { nullable: true, description: 'For page/limit clients; prefer `after`.' }) offset?: number,
  ) {
    return followService.list(ctx, userId, 'followers', { first, after, offset });
  }

  @Auth()
  @Query(() => UserConnection, { description: 'Whom this person follows, newest first (10 a page by default).' })
  following(
    @Arg('userId', () => ID) userId: string,
    @Ctx() ctx: Context,
    @Arg('first', () => Int, { nullable: true }) first?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
    @Arg('offset', () => Int, { nullable: true, description: 'For page/limit clients; prefer `after`.' }) offset?: number,
  ) {
    return followService.list(ctx, userId, 'following', { first, after, offset });
  }

  @Auth()
  @Mutation(() => User, { description: 'Idempotent; answers the person with the new counts and viewerFollow.' })
  follow(@Arg('userId', () => ID) userId: string, @Ctx() ctx: Context): Promise<User> {
    return followService.follow(ctx, userId);
  }

  @Auth()
  @Mutation(() => User, { description: 'Idempotent; answers the person with the new counts and viewerFollow.' })
  unfollow(@Arg('userId', () => ID) userId: string, @Ctx() ctx: Context): Promise<User> {
    return followService.unfollow(ctx, userId);
  }

  @FieldResolver(() => Int)
  followerCount(@Root() user: User, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.follows.counts.load(user.id).then((c) => c.followers);
  }

  @FieldResolver(() => Int)
  followingCount(@Root() user: User, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.follows.counts.load(user.id).then((c) => c.following);
  }

  @FieldResolver(() => FollowState)
  async viewerFollow(@Root() user: User, @Ctx() ctx: Context): Promise<FollowState> {
    if (!ctx.viewer) return FollowState.NOT_FOLLOWING;
    if (ctx.viewer.id === user.id) return FollowState.SELF;
    return (await ctx.loaders.follows.viewerFollows.load(user.id)) ? FollowState.FOLLOWING : FollowState.NOT_FOLLOWING;
  }
}
