import { wrap } from '@mikro-orm/core';
import { LIMITS } from '@poolmates/schema';
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth, SignedIn, type SignedInContext } from '../../platform/auth.js';
import { PageArgs } from '../../platform/connection.js';
import type { Context } from '../../platform/context.js';
import { IdArg } from '../../platform/ids.js';
import { pre, type Row } from '../../platform/read.js';
import { Post } from '../posts/post.entity.js';
import type { FeedPostTaggers } from '../posts/post.read.js';
import { SmartTag } from './smart-tag.entity.js';
import { smartTagService } from './smart-tag.service.js';
import { SmartTagConnection } from './smart-tag.types.js';

/** The post of a tag: already loaded on a list page, else one batched read. */
async function postOf(ctx: Context, tag: SmartTag): Promise<Post | null> {
  return wrap(tag.post).isInitialized() ? tag.post : ctx.loaders.smartTags.postById.load(tag.post.id);
}

/** The start of a post's plain text, on one line, at most `max` characters. */
export function excerpt(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

@Resolver(() => SmartTag)
export class SmartTagResolver {
  @Auth()
  @Query(() => SmartTagConnection, { description: `My smart tags in a topic, newest first (${LIMITS.smartTagsPageSize} a page by default), each with its post. Squad members only.` })
  mySmartTags(@IdArg('topicId') topicId: number, @Args(() => PageArgs) page: PageArgs, @SignedIn() ctx: SignedInContext) {
    return smartTagService.list(ctx, topicId, page);
  }

  @Auth()
  @Query(() => SmartTag, { nullable: true, description: "My smart tag on one post (what its Add/Remove Smart Tag action shows); null when I have none or there is no such post." })
  mySmartTag(@IdArg('postId') postId: number, @SignedIn() ctx: SignedInContext): Promise<SmartTag | null> {
    return postId > 0 ? ctx.loaders.smartTags.mine.load(postId) : Promise.resolve(null);
  }

  @Auth()
  @Mutation(() => SmartTag, { description: `Tags a post for me alone (1–${LIMITS.smartTagMax} characters); tagging it again replaces the text. Squad members of the post's topic only.` })
  setSmartTag(@IdArg('postId') postId: number, @Arg('tagName', () => String) tagName: string, @SignedIn() ctx: SignedInContext): Promise<SmartTag> {
    return smartTagService.set(ctx, postId, tagName);
  }

  @Auth()
  @Mutation(() => Post, { description: 'Removes my tag from a post (no tag is not an error); answers the post, whose `mySmartTag` is then null.' })
  removeSmartTag(@IdArg('postId') postId: number, @SignedIn() ctx: SignedInContext): Promise<Post> {
    return smartTagService.remove(ctx, postId);
  }

  @FieldResolver(() => ID)
  postId(@Root() tag: SmartTag): string {
    return String(tag.post.id);
  }

  @FieldResolver(() => ID, { description: 'Whose tag it is: always the viewer (tags are private); the legacy `smarttag[].userid`.' })
  userId(@Root() tag: SmartTag): string {
    return String(tag.user.id);
  }

  @FieldResolver(() => ID)
  topicId(@Root() tag: SmartTag): string {
    return String(tag.topic.id);
  }

  @FieldResolver(() => String, { description: "The start of the post's text (plain, one line, at most 160 characters)." })
  async excerpt(@Root() tag: SmartTag, @Ctx() ctx: Context): Promise<string> {
    return excerpt((await postOf(ctx, tag))?.text ?? '');
  }

  @FieldResolver(() => Post)
  async post(@Root() tag: SmartTag, @Ctx() ctx: Context): Promise<Post> {
    return (await postOf(ctx, tag))!;
  }
}

/**
 * `Post.mySmartTag`: one statement for a whole page of posts (the `mine` loader). A feed row carries
 * its newest replies: their ids join the same batch, so a page whose replies ask it too (the legacy
 * `replydetails[].smarttag`) still costs one statement, not one per nesting level.
 */
@Resolver(() => Post)
export class PostSmartTagResolver {
  @FieldResolver(() => SmartTag, { nullable: true, description: "The viewer's own smart tag on this post; null when untagged or signed out. Nobody else's tag is ever shown." })
  mySmartTag(@Root() post: Row<Post>, @Ctx() ctx: Context): Promise<SmartTag | null> | null {
    // a live event's post says who has tagged it (posts' `$.taggers`): nobody else has a tag to read
    const taggers = pre(post)?.taggers as FeedPostTaggers | undefined;
    if (taggers && !(ctx.viewerRow && taggers.has(ctx.viewerRow.id))) return null;
    const mine = ctx.loaders.smartTags.mine;
    const replies = (post as { replies?: unknown }).replies;
    if (Array.isArray(replies)) for (const r of replies as { id: number }[]) void mine.load(r.id).catch(() => null);
    return mine.load(post.id);
  }
}
