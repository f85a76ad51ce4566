import net from 'node:net';
import { MSG } from '@poolmates/schema';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { socketOnce } from '../../test/ws.js';

/**
 * Decision 094, the attacker's pass on every door with NUL bytes (PostgreSQL text cannot hold
 * U+0000: one reaching an insert was a 500) and a foreign Origin: each answer a clear refusal.
 */
let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  u = await registerUser(t);
});
afterAll(() => t?.stop());

const NUL = 'a\u0000b';
const EVIL = 'https://evil.example';
const json = (body: unknown, headers: Record<string, string> = {}) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
/** PostgreSQL text holds no NUL at all (one reaching an insert failed it: a 500): what matters is that nothing of a refused request was written. */
const storedNuls = async () => {
  const [row] = await t.orm.em.fork().getConnection().execute<{ bio: string | null }[]>('select bio from users where id = ?', [Number(u.id)]);
  return row.bio === null ? 0 : 1;
};
/** A raw HTTP request (headers Node's fetch would refuse to send); the status line's code. */
const raw = (text: string) =>
  new Promise<number>((resolve, reject) => {
    const s = net.connect(Number(new URL(t.url).port), '127.0.0.1', () => s.write(text));
    let got = '';
    s.on('data', (c) => (got += c.toString('latin1')));
    s.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(got)?.[1] ?? 0)));
    s.on('error', reject);
    s.setTimeout(5000, () => s.destroy(new Error('timeout')));
  });

describe('NUL bytes at every door', () => {
  it('GraphQL: variables, a batch’s operation, the operation name, a GET — 400s naming the place, never a 500', async () => {
    const UPDATE = 'mutation($b: String) { updateProfile(input: { bio: $b }) { bio } }';
    const one = await u.client.fetch('/graphql', json({ query: UPDATE, variables: { b: NUL } }));
    expect(one.status).toBe(400);
    const batch = await u.client.fetch('/graphql', json([{ query: '{ me { id } }' }, { query: 'query($q: String!) { searchTopics(query: $q, first: 1) { __typename } }', variables: { q: NUL } }]));
    expect(batch.status).toBe(200);
    const answers = (await batch.json()) as { errors?: { message: string; extensions: { code: string } }[] }[];
    expect(answers[1].errors?.[0]).toMatchObject({ message: MSG.textCharacterNotAllowed('$q', 'NUL'), extensions: { code: 'BAD_USER_INPUT' } });
    const named = await u.client.fetch('/graphql', json({ query: '{ me { id } }', operationName: NUL }));
    expect(named.status).toBeGreaterThanOrEqual(400);
    expect(named.status).toBeLessThan(500);
    const get = await u.client.fetch(`/graphql?query=${encodeURIComponent('query($q: String!) { searchTopics(query: $q, first: 1) { __typename } }')}&variables=${encodeURIComponent(JSON.stringify({ q: NUL }))}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(get.status).toBe(400);
    // a NUL in the document's own text (not a string): the lexer's refusal
    const text = await u.client.fetch('/graphql', json({ query: '{ me\u0000 { id } }' }));
    expect(text.status).toBe(400);
  });

  it('GraphQL multipart: NUL in field names, the map and file names — refused or ignored, never a 500 or a stored NUL', async () => {
    const send = async (parts: [string, string | Blob, string?][]) => {
      const form = new FormData();
      for (const [name, value, filename] of parts) {
        if (typeof value === 'string') form.append(name, value);
        else form.append(name, value, filename);
      }
      const res = await u.client.fetch('/graphql', { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: form });
      return res.status;
    };
    const ops = JSON.stringify({ query: 'mutation($f: Upload!) { uploadProfilePicture(file: $f) { id } }', variables: { f: null } });
    const png = new Blob(['not an image'], { type: 'image/png' });
    const statuses = [
      await send([[`operations${NUL}`, ops], ['map', '{"0":["variables.f"]}'], ['0', png, 'a.png']]),
      await send([['operations', ops], [`map${NUL}`, '{"0":["variables.f"]}'], ['0', png, 'a.png']]),
      await send([['operations', ops], ['map', JSON.stringify({ [`0${NUL}`]: ['variables.f'] })], [`0${NUL}`, png, 'a.png']]),
      await send([['operations', ops], ['map', JSON.stringify({ 0: [`variables.f${NUL}`] })], ['0', png, 'a.png']]),
      await send([['operations', ops], ['map', '{"0":["variables.f"]}'], ['0', png, `a${NUL}.png`]]),
      await send([['operations', JSON.stringify({ query: 'mutation($f: Upload!, $b: String) { uploadProfilePicture(file: $f) { id } }', variables: { f: null, b: NUL } })], ['map', '{"0":["variables.f"]}'], ['0', png, 'a.png']]),
    ];
    // a NUL in a part's name: the parser cannot read the part header (a 500 before decision 094)
    expect(statuses.slice(0, 2)).toEqual([400, 400]);
    expect(statuses.map((s, i) => `${i}: ${s === 200 || (s >= 400 && s < 500) ? 'ok' : s}`)).toEqual(statuses.map((_, i) => `${i}: ok`));
    expect(await storedNuls()).toBe(0);
  });

  it('the REST shim: JSON fields and keys, a GET’s query, multipart fields, field names and file names — its envelope, never "Something broke"', async () => {
    const answers: { STATUSCODE: number; MESSAGE: string }[] = [
      await u.client.rest('POST', '/profiledetailupdate', { profileObj: { bio: NUL } }),
      await u.client.rest('POST', '/profiledetailupdate', { profileObj: { [`bio${NUL}`]: 'x', location: 'Here' } }),
      await u.client.rest('POST', '/chkusername', { userName: NUL }),
      await u.client.rest('POST', '/timelinedetails', { topicId: NUL }),
    ];
    const form = (parts: [string, string | Blob, string?][]) => {
      const f = new FormData();
      for (const [name, value, filename] of parts) {
        if (typeof value === 'string') f.append(name, value);
        else f.append(name, value, filename);
      }
      return u.client.fetch('/publish', { method: 'POST', body: f }).then((r) => r.json() as Promise<{ STATUSCODE: number; MESSAGE: string }>);
    };
    const png = new Blob(['not an image'], { type: 'image/png' });
    answers.push(
      await form([['topic', NUL], ['categoryid', '1']]),
      await form([[`topic${NUL}`, 'x'], ['timeline', JSON.stringify([{ title: NUL, description: '' }])]]),
      await form([['topic', 'A topic'], ['file', png, `a${NUL}.png`]]),
      await u.client.fetch('/updateprofilephoto', { method: 'POST', body: (() => { const f = new FormData(); f.append('file', png, `a${NUL}.png`); return f; })() }).then((r) => r.json() as Promise<{ STATUSCODE: number; MESSAGE: string }>),
    );
    for (const a of answers) {
      expect(a.MESSAGE).not.toBe(MSG.somethingBroke);
      expect([0, 1]).toContain(a.STATUSCODE);
    }
    expect(answers[0]).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.textCharacterNotAllowed('$input.bio', 'NUL') });
    expect(await storedNuls()).toBe(0);
  });

  it('headers, cookies and paths: a NUL in a header is refused by the HTTP parser (400); in a cookie, a path or a query, a refusal', async () => {
    const host = `Host: 127.0.0.1\r\nConnection: close\r\n`;
    for (const header of ['User-Agent: a\u0000b', 'X-Forwarded-For: 10.0.0.1\u0000', `Authorization: Bearer ${'a'.repeat(20)}\u0000`, 'Origin: http://127.0.0.1\u0000']) {
      expect(await raw(`POST /graphql HTTP/1.1\r\n${host}${header}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`)).toBe(400);
    }
    const cookie = await t.client().fetch('/graphql', json({ query: '{ me { id } }' }, { cookie: 'pm_session=%00abc' }));
    expect(cookie.status).toBe(200);
    const kind = (status: number) => (status >= 500 ? `${status}` : status >= 400 ? 'refused' : 'page');
    const seen: string[] = [];
    for (const path of ['/calendar/%00.ics', '/uploads/%00', '/securitycode.pdf?t=%00.%00', '/graphql?query=%00']) seen.push(`GET ${path} ${kind((await u.client.fetch(path)).status)}`);
    // the links' GET pages only show a button (mail scanners open links): their POST decides
    for (const path of ['/digest/unsubscribe?token=%00', '/account/email-undo?t=%00']) seen.push(`GET ${path} ${kind((await u.client.fetch(path)).status)}`);
    for (const [path, body] of [['/digest/unsubscribe?token=%00', 'token=%00'], ['/account/email-undo', 't=%00']]) {
      const res = await u.client.fetch(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
      seen.push(`POST ${path} ${kind(res.status)}`);
    }
    // an unknown path is the web app's page when web/dist is built, a 404 before (CI's `npm test`
    // runs before the build): either way no 5xx
    expect((await u.client.fetch('/%00')).status).toBeLessThan(500);
    expect(seen).toEqual([
      'GET /calendar/%00.ics refused',
      'GET /uploads/%00 refused',
      'GET /securitycode.pdf?t=%00.%00 refused',
      'GET /graphql?query=%00 refused',
      'GET /digest/unsubscribe?token=%00 page',
      'GET /account/email-undo?t=%00 page',
      'POST /digest/unsubscribe?token=%00 refused',
      'POST /account/email-undo refused',
    ]);
  });

  it('the socket: a NUL in the token and in a variable', async () => {
    const r = await socketOnce(t, 'query($q: String!) { searchTopics(query: $q, first: 1) { __typename } }', { token: `x${NUL}`, variables: { q: NUL } });
    expect(r.errors?.[0]).toMatchObject({ message: MSG.textCharacterNotAllowed('$q', 'NUL') });
  });
});

describe('a foreign Origin at every door', () => {
  it('the WebSocket upgrade, a POST, a batch, the REST shim: refused, nothing done', async () => {
    const ws = new WebSocket(t.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws', { headers: { origin: EVIL } });
    const outcome = await new Promise<string>((resolve) => {
      ws.on('unexpected-response', (_req, res) => resolve(`http ${res.statusCode}`));
      ws.on('open', () => resolve('open'));
      ws.on('error', () => resolve('error'));
    });
    ws.terminate();
    expect(outcome).toBe('http 403');
    const bio = 'mutation { updateProfile(input: { bio: "from evil" }) { bio } }';
    const post = await u.client.fetch('/graphql', json({ query: bio }, { origin: EVIL }));
    expect(post.status).toBe(403);
    const batch = await u.client.fetch('/graphql', json([{ query: '{ me { id } }' }], { origin: EVIL }));
    expect(batch.status).toBe(403);
    const shim = await u.client.fetch('/profiledetailupdate', json({ profileObj: { bio: 'from evil' } }, { origin: EVIL }));
    expect(await shim.json()).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.crossSiteRefused });
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const upload = await u.client.fetch('/updateprofilephoto', { method: 'POST', headers: { origin: EVIL }, body: form });
    expect(await upload.json()).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.crossSiteRefused });
    expect((await t.orm.em.fork().getConnection().execute<{ bio: string | null }[]>('select bio from users where id = ?', [Number(u.id)]))[0].bio).not.toBe('from evil');
  });
});
