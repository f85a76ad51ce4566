import { addDays, dateInZone, MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

/**
 * Issue 10: text/plain, urlencoded and multipart POSTs from another site's page (the browser sends
 * the SameSite=Lax cookie from a sibling subdomain or another port) changed state through the shim.
 * Each is refused now, and nothing changes in the database; our own origin and no origin work.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const FOREIGN: [string, Record<string, string>][] = [
  ['another site', { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' }],
  ['another port of our host (same site)', { origin: 'http://127.0.0.1:1', 'sec-fetch-site': 'same-site' }],
  ['a foreign Origin alone', { origin: 'https://localhost.evil.example' }],
  ['Sec-Fetch-Site: same-site alone', { 'sec-fetch-site': 'same-site' }],
  ['an opaque Origin (null) without Sec-Fetch-Site', { origin: 'null' }],
  ['an opaque Origin (null) from another site', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
];
const BODIES: [string, () => { body: BodyInit; headers: Record<string, string> }][] = [
  ['text/plain', () => ({ body: '{"x":1}', headers: { 'content-type': 'text/plain' } })],
  ['urlencoded', () => ({ body: 'x=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } })],
  ['multipart', () => ({ body: form({ x: '1' }), headers: {} })],
  ['JSON', () => ({ body: '{}', headers: { 'content-type': 'application/json' } })],
];
const ours = () => ({ origin: new URL(t.url).origin, 'sec-fetch-site': 'same-origin' });

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

const sql = async <T>(query: string, params: unknown[]) => (await t.orm.em.getConnection().execute(query, params)) as T[];
async function post(u: TestUser, path: string, init: { body: BodyInit; headers: Record<string, string> }) {
  const res = await u.client.fetch(path, { method: 'POST', body: init.body, headers: init.headers });
  expect(res.status).toBe(200);
  return res.json() as Promise<{ STATUSCODE: number; MESSAGE: string }>;
}

describe('state-changing legacy paths from another site', () => {
  it.each(FOREIGN.flatMap(([who, h]) => BODIES.map(([kind, b]) => [`${who}, ${kind}`, h, b] as const)))(
    '/updateuserallnoti and /updateuseraccstatus refuse %s, and change nothing',
    async (_name, headers, body) => {
      const u = await registerUser(t);
      await sql('insert into notifications (user_id, type, text, created_at) values (?, ?, ?, now())', [Number(u.id), 'COMMENTED', 'hello']);
      for (const path of ['/updateuserallnoti', '/updateuseraccstatus']) {
        const b = body();
        const r = await post(u, path, { body: b.body, headers: { ...b.headers, ...headers } });
        expect(r).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.crossSiteRefused });
      }
      expect(await sql('select read_at from notifications where user_id = ?', [Number(u.id)])).toEqual([{ read_at: null }]);
      expect(await sql('select onboarding_step from users where id = ?', [Number(u.id)])).toEqual([{ onboarding_step: 'WELCOME' }]);
    },
  );

  it('the same two succeed from our own origin and with no Origin at all (JSON)', async () => {
    for (const headers of [ours(), {}]) {
      const u = await registerUser(t);
      await sql('insert into notifications (user_id, type, text, created_at) values (?, ?, ?, now())', [Number(u.id), 'COMMENTED', 'hello']);
      for (const path of ['/updateuserallnoti', '/updateuseraccstatus']) {
        // the bell's key: /updateuserallnoti marks the bell notifications (decision 036)
        const r = await post(u, path, { body: '{"notiobj":{"notifyto":{}}}', headers: { 'content-type': 'application/json', ...headers } });
        expect(r.STATUSCODE).toBe(0);
      }
      const [n] = await sql<{ read_at: Date | null }>('select read_at from notifications where user_id = ?', [Number(u.id)]);
      expect(n.read_at).not.toBeNull();
      expect(await sql('select onboarding_step from users where id = ?', [Number(u.id)])).toEqual([{ onboarding_step: 'DONE' }]);
    }
  });

  it('/sendopt from another site sends no code; from our origin it does', async () => {
    const u = await registerUser(t);
    const codes = async () => (await sql<{ n: string }>('select count(*)::int as n from email_codes where user_id = ?', [Number(u.id)]))[0].n;
    const before = await codes();
    const refused = await post(u, '/sendopt', { body: 'userObj=x', headers: { 'content-type': 'application/x-www-form-urlencoded', ...FOREIGN[0][1] } });
    expect(refused).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.crossSiteRefused });
    expect(await codes()).toBe(before);
    const sent = await post(u, '/sendopt', { body: '{}', headers: { 'content-type': 'application/json', ...ours() } });
    expect(sent.STATUSCODE).toBe(0);
    expect(await codes()).toBe(Number(before) + 1);
  });

  it('/publish: an auto-submitted multipart form from another site creates no topic; our origin and no origin do', async () => {
    const u = await registerUser(t);
    const fields = {
      yourname: 'Ravi',
      topic: 'Cross-site pool',
      noofpartner: '2',
      noofdays: '1',
      startdate: addDays(dateInZone(new Date(), 'UTC'), 1),
      starttime: '07:30 PM',
      timezone: 'UTC',
      categoryId: '3',
      timeline: JSON.stringify([{ title: 'Intro' }]),
    };
    const topics = async () => Number((await sql<{ n: number }>('select count(*)::int as n from topics where owner_id = ?', [Number(u.id)]))[0].n);
    for (const [, headers] of FOREIGN) {
      const r = await post(u, '/publish', { body: form(fields), headers });
      expect(r).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.crossSiteRefused });
    }
    expect(await topics()).toBe(0);
    expect((await post(u, '/publish', { body: form(fields), headers: ours() })).STATUSCODE).toBe(0);
    expect((await post(u, '/publish', { body: form(fields), headers: {} })).STATUSCODE).toBe(0);
    expect(await topics()).toBe(2);
  });
});

describe('JSON rows read JSON only', () => {
  it.each([
    ['text/plain', 'text/plain'],
    ['urlencoded', 'application/x-www-form-urlencoded'],
    ['multipart', null],
  ])('a %s body to a JSON row is refused with a clear message, even from no origin', async (_name, type) => {
    const u = await registerUser(t);
    const body = type ? (type === 'text/plain' ? '{}' : 'x=1') : form({ x: '1' });
    const r = await post(u, '/updateuseraccstatus', { body, headers: type ? { 'content-type': type } : {} });
    expect(r).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.jsonRequired });
    expect(await sql('select onboarding_step from users where id = ?', [Number(u.id)])).toEqual([{ onboarding_step: 'WELCOME' }]);
  });

  it('a POST without a body is still fine (nothing to misread)', async () => {
    const u = await registerUser(t);
    expect((await u.client.rest('POST', '/updateuseraccstatus')).STATUSCODE).toBe(0);
  });
});

describe('/graphql from another site', () => {
  const UPDATE = JSON.stringify({ query: 'mutation { updateProfile(input: { bio: "pwned" }) { id } }' });
  it.each(FOREIGN)('refuses a mutation from %s with 403, and changes nothing', async (_name, headers) => {
    const u = await registerUser(t);
    const res = await u.client.fetch('/graphql', { method: 'POST', body: UPDATE, headers: { 'content-type': 'application/json', ...headers } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ errors: [{ message: MSG.crossSiteRefused, extensions: { code: 'FORBIDDEN' } }] });
    expect(await sql('select bio from users where id = ?', [Number(u.id)])).toEqual([{ bio: null }]);
  });

  it('accepts the same mutation from our origin, with no Origin, and from our own no-referrer page (Origin: null, same-origin)', async () => {
    for (const headers of [ours(), {}, { origin: 'null', 'sec-fetch-site': 'same-origin' }]) {
      const u = await registerUser(t);
      const res = await u.client.fetch('/graphql', { method: 'POST', body: UPDATE, headers: { 'content-type': 'application/json', ...headers } });
      expect(res.status).toBe(200);
      expect(await sql('select bio from users where id = ?', [Number(u.id)])).toEqual([{ bio: 'pwned' }]);
    }
  });

  it('leaves reads (GET) alone: a foreign page cannot read the answer anyway (no CORS)', async () => {
    const res = await t.client().fetch('/graphql?query=%7B__typename%7D', { headers: { origin: 'http://evil.example', 'apollo-require-preflight': 'true' } });
    expect(res.status).toBe(200);
  });
});
