import { LIMITS } from '@poolmates/schema';
import { defineFeature } from '../../platform/feature.js';
import type { AppDeps } from '../../platform/context.js';
import { Call, CallChatMessage, CallInvite, CallParticipant } from './calls.entity.js';
import { CallChatMessageResolver, CallParticipantResolver, CallResolver, CallRoomResolver, IncomingCallResolver, callsOf } from './calls.resolver.js';
import { callsRows } from './calls.rows.js';

/** A call session whose signal stream stayed closed past the grace leaves (LEFT disconnected). */
async function registerCallJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work('calls.session-gone', async ({ sessionId }) => {
    await callsOf(deps).sessionGone(sessionId);
  }, { timed: true }); // at the grace's end (decision 089)
  await deps.jobs.work('calls.ring-timeout', async ({ callId }) => {
    await callsOf(deps).ringTimeout(callId);
  }, { timed: true }); // at the ring's end
  await deps.jobs.work('calls.sweep', async () => {
    const n = await callsOf(deps).sweep();
    if (n) deps.log.info({ sessions: n }, 'call sessions of a stopped process removed');
  });
  await deps.jobs.schedule('calls.sweep', '* * * * *');
}

/** Group audio/video calls of a topic's squad: state, ringing, signalling for the mesh, TURN credentials (issue 14, decision 042). */
export const callsFeature = defineFeature({
  name: 'calls',
  entities: [Call, CallParticipant, CallChatMessage, CallInvite],
  resolvers: [CallResolver, CallRoomResolver, CallParticipantResolver, CallChatMessageResolver, IncomingCallResolver],
  rows: callsRows,
  writeLimits: {
    /** In-call chat messages: each is stored and reaches the squad live (issue 26). */
    callChat: { perMinute: LIMITS.callChatMessagesPerMinute, perHour: LIMITS.callChatMessagesPerHour },
    /** Media toggles in a call (mute, camera, hand, screen): each is a MEDIA event to the squad. */
    callMedia: { perMinute: LIMITS.callMediaTogglesPerMinute },
  },
  jobs: registerCallJobs,
  // no per-socket work (streams attach themselves); at stop the heartbeat of open streams ends
  socket: (deps) => ({ opened: async () => async () => {}, stop: async () => callsOf(deps).close() }),
});

// the job queues it works, and their payloads (platform/jobs.ts, decision 069)
declare module '../../platform/jobs.js' {
  interface JobQueues {
    /** A call session whose signal stream closed: gone unless it came back within the grace (decision 042). */
    'calls.session-gone': { sessionId: string };
    /** A call's ring is over (CALL_RING_MS): who did not answer is told MISSEDCALL, a caller left alone hears UNANSWERED (issue 25). */
    'calls.ring-timeout': { callId: number };
    /** Sessions attached through a process that stopped heartbeating (crashed): gone (decision 042). */
    'calls.sweep': Record<string, never>;
  }
}
