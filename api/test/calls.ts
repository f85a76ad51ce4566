import { randomUUID } from 'node:crypto';
import type { TestUser } from './factories.js';
import type { TestApp } from './harness.js';

/** Shared by the calls tests: a call's selection, starting and joining one, its sessions attached. */
export const CALL = 'id running viewerIsStarter startedBy { id } participants { sessionId audio video hand screen user { id } }';
export const START = `mutation($t: ID!, $s: ID!) { startCall(topicId: $t, sessionId: $s) { sessionId iceExpiresAt iceServers { urls username credential } call { ${CALL} } } }`;
export const JOIN = `mutation($c: ID!, $s: ID!) { joinCall(callId: $c, sessionId: $s) { sessionId call { ${CALL} } } }`;
export const LEAVE = 'mutation($c: ID!, $s: ID!) { leaveCall(callId: $c, sessionId: $s) }';
export const SIGNALS = 'mutation($c: ID!, $f: ID!, $s: [CallSignalInput!]!) { sendCallSignals(callId: $c, fromSessionId: $f, signals: $s) }';

export async function startCall(u: TestUser, topicId: string, s = randomUUID()) {
  const r = await u.client.gql(START, { t: topicId, s });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return { callId: r.data.startCall.call.id as string, sessionId: s, join: r.data.startCall };
}

export async function joinCall(u: TestUser, callId: string, s = randomUUID()) {
  const r = await u.client.gql(JOIN, { c: callId, s });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return s;
}

/** As if the sessions' signal streams were open: the disconnect grace (short in tests) leaves them be. */
export async function markAttached(t: TestApp, ...sessionIds: string[]): Promise<void> {
  await t.orm.em.fork().getConnection().execute('update call_participants set attachments = 1, detached_at = null where session_id in (?)', [sessionIds]);
}
