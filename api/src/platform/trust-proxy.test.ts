import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { socketOnce } from '../../test/ws.js';

/** The client address the app recorded for a visit (recordAppDownload stores ctx.ip). */
async function recordedIp(t: TestApp, ua: string): Promise<string | null> {
  const rows = (await t.orm.em.getConnection().execute('select ip from visits where user_agent = ?', [ua])) as { ip: string | null }[];
  return rows[0]?.ip ?? null;
}

const RECORD = 'mutation { recordAppDownload(input: { browser: "x" }) }';

async function overHttp(t: TestApp, xff: string, ua: string) {
  const res = await fetch(t.url + '/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': xff, 'user-agent': ua }, body: JSON.stringify({ query: RECORD }) });
  expect(res.status).toBe(200);
}

async function overSocket(t: TestApp, xff: string, ua: string) {
  await socketOnce(t, RECORD, { headers: { 'x-forwarded-for': xff, 'user-agent': ua } });
}

describe('TRUST_PROXY decides the client address on HTTP and on the WebSocket alike', () => {
  let trusting: TestApp;
  let strict: TestApp;
  let elsewhere: TestApp;
  beforeAll(async () => {
    trusting = await startTestApp({ TRUST_PROXY: 'loopback' });
    strict = await startTestApp({ TRUST_PROXY: 'false' }, { dbUrl: trusting.dbUrl });
    elsewhere = await startTestApp({ TRUST_PROXY: '10.0.0.0/8, 192.168.0.0/16' }, { dbUrl: trusting.dbUrl });
  });
  afterAll(async () => {
    await trusting?.stop();
    await strict?.stop();
    await elsewhere?.stop();
  });

  it('a trusted proxy (the loopback peer here) has X-Forwarded-For decide, on both doors', async () => {
    await overHttp(trusting, '203.0.113.7', 'trusting-http');
    await overSocket(trusting, '203.0.113.8', 'trusting-ws');
    expect(await recordedIp(trusting, 'trusting-http')).toBe('203.0.113.7');
    expect(await recordedIp(trusting, 'trusting-ws')).toBe('203.0.113.8');
  });

  it('the client address is the right-most untrusted hop: a client cannot prepend its own choice', async () => {
    await overHttp(trusting, '1.1.1.1, 203.0.113.9', 'chain-http');
    await overSocket(trusting, '1.1.1.1, 203.0.113.9', 'chain-ws');
    expect(await recordedIp(trusting, 'chain-http')).toBe('203.0.113.9');
    expect(await recordedIp(trusting, 'chain-ws')).toBe('203.0.113.9');
  });

  it.each([
    ['false', () => strict],
    ['a CIDR list the peer is not in', () => elsewhere],
  ])('with TRUST_PROXY %s, X-Forwarded-For is ignored on both doors', async (name, app) => {
    await overHttp(app(), '203.0.113.7', `${name}-http`);
    await overSocket(app(), '203.0.113.7', `${name}-ws`);
    expect(await recordedIp(app(), `${name}-http`)).toBe('127.0.0.1');
    expect(await recordedIp(app(), `${name}-ws`)).toBe('127.0.0.1');
  });
});
