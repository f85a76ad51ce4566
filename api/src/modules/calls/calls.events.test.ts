import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopic, joinSquad, registerUser, type TestUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { openSocket, settle } from '../../../test/ws.js';

/**
 * The web room's own documents (web/src/features/calls/calls.graphql.ts, read as text) against the
 * api: every callEvents kind and the setCallMedia answer come without `errors`. Apollo Client hands
 * a subscription result that has errors to `onError` and drops its data, so one failing field made
 * the room miss every JOINED / MEDIA / LEFT event (decision 047: `participant.joinedAt` was the
 * driver's timestamp text, which the DateTime scalar refuses).
 */
const WEB_DOCS = resolve(import.meta.dirname, '../../../../web/src/features/calls/calls.graphql.ts');
const defs: DefinitionNode[] = [...readFileSync(WEB_DOCS, 'utf8').matchAll(/graphql\(`([\s\S]*?)`\)/g)].flatMap((m) => parse(m[1]).definitions);
const fragments = new Map(defs.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));

/** One operation of the web's file with the fragments it spreads (transitively), as text. */
function webDocument(operation: string): string {
  const op = defs.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === operation);
  if (!op) throw new Error(`no ${operation} in ${WEB_DOCS}`);
  const used = new Map<string, FragmentDefinitionNode>();
  const walk = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(s) {
        const f = fragments.get(s.name.value);
        if (f && !used.has(f.name.value)) {
          used.set(f.name.value, f);
          walk(f);
        }
      },
    });
  walk(op);
  return [op, ...used.values()].map((d) => print(d)).join('\n');
}

let t: TestApp;
const open: Client[] = [];
beforeAll(async () => {
  t = await startTestApp({ CALL_DISCONNECT_GRACE_MS: '1500' });
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.dispose()));
  await t?.stop();
});

type Raw = { at: number; data?: { callEvents: { kind: string; call: { participants: { sessionId: string; hand: boolean; audio: boolean }[] } | null; participant: { sessionId: string; joinedAt: string } | null } }; errors?: unknown[] };

async function ok(u: TestUser, query: string, variables: Record<string, unknown>) {
  const r = await u.client.gql(query, variables);
  expect(r.errors).toBeUndefined();
  return r.data;
}

describe("calls: the web room's documents", () => {
  it('every callEvents kind arrives without errors, live; setCallMedia answers without errors', async () => {
    const a = await registerUser(t);
    const topicId = await createTopic(a, { topic: 'Calls', squadSize: 5 });
    const b = await registerUser(t);
    await joinSquad(a, b, topicId);
    const tab = openSocket(t, { token: a.token });
    open.push(tab);
    const raw: Raw[] = [];
    let end = '';
    tab.subscribe({ query: webDocument('CallEvents'), variables: { topicId } }, { next: (v) => raw.push({ ...(v as Raw), at: Date.now() }), error: (e) => (end = `error ${JSON.stringify(e)}`), complete: () => (end = 'complete') });
    await settle(tab);

    const sa = randomUUID();
    const callId = (await ok(a, webDocument('StartCall'), { topicId, sessionId: sa })).startCall.call.id as string;
    const sb = randomUUID();
    await ok(b, webDocument('JoinCall'), { callId, sessionId: sb });
    await expect.poll(() => raw.map((r) => r.data?.callEvents.kind), { timeout: 5000 }).toEqual(['STARTED', 'JOINED', 'JOINED']);

    // hand up, then muted: each MEDIA event carries the new flags, well within 2 s of the answer
    for (const flags of [{ hand: true }, { audio: false }]) {
      const before = raw.length;
      const media = await ok(b, webDocument('SetCallMedia'), { callId, sessionId: sb, ...flags });
      const answered = Date.now();
      expect(media.setCallMedia).toMatchObject({ sessionId: sb, joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), ...flags });
      await expect.poll(() => raw.length, { timeout: 5000 }).toBe(before + 1);
      const ev = raw[before];
      expect(ev.data?.callEvents).toMatchObject({ kind: 'MEDIA', participant: { sessionId: sb, joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) } });
      expect(ev.data?.callEvents.call?.participants.find((p) => p.sessionId === sb)).toMatchObject(flags);
      expect(ev.at - answered).toBeLessThan(2000);
    }

    await ok(b, webDocument('SendCallChatMessage'), { callId, text: 'hi', clientId: randomUUID() });
    await ok(b, webDocument('LeaveCall'), { callId, sessionId: sb });
    await ok(a, webDocument('StopCall'), { callId });
    await expect.poll(() => raw.map((r) => r.data?.callEvents.kind), { timeout: 5000 }).toEqual(['STARTED', 'JOINED', 'JOINED', 'MEDIA', 'MEDIA', 'CHAT', 'LEFT', 'LEFT', 'ENDED']);
    expect(raw.filter((r) => r.errors)).toEqual([]);
    expect(end).toBe('');
  });
});
