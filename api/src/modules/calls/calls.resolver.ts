import { LIMITS, MSG } from '@poolmates/schema';
import { Arg, Ctx, Extensions, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { Auth, SignedIn, signedIn, type SignedInContext } from '../../platform/auth.js';
import type { AppDeps, Context } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { logStream, parseCursor, sharedEventReads, streamHead, userStream, type Delivered } from '../../platform/events.js';
import { IdArg, parseBigId, parseId } from '../../platform/ids.js';
import { isSquadMember } from '../topics/membership.js';
import { squadLogStream } from '../topics/squad-stream.js';
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
  CallSignalInput,
  CallSignalType,
  CallType,
  IceServersResultType,
  IncomingCallKind,
  IncomingCallType,
} from './calls.types.js';

/** How stale the answer "this session is still live and its person in the squad" may be when a signal is handed over. */
const SIGNAL_RECHECK_MS = 1000;

/** One calls service per app (its signal router lives on the app's pub/sub). */
const services = new WeakMap<AppDeps, CallsService>();
export function callsOf(deps: AppDeps): CallsService {
  let s = services.get(deps);
  if (!s) services.set(deps, (s = createCallsService({ deps, router: createMeshRouter(deps.pubsub) })));
  return s;
}


/** The squad stream's call kinds (decision 068): `call.started` … `call.unanswered`; `call.media` and `call.chat` live only (seq 0). */
const isCallKind = (kind: string) => kind.startsWith('call.');
/** The person stream's popup kinds: `call.ring`, `call.cancel`, `call.busy`. */
const INCOMING_KINDS = new Set(['call.ring', 'call.cancel', 'call.busy']);
const kindOf = <K extends string>(e: Delivered): K => (e.kind === 'RESET' ? 'RESET' : e.kind.slice('call.'.length).toUpperCase()) as K;
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

type EventData = Record<string, string | number | null | undefined>;

/**
 * What a call event shows every squad member — the call with its participants, the participant,
 * the chat message, the person, and the people and topic their fields name — read once per event,
 * not once per recipient (issue 27: a fan-out reads nothing per recipient): five members' streams
 * share one read (kept by the event's number; a live-only MEDIA or CHAT by its object).
 */
type CallEventParts = { call: CallView | null; participant: ParticipantView | null; message: ChatMessageView | null; user: User | null; users: User[]; topic: Topic | null };
const partsOfEvent = sharedEventReads<CallEventParts>();
const partsOf = (deps: AppDeps, e: Delivered): Promise<CallEventParts> => partsOfEvent(e.seq === 0 ? e : `${e.stream}:${e.seq}`, () => readParts(deps, e));
async function readParts(deps: AppDeps, e: Delivered): Promise<CallEventParts> {
  const d = e.data as EventData;
  const callId = numOrNull(d.callId);
  const calls = callsOf(deps);
  const em = deps.orm.em.fork();
  const [call, participant, message] = await Promise.all([
    callId === null ? null : calls.callView(em, callId),
    d.sessionId ? calls.participantBySession(em, String(d.sessionId)) : null,
    d.messageId ? calls.chatMessage(em, Number(d.messageId)) : null,
  ]);
  const userId = numOrNull(d.userId);
  const ids = new Set<number>();
  for (const id of [userId, call?.startedById, participant?.userId, message?.authorId, ...(call?.participants.map((p) => p.userId) ?? [])]) if (id != null && Number.isSafeInteger(id)) ids.add(id);
  const [users, topic] = await Promise.all([ids.size ? em.find(User, { id: { $in: [...ids] } }) : [], call ? em.findOne(Topic, { id: call.topicId }) : null]);
  return { call, participant, message, user: users.find((u) => u.id === userId) ?? null, users, topic };
}

interface EventView {
  id: string;
  kind: CallEventKind;
  callId: string | null;
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
  @Mutation(() => [ID], {
    description: `Relays a batch of one session's WebRTC signals in their order (a joiner's offer and candidates to every peer in one operation): 1–${LIMITS.callSignalsBatchMax} signals, each payload ≤ ${LIMITS.callSignalMaxBytes / 1024} KB, ≤ ${LIMITS.callSignalsBatchMaxBytes / 1024} KB together; the whole batch is checked first and counts one signal each on the session's rate. Returns the receivers not live in the call (their signals dropped; the rest delivered).`,
  })
  sendCallSignals(
    @IdArg('callId') callId: number,
    @Arg('fromSessionId', () => ID) fromSessionId: string,
    @Arg('signals', () => [CallSignalInput]) signals: CallSignalInput[],
    @SignedIn() ctx: SignedInContext,
  ): Promise<string[]> {
    return callsOf(ctx.deps).signals(ctx, { callId, fromSessionId, signals });
  }

  @Auth()
  @Mutation(() => CallChatMessageType, { description: `In-call chat (people in the call): text 1–${LIMITS.callChatMessageMax} characters after trimming; idempotent by clientId.` })
  sendCallChatMessage(@IdArg('callId') callId: number, @Arg('text', () => String) text: string, @Arg('clientId', () => String) clientId: string, @SignedIn() ctx: SignedInContext): Promise<ChatMessageView> {
    return callsOf(ctx.deps).sendChat(ctx, callId, text, clientId);
  }

  @Auth()
  @Subscription(() => CallEventType, {
    description: `A topic's call changes, to squad members: the \`call.*\` events of the squad stream (decision 068) — STARTED, JOINED, LEFT, ENDED, DECLINED, UNANSWERED, numbered as \`squadEvents\` (\`after\`: the last id seen, the missed ones first; RESET past ${LIMITS.postEventsCatchUpMax}); MEDIA and CHAT live only (id "0"). The stream of a member who leaves or is removed ends there.`,
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { topicId: string; after?: string | null }, Context>) =>
      squadLogStream(signedIn(context), args, { only: isCallKind, ephemeral: true, notMember: () => forbidden(MSG.callSquadOnly) }),
  })
  async callEvents(
    @IdArg('topicId') topicId: number,
    @Root() e: Delivered,
    @Ctx() ctx: Context,
    @Arg('after', () => ID, { nullable: true, description: 'The last event id seen (the squad stream\'s, as `Topic.squadEventId`); omitted: from now.' }) _after?: string | null,
  ): Promise<EventView> {
    const kind = kindOf<CallEventKind>(e);
    const d = e.data as EventData;
    const callId = numOrNull(d.callId);
    const { call, participant, message, user, users, topic } = await partsOf(ctx.deps, e);
    // the people and the topic its fields show, as this recipient's loaders would read them
    for (const u of users) ctx.loaders.users.byId.prime(u.id, u);
    if (topic) ctx.loaders.topics.topicById.prime(topic.id, topic);
    return { id: String(e.seq), kind, callId: callId === null ? null : String(callId), topicId: String(topicId), call, participant, leftReason: d.leftReason == null ? null : String(d.leftReason), message, user };
  }

  @Auth()
  @Query(() => ID, { description: "The viewer's person stream's newest event id, read with the incoming-call popup: where its `incomingCalls(after:)` starts (the same stream as `lastChatEventId`)." })
  incomingCallEventId(@SignedIn() ctx: SignedInContext): Promise<string> {
    return streamHead(ctx.em, userStream(ctx.viewerRow.id)).then(String);
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
      const firstAsked = Date.now();
      if (!(await isSquadMember(em, head.topicId, viewerId))) throw forbidden(MSG.callSquadOnly);
      if (!head.running) throw callPolicy.ended();
      if (!(await calls.sessionLive(em, callId, sessionId, viewerId))) throw callPolicy.sessionUnknown();
      // listening before attaching: nothing sent after the attach is missed
      const stream = calls.router.listen(sessionId);
      try {
        await stream.ready;
        await calls.attach(sessionId);
      } catch (err) {
        // the stream listens from listen() on (decision 095): a start refused here must end it, or
        // its subscription stays registered for ever (nobody else holds it)
        await stream.return();
        throw err;
      }
      let closed = false;
      let checkedAt = firstAsked;
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
          if (r.done) {
            await close();
            return { done: true, value: undefined };
          }
          // the session still theirs, live, and they still in the squad: asked again when the last
          // answer is older than SIGNAL_RECHECK_MS, not per signal — a joiner's forty signals each
          // waiting for a statement in turn reached it 5–30 s late on a loaded server (decision 098);
          // leaving, a replacement and the call's end close the stream at once (router.close)
          if (Date.now() - checkedAt >= SIGNAL_RECHECK_MS) {
            const asked = Date.now(); // the answer is as old as the question
            if (!(await calls.sessionLive(context.deps.orm.em.fork(), callId, sessionId, viewerId))) {
              await close();
              return { done: true, value: undefined };
            }
            checkedAt = asked;
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
    return (await callsOf(ctx.deps).ringing(ctx)).map((call) => ({ id: '0', kind: IncomingCallKind.RING, call, busyUserId: null }));
  }

  @Auth()
  @Subscription(() => IncomingCallType, {
    description: `The viewer's incoming-call popups, app-wide: the \`call.ring|cancel|busy\` events of their person stream (decision 068) — RING, CANCEL (ended, or joined/declined in another tab), BUSY (to the caller: a member is in another call). \`after\`: the last id seen (\`incomingCallEventId\`), the missed ones first; RESET past ${LIMITS.notificationCatchUpMax} (ask \`ringingCalls\`). A ring or cancel is written only to the squad's members at that moment.`,
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { after?: string | null }, Context>) => {
      const ctx = signedIn(context);
      const after = parseCursor(args.after);
      return logStream({
        pubsub: ctx.deps.pubsub,
        em: () => ctx.deps.orm.em.fork(),
        stream: userStream(ctx.viewerRow.id),
        after,
        maxCatchUp: LIMITS.notificationCatchUpMax,
        admit: (e) => (INCOMING_KINDS.has(e.kind) ? 'send' : 'skip'),
      });
    },
  })
  async incomingCalls(
    @Root() e: Delivered,
    @Ctx() ctx: Context,
    @Arg('after', () => ID, { nullable: true, description: 'The last event id seen (`incomingCallEventId`); omitted: from now.' }) _after?: string | null,
  ) {
    const callId = numOrNull(e.data.callId);
    const call = callId === null ? null : await callsOf(ctx.deps).callView(ctx.em, callId);
    return { id: String(e.seq), kind: kindOf<IncomingCallKind>(e), call, busyUserId: numOrNull(e.data.busyUserId) };
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
  @FieldResolver(() => User, { nullable: true, description: 'Who started the call (null for RESET).' })
  async caller(@Root() e: { call: CallView | null }, @Ctx() ctx: Context): Promise<User | null> {
    return e.call ? ctx.loaders.users.byId.load(e.call.startedById) : null;
  }

  @FieldResolver(() => User, { nullable: true })
  async busyUser(@Root() e: { busyUserId: number | null }, @Ctx() ctx: Context): Promise<User | null> {
    return e.busyUserId === null ? null : ctx.loaders.users.byId.load(e.busyUserId);
  }
}
