import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { Auth, SignedIn, type SignedInContext } from '../../platform/auth.js';
import type { Context } from '../../platform/context.js';
import { IdArg } from '../../platform/ids.js';
import { TimelineEntry } from '../topics/timeline-entry.entity.js';
import { User } from '../users/user.entity.js';
import { Takeaway } from './takeaway.entity.js';
import { takeawayPolicy } from './takeaway.policy.js';
import { entryOf, takeawayService } from './takeaway.service.js';

const squadOfTakeaway = async (t: Takeaway, ctx: Context) => ctx.loaders.topics.squadMembers.load((await entryOf(ctx, t)).topic.id);

@Resolver(() => Takeaway)
export class TakeawayResolver {
  @Auth()
  @Mutation(() => Takeaway, {
    description:
      "A squad member's takeaway for a timeline day: `timelineEntryId`, or without it the topic's current day (topic's time zone; the first day before the start, the last after the end). One per member per day: adding again replaces the text.",
  })
  addTakeaway(
    @IdArg('topicId') topicId: number,
    @Arg('text', () => String) text: string,
    @SignedIn() ctx: SignedInContext,
    @IdArg('timelineEntryId', { nullable: true }) timelineEntryId?: number | null,
  ): Promise<Takeaway> {
    return takeawayService.add(ctx, topicId, text, timelineEntryId);
  }

  @Auth()
  @Mutation(() => Takeaway, { description: 'Its author, while in the squad.' })
  updateTakeaway(@IdArg('id') id: number, @Arg('text', () => String) text: string, @SignedIn() ctx: SignedInContext): Promise<Takeaway> {
    return takeawayService.update(ctx, id, text);
  }

  @Auth()
  @Mutation(() => Boolean, { description: 'Its author or the topic owner, while in the squad.' })
  deleteTakeaway(@IdArg('id') id: number, @SignedIn() ctx: SignedInContext): Promise<boolean> {
    return takeawayService.delete(ctx, id);
  }

  @FieldResolver(() => ID)
  timelineEntryId(@Root() t: Takeaway): string {
    return String(t.timelineEntry.id);
  }

  @FieldResolver(() => ID)
  async topicId(@Root() t: Takeaway, @Ctx() ctx: Context): Promise<string> {
    return String((await entryOf(ctx, t)).topic.id);
  }

  @FieldResolver(() => User)
  async author(@Root() t: Takeaway, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.users.byId.load(t.author.id))!;
  }

  @FieldResolver(() => Boolean, { description: 'Its author, while in the squad.' })
  async viewerCanEdit(@Root() t: Takeaway, @Ctx() ctx: Context): Promise<boolean> {
    return takeawayPolicy.canEdit(ctx.viewer, t, await squadOfTakeaway(t, ctx));
  }

  @FieldResolver(() => Boolean, { description: 'Its author or the topic owner, while in the squad.' })
  async viewerCanDelete(@Root() t: Takeaway, @Ctx() ctx: Context): Promise<boolean> {
    return takeawayPolicy.canDelete(ctx.viewer, t, await squadOfTakeaway(t, ctx));
  }
}

/** Takeaways under each day of a timeline. */
@Resolver(() => TimelineEntry)
export class TimelineTakeawaysResolver {
  @FieldResolver(() => [Takeaway], {
    nullable: true,
    description: "The squad's takeaways for this day, oldest first (one statement for a whole timeline). Null when the viewer is not in the squad.",
  })
  takeaways(@Root() entry: TimelineEntry, @Ctx() ctx: Context): Promise<Takeaway[] | null> {
    return takeawayService.ofDay(ctx, entry);
  }
}
