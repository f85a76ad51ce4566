import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { Auth, SignedIn, signedIn, type SignedInContext } from '../../platform/auth.js';
import { clock } from '../../platform/clock.js';
import type { Context } from '../../platform/context.js';
import { IdArg, parseId } from '../../platform/ids.js';
import { LIMITS } from '@poolmates/schema';
import { logStream, parseCursor, squadAdmit, topicStream, type Delivered } from '../../platform/events.js';
import type { Row } from '../../platform/read.js';
import { membershipPolicy } from '../topics/membership.js';
import { TimelineEntry } from '../topics/timeline-entry.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';
import { RecapStatus } from './accountability.entity.js';
import { ACCOUNTABILITY_KINDS, accountabilityService, streaksFrom, type CheckInRow } from './accountability.service.js';
import {
  AccountabilityEvent,
  AccountabilityEventKind,
  CatchUp,
  CheckInView,
  FocusSessionView,
  ReminderSettings,
  ReminderSettingsInput,
  Streak,
  TopicDay,
  TopicDayState,
  TopicStreak,
} from './accountability.types.js';
import { topicDay } from './days.js';
import { focusState, type FocusState } from './focus.js';
import { focusService } from './focus.service.js';

/** Is the viewer in the topic's squad (read rows: `viewerRow`, the request's squad loader)? */
async function member(ctx: Context, topicId: number): Promise<boolean> {
  return ctx.viewerRow !== null && membershipPolicy.isMember(ctx.viewerRow, await ctx.loaders.topics.squadMembers.load(topicId));
}

/** The topic's calendar columns: on the root (a read row has every column of a field it does not know), else loaded. */
async function calendarOf(ctx: Context, t: Row<Topic>): Promise<Topic> {
  if (t.startsAt instanceof Date && t.endsAt instanceof Date && t.timezone && t.durationDays) return t as Topic;
  return (await ctx.loaders.topics.topicById.load(t.id))!;
}

async function streaks(ctx: Context, t: Row<Topic>) {
  if (!(await member(ctx, t.id))) return null;
  const marks = await ctx.loaders.accountability.marks.load(t.id);
  return marks ? streaksFrom(marks, clock.now(), ctx.viewerRow!.id) : null;
}

/** The read rows as their GraphQL parent types: each has every field but the person, which a field resolver loads. */
const focusView = (s: FocusState): FocusSessionView => s;
const checkInView = (r: CheckInRow): CheckInView => r;

@Resolver(() => Topic)
export class TopicAccountabilityResolver {
  @FieldResolver(() => TopicDay, { nullable: true, description: "Today in the topic's time zone by the server's clock (squad members; null for others)." })
  async today(@Root() t: Row<Topic>, @Ctx() ctx: Context): Promise<TopicDay | null> {
    if (!(await member(ctx, t.id))) return null;
    const now = clock.now();
    const d = topicDay(await calendarOf(ctx, t), now);
    return { ...d, state: d.state as TopicDayState, serverNow: now };
  }

  @FieldResolver(() => [CheckInView], { description: "Every member's check-in for a day (default today), oldest first; [] for anyone outside the squad." })
  async checkIns(@Root() t: Row<Topic>, @Ctx() ctx: Context, @Arg('day', () => Int, { nullable: true }) day?: number | null): Promise<CheckInView[]> {
    return (await accountabilityService.checkInsOf(ctx, await calendarOf(ctx, t), day)).map(checkInView);
  }

  @FieldResolver(() => Streak, { nullable: true, description: "The viewer's streak: consecutive topic days with a recap (decision 044). Squad members only." })
  async myStreak(@Root() t: Row<Topic>, @Ctx() ctx: Context): Promise<Streak | null> {
    return (await streaks(ctx, t))?.mine ?? null;
  }

  @FieldResolver(() => Streak, { nullable: true, description: 'Consecutive days on which every member (from the day they joined) recapped. Squad members only.' })
  async squadStreak(@Root() t: Row<Topic>, @Ctx() ctx: Context): Promise<Streak | null> {
    return (await streaks(ctx, t))?.squad ?? null;
  }

  @FieldResolver(() => FocusSessionView, { nullable: true, description: 'The running shared focus timer (squad members; null when none runs).' })
  async focusSession(@Root() t: Row<Topic>, @Ctx() ctx: Context): Promise<FocusSessionView | null> {
    const s = await focusService.focusOf(ctx, t.id);
    return s && focusView(s);
  }

  @FieldResolver(() => String, { nullable: true, description: "The viewer's secret calendar feed URL for this topic; null until created." })
  calendarUrl(@Root() t: Row<Topic>, @Ctx() ctx: Context): Promise<string | null> {
    return accountabilityService.calendarUrl(ctx, t.id);
  }

  @FieldResolver(() => ReminderSettings, { nullable: true, description: "The viewer's reminders for this topic (defaults until set). Squad members only." })
  async reminderSettings(@Root() t: Row<Topic>, @Ctx() ctx: Context): Promise<ReminderSettings | null> {
    return accountabilityService.reminderSettings(ctx, await calendarOf(ctx, t));
  }

  @FieldResolver(() => CatchUp, { nullable: true, description: 'What happened since the viewer\'s last visit (markTopicVisited). Reading it does not move the marker. Squad members only.' })
  async catchUp(@Root() t: Row<Topic>, @Ctx() ctx: Context): Promise<CatchUp | null> {
    return accountabilityService.catchUp(ctx, await calendarOf(ctx, t));
  }
}

/** Check-ins under each day of a timeline. */
@Resolver(() => TimelineEntry)
export class TimelineCheckInsResolver {
  @FieldResolver(() => [CheckInView], { nullable: true, description: "Every member's check-in for this day, oldest first (one statement for a whole timeline). Null when the viewer is not in the squad." })
  async checkIns(@Root() entry: TimelineEntry, @Ctx() ctx: Context): Promise<CheckInView[] | null> {
    if (!(await member(ctx, entry.topic.id))) return null;
    return (await ctx.loaders.accountability.byDay.load({ topicId: entry.topic.id, day: entry.day })).map(checkInView);
  }
}

@Resolver(() => CheckInView)
export class CheckInResolver {
  @Auth()
  @Mutation(() => CheckInView, { description: "Today's goal (1–250 characters) on the topic's current day; setting it again replaces it. Squad members, while the topic runs." })
  async setCheckInGoal(@IdArg('topicId') topicId: number, @Arg('goal', () => String) goal: string, @SignedIn() ctx: SignedInContext): Promise<CheckInView> {
    return checkInView(await accountabilityService.setGoal(ctx, topicId, goal));
  }

  @Auth()
  @Mutation(() => CheckInView, { description: "Today's recap (today only; a missed day takes a freeze). Again replaces it." })
  async recapCheckIn(
    @IdArg('topicId') topicId: number,
    @Arg('status', () => RecapStatus) status: RecapStatus,
    @SignedIn() ctx: SignedInContext,
    @Arg('note', () => String, { nullable: true }) note?: string | null,
  ): Promise<CheckInView> {
    return checkInView(await accountabilityService.recap(ctx, topicId, status, note));
  }

  @Auth()
  @Mutation(() => CheckInView, { description: 'A streak freeze on a past day without a recap: one per ISO week (of that day, topic zone) per person and topic.' })
  async useStreakFreeze(@IdArg('topicId') topicId: number, @Arg('day', () => Int) day: number, @SignedIn() ctx: SignedInContext): Promise<CheckInView> {
    return checkInView(await accountabilityService.freeze(ctx, topicId, day));
  }

  @FieldResolver(() => User)
  async user(@Root() c: CheckInRow, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.users.byId.load(c.userId))!;
  }
}

@Resolver(() => FocusSessionView)
export class FocusResolver {
  @Auth()
  @Mutation(() => FocusSessionView, { description: 'Starts the topic\'s shared focus timer (focus 1–120 min, default 25; break 1–60, default 5). One runs per topic. Squad members.' })
  async startFocusSession(
    @IdArg('topicId') topicId: number,
    @SignedIn() ctx: SignedInContext,
    @Arg('focusMinutes', () => Int, { nullable: true }) focusMinutes?: number | null,
    @Arg('breakMinutes', () => Int, { nullable: true }) breakMinutes?: number | null,
  ): Promise<FocusSessionView> {
    return focusView(await focusService.startFocus(ctx, topicId, focusMinutes, breakMinutes));
  }

  @Auth()
  @Mutation(() => Boolean, { description: 'Stops the running timer (any squad member). False when none ran.' })
  stopFocusSession(@IdArg('topicId') topicId: number, @SignedIn() ctx: SignedInContext): Promise<boolean> {
    return focusService.stopFocus(ctx, topicId);
  }

  @FieldResolver(() => User)
  async startedBy(@Root() s: FocusState, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.users.byId.load(s.startedById))!;
  }
}

@Resolver(() => ReminderSettings)
export class ReminderResolver {
  @Auth()
  @Mutation(() => ReminderSettings, { description: 'The viewer\'s reminders for a topic; fields left out keep their value. Squad members.' })
  setReminderSettings(@IdArg('topicId') topicId: number, @Arg('input', () => ReminderSettingsInput) input: ReminderSettingsInput, @SignedIn() ctx: SignedInContext): Promise<ReminderSettings> {
    return accountabilityService.setReminderSettings(ctx, topicId, input);
  }

  @Auth()
  @Mutation(() => String, { description: 'A new secret calendar feed URL for the viewer and topic (the old one stops working). Squad members.' })
  createCalendarUrl(@IdArg('topicId') topicId: number, @SignedIn() ctx: SignedInContext): Promise<string> {
    return accountabilityService.createCalendarUrl(ctx, topicId);
  }

  @Auth()
  @Mutation(() => Boolean, { description: "Kills the viewer's calendar feed URL for the topic. False when there was none." })
  revokeCalendarUrl(@IdArg('topicId') topicId: number, @SignedIn() ctx: SignedInContext): Promise<boolean> {
    return accountabilityService.revokeCalendarUrl(ctx, topicId);
  }

  @Auth()
  @Mutation(() => Boolean, {
    description:
      "Moves the viewer's catch-up marker of the topic forward to `upTo` (what the card or the open workspace showed: the card's `day.serverNow`), or to now; never past now, never back. One marker for every tab. Squad members.",
  })
  markTopicVisited(
    @IdArg('topicId') topicId: number,
    @SignedIn() ctx: SignedInContext,
    @Arg('upTo', () => Date, { nullable: true }) upTo?: Date | null,
  ): Promise<boolean> {
    return accountabilityService.markVisited(ctx, topicId, upTo);
  }
}

@Resolver(() => AccountabilityEvent)
export class AccountabilityEventResolver {
  @Auth()
  @Subscription(() => AccountabilityEvent, {
    description:
      "A topic's check-ins, recaps, freezes and focus timer changes as they happen (FOCUS_PHASE at each switch). `after`: the last event `id` seen — the missed ones come first (a RESET when too many: read the day again). Squad members; a removed member's stream ends.",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { topicId: string; after?: string | null }, Context>) => {
      const ctx = signedIn(context);
      const topicId = parseId(args.topicId);
      // the squad stream (decision 051): the loop's kinds, ended by the viewer's own removal
      return logStream({
        pubsub: ctx.deps.pubsub,
        em: () => ctx.deps.orm.em.fork(),
        stream: topicStream(topicId),
        after: parseCursor(args.after),
        maxCatchUp: LIMITS.postEventsCatchUpMax,
        admit: squadAdmit(ctx.viewerRow.id, (kind) => Object.hasOwn(ACCOUNTABILITY_KINDS, kind)),
        authorize: () => accountabilityService.assertMemberForEvents(ctx, topicId),
      });
    },
  })
  async accountabilityEvents(
    @Root() e: Delivered,
    @Ctx() ctx: Context,
    @Arg('topicId', () => ID) topicId: string,
    @Arg('after', () => ID, { nullable: true }) _after?: string | null,
  ): Promise<AccountabilityEvent> {
    const kind = e.kind === 'RESET' ? AccountabilityEventKind.RESET : ACCOUNTABILITY_KINDS[e.kind];
    const checkIn = e.data.checkInId ? await accountabilityService.checkInById(ctx.em, Number(e.data.checkInId)) : null;
    const d = e.data;
    const focus =
      kind.startsWith('FOCUS') && d.id
        ? focusState(
            { id: Number(d.id), topicId: parseId(topicId), startedById: Number(d.startedById), startedAt: new Date(String(d.startedAt)), focusMinutes: Number(d.focusMinutes), breakMinutes: Number(d.breakMinutes) },
            clock.now(),
          )
        : null;
    return { id: String(e.seq), kind, topicId: parseId(topicId), checkIn: checkIn && checkInView(checkIn), focusSession: focus && focusView(focus) };
  }
}

@Resolver(() => User)
export class UserAccountabilityResolver {
  @FieldResolver(() => [TopicStreak], { description: 'Streaks in the topics this person is in that the viewer shares (all of them for oneself); newest first, up to 20.' })
  async streaks(@Root() u: Row<User>, @Ctx() ctx: Context): Promise<TopicStreak[]> {
    return accountabilityService.profileStreaks(ctx, u.id);
  }
}
