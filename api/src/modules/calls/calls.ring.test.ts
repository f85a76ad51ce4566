import { randomUUID } from 'node:crypto';
import type { Client } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import { registerUser, squadOf, type TestUser } from '../../../test/factories.js';
import { codeOf, type TestApp } from '../../../test/harness.js';
import { appWithSockets, collectEvents, settle, sleep } from '../../../test/ws.js';

/**
 * Issue 25: a declined or unanswered call tells the caller. DECLINED (who) to the call's squad
 * stream as each rung person declines; UNANSWERED when the ring is over for everyone rung and the
 * caller is alone; the ring ends after CALL_RING_MS (short here) through the job queue, with
 * MISSEDCALL for who did not answer — then, not again when the call ends.
 */
const RING_MS = 5000;
let t: TestApp;
const sockets = appWithSockets({ CALL_RING_MS: String(RING_MS), CALL_DISCONNECT_GRACE_MS: '60000' }, (app) => (t = app));
const ws = (u: TestUser): Client => sockets.ws(u.token);

const squad = (members: number) => squadOf(t, members, { topic: 'Ringing', squadSize: 5 });

const START = 'mutation($t: ID!, $s: ID!) { startCall(topicId: $t, sessionId: $s) { call { id } } }';
const JOIN = 'mutation($c: ID!, $s: ID!) { joinCall(callId: $c, sessionId: $s) { sessionId } }';
const LEAVE = 'mutation($c: ID!, $s: ID!) { leaveCall(callId: $c, sessionId: $s) }';
const DECLINE = 'mutation($c: ID!) { declineCall(callId: $c) }';
const EVENTS = (topicId: string) => `subscription { callEvents(topicId: "${topicId}") { kind user { id username } } }`;
type Ev = { kind: string; user: { id: string; username: string } | null };

async function start(u: TestUser, topicId: string) {
  const s = randomUUID();
  const r = await u.client.gql(START, { t: topicId, s });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return { callId: r.data.startCall.call.id as string, sessionId: s };
}
const missedCalls = async (u: TestUser) =>
  (await u.client.gql('{ notifications(first: 20) { edges { node { type } } } }')).data.notifications.edges.filter((e: { node: { type: string } }) => e.node.type === 'MISSEDCALL').length;
const told = (events: Ev[]) => events.filter((e) => e.kind === 'DECLINED' || e.kind === 'UNANSWERED').map((e) => [e.kind, e.user?.id]);

describe('a declined or unanswered call tells the caller', () => {
  it('each decline reaches the caller live (who); the last one with the caller alone: UNANSWERED; refusals tell nobody', async () => {
    const { owner: a, members: [b, c], topicId } = await squad(2);
    const stranger = await registerUser(t);
    const aTab = ws(a);
    const { events } = collectEvents<Ev>(aTab, EVENTS(topicId));
    await settle(aTab);
    const { callId, sessionId } = await start(a, topicId);
    expect((await b.client.gql(DECLINE, { c: callId })).data.declineCall).toBe(true);
    await expect.poll(() => told(events), { timeout: 5000 }).toEqual([['DECLINED', b.id]]);
    expect(events.find((e) => e.kind === 'DECLINED')!.user!.username).toBe(b.username);
    // refused or repeated: nothing new
    expect(codeOf(await stranger.client.gql(DECLINE, { c: callId }))).toBe('FORBIDDEN');
    expect((await b.client.gql(DECLINE, { c: callId })).data.declineCall).toBe(true);
    await sleep(300);
    expect(told(events)).toEqual([['DECLINED', b.id]]);
    // the last one rung declines: the caller is alone
    await c.client.gql(DECLINE, { c: callId });
    await expect.poll(() => told(events), { timeout: 5000 }).toEqual([
      ['DECLINED', b.id],
      ['DECLINED', c.id],
      ['UNANSWERED', a.id],
    ]);
    // the ring's end changes nothing more (everyone answered it); the caller ends the call; decliners get their MISSEDCALL once (decision 042)
    await sleep(RING_MS + 1500);
    expect(told(events)).toHaveLength(3);
    await a.client.gql(LEAVE, { c: callId, s: sessionId });
    expect([await missedCalls(b), await missedCalls(c), await missedCalls(a)]).toEqual([1, 1, 0]);
  });

  it('someone in the call with the caller: a decline is told, UNANSWERED is not', async () => {
    const { owner: a, members: [b, c], topicId } = await squad(2);
    const aTab = ws(a);
    const { events } = collectEvents<Ev>(aTab, EVENTS(topicId));
    await settle(aTab);
    const { callId } = await start(a, topicId);
    await b.client.gql(JOIN, { c: callId, s: randomUUID() });
    await c.client.gql(DECLINE, { c: callId });
    await expect.poll(() => told(events), { timeout: 5000 }).toEqual([['DECLINED', c.id]]);
    await sleep(RING_MS + 1500);
    expect(told(events)).toEqual([['DECLINED', c.id]]);
  });

  it('the ring ends unanswered: the popup closes, MISSEDCALL then (not again at the end), the caller alone hears UNANSWERED', async () => {
    const { owner: a, members: [b], topicId } = await squad(1);
    const aTab = ws(a);
    const bTab = ws(b);
    const { events } = collectEvents<Ev>(aTab, EVENTS(topicId));
    const rings = collectEvents<{ kind: string }>(bTab, 'subscription { incomingCalls { kind } }');
    await Promise.all([settle(aTab), settle(bTab)]);
    const { callId, sessionId } = await start(a, topicId);
    await expect.poll(() => rings.events, { timeout: 5000 }).toEqual([{ kind: 'RING' }]);
    expect(await missedCalls(b)).toBe(0);
    await expect.poll(() => told(events), { timeout: RING_MS + 8000, interval: 250 }).toEqual([['UNANSWERED', a.id]]);
    expect(rings.events).toEqual([{ kind: 'RING' }, { kind: 'CANCEL' }]);
    expect(await missedCalls(b)).toBe(1);
    // B may still join the running call from the notification; the caller ends it: no second MISSEDCALL
    await a.client.gql(LEAVE, { c: callId, s: sessionId });
    expect((await a.client.gql('query($t: ID!) { activeCall(topicId: $t) { id } }', { t: topicId })).data.activeCall).toBeNull();
    expect(await missedCalls(b)).toBe(1);
  });
});
