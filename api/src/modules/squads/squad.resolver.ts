import { Arg, Args, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root, registerEnumType } from 'type-graphql';
import { MSG, REPORT_REASONS_HELP } from '@poolmates/schema';
import { Auth, SignedIn, type SignedInContext } from '../../platform/auth.js';
import type { Context } from '../../platform/context.js';
import type { Row } from '../../platform/read.js';
import { membershipPolicy } from '../topics/membership.js';
import { ConnectionOf, PageArgs } from '../../platform/connection.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';
import { squadService } from './squad.service.js';
import { RequestKind, RequestStatus, TopicRequest } from './topic-request.entity.js';
import { IdArg } from '../../platform/ids.js';

export enum ViewerStatus {
  VISITOR = 'VISITOR',
  OWNER = 'OWNER',
  MEMBER = 'MEMBER',
  /** The viewer asked to join and waits ('Cancel'). */
  REQUESTED = 'REQUESTED',
  /** The owner invited the viewer (Confirm / Delete). */
  INVITED = 'INVITED',
  NONE = 'NONE',
}
registerEnumType(ViewerStatus, { name: 'ViewerStatus', description: "The viewer's place in a topic's squad; drives 'Start now' / 'Cancel' / 'Approved'." });

@ObjectType()
class TopicRequestConnection extends ConnectionOf('TopicRequest', () => TopicRequest) {}

@ObjectType()
class Answer {
  @Field(() => TopicRequest)
  request!: TopicRequest;

  @Field(() => String)
  message!: string;
}

@Resolver(() => TopicRequest)
export class SquadResolver {
  @Auth()
  @Query(() => TopicRequestConnection, { description: "Pending requests sent to the viewer ('Request')." })
  requestsReceived(
    @SignedIn() ctx: SignedInContext,
    @Args(() => PageArgs) page: PageArgs,
  ) {
    return squadService.list(ctx, 'received', page);
  }

  @Auth()
  @Query(() => TopicRequestConnection, { description: "Pending requests the viewer sent ('Request Sent')." })
  requestsSent(
    @SignedIn() ctx: SignedInContext,
    @Args(() => PageArgs) page: PageArgs,
  ) {
    return squadService.list(ctx, 'sent', page);
  }

  @Auth()
  @Mutation(() => TopicRequest, { description: "'Start now': ask the owner to join." })
  requestToJoin(@IdArg('topicId') topicId: number, @SignedIn() ctx: SignedInContext): Promise<TopicRequest> {
    return squadService.requestToJoin(ctx, topicId);
  }

  @Auth()
  @Mutation(() => TopicRequest, { description: "'Send Request': the owner invites someone." })
  inviteToSquad(@IdArg('topicId') topicId: number, @IdArg('userId') userId: number, @SignedIn() ctx: SignedInContext): Promise<TopicRequest> {
    return squadService.invite(ctx, topicId, userId);
  }

  @Auth()
  @Mutation(() => TopicRequest, { description: 'Either way in one call: the owner invites `userId`; anyone else asks to join.' })
  sendTopicRequest(@IdArg('topicId') topicId: number, @SignedIn() ctx: SignedInContext, @IdArg('userId', { nullable: true }) userId?: number): Promise<TopicRequest> {
    return squadService.send(ctx, topicId, userId);
  }

  @Auth()
  @Mutation(() => TopicRequest, { description: 'The sender withdraws a pending request (REQUEST_WITHDRAWN when already withdrawn).' })
  cancelRequest(@IdArg('requestId') requestId: number, @SignedIn() ctx: SignedInContext): Promise<TopicRequest> {
    return squadService.cancel(ctx, requestId);
  }

  @Auth()
  @Mutation(() => Answer, { description: 'The recipient confirms: SQUAD_FULL when no seat is left, REQUEST_WITHDRAWN when cancelled meanwhile.' })
  async confirmRequest(@IdArg('requestId') requestId: number, @SignedIn() ctx: SignedInContext): Promise<Answer> {
    return { request: await squadService.confirm(ctx, requestId), message: MSG.requestConfirmed };
  }

  @Auth()
  @Mutation(() => Answer, { description: "The recipient declines ('Delete')." })
  async declineRequest(@IdArg('requestId') requestId: number, @SignedIn() ctx: SignedInContext): Promise<Answer> {
    return { request: await squadService.decline(ctx, requestId), message: MSG.requestDeleted };
  }

  @Auth()
  @Mutation(() => Boolean, { description: "The owner's 'Remove User'." })
  removeSquadMember(@IdArg('topicId') topicId: number, @IdArg('userId') userId: number, @SignedIn() ctx: SignedInContext): Promise<boolean> {
    return squadService.removeMember(ctx, topicId, userId);
  }

  @Auth()
  @Mutation(() => Boolean, { description: "A member's 'Leave Squad'." })
  leaveSquad(@IdArg('topicId') topicId: number, @SignedIn() ctx: SignedInContext): Promise<boolean> {
    return squadService.leave(ctx, topicId);
  }

  @Auth()
  @Mutation(() => String, { description: REPORT_REASONS_HELP })
  reportSquadMember(
    @IdArg('topicId') topicId: number,
    @IdArg('userId') userId: number,
    @Arg('reason', () => Int) reason: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<string> {
    return squadService.report(ctx, topicId, userId, reason);
  }

  @FieldResolver(() => Topic)
  async topic(@Root() r: TopicRequest, @Ctx() ctx: Context): Promise<Topic> {
    return (await ctx.loaders.topics.topicById.load(r.topic.id))!;
  }

  @FieldResolver(() => User)
  async sender(@Root() r: TopicRequest, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.users.byId.load(r.sender.id))!;
  }

  @FieldResolver(() => User)
  async recipient(@Root() r: TopicRequest, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.users.byId.load(r.recipient.id))!;
  }

  @FieldResolver(() => User, { description: 'Who would join.' })
  async candidate(@Root() r: TopicRequest, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.users.byId.load(r.candidate.id))!;
  }
}

/** Squad fields on Topic. */
@Resolver(() => Topic)
export class TopicSquadResolver {
  @FieldResolver(() => ViewerStatus)
  async viewerStatus(@Root() topic: Row<Topic>, @Ctx() ctx: Context): Promise<ViewerStatus> {
    const viewer = ctx.viewerRow;
    if (!viewer) return ViewerStatus.VISITOR;
    if (viewer.id === topic.owner.id) return ViewerStatus.OWNER;
    if (membershipPolicy.isMember(viewer, await ctx.loaders.topics.squadMembers.load(topic.id))) return ViewerStatus.MEMBER;
    const req = await ctx.loaders.squads.viewerRequestByTopic.load(topic.id);
    if (req?.status === RequestStatus.PENDING) return req.kind === RequestKind.JOIN ? ViewerStatus.REQUESTED : ViewerStatus.INVITED;
    return ViewerStatus.NONE;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The owner only (null for anyone else): requests to join waiting for their answer.' })
  async pendingRequestCount(@Root() topic: Topic, @Ctx() ctx: Context): Promise<number | null> {
    if (!ctx.viewerRow || ctx.viewerRow.id !== topic.owner.id) return null;
    return ctx.loaders.squads.pendingForViewerByTopic.load(topic.id);
  }

  @FieldResolver(() => TopicRequest, { nullable: true, description: "The viewer's pending request or invitation for this topic." })
  async viewerRequest(@Root() topic: Row<Topic>, @Ctx() ctx: Context): Promise<TopicRequest | null> {
    const req = ctx.viewerRow ? await ctx.loaders.squads.viewerRequestByTopic.load(topic.id) : null;
    return req?.status === RequestStatus.PENDING ? req : null;
  }
}
