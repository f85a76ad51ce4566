import type { GraphQLResolveInfo } from 'graphql';
import { topicReads, type ListArgs } from './topic.reads.js';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { DAY_MS, dateInZone, ErrorCode, LIMITS, MSG, validatePublishTopic } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import type { Context } from '../../platform/context.js';
import { AppError, assertValid, forbidden, notFound, userInput } from '../../platform/errors.js';
import { ImageRejected, readLimited, reencodeCover } from '../../platform/images.js';
import { zonedToUtc } from '../../platform/time.js';
import { User } from '../users/user.entity.js';
import { AccountStatus } from '../users/user.enums.js';
import { Category } from './category.entity.js';
import { TimelineEntry } from './timeline-entry.entity.js';
import { membershipPolicy } from './membership.js';
import { Topic } from './topic.entity.js';
import { topicPolicy } from './topic.policy.js';
import { startAlertAt } from './start-alert-at.js';
import type { PublishTopicInput, TopicConnection } from './topic.types.js';
import { parseId } from '../../platform/ids.js';
import { type SignedInContext } from '../../platform/auth.js';

export type { ListArgs };

const text = (v: string | null | undefined) => v?.trim() || null;

export const topicService = {
  categories(ctx: Context): Promise<Category[]> {
    return ctx.em.find(Category, {}, { orderBy: { id: 'asc' } });
  },

  // lists and the topic page are read in topic.reads.ts (one statement each, decision 033)

  /**
   * One person's active pools (`/homepage/useractivepool/:userid`): the topics not ended whose squad
   * holds them — topics are public, so anyone signed in may look; an inactive or unknown account has none.
   */
  async activePoolsOf(ctx: Context, info: GraphQLResolveInfo, userId: number, args: ListArgs): Promise<TopicConnection> {
    const active = userId > 0 && (await ctx.em.count(User, { id: userId, status: AccountStatus.ACTIVE })) > 0;
    if (!active) return { edges: [], pageInfo: { hasNextPage: false, endCursor: null } };
    return topicReads.list(ctx, info, args, { squadOf: userId });
  },

  async get(ctx: Context, id: number): Promise<Topic | null> {
    return ctx.em.findOne(Topic, { id });
  },

  /**
   * Publishes a topic with its timeline and image as one unit: the image is checked and stored
   * first, the rows go in one transaction, and a failed transaction removes the stored image.
   */
  async publish(ctx: SignedInContext, input: PublishTopicInput, image?: Promise<FileUpload> | null): Promise<Topic> {
    const now = clock.now();
    const today = input.timezone ? safeToday(now, input.timezone) : '';
    assertValid(validatePublishTopic(input, { today }));
    const category = await ctx.em.findOne(Category, { id: parseId(input.categoryId) }); // an input object's ID: parsed here
    if (!category) throw userInput('categoryId', MSG.categoryUnknown);
    let thumbnail: Buffer | null = null;
    if (image) {
      try {
        const upload = await image;
        thumbnail = await reencodeCover(await readLimited(() => upload.createReadStream(), LIMITS.profileImageMaxBytes), LIMITS.topicImageWidth, LIMITS.topicImageHeight);
      } catch (err) {
        if (err instanceof ImageRejected) throw userInput('image', err.reason === 'too-big' ? MSG.topicFileTooBig : MSG.topicImageInvalid);
        throw err;
      }
    }
    const startsAt = zonedToUtc(input.startDate, input.startTime, input.timezone);
    const key = thumbnail ? await ctx.deps.storage.put('topics', 'jpg', thumbnail) : null;
    let created: Topic;
    try {
      created = await ctx.em.transactional(async (em) => {
        const owner = em.getReference(User, ctx.viewer.id);
        const topic = em.create(Topic, {
          owner,
          category,
          yourName: input.yourName.trim(),
          title: input.topic.trim(),
          description: text(input.description),
          squadSize: input.squadSize,
          durationDays: input.durationDays,
          startsAt,
          endsAt: new Date(startsAt.getTime() + input.durationDays * DAY_MS),
          timezone: input.timezone,
          image: key,
          createdAt: now,
        });
        input.timeline.forEach((e, i) => {
          em.create(TimelineEntry, { topic, day: i + 1, title: e.title.trim(), description: text(e.description), author: owner });
        });
        await em.flush();
        return topic;
      });
    } catch (err) {
      if (key) await ctx.deps.storage.remove(key).catch(() => {});
      throw err;
    }
    await ctx.deps.jobs.send('topic.start-alert', { topicId: created.id }, { startAfter: startAlertAt(created.startsAt), singletonKey: `start-alert-${created.id}` });
    return created;
  },

  /** Only the owner, only when not active (DECISIONS.md); the image goes with it. */
  async delete(ctx: SignedInContext, id: number): Promise<boolean> {
    const topic = await topicService.get(ctx, id);
    if (!topic) throw notFound(MSG.topicNotFound);
    const others = membershipPolicy.othersJoined(await ctx.loaders.topics.squadMembers.load(topic.id));
    const active = topicPolicy.isActive(topic, others, clock.now());
    if (ctx.viewer.id !== topic.owner.id) throw forbidden(MSG.onlyOwnerDeletes);
    if (!topicPolicy.canDelete(ctx.viewer, topic, active)) throw new AppError(ErrorCode.CONFLICT, MSG.topicActiveNoDelete);
    const image = topic.image;
    await ctx.em.remove(topic).flush();
    if (image) await ctx.deps.storage.remove(image).catch(() => {});
    return true;
  },

  async timeline(ctx: Context, topicId: number): Promise<TimelineEntry[]> {
    const topic = await topicService.get(ctx, topicId);
    if (!topic) throw notFound(MSG.topicNotFound);
    return ctx.em.find(TimelineEntry, { topic }, { orderBy: { day: 'asc' } });
  },

  async updateTimelineEntry(ctx: Context, id: number, title: string, description: string | null | undefined): Promise<TimelineEntry> {
    const entry = await ctx.em.findOne(TimelineEntry, { id }, { populate: ['topic'] });
    if (!entry) throw notFound(MSG.timelineEntryNotFound);
    if (!topicPolicy.canEditTimelineEntry(ctx.viewer, entry)) throw forbidden(MSG.onlyAuthorEdits);
    const t = title.trim();
    if (!t) throw userInput('title', MSG.timelineTitleRequired(entry.day));
    if (t.length > LIMITS.timelineTitleMax) throw userInput('title', MSG.fieldTooLong('Title', LIMITS.timelineTitleMax));
    if ((description ?? '').trim().length > LIMITS.timelineDescriptionMax) throw userInput('description', MSG.fieldTooLong('Description', LIMITS.timelineDescriptionMax));
    entry.title = t;
    entry.description = text(description);
    entry.updatedAt = clock.now();
    await ctx.em.flush();
    return entry;
  },
};

function safeToday(now: Date, zone: string): string {
  try {
    return dateInZone(now, zone);
  } catch {
    return '';
  }
}
