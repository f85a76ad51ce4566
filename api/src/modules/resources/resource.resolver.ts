import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth, SignedIn, type SignedInContext } from '../../platform/auth.js';
import { PageArgs } from '../../platform/connection.js';
import type { Context } from '../../platform/context.js';
import { IdArg } from '../../platform/ids.js';
import { User } from '../users/user.entity.js';
import { Resource } from './resource.entity.js';
import { resourcePolicy } from './resource.policy.js';
import { resourceService } from './resource.service.js';
import { ResourceConnection } from './resource.types.js';

const canChange = async (r: Resource, ctx: Context) => resourcePolicy.canChange(ctx.viewer, r, await ctx.loaders.topics.squadMembers.load(r.topic.id));

@Resolver(() => Resource)
export class ResourceResolver {
  @Auth()
  @Query(() => ResourceConnection, { description: "The squad's links (Assets), newest first, 5 a page by default. Squad members only." })
  topicResources(@IdArg('topicId') topicId: number, @Ctx() ctx: Context, @Args(() => PageArgs) page: PageArgs): Promise<ResourceConnection> {
    return resourceService.list(ctx, topicId, page);
  }

  @Auth()
  @Mutation(() => Resource, {
    description: "Any squad member adds a link with a name. The URL is stored whole; `https://` is added when no scheme is typed; only http and https. The same `clientId` again answers the resource already added.",
  })
  addResource(
    @IdArg('topicId') topicId: number,
    @Arg('url', () => String) url: string,
    @Arg('name', () => String) name: string,
    @SignedIn() ctx: SignedInContext,
    @Arg('clientId', () => String, { nullable: true, description: 'Any id the client makes up (≤ 64 characters), so a retry is stored once.' }) clientId?: string | null,
  ): Promise<Resource> {
    return resourceService.add(ctx, topicId, url, name, clientId);
  }

  @Auth()
  @Mutation(() => Resource, { description: 'The member who added it, or the topic owner.' })
  updateResource(@IdArg('id') id: number, @Arg('url', () => String) url: string, @Arg('name', () => String) name: string, @SignedIn() ctx: SignedInContext): Promise<Resource> {
    return resourceService.update(ctx, id, url, name);
  }

  @Auth()
  @Mutation(() => Boolean, { description: 'The member who added it, or the topic owner.' })
  deleteResource(@IdArg('id') id: number, @SignedIn() ctx: SignedInContext): Promise<boolean> {
    return resourceService.delete(ctx, id);
  }

  @FieldResolver(() => ID)
  topicId(@Root() r: Resource): string {
    return String(r.topic.id);
  }

  @FieldResolver(() => User, { description: 'The member who added it.' })
  async addedBy(@Root() r: Resource, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.users.byId.load(r.author.id))!;
  }

  @FieldResolver(() => Boolean, { description: 'The adder or the topic owner, while in the squad.' })
  viewerCanEdit(@Root() r: Resource, @Ctx() ctx: Context): Promise<boolean> {
    return canChange(r, ctx);
  }

  @FieldResolver(() => Boolean, { description: 'The adder or the topic owner, while in the squad.' })
  viewerCanDelete(@Root() r: Resource, @Ctx() ctx: Context): Promise<boolean> {
    return canChange(r, ctx);
  }
}
