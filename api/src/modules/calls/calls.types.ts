import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';

/** GraphQL types of group calls (the contract: /work/notes/calls-contract.md, decision 042). Field resolvers in calls.resolver.ts. */

@ObjectType('CallParticipant', { description: "One person's live session in a call, with their media state." })
export class CallParticipantType {
  @Field(() => User)
  user!: User;

  @Field(() => ID, { description: "The tab's session id (the client's random uuid given at join)." })
  sessionId!: string;

  @Field(() => Boolean)
  audio!: boolean;

  @Field(() => Boolean)
  video!: boolean;

  @Field(() => Boolean)
  hand!: boolean;

  @Field(() => Boolean)
  screen!: boolean;

  @Field(() => Date)
  joinedAt!: Date;
}

@ObjectType('Call', { description: "A topic's group call (one running at a time per topic)." })
export class CallType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  topicId!: string;

  @Field(() => Topic)
  topic!: Topic;

  @Field(() => User)
  startedBy!: User;

  @Field(() => Date)
  startedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'Null while running.' })
  endedAt!: Date | null;

  @Field(() => Boolean)
  running!: boolean;

  @Field(() => Boolean, { description: 'The viewer started it: they see Stop Call (ends it for everyone) instead of Leave.' })
  viewerIsStarter!: boolean;

  @Field(() => [CallParticipantType], { description: 'The people in the call now, in join order (empty once ended).' })
  participants!: CallParticipantType[];
}

@ObjectType('CallRoom', { description: "A legacy room (decision 053): a squad's topic and its running call, or one call by id." })
export class CallRoomType {
  @Field(() => ID)
  topicId!: string;

  @Field(() => CallType, { nullable: true, description: "The room's call: the topic's running call (null: none), or the call named by id." })
  call!: CallType | null;
}

@ObjectType('IceServer', { description: 'An RTCIceServer for RTCPeerConnection.' })
export class IceServerType {
  @Field(() => [String])
  urls!: string[];

  @Field(() => String, { nullable: true })
  username!: string | null;

  @Field(() => String, { nullable: true })
  credential!: string | null;
}

@ObjectType('CallJoin', { description: "What a join answers: the call, the session, and the ICE servers (TURN credentials when configured)." })
export class CallJoinType {
  @Field(() => CallType)
  call!: CallType;

  @Field(() => ID)
  sessionId!: string;

  @Field(() => [IceServerType])
  iceServers!: IceServerType[];

  @Field(() => Date, { nullable: true, description: 'When the TURN credentials expire (ask `callIceServers` again before); null: STUN only.' })
  iceExpiresAt!: Date | null;
}

@ObjectType('IceServersResult')
export class IceServersResultType {
  @Field(() => [IceServerType])
  iceServers!: IceServerType[];

  @Field(() => Date, { nullable: true })
  expiresAt!: Date | null;
}

@ObjectType('CallChatMessage', { description: "A message of a call's chat (the room's Messages tab). Plain text: render it as text." })
export class CallChatMessageType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  callId!: string;

  @Field(() => User)
  author!: User;

  @Field(() => String)
  text!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: "The sender's own id for it (idempotent send, optimistic matching)." })
  clientId!: string | null;
}

export enum CallEventKind {
  STARTED = 'STARTED',
  JOINED = 'JOINED',
  LEFT = 'LEFT',
  MEDIA = 'MEDIA',
  ENDED = 'ENDED',
  CHAT = 'CHAT',
  /** One rung declined (`user`): the caller's screen says so. */
  DECLINED = 'DECLINED',
  /** Everyone rung declined or missed the ring (CALL_RING_MS) and the caller (`user`) is alone in the call. */
  UNANSWERED = 'UNANSWERED',
  /** More was missed than a catch-up sends (decision 068): read the call again. */
  RESET = 'RESET',
}
registerEnumType(CallEventKind, { name: 'CallEventKind' });

@ObjectType('CallEvent', { description: "A change of a topic's call, to its squad." })
export class CallEventType {
  @Field(() => ID, { description: 'Its number in the squad stream (as `squadEvents`): pass the last one as `after` to resume. "0" for MEDIA and CHAT (live only, never replayed).' })
  id!: string;

  @Field(() => CallEventKind)
  kind!: CallEventKind;

  @Field(() => ID, { nullable: true, description: 'Null for RESET.' })
  callId!: string | null;

  @Field(() => ID)
  topicId!: string;

  @Field(() => CallType, { nullable: true, description: 'The call after the event (null only if gone).' })
  call!: CallType | null;

  @Field(() => CallParticipantType, { nullable: true, description: 'JOINED, LEFT, MEDIA: whose session.' })
  participant!: CallParticipantType | null;

  @Field(() => String, { nullable: true, description: 'LEFT: "left" | "replaced" | "disconnected" | "stopped".' })
  leftReason!: string | null;

  @Field(() => CallChatMessageType, { nullable: true, description: 'CHAT: the message.' })
  message!: CallChatMessageType | null;

  @Field(() => User, { nullable: true, description: 'DECLINED: who declined; UNANSWERED: the caller, alone.' })
  user!: User | null;
}

@ObjectType('CallSignal', { description: 'A WebRTC signal from one session to another (relayed, never stored).' })
export class CallSignalType {
  @Field(() => ID)
  callId!: string;

  @Field(() => ID)
  fromSessionId!: string;

  @Field(() => ID)
  fromUserId!: string;

  @Field(() => ID)
  toSessionId!: string;

  @Field(() => Int, { description: 'Per (from, to) session pair, increasing from 1: delivered in this order.' })
  seq!: number;

  @Field(() => String, { description: "JSON of simple-peer's signal data." })
  payload!: string;
}

export enum IncomingCallKind {
  RING = 'RING',
  CANCEL = 'CANCEL',
  BUSY = 'BUSY',
  /** More was missed than a catch-up sends (decision 068): ask \`ringingCalls\`. */
  RESET = 'RESET',
}
registerEnumType(IncomingCallKind, { name: 'IncomingCallKind' });

@ObjectType('IncomingCall', {
  description: "RING: show the popup (90 s); CANCEL: remove it (call ended, or joined/declined in another tab); BUSY (to the caller's side): `busyUser` is in another call and got no popup.",
})
export class IncomingCallType {
  @Field(() => ID, { description: 'Its number in the viewer\'s person stream: pass the last one as `after` to resume ("0" in `ringingCalls`).' })
  id!: string;

  @Field(() => IncomingCallKind)
  kind!: IncomingCallKind;

  @Field(() => CallType, { nullable: true, description: 'Null for RESET.' })
  call!: CallType | null;

  @Field(() => User, { nullable: true, description: 'Who started the call (null for RESET).' })
  caller!: User | null;

  @Field(() => User, { nullable: true, description: 'BUSY: the member rung who is in another call.' })
  busyUser!: User | null;
}

@InputType({ description: 'One WebRTC signal of a batch (`sendCallSignals`): to one session of the call, its seq in the (from, to) pair.' })
export class CallSignalInput {
  @Field(() => ID)
  toSessionId!: string;

  @Field(() => Int)
  seq!: number;

  @Field(() => String)
  payload!: string;
}
