import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, squadOf, type TestUser } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp } from '../../../test/harness.js';

/**
 * The incoming-call popup's catch-up (decision 064): a ring that came while the socket was down
 * still shows after it is back, if the call still rings for that person; one that ended (declined,
 * answered in another tab, the ring's end, the call over, no longer in the squad) does not.
 */
const RING_MS = 4000;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CALL_RING_MS: String(RING_MS), CALL_DISCONNECT_GRACE_MS: '60000' });
});
afterAll(() => t?.stop());

const RINGING = '{ ringingCalls { kind call { id topicId running topic { topic } } caller { id username } } }';
const START = 'mutation($t: ID!, $s: ID!) { startCall(topicId: $t, sessionId: $s) { call { id } } }';
const JOIN = 'mutation($c: ID!, $s: ID!) { joinCall(callId: $c, sessionId: $s) { sessionId } }';
const LEAVE = 'mutation($c: ID!, $s: ID!) { leaveCall(callId: $c, sessionId: $s) }';
const DECLINE = 'mutation($c: ID!) { declineCall(callId: $c) }';
type Ring = { kind: string; call: { id: string; topicId: string; running: boolean; topic: { topic: string } }; caller: { id: string; username: string } };

const ringing = async (u: TestUser): Promise<Ring[]> => {
  const r = await u.client.gql(RINGING);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.ringingCalls;
};
const ringIds = async (u: TestUser) => (await ringing(u)).map((r) => r.call.id);

const squad = (members: number, title = 'Ring catch-up') => squadOf(t, members, { topic: title, squadSize: 5 });
async function start(u: TestUser, topicId: string) {
  const s = randomUUID();
  const r = await u.client.gql(START, { t: topicId, s });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return { callId: r.data.startCall.call.id as string, sessionId: s };
}

describe('ringingCalls: the popup after a dropped socket', () => {
  it('lists a call still ringing for the viewer (its topic and caller); a decline or an answer elsewhere takes it off; strangers and the caller see none', async () => {
    const { owner: a, members: [b, c, d], topicId } = await squad(3);
    const stranger = await registerUser(t);
    // nobody has a socket: the RING events go by
    const { callId, sessionId } = await start(a, topicId);
    expect(await ringing(b)).toEqual([{ kind: 'RING', call: { id: callId, topicId, running: true, topic: { topic: 'Ring catch-up' } }, caller: { id: a.id, username: a.username } }]);
    expect(await ringIds(c)).toEqual([callId]);
    expect(await ringIds(a)).toEqual([]); // the caller is not rung
    expect(await ringIds(stranger)).toEqual([]);
    expect(codeOf(await t.client().gql(RINGING))).toBe('UNAUTHENTICATED');

    await b.client.gql(DECLINE, { c: callId });
    await c.client.gql(JOIN, { c: callId, s: randomUUID() }); // answered (in another tab)
    expect(await ringIds(b)).toEqual([]);
    expect(await ringIds(c)).toEqual([]);
    expect(await ringIds(d)).toEqual([callId]);
    // the call ends (everyone leaves): the ring is over for d too
    await a.client.gql(LEAVE, { c: callId, s: sessionId });
    const cSession = (await t.orm.em.getConnection().execute<{ session_id: string }[]>('select session_id from call_participants where call_id = ? and left_at is null', [callId])).map((r) => r.session_id);
    for (const s of cSession) await c.client.gql(LEAVE, { c: callId, s });
    expect(await ringIds(d)).toEqual([]);
    // the call's changes are events of the squad stream too (decision 064; MEDIA is not logged)
    const kinds = (await t.orm.em.getConnection().execute<{ kind: string }[]>(`select kind from events where stream = ? and kind like 'call.%' order by seq`, [`topic:${topicId}`])).map((r) => r.kind);
    expect(kinds[0]).toBe('call.started');
    expect(kinds).toEqual(expect.arrayContaining(['call.joined', 'call.declined', 'call.left', 'call.ended']));
    expect(kinds.at(-1)).toBe('call.ended');
  });

  it("ends with the ring (CALL_RING_MS) and with the person's place in the squad", async () => {
    const { owner: a, members: [b, c], topicId } = await squad(2, 'Ring timeout');
    const { callId } = await start(a, topicId);
    expect(await ringIds(b)).toEqual([callId]);
    // removed from the squad while it rings: not rung any more
    expect((await a.client.gql('mutation($t: ID!, $u: ID!) { removeSquadMember(topicId: $t, userId: $u) }', { t: topicId, u: c.id })).errors).toBeUndefined();
    expect(await ringIds(c)).toEqual([]);
    // the ring's end (the job queue): missed, gone from the popup
    await expect.poll(() => ringIds(b), { timeout: RING_MS + 15_000, interval: 500 }).toEqual([]);
    const running = (await a.client.gql('query($c: ID!) { call(id: $c) { running } }', { c: callId })).data.call.running;
    expect(running).toBe(true); // the call itself goes on (the caller may wait)
  });
});
