import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, Field, FieldResolver, ID, Info, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { LIMITS, MSG, REPORT_REASONS_HELP } from '@poolmates/schema';
import { Auth, Public, SignedIn, signedIn, type SignedInContext } from '../../platform/auth.js';
import type { Context } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { logStream, parseCursor, poolStream, streamHead, type Delivered } from '../../platform/events.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';
import { Comment, Reply } from './comment.entity.js';
import { commentPolicy } from './comment.policy.js';
import { COMMENT_ADDED, commentService } from './comment.service.js';
import { CommentConnection, CommentViewerCan, ReplyConnection } from './comment.types.js';
import { IdArg, parseId } from '../../platform/ids.js';

@ObjectType({ description: "A change of a pool's public comments (decision 068), numbered in the pool's stream: a page that reconnects passes the last `id` as `after`." })
export class CommentEvent {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'comment.added — or RESET (more was missed than a catch-up sends: read the comments again).' })
  kind!: string;

  @Field(() => Comment, { nullable: true, description: 'The new comment (null for RESET, or when it was deleted since).' })
  comment!: Comment | null;
}

/** The pool's stream of comments: anyone signed in who can see the pool (every pool page is public), from `after`. */
async function poolComments(context: Context, topicIdArg: string, afterArg: string | null | undefined) {
  const ctx = signedIn(context);
  const topicId = parseId(topicIdArg);
  return logStream({
    pubsub: ctx.deps.pubsub,
    em: () => ctx.deps.orm.em.fork(),
    stream: poolStream(topicId),
    after: parseCursor(afterArg),
    maxCatchUp: LIMITS.postEventsCatchUpMax,
    admit: (e) => (e.kind === COMMENT_ADDED ? 'send' : 'skip'),
    authorize: async () => {
      if (!(await ctx.deps.orm.em.fork().count(Topic, { id: topicId }))) throw notFound(MSG.topicNotFound);
    },
  });
}
import { PageArgs } from '../../platform/connection.js';
import { pre, prefetched, type Row } from '../../platform/read.js';
import { commentReads, type CommentRow } from './comment.reads.js';

/** `readOwnerId`: the topic's owner when the item was read with it (a read row, decision 033). */
async function viewerCan(ctx: Context, item: Comment | Reply, topicId: number, readOwnerId?: number): Promise<CommentViewerCan> {
  const v = ctx.viewerRow;
  const ownerId = v ? (readOwnerId ?? (await ctx.loaders.topics.topicById.load(topicId))?.owner.id ?? -1) : -1;
  return {
    edit: commentPolicy.canEdit(v, item),
    delete: commentPolicy.canEdit(v, item),
    remove: commentPolicy.canRemove(v, item, ownerId),
    report: commentPolicy.canReport(v, item),
    interact: commentPolicy.canLike(v),
  };
}

const author = async (ctx: Context, id: number): Promise<User> => (await ctx.loaders.users.byId.load(id))!;

@Resolver(() => Comment)
export class CommentResolver {
  @Public()
  @Query(() => Comment, { nullable: true, description: 'One comment (a notification opens it); null when deleted or unknown.' })
  comment(@IdArg('id') id: number, @Ctx() ctx: Context): Promise<Comment | null> {
    return commentService.get(ctx, id);
  }

  @Auth()
  @Mutation(() => Comment, { description: 'Posts a comment on a topic; the owner gets a COMMENTED notification unless they wrote it.' })
  addComment(@IdArg('topicId') topicId: number, @Arg('html', () => String) html: string, @SignedIn() ctx: SignedInContext): Promise<Comment> {
    return commentService.add(ctx, topicId, html);
  }

  @Auth()
  @Mutation(() => Comment, { description: 'The author edits their comment.' })
  editComment(@IdArg('id') id: number, @Arg('html', () => String) html: string, @SignedIn() ctx: SignedInContext): Promise<Comment> {
    return commentService.edit(ctx, id, html);
  }

  @Auth()
  @Mutation(() => Boolean, { description: "'Delete' by the author or 'Remove' by the topic owner; replies go with it." })
  deleteComment(@IdArg('id') id: number, @Ctx() ctx: Context): Promise<boolean> {
    return commentService.delete(ctx, id);
  }

  @Auth()
  @Mutation(() => Comment, { description: 'Idempotent; answers the comment with its new like count.' })
  likeComment(@IdArg('id') id: number, @SignedIn() ctx: SignedInContext): Promise<Comment> {
    return commentService.like(ctx, id, true);
  }

  @Auth()
  @Mutation(() => Comment, { description: 'Idempotent; answers the comment with its new like count.' })
  unlikeComment(@IdArg('id') id: number, @SignedIn() ctx: SignedInContext): Promise<Comment> {
    return commentService.like(ctx, id, false);
  }

  @Auth()
  @Mutation(() => String, { description: `${REPORT_REASONS_HELP} Answers the message to show.` })
  reportComment(@IdArg('id') id: number, @Arg('reason', () => Int) reason: number, @SignedIn() ctx: SignedInContext): Promise<string> {
    return commentService.report(ctx, 'comment', id, reason);
  }

  @Auth()
  @Subscription(() => Comment, {
    nullable: true,
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { topicId: string }, Context>) => poolComments(context, args.topicId, null),
    description: "Each new comment on a topic as it is posted (the author's own included: match it by id), live from now: the `comment.added` events of the pool's stream (`commentEvents` resumes after a dropped socket). Null when it was deleted at once.",
  })
  commentAdded(@IdArg('topicId') _topicId: number, @Root() e: Delivered, @Ctx() ctx: Context): Promise<Comment | null> {
    // ctx.em is fresh for each event (platform/subscriptions.ts)
    return ctx.em.findOne(Comment, { id: Number(e.data.commentId) });
  }

  @Auth()
  @Subscription(() => CommentEvent, {
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { topicId: string; after?: string | null }, Context>) => poolComments(context, args.topicId, args.after),
    description: `The new comments of a pool as events of its public stream (decision 068): \`after\` the last id seen (\`Topic.commentEventId\`), the missed ones first, then live; RESET past ${LIMITS.postEventsCatchUpMax}. Anyone signed in (a pool's page is public); NOT_FOUND for an unknown pool, BAD_USER_INPUT for a cursor ahead of its stream.`,
  })
  async commentEvents(
    @IdArg('topicId') _topicId: number,
    @Root() e: Delivered,
    @Ctx() ctx: Context,
    @Arg('after', () => ID, { nullable: true }) _after?: string | null,
  ): Promise<CommentEvent> {
    const comment = e.kind === COMMENT_ADDED ? await ctx.em.findOne(Comment, { id: Number(e.data.commentId) }) : null;
    return { id: String(e.seq), kind: e.kind, comment };
  }

  @FieldResolver(() => ID)
  topicId(@Root() c: Row<Comment>): string {
    return String(c.topic.id);
  }

  @FieldResolver(() => Topic, { description: 'The topic it is on (its owner is the legacy `superuser`).' })
  async topic(@Root() c: Row<Comment>, @Ctx() ctx: Context): Promise<Topic> {
    return (await ctx.loaders.topics.topicById.load(c.topic.id))!;
  }

  @FieldResolver(() => User)
  author(@Root() c: Row<Comment>, @Ctx() ctx: Context): User | Promise<User> {
    return pre(c) ? c.author : author(ctx, c.author.id);
  }

  @FieldResolver(() => Boolean, { description: 'False for visitors.' })
  viewerHasLiked(@Root() c: Row<Comment>, @Ctx() ctx: Context): boolean | Promise<boolean> {
    return (c as CommentRow).$?.liked ?? ctx.loaders.comments.viewerLikedComment.load(c.id);
  }

  @FieldResolver(() => CommentViewerCan)
  viewerCan(@Root() c: Row<Comment>, @Ctx() ctx: Context): Promise<CommentViewerCan> {
    return viewerCan(ctx, c, c.topic.id, (c as CommentRow).$?.topicOwnerId);
  }

  @FieldResolver(() => ReplyConnection, { description: 'Oldest first, 5 a page by default.' })
  replies(
    @Root() c: Row<Comment>,
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
  ) {
    return commentService.replies(ctx, c.id, page);
  }
}

@Resolver(() => Reply)
export class ReplyResolver {
  @Public()
  @Query(() => Reply, { nullable: true, description: 'One reply (a notification opens it); null when deleted or unknown.' })
  reply(@IdArg('id') id: number, @Ctx() ctx: Context): Promise<Reply | null> {
    return commentService.getReply(ctx, id);
  }

  @Auth()
  @Mutation(() => Reply, { description: 'Replies to a comment, or to one of its replies (`replyToId`); whoever is answered gets a REPLIED notification unless they wrote it.' })
  addReply(
    @IdArg('commentId') commentId: number,
    @Arg('html', () => String) html: string,
    @SignedIn() ctx: SignedInContext,
    @IdArg('replyToId', { nullable: true }) replyToId?: number,
  ): Promise<Reply> {
    return commentService.addReply(ctx, commentId, html, replyToId);
  }

  @Auth()
  @Mutation(() => Reply, { description: 'The author edits their reply.' })
  editReply(@IdArg('id') id: number, @Arg('html', () => String) html: string, @SignedIn() ctx: SignedInContext): Promise<Reply> {
    return commentService.editReply(ctx, id, html);
  }

  @Auth()
  @Mutation(() => Boolean, { description: "'Delete' by the author or 'Remove' by the topic owner." })
  deleteReply(@IdArg('id') id: number, @Ctx() ctx: Context): Promise<boolean> {
    return commentService.deleteReply(ctx, id);
  }

  @Auth()
  @Mutation(() => Reply)
  likeReply(@IdArg('id') id: number, @SignedIn() ctx: SignedInContext): Promise<Reply> {
    return commentService.likeReply(ctx, id, true);
  }

  @Auth()
  @Mutation(() => Reply)
  unlikeReply(@IdArg('id') id: number, @SignedIn() ctx: SignedInContext): Promise<Reply> {
    return commentService.likeReply(ctx, id, false);
  }

  @Auth()
  @Mutation(() => String, { description: `${REPORT_REASONS_HELP} Answers the message to show.` })
  reportReply(@IdArg('id') id: number, @Arg('reason', () => Int) reason: number, @SignedIn() ctx: SignedInContext): Promise<string> {
    return commentService.report(ctx, 'reply', id, reason);
  }

  @FieldResolver(() => ID)
  commentId(@Root() r: Row<Reply>): string {
    return String(r.comment.id);
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The reply this one answers; null when it answers the comment (or that reply was deleted).' })
  parentId(@Root() r: Row<Reply>): string | null {
    return r.parent ? String(r.parent.id) : null;
  }

  @FieldResolver(() => User)
  author(@Root() r: Row<Reply>, @Ctx() ctx: Context): Promise<User> {
    return author(ctx, r.author.id);
  }

  @FieldResolver(() => User, { nullable: true, description: 'Whom it answers (legacy `replyto`).' })
  async replyTo(@Root() r: Row<Reply>, @Ctx() ctx: Context): Promise<User | null> {
    return r.replyTo ? ctx.loaders.users.byId.load(r.replyTo.id) : null;
  }

  @FieldResolver(() => Boolean)
  viewerHasLiked(@Root() r: Row<Reply>, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.loaders.comments.viewerLikedReply.load(r.id);
  }

  @FieldResolver(() => CommentViewerCan)
  async viewerCan(@Root() r: Row<Reply>, @Ctx() ctx: Context): Promise<CommentViewerCan> {
    const comment = await ctx.loaders.comments.commentById.load(r.comment.id);
    return viewerCan(ctx, r, comment?.topic.id ?? -1);
  }
}

/** Comments on Topic. */
@Resolver(() => Topic)
export class TopicCommentsResolver {
  @FieldResolver(() => ID, { description: "The pool stream's newest event id, read with the comments: where `commentEvents(after:)` starts." })
  async commentEventId(@Root() topic: Row<Topic>, @Ctx() ctx: Context): Promise<string> {
    return String(await streamHead(ctx.em, poolStream(topic.id)));
  }

  @FieldResolver(() => CommentConnection, { description: 'Newest first, 5 a page by default; public like the topic page.' })
  comments(
    @Root() topic: Row<Topic>,
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
    @Info() info: GraphQLResolveInfo,
  ) {
    // read with the topic (its statement holds the page), else one statement of its own
    const read = prefetched<CommentRow[]>(topic, info);
    return read ? commentReads.connection(read, page) : commentReads.page(ctx, info, topic.id, page);
  }
}
