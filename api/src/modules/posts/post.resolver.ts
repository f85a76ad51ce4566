import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { LIMITS, MSG } from '@poolmates/schema';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, Extensions, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { Auth, SignedIn, signedIn, type SignedInContext } from '../../platform/auth.js';
import { PageArgs } from '../../platform/connection.js';
import { logStream, parseCursor, sharedEventReads, squadAdmit, topicStream, type Delivered, type LogEvent } from '../../platform/events.js';
import { pre } from '../../platform/read.js';
import type { Context } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { IdArg, parseId } from '../../platform/ids.js';
import { asked } from '../../platform/read.js';
import { squadIdsSql, squadMemberIds } from '../topics/membership.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';
import { Post } from './post.entity.js';
import { postPolicy } from './post.policy.js';
import { postReads, type FeedPost, type FeedPostRow, type PostQuoteView } from './post.read.js';
import { POST_EVENT_KINDS, postService, type CreatedPostView } from './post.service.js';
import { PostConnection, PostEventKind, PostFeedEvent, PostQuote, PostViewerCan } from './post.types.js';

const FEED_KINDS = new Set<string>(Object.values(POST_EVENT_KINDS));
const KIND_OF: Record<string, PostEventKind> = { [POST_EVENT_KINDS.CREATED]: PostEventKind.CREATED, [POST_EVENT_KINDS.DELETED]: PostEventKind.DELETED, RESET: PostEventKind.RESET };

/**
 * A created post as every subscriber of its event receives it: read once per event (not once per
 * recipient) and kept a few seconds, so five members' sockets share one statement.
 */
const postOfEvent = sharedEventReads<SharedPost | null>();
/** A carried post made into a feed row once per event, shared by its subscribers. */
const carried = new WeakMap<CreatedPostView, SharedPost>();
function postFor(em: () => EntityManager, e: Delivered): Promise<SharedPost | null> {
  // a live event carries its post (the write's statement built it): nobody has tagged a new post yet
  const view = (e as LogEvent).view as CreatedPostView | undefined;
  if (view?.post) {
    let shared = carried.get(view);
    if (!shared) carried.set(view, (shared = { post: Object.assign({ ...view.post }, { $: { squad: view.squad, taggers: new Set<number>() } }) }));
    return Promise.resolve(shared);
  }
  return postOfEvent(`${e.stream}:${e.seq}`, () => sharedPost(em(), Number(e.data.postId)));
}

/**
 * The event's post with what every subscriber's fields need (issue 27: fan-out reads nothing per
 * recipient): its squad (for `viewerCan`, carried as a feed row carries it) and who has tagged it
 * (`$.taggers`: `mySmartTag` is null for everyone else without a read; a tagger's own tag is read by their loader).
 */
async function sharedPost(em: EntityManager, postId: number): Promise<SharedPost | null> {
  const [post, [extra]] = await Promise.all([
    postService.one(em, postId),
    em.getConnection().execute<{ squad: number[] | null; tagged: number[] | null }[]>(
      `select ${squadIdsSql('t')} as squad, (select json_agg(g.user_id) from smart_tags g where g.post_id = p.id) as tagged
       from posts p join topics t on t.id = p.topic_id where p.id = ?`,
      [postId],
      'all',
    ),
  ]);
  if (!post || !extra) return post ? { post } : null;
  return { post: Object.assign(post, { $: { squad: extra.squad ?? [], taggers: new Set(extra.tagged ?? []) } }) };
}
type SharedPost = { post: FeedPostRow };

@Resolver(() => Post)
export class PostResolver {
  @Auth()
  @Extensions({ maxFirst: LIMITS.feedPageMax })
  @Query(() => PostConnection, { description: "A squad's feed, newest first, 12 a page by default, 24 at most (squad members only); each post carries its newest 3 replies. `lastEventId` is where `topicPostEvents` starts." })
  async topicFeed(@IdArg('topicId') topicId: number, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): ReturnType<typeof postReads.feed> {
    // one statement shaped by the selection (decision 039): rows, not entities (the GraphQL type is the decorator's)
    return postReads.feed(ctx, info, topicId, page);
  }

  @Auth()
  @Query(() => Post, { nullable: true, description: 'One post with its replies (the preview page); null when deleted or unknown; squad members only.' })
  post(@IdArg('id') id: number, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<FeedPost | null> {
    return postService.get(ctx, id, asked(info).has('feedEventId'));
  }

  @Auth()
  @Query(() => Int, { description: 'Posts in the feed (replies included, deleted ones not); squad members only.' })
  topicPostCount(@IdArg('topicId') topicId: number, @Ctx() ctx: Context): Promise<number> {
    return postService.count(ctx, topicId);
  }

  @Auth()
  @Mutation(() => Post, {
    description:
      'Posts to a squad\'s feed (legacy socket `userpost1`): rich text (the comment allowlist, addresses become links) and/or up to 8 images (png, jpeg, bmp, webp; under 4 MB each; re-encoded to fit 900×700). `replyToId` replies to a post of the same feed (its author gets POSTREPLY). A retry with the same `clientId` answers the post stored the first time.',
  })
  createPost(
    @IdArg('topicId') topicId: number,
    @SignedIn() ctx: SignedInContext,
    @Arg('html', () => String, { nullable: true, defaultValue: '' }) html: string,
    @Arg('clientId', () => String, { nullable: true }) clientId?: string | null,
    @IdArg('replyToId', { nullable: true }) replyToId?: number | null,
    @Arg('images', () => [GraphQLUpload], { nullable: true }) images?: Promise<FileUpload>[] | null,
  ): Promise<FeedPost> {
    return postService.create(ctx, { topicId, html: html ?? '', clientId, replyToId, images });
  }

  @Auth()
  @Mutation(() => Boolean, { description: "Deletes a post (legacy socket `deluserpost`): its author, or the topic owner any post. Everyone's open feed drops it live." })
  deletePost(@IdArg('id') id: number, @SignedIn() ctx: SignedInContext): Promise<boolean> {
    return postService.delete(ctx, id);
  }

  @Auth()
  @Subscription(() => PostFeedEvent, {
    description:
      "A squad's feed as it changes (legacy `user-newpost`, `del-userpost`): each post created or deleted, once, to every member (the author too: match by id). `after`: the last event id seen (or the feed's `lastEventId`) — the events since then come first, deletions included. Squad members only; a removed member's stream goes quiet.",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { topicId: string; after?: string | null }, Context>) => {
      const topicId = parseId(args.topicId);
      const viewerId = signedIn(context).viewer.id;
      // the squad stream (decision 051): the feed's kinds, ended by the viewer's own removal
      return logStream({
        pubsub: context.deps.pubsub,
        em: () => context.deps.orm.em.fork(),
        stream: topicStream(topicId),
        after: parseCursor(args.after),
        maxCatchUp: LIMITS.postEventsCatchUpMax,
        admit: squadAdmit(viewerId, (kind) => FEED_KINDS.has(kind)),
        authorize: async () => {
          const squad = topicId > 0 ? await squadMemberIds(context.deps.orm.em.fork(), topicId) : [];
          if (squad.length === 0) throw notFound(MSG.topicNotFound);
          if (!squad.includes(viewerId)) throw forbidden(MSG.feedSquadOnly);
        },
      });
    },
  })
  async topicPostEvents(
    @IdArg('topicId') _topicId: number,
    @Root() event: Delivered,
    @Ctx() ctx: Context,
    @Arg('after', () => ID, { nullable: true }) _after?: string | null,
  ): Promise<PostFeedEvent> {
    const kind = KIND_OF[event.kind];
    // ctx.em is fresh for each event (platform/subscriptions.ts): made only when the post is read
    // (a live event carries it; a fork per recipient was ~1 % of the app's CPU on the squad day).
    // Its `$.taggers` answer `mySmartTag` for everyone who has not tagged it (no loader, no fork:
    // priming each recipient's loader forked an EntityManager per recipient, 2026-11-29)
    const shared = kind === PostEventKind.CREATED ? await postFor(() => ctx.em, event) : null;
    return { id: String(event.seq), kind, postId: String(event.data.postId ?? 0), post: shared?.post ?? null };
  }

  @FieldResolver(() => ID, {
    nullable: true,
    description: "From `post(id)` only (null elsewhere): the feed's newest event id, read just before the post — where a preview's `topicPostEvents(after:)` starts, so its live replies miss nothing.",
  })
  feedEventId(@Root() p: FeedPost & { feedEventId?: string }): string | null {
    return p.feedEventId ?? null;
  }

  @FieldResolver(() => ID)
  topicId(@Root() p: FeedPost): string {
    return String(p.topicId);
  }

  @FieldResolver(() => Topic, { description: 'Its topic (the owner is the legacy `superuser`; the members the legacy `teamusers`).' })
  async topic(@Root() p: FeedPost, @Ctx() ctx: Context): Promise<Topic> {
    return (await ctx.loaders.topics.topicById.load(p.topicId))!;
  }

  @FieldResolver(() => User)
  author(@Root() p: FeedPost): FeedPost['author'] {
    return p.author;
  }

  @FieldResolver(() => PostQuote, { nullable: true, description: 'The post this one replies to (legacy replypostid, replyPost, replyImgarray, replyto).' })
  replyTo(@Root() p: FeedPost): PostQuoteView | null {
    return p.replyTo;
  }

  @Extensions({ maxFirst: LIMITS.postRepliesShown })
  @FieldResolver(() => [Post], { description: 'Its newest replies, oldest first, at most `first`: in a feed page the newest 3, from `post(id)` the newest 50 (replyCount counts them all).' })
  replies(@Root() p: FeedPost, @Arg('first', () => Int, { nullable: true }) first?: number | null): FeedPost[] {
    const all = p.replies ?? [];
    const n = Math.min(Math.max(first ?? LIMITS.postRepliesShown, 0), LIMITS.postRepliesShown);
    return all.slice(Math.max(all.length - n, 0));
  }

  @FieldResolver(() => PostViewerCan)
  viewerCan(@Root() p: FeedPostRow, @Ctx() ctx: Context): PostViewerCan | Promise<PostViewerCan> {
    const can = (squad: readonly number[]) => ({ delete: postPolicy.canDelete(ctx.viewerRow, p, squad), reply: postPolicy.canWrite(ctx.viewerRow, squad) });
    // a feed page's rows carry their squad (post.read.ts); others read it through the loader
    const read = pre(p)?.squad as readonly number[] | undefined;
    if (read || !ctx.viewerRow) return can(read ?? []);
    return ctx.loaders.topics.squadMembers.load(p.topicId).then(can);
  }
}
