import { filter, pipe } from '@graphql-yoga/subscription';
import { LIMITS, MSG } from '@poolmates/schema';
import { Arg, Ctx, Extensions, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { Auth, SignedIn, signedIn, type SignedInContext } from '../../platform/auth.js';
import type { AppDeps, Context } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { IdArg, parseBigId, parseId } from '../../platform/ids.js';
import type { PubSubChannels } from '../../platform/pubsub.js';
import { isSquadMember } from '../topics/membership.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';
import { callPolicy } from './calls.policy.js';
import type { CallView, ChatMessageView, ParticipantView } from './calls.reads.js';
import { createCallsService, type CallsService, type JoinView } from './calls.service.js';
import { createMeshRouter, type SignalEnvelope, type SignalStream } from './calls.signals.js';
import {
  CallChatMessageType,
  CallEventKind,
  CallEventType,
  CallJoinType,
  CallParticipantType,
  CallRoomType,
  CallSignalType,
  CallType,
  IceServersResultType,
  IncomingCallKind,
  IncomingCallType,
} from './calls.types.js';

/** One calls service per app (its signal router lives on the app's pub/sub). */
const services = new WeakMap<AppDeps, CallsService>();
export function callsOf(deps: AppDeps): CallsService {
  let s = services.get(deps);
  if (!s) services.set(deps, (s = createCallsService({ deps, router: createMeshRouter(deps.pubsub) })));
  return s;
}


type CallEventPayload = PubSubChannels['CALL_EVENT'][1];
type IncomingPayload = PubSubChannels['INCOMING_CALL'][1];

interface EventView {
  kind: CallEventKind;
  callId: string;
  topicId: string;
  call: CallView | null;
  participant: ParticipantView | null;
  leftReason: string | null;
  message: ChatMessageView | null;
  user: User | null;
}

@Resolver(() => CallType)
export class CallResolver {
  @Auth()
  @Query(() => CallType, { nullable: true, description: "The topic's running call (the group-call-running check: Join Call when there is one, Start Call when null). Squad members only." })
  activeCall(@IdArg('topicId') topicId: number, @SignedIn() ctx: SignedInContext): Promise<CallView | null> {
    return callsOf(ctx.deps).active(ctx, topicId);
  }

  @Auth()
  @Query(() => CallType, { description: 'One call by id, running or ended (the legacy room status). Squad members only.' })
  call(@IdArg('id') id: number, @SignedIn() ctx: SignedInContext): Promise<CallView> {
    return callsOf(ctx.deps).byId(ctx, id);
  }

  @Auth()
  @Query(() => CallRoomType, { description: "A legacy room id (the squad's topic id, else a call id) as its topic and call. Squad members only." })
  callRoom(@IdArg('roomId') roomId: number, @SignedIn() ctx: SignedInContext): Promise<RoomView> {
    return callsOf(ctx.deps).room(ctx, roomId);
  }

  @Auth()
  @Extensions({ maxFirst: LIMITS.callChatPageMax })
  @Query(() => [CallChatMessageType], { description: `A call's chat, oldest first: the messages after \`after\` (the last id seen), ${LIMITS.callChatPageSize} by default, ${LIMITS.callChatPageMax} at most. Squad members only.` })
  callChatMessages(
    @IdArg('callId') callId: number,
    @SignedIn() ctx: SignedInContext,
    @Arg('after', () => ID, { nullable: true }) after?: string | null,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
  ): Promise<ChatMessageView[]> {
    const limit = Math.min(Math.max(first ?? LIMITS.callChatPageSize, 1), LIMITS.callChatPageMax);
    return callsOf(ctx.deps).chatMessages(ctx, callId, Math.max(parseBigId(after, 'after'), 0), limit);
  }

  @Auth()
  @Query(() => IceServersResultType, { description: 'Fresh ICE servers (time-limited TURN credentials when configured), for people in that running call only.' })
  callIceServers(@IdArg('callId') callId: number, @SignedIn() ctx: SignedInContext) {
    return callsOf(ctx.deps).iceServers(ctx, callId);
  }

  @Auth()
  @Mutation(() => CallJoinType, { description: "Starts the topic's call, or joins the running one (never two calls per topic), and rings the other members. CALL_FULL at 5 people." })
  startCall(@IdArg('topicId') topicId: number, @Arg('sessionId', () => ID) sessionId: string, @SignedIn() ctx: SignedInContext): Promise<JoinView> {
    return callsOf(ctx.deps).start(ctx, topicId, sessionId);
  }

  @Auth()
  @Mutation(() => CallJoinType, { description: "Joins a running call with a new session (a client uuid per tab and join); the person's earlier session leaves (LEFT replaced). CALL_FULL at 5 people; CALL_ENDED when over." })
  joinCall(@IdArg('callId') callId: number, @Arg('sessionId', () => ID) sessionId: string, @SignedIn() ctx: SignedInContext): Promise<JoinView> {
    return callsOf(ctx.deps).join(ctx, callId, sessionId);
  }

  @Auth()
  @Mutation(() => Boolean, { description: 'Leaves with this session; the last one out ends the call.' })
  leaveCall(@IdArg('callId') callId: number, @Arg('sessionId', () => ID) sessionId: string, @SignedIn() ctx: SignedInContext): Promise<boolean> {
    return callsOf(ctx.deps).leave(ctx, callId, sessionId);
  }

  @Auth()
  @Mutation(() => Boolean, { description: 'Stop Call: the starter ends the call for everyone (NOT_CALL_STARTER for the others).' })
  stopCall(@IdArg('callId') callId: number, @SignedIn() ctx: SignedInContext): Promise<boolean> {
    return callsOf(ctx.deps).stop(ctx, callId);
  }

  @Auth()
  @Mutation(() => Boolean, { description: "Declines the incoming call: the popup closes in every tab of the viewer." })
  declineCall(@IdArg('callId') callId: number, @SignedIn() ctx: SignedInContext): Promise<boolean> {
    return callsOf(ctx.deps).decline(ctx, callId);
  }

  @Auth()
  @Mutation(() => CallParticipantType, { description: "Mic, camera, raised hand, screen share of one's own session; the squad gets MEDIA. Omitted flags stay." })
  setCallMedia(
    @IdArg('callId') callId: number,
    @Arg('sessionId', () => ID) sessionId: string,
    @SignedIn() ctx: SignedInContext,
    @Arg('audio', () => Boolean, { nullable: true }) audio?: boolean | null,
    @Arg('video', () => Boolean, { nullable: true }) video?: boolean | null,
    @Arg('hand', () => Boolean, { nullable: true }) hand?: boolean | null,
    @Arg('screen', () => Boolean, { nullable: true }) screen?: boolean | null,
  ): Promise<ParticipantView> {
    return callsOf(ctx.deps).setMedia(ctx, callId, sessionId, { audio, video, hand, screen });
  }

  @Auth()
  @Mutation(() => Boolean, { description: `Relays a WebRTC signal to one session of the same call (never stored). payload ≤ ${LIMITS.callSignalMaxBytes / 1024} KB; seq per (from, to) pair from 1; rate-limited per session.` })
  sendCallSignal(
    @IdArg('callId') callId: number,
    @Arg('fromSessionId', () => ID) fromSessionId: string,
    @Arg('toSessionId', () => ID) toSessionId: string,
    @Arg('seq', () => Int) seq: number,
    @Arg('payload', () => String) payload: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    return callsOf(ctx.deps).signal(ctx, { callId, fromSessionId, toSessionId, seq, payload });
  }

  @Auth()
  @Mutation(() => CallChatMessageType, { description: `In-call chat (people in the call): text 1–${LIMITS.callChatMessageMax} characters after trimming; idempotent by clientId.` })
  sendCallChatMessage(@IdArg('callId') callId: number, @Arg('text', () => String) text: string, @Arg('clientId', () => String) clientId: string, @SignedIn() ctx: SignedInContext): Promise<ChatMessageView> {
    return callsOf(ctx.deps).sendChat(ctx, callId, text, clientId);
  }

  @Auth()
  @Subscription(() => CallEventType, {
    description: "A topic's call changes (STARTED, JOINED, LEFT, MEDIA, ENDED, CHAT), to squad members; membership is read again for every event.",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { topicId: string }, Context>) => {
      const topicId = parseId(args.topicId);
      const viewerId = signedIn(context).viewerRow.id;
      const em = context.deps.orm.em.fork();
      if (!(await isSquadMember(em, topicId, viewerId))) throw forbidden(MSG.callSquadOnly);
      return pipe(
        context.deps.pubsub.subscribe('CALL_EVENT', topicId),
        filter(() => isSquadMember(context.deps.orm.em.fork(), topicId, viewerId)),
      );
    },
  })
  async callEvents(@IdArg('topicId') topicId: number, @Root() e: CallEventPayload, @Ctx() ctx: Context): Promise<EventView> {
    const calls = callsOf(ctx.deps);
    const [call, participant, message, user] = await Promise.all([
      calls.callView(ctx.em, e.callId),
      e.sessionId ? calls.participantBySession(ctx.em, e.sessionId) : null,
      e.messageId ? calls.chatMessage(ctx.em, e.messageId) : null,
      e.userId ? ctx.loaders.users.byId.load(e.userId) : null,
    ]);
    return { kind: e.kind as CallEventKind, callId: String(e.callId), topicId: String(topicId), call, participant, leftReason: e.leftReason ?? null, message, user: user ?? null };
  }

  @Auth()
  @Subscription(() => CallSignalType, {
    description: 'The signals addressed to this session, in seq order per sender. The first item says the stream is open (signals sent from now on reach it): seq 0, from the session to itself, empty payload. The session must be the viewer\'s, live in the running call; ends when it leaves. Closed for longer than the grace (10 s) without a new subscription: the session has left (LEFT disconnected).',
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { callId: string; sessionId: string }, Context>) => {
      const callId = parseId(args.callId);
      const sessionId = args.sessionId.toLowerCase();
      const viewerId = signedIn(context).viewerRow.id;
      const calls = callsOf(context.deps);
      const em = context.deps.orm.em.fork();
      const head = await calls.callView(em, callId);
      if (!head) throw notFound(MSG.callNotFound);
      if (!(await isSquadMember(em, head.topicId, viewerId))) throw forbidden(MSG.callSquadOnly);
      if (!head.running) throw callPolicy.ended();
      if (!(await calls.sessionLive(em, callId, sessionId, viewerId))) throw callPolicy.sessionUnknown();
      // listening before attaching: nothing sent after the attach is missed
      const stream = calls.router.listen(sessionId);
      await stream.ready;
      await calls.attach(sessionId);
      let closed = false;
      // signals are never stored: one sent before this point is lost, so the client is told when
      // its stream listens (it offers only then, and asks those who offered before to offer again)
      let opened = false;
      const close = async () => {
        if (closed) return;
        closed = true;
        await stream.return();
        await calls.detach(sessionId).catch((err: unknown) => context.deps.log.warn({ err }, 'call session detach failed'));
      };
      const checked: SignalStream = {
        async next() {
          if (!opened) {
            opened = true;
            return { done: false, value: { callId, fromSessionId: sessionId, fromUserId: viewerId, toSessionId: sessionId, seq: 0, payload: '' } };
          }
          const r = await stream.next();
          // per event: the session is still theirs, live, and they are still in the squad
          if (r.done || !(await calls.sessionLive(context.deps.orm.em.fork(), callId, sessionId, viewerId))) {
            await close();
            return { done: true, value: undefined };
          }
          return r;
        },
        async return() {
          await close();
          return { done: true, value: undefined };
        },
        [Symbol.asyncIterator]() {
          return checked;
        },
      };
      return checked;
    },
  })
  callSignals(@IdArg('callId') _callId: number, @Arg('sessionId', () => ID) _sessionId: string, @Root() s: SignalEnvelope): CallSignalType {
    return { callId: String(s.callId), fromSessionId: s.fromSessionId, fromUserId: String(s.fromUserId), toSessionId: s.toSessionId, seq: s.seq, payload: s.payload };
  }

  @Auth()
  @Query(() => [IncomingCallType], {
    description:
      "The viewer's calls ringing now (kind RING), newest first: running, rung and neither joined, declined nor missed. The popup asks it on load and after a dropped socket (decision 064): a ring that came meanwhile shows, one that ended is gone.",
  })
  async ringingCalls(@SignedIn() ctx: SignedInContext) {
    return (await callsOf(ctx.deps).ringing(ctx)).map((call) => ({ kind: IncomingCallKind.RING, call, busyUserId: null }));
  }

  @Auth()
  @Subscription(() => IncomingCallType, {
    description: "The viewer's incoming-call popups, app-wide: RING, CANCEL (ended, or joined/declined in another tab), BUSY (to the caller: a member is in another call).",
    subscribe: ({ context }: SubscribeResolverData<unknown, object, Context>) => {
      const viewerId = signedIn(context).viewerRow.id;
      // per event: the viewer is (still) in the call's squad
      return pipe(
        context.deps.pubsub.subscribe('INCOMING_CALL', viewerId),
        filter(async (e: IncomingPayload) => {
          const em = context.deps.orm.em.fork();
          const call = await callsOf(context.deps).callView(em, e.callId);
          return call !== null && (await isSquadMember(em, call.topicId, viewerId));
        }),
      );
    },
  })
  async incomingCalls(@Root() e: IncomingPayload, @Ctx() ctx: Context) {
    const call = (await callsOf(ctx.deps).callView(ctx.em, e.callId))!;
    return { kind: e.kind as IncomingCallKind, call, busyUserId: e.busyUserId ?? null };
  }

  @FieldResolver(() => ID)
  id(@Root() c: CallView): string {
    return String(c.id);
  }

  @FieldResolver(() => ID)
  topicId(@Root() c: CallView): string {
    return String(c.topicId);
  }

  @FieldResolver(() => Topic)
  async topic(@Root() c: CallView, @Ctx() ctx: Context): Promise<Topic> {
    return (await ctx.loaders.topics.topicById.load(c.topicId))!;
  }

  @FieldResolver(() => User)
  async startedBy(@Root() c: CallView, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.users.byId.load(c.startedById))!;
  }

  @FieldResolver(() => Boolean)
  viewerIsStarter(@Root() c: CallView, @Ctx() ctx: Context): boolean {
    return ctx.viewerRow?.id === c.startedById;
  }
}

@Resolver(() => CallParticipantType)
export class CallParticipantResolver {
  @FieldResolver(() => User)
  async user(@Root() p: ParticipantView, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.users.byId.load(p.userId))!;
  }
}

/** A legacy room as `callRoom` answers it. */
interface RoomView {
  topicId: number;
  call: CallView | null;
}

@Resolver(() => CallRoomType)
export class CallRoomResolver {
  @FieldResolver(() => ID)
  topicId(@Root() r: RoomView): string {
    return String(r.topicId);
  }

  @FieldResolver(() => [CallChatMessageType], { description: `The call's chat, oldest first (${LIMITS.callChatPageMax} at most); empty without a call.` })
  chatMessages(@Root() r: RoomView, @Ctx() ctx: Context, @Arg('first', () => Int, { nullable: true }) first?: number | null): Promise<ChatMessageView[]> | ChatMessageView[] {
    if (!r.call) return [];
    const limit = Math.min(Math.max(first ?? LIMITS.callChatPageMax, 1), LIMITS.callChatPageMax);
    return callsOf(ctx.deps).chatMessages(signedIn(ctx), r.call.id, 0, limit);
  }
}

@Resolver(() => CallChatMessageType)
export class CallChatMessageResolver {
  @FieldResolver(() => ID)
  id(@Root() m: ChatMessageView): string {
    return String(m.id);
  }

  @FieldResolver(() => ID)
  callId(@Root() m: ChatMessageView): string {
    return String(m.callId);
  }

  @FieldResolver(() => User)
  async author(@Root() m: ChatMessageView, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.users.byId.load(m.authorId))!;
  }
}

@Resolver(() => IncomingCallType)
export class IncomingCallResolver {
  @FieldResolver(() => User)
  async caller(@Root() e: { call: CallView }, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.users.byId.load(e.call.startedById))!;
  }

  @FieldResolver(() => User, { nullable: true })
  async busyUser(@Root() e: { busyUserId: number | null }, @Ctx() ctx: Context): Promise<User | null> {
    return e.busyUserId === null ? null : ctx.loaders.users.byId.load(e.busyUserId);
  }
}
