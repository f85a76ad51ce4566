import { wrap } from '@mikro-orm/core';
import { LIMITS, MSG } from '@poolmates/schema';
import { type SignedInContext } from '../../platform/auth.js';
import { clock } from '../../platform/clock.js';
import { appendEvent, publishEvents, topicStream, writeWithEvent } from '../../platform/events.js';
import type { Context } from '../../platform/context.js';
import { forbidden, notFound, userInput } from '../../platform/errors.js';
import { throttleWrite } from '../../platform/write-limits.js';
import { TimelineEntry } from '../topics/timeline-entry.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { clampedTopicDay } from '../topics/topic.policy.js';
import { Takeaway } from './takeaway.entity.js';
import { takeawayPolicy } from './takeaway.policy.js';

/** A takeaway's text: one line (Enter is blocked in the box; line breaks become spaces), 1–250 characters. */
export function cleanTakeaway(raw: string): string {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!text) throw userInput('text', MSG.takeawayEmpty);
  if (text.length > LIMITS.takeawayMax) throw userInput('text', MSG.takeawayTooLong);
  return text;
}

/** The topic's current timeline day number, clamped (decision 082: `clampedTopicDay` is the one definition). */
export const currentDayNumber = clampedTopicDay;

/** The topic's squad (owner first), or NOT_FOUND for an unknown topic. */
async function squadOf(ctx: Context, topicId: number): Promise<number[]> {
  const squad = await ctx.loaders.topics.squadMembers.load(topicId);
  if (squad.length === 0) throw notFound(MSG.topicNotFound);
  return squad;
}

/** The day a takeaway belongs to, loaded if the request has not read it yet (its topic decides who may see it). */
export async function entryOf(ctx: Context, t: Takeaway): Promise<TimelineEntry> {
  if (wrap(t.timelineEntry).isInitialized()) return t.timelineEntry;
  const entry = await ctx.loaders.takeaways.timelineEntryById.load(t.timelineEntry.id);
  if (!entry) throw notFound(MSG.timelineEntryNotFound);
  return entry;
}

async function loadTakeaway(ctx: Context, id: number): Promise<{ takeaway: Takeaway; squad: number[] }> {
  const takeaway = id > 0 ? await ctx.em.findOne(Takeaway, { id }, { populate: ['timelineEntry'] }) : null;
  if (!takeaway) throw notFound(MSG.takeawayNotFound);
  return { takeaway, squad: await squadOf(ctx, takeaway.timelineEntry.topic.id) };
}

/** Takeaways: one per squad member per timeline day (decision 031), shown to the squad under that day. */
export const takeawayService = {
  /**
   * The viewer's takeaway for a day of the topic — `timelineEntryId`, or, without one, the topic's
   * current day (the legacy `/usertakeaway`). Adding where the viewer already has one replaces its
   * text (one statement, so two adds at once keep one row).
   */
  async add(ctx: SignedInContext, topicId: number, text: string, timelineEntryId?: number | null): Promise<Takeaway> {
    await throttleWrite(ctx, 'squadItem');
    const clean = cleanTakeaway(text);
    if (!takeawayPolicy.canAdd(ctx.viewer, await squadOf(ctx, topicId))) throw forbidden(MSG.squadMembersOnly);
    let entry: TimelineEntry | null;
    if (timelineEntryId != null) {
      entry = timelineEntryId > 0 ? await ctx.em.findOne(TimelineEntry, { id: timelineEntryId, topic: topicId }) : null;
      if (!entry) throw notFound(MSG.timelineEntryNotFound);
    } else {
      const topic = await ctx.em.findOneOrFail(Topic, { id: topicId });
      const days = await ctx.em.find(TimelineEntry, { topic: topicId }, { orderBy: { day: 'asc' } });
      const today = currentDayNumber(topic, clock.now());
      // a timeline shorter than the duration (never made so, but possible in old data): its last day up to today
      entry = days.filter((d) => d.day <= today).at(-1) ?? days[0] ?? null;
      if (!entry) throw notFound(MSG.noTimelineDay);
    }
    const now = clock.now();
    // the row and its squad event in one statement (decision 051)
    const { row, event } = await writeWithEvent<{ id: number }>(
      ctx.em,
      {
        sql: `insert into takeaways (timeline_entry_id, author_id, text, created_at) values (?, ?, ?, ?)
       on conflict (timeline_entry_id, author_id) do update
         set text = excluded.text, updated_at = case when takeaways.text = excluded.text then takeaways.updated_at else ? end
       returning id, timeline_entry_id, author_id`,
        params: [entry.id, ctx.viewer.id, clean, now, now],
      },
      { stream: topicStream(topicId), kind: 'takeaway.saved', actorId: ctx.viewer.id, dataSql: `jsonb_build_object('takeawayId', w.id, 'timelineEntryId', w.timeline_entry_id, 'userId', w.author_id)` },
    );
    publishEvents(ctx.deps.pubsub, [event]);
    const saved = await ctx.em.findOneOrFail(Takeaway, { id: row!.id }, { populate: ['timelineEntry'], refresh: true });
    return saved;
  },

  async update(ctx: SignedInContext, id: number, text: string): Promise<Takeaway> {
    await throttleWrite(ctx, 'squadItem');
    const clean = cleanTakeaway(text);
    const { takeaway, squad } = await loadTakeaway(ctx, id);
    if (!takeawayPolicy.canEdit(ctx.viewer, takeaway, squad)) throw forbidden(MSG.onlyAuthorEditsTakeaway);
    if (takeaway.text === clean) return takeaway;
    Object.assign(takeaway, { text: clean, updatedAt: clock.now() });
    const event = await ctx.em.transactional(async (em) => {
      await em.flush();
      return appendEvent(em, topicStream(takeaway.timelineEntry.topic.id), 'takeaway.saved', ctx.viewer.id, { takeawayId: takeaway.id, timelineEntryId: takeaway.timelineEntry.id, userId: takeaway.author.id });
    });
    publishEvents(ctx.deps.pubsub, [event]);
    return takeaway;
  },

  async delete(ctx: SignedInContext, id: number): Promise<boolean> {
    await throttleWrite(ctx, 'squadItem');
    const { takeaway, squad } = await loadTakeaway(ctx, id);
    if (!takeawayPolicy.canDelete(ctx.viewer, takeaway, squad)) throw forbidden(MSG.cannotDeleteTakeaway);
    const event = await ctx.em.transactional(async (em) => {
      if ((await em.nativeDelete(Takeaway, { id: takeaway.id })) === 0) return null; // deleted meanwhile: that delete told the squad
      return appendEvent(em, topicStream(takeaway.timelineEntry.topic.id), 'takeaway.deleted', ctx.viewer.id, { takeawayId: takeaway.id, timelineEntryId: takeaway.timelineEntry.id, userId: takeaway.author.id });
    });
    publishEvents(ctx.deps.pubsub, [event]);
    return true;
  },

  /** A day's takeaways, oldest first; null when the viewer is not in the squad (the timeline itself is public to the signed in). */
  async ofDay(ctx: Context, entry: TimelineEntry): Promise<Takeaway[] | null> {
    if (!takeawayPolicy.canSee(ctx.viewer, await ctx.loaders.topics.squadMembers.load(entry.topic.id))) return null;
    return ctx.loaders.takeaways.byTimelineEntry.load(entry.id);
  },
};
