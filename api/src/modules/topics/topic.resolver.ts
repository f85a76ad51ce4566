import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { addDays, dateInZone, timelineDate } from '@poolmates/schema';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth, Public, SignedIn, type SignedInContext } from '../../platform/auth.js';
import { clock } from '../../platform/clock.js';
import type { Context } from '../../platform/context.js';
import { rememberedInZone, timeInZone } from '../../platform/time.js';
import { User } from '../users/user.entity.js';
import { Category } from './category.entity.js';
import { TimelineEntry } from './timeline-entry.entity.js';
import { membershipPolicy } from './membership.js';
import { Topic } from './topic.entity.js';
import { topicPolicy } from './topic.policy.js';
import { topicService } from './topic.service.js';
import { PublishTopicInput, TopicConnection, TopicState, TopicViewerCan } from './topic.types.js';
import { IdArg } from '../../platform/ids.js';
import { PageArgs } from '../../platform/connection.js';
import { pre, type Row } from '../../platform/read.js';
import { topicReads, type TopicRow } from './topic.reads.js';

const users = (ctx: Context, ids: number[]) => ctx.loaders.users.byId.loadMany(ids).then((r) => r.filter((u): u is User => u instanceof User));

/** The wall-clock fields of a topic, remembered per instant and zone (a list page asks the same ones on every request). */
const dateOf = rememberedInZone(dateInZone);
const timeOf = rememberedInZone(timeInZone);

/** The squad: read with the topic (a read row, decision 033), else batched per request. */
const squadOf = (ctx: Context, topic: Topic): readonly number[] | Promise<number[]> => (topic as TopicRow).$?.squad ?? ctx.loaders.topics.squadMembers.load(topic.id);

/**
 * `then(squad)` at once when the squad came with the row, else after the loader: a field of a read
 * row answers synchronously (an async resolver costs a promise per field per row, decision 048).
 */
function withSquad<T>(ctx: Context, topic: Topic, then: (squad: readonly number[]) => T): T | Promise<T> {
  const squad = squadOf(ctx, topic);
  return Array.isArray(squad) ? then(squad) : (squad as Promise<number[]>).then(then);
}

@Resolver(() => Topic)
export class TopicResolver {
  @Public()
  @Query(() => [Category])
  categories(@Ctx() ctx: Context): Promise<Category[]> {
    return topicService.categories(ctx);
  }

  @Public()
  @Query(() => TopicConnection, { description: "'Discussion & Learning': topics not ended yet, newest first (5 a page by default)." })
  topics(
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('categoryIds', () => [ID], { nullable: true }) categoryIds?: string[],
    @Arg('search', () => String, { nullable: true, description: 'Words in the topic title (case ignored).' }) search?: string,
    @Info() info?: GraphQLResolveInfo,
  ): Promise<TopicConnection> {
    return topicReads.list(ctx, info!, { ...page, categoryIds, search });
  }

  @Public()
  @Query(() => Topic, { nullable: true, description: 'Null when there is no such topic.' })
  topic(@IdArg('id') id: number, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<Topic | null> {
    return topicReads.get(ctx, info, id);
  }

  @Auth()
  @Query(() => TopicConnection, { description: "The viewer's own topics, newest first, ended ones included." })
  myTopics(
    @SignedIn() ctx: SignedInContext,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('currentOnly', () => Boolean, { nullable: true, description: 'Leave out ended topics.' }) currentOnly?: boolean,
    @Arg('includeJoined', () => Boolean, { nullable: true, description: 'Also the topics whose squad the viewer joined (Profile → Your pools).' }) includeJoined?: boolean,
    @Info() info?: GraphQLResolveInfo,
  ): Promise<TopicConnection> {
    if (includeJoined) return topicReads.list(ctx, info!, { ...page, currentOnly }, { squadOf: ctx.viewerRow.id, includeEnded: true });
    return topicReads.list(ctx, info!, { ...page, currentOnly }, { ownerId: ctx.viewerRow.id });
  }

  @Auth()
  @Query(() => TopicConnection, { description: "One person's active pools: topics not ended whose squad holds them (owner or member), newest first. Empty for an unknown or inactive account." })
  userActivePools(@IdArg('userId') userId: number, @Ctx() ctx: Context, @Args(() => PageArgs) page: PageArgs, @Info() info?: GraphQLResolveInfo): Promise<TopicConnection> {
    return topicService.activePoolsOf(ctx, info!, userId, page);
  }

  @Auth()
  @Query(() => TopicConnection, { description: "The viewer's active pools: topics not ended whose squad holds the viewer (owner or member), newest first." })
  myActivePools(
    @SignedIn() ctx: SignedInContext,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('search', () => String, { nullable: true, description: 'Words in the topic title (case ignored).' }) search?: string,
    @Arg('runningOnly', () => Boolean, { nullable: true, description: 'Only the topics that have started (the home timeline: today in each squad).' }) runningOnly?: boolean,
    @Info() info?: GraphQLResolveInfo,
  ): Promise<TopicConnection> {
    return topicReads.list(ctx, info!, { ...page, search, runningOnly }, { squadOf: ctx.viewerRow.id });
  }

  @Auth()
  @Query(() => [TimelineEntry])
  timeline(@IdArg('topicId') topicId: number, @Ctx() ctx: Context): Promise<TimelineEntry[]> {
    return topicService.timeline(ctx, topicId);
  }

  @Auth()
  @Mutation(() => Topic, { description: 'Creates the topic, its timeline and thumbnail (500×550) at once; multipart when an image is sent.' })
  publishTopic(
    @Arg('input', () => PublishTopicInput) input: PublishTopicInput,
    @SignedIn() ctx: SignedInContext,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ): Promise<Topic> {
    return topicService.publish(ctx, input, image);
  }

  @Auth()
  @Mutation(() => Boolean, { description: 'Owner only, and only a topic that is not active.' })
  deleteTopic(@IdArg('id') id: number, @SignedIn() ctx: SignedInContext): Promise<boolean> {
    return topicService.delete(ctx, id);
  }

  @FieldResolver(() => User)
  owner(@Root() topic: Row<Topic>, @Ctx() ctx: Context): User | Promise<User> {
    if (pre(topic)) return topic.owner;
    return ctx.loaders.users.byId.load(topic.owner.id).then((u) => u!);
  }

  @FieldResolver(() => Category)
  category(@Root() topic: Row<Topic>, @Ctx() ctx: Context): Category | Promise<Category> {
    if (pre(topic)) return topic.category;
    return ctx.loaders.topics.categoryById.load(topic.category.id).then((c) => c!);
  }

  @FieldResolver(() => [User], { description: 'The owner first, then the others in joining order.' })
  async members(@Root() topic: Row<Topic>, @Ctx() ctx: Context): Promise<User[]> {
    return ((topic as TopicRow).$?.members as User[] | undefined) ?? users(ctx, await ctx.loaders.topics.squadMembers.load(topic.id));
  }

  @FieldResolver(() => Int, { description: 'Members, owner included (the "n" of "n / squadSize").' })
  memberCount(@Root() topic: Row<Topic>, @Ctx() ctx: Context): number | Promise<number> {
    return withSquad(ctx, topic, (squad) => squad.length);
  }

  @FieldResolver(() => Boolean)
  isFull(@Root() topic: Row<Topic>, @Ctx() ctx: Context): boolean | Promise<boolean> {
    return withSquad(ctx, topic, (squad) => squad.length >= topic.squadSize);
  }

  @FieldResolver(() => TopicState)
  state(@Root() topic: Row<Topic>): TopicState {
    return topicPolicy.state(topic, clock.now());
  }

  @FieldResolver(() => Boolean, { description: 'Legacy poolactive: running, or someone other than the owner joined.' })
  active(@Root() topic: Row<Topic>, @Ctx() ctx: Context): boolean | Promise<boolean> {
    return withSquad(ctx, topic, (squad) => topicPolicy.isActive(topic, membershipPolicy.othersJoined(squad), clock.now()));
  }

  @FieldResolver(() => Int, { nullable: true, description: 'While running: which day it is (1 on the first day, up to durationDays); null before the start and after the end.' })
  currentDay(@Root() topic: Topic): number | null {
    return topicPolicy.currentDay(topic, clock.now());
  }

  @FieldResolver(() => TimelineEntry, { nullable: true, description: "While running: today's timeline entry (the day of `currentDay`). Signed-in viewers only, as the timeline." })
  async todayEntry(@Root() topic: Topic, @Ctx() ctx: Context): Promise<TimelineEntry | null> {
    const day = topicPolicy.currentDay(topic, clock.now());
    if (day === null || !topicPolicy.canViewTimeline(ctx.viewerRow)) return null;
    return ctx.loaders.topics.timelineDay.load({ topicId: topic.id, day });
  }

  @FieldResolver(() => String, { description: '"YYYY-MM-DD" in the topic\'s zone.' })
  startDate(@Root() topic: Row<Topic>): string {
    return dateOf(topic.startsAt, topic.timezone);
  }

  @FieldResolver(() => String, { description: '"hh:mm AM" in the topic\'s zone.' })
  startTime(@Root() topic: Row<Topic>): string {
    return timeOf(topic.startsAt, topic.timezone);
  }

  @FieldResolver(() => String, { description: '"YYYY-MM-DD" in the topic\'s zone: the end (start + duration days).' })
  endDate(@Root() topic: Row<Topic>): string {
    return dateOf(topic.endsAt, topic.timezone);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The 500×550 thumbnail, or null (show a placeholder).' })
  imageUrl(@Root() topic: Row<Topic>): string | null {
    return topic.image ? `/uploads/${topic.image}` : null;
  }

  @FieldResolver(() => TopicViewerCan)
  viewerCan(@Root() topic: Row<Topic>, @Ctx() ctx: Context): TopicViewerCan | Promise<TopicViewerCan> {
    return withSquad(ctx, topic, (squad) => {
      const active = topicPolicy.isActive(topic, membershipPolicy.othersJoined(squad), clock.now());
      return { delete: topicPolicy.canDelete(ctx.viewerRow, topic, active), viewTimeline: topicPolicy.canViewTimeline(ctx.viewerRow) };
    });
  }
}

@Resolver(() => TimelineEntry)
export class TimelineEntryResolver {
  @Auth()
  @Mutation(() => TimelineEntry, { description: "The entry's author only." })
  updateTimelineEntry(
    @IdArg('id') id: number,
    @Arg('title', () => String) title: string,
    @Ctx() ctx: Context,
    @Arg('description', () => String, { nullable: true }) description?: string | null,
  ): Promise<TimelineEntry> {
    return topicService.updateTimelineEntry(ctx, id, title, description);
  }

  @FieldResolver(() => String, { description: 'DD-Mon-YYYY in the topic\'s zone.' })
  async date(@Root() entry: TimelineEntry, @Ctx() ctx: Context): Promise<string> {
    const topic = entry.topic.startsAt ? entry.topic : await ctx.em.findOneOrFail(Topic, { id: entry.topic.id });
    return timelineDate(addDays(dateInZone(topic.startsAt, topic.timezone), entry.day - 1));
  }

  @FieldResolver(() => User)
  async author(@Root() entry: TimelineEntry, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.users.byId.load(entry.author.id))!;
  }

  @FieldResolver(() => Boolean)
  viewerCanEdit(@Root() entry: TimelineEntry, @Ctx() ctx: Context): boolean {
    return topicPolicy.canEditTimelineEntry(ctx.viewerRow, entry);
  }
}
