import { MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerAndMember, registerUser, type TestUser } from '../../test/factories.js';
import { createTestDatabase, startTestApp, type TestApp } from '../../test/harness.js';
import { pgProxy, type PgProxy } from '../../test/pg-proxy.js';
import { VISITOR_BODY_MAX } from '../app.js';
import { preparedTap } from './prepared.js';

/**
 * Decision 094. The app reaches its database through a proxy the test cuts: every door answers a
 * database outage as one to retry (503 UNAVAILABLE with Retry-After; the shim's STATUSCODE 503) —
 * a body past the visitor's bound (read only for a live session) included, which answered 500.
 * And such a body's session is read once a request: its context starts from that read.
 */
let t: TestApp;
let proxy: PgProxy;
let user: TestUser;
beforeAll(async () => {
  proxy = await pgProxy(await createTestDatabase());
  t = await startTestApp({}, { dbUrl: proxy.url });
  user = await registerUser(t);
});
afterAll(async () => {
  proxy?.restore();
  await t?.stop();
  await proxy?.close();
});

const ME = '{ me { id status } }';
const PAD = 'x'.repeat(VISITOR_BODY_MAX + 1000);
const json = (body: unknown, headers: Record<string, string> = {}) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
/** The same body sent in chunks: no Content-Length, its length unknown until read. */
const chunked = (body: unknown, headers: Record<string, string> = {}) =>
  ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: new Blob([JSON.stringify(body)]).stream(), duplex: 'half' }) as RequestInit & { headers: Record<string, string> };
const upload = (who: TestUser, pad: string) => {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: 'mutation($f: Upload!) { uploadProfilePicture(file: $f) { id } }', variables: { f: null, pad } }));
  form.set('map', JSON.stringify({ 0: ['variables.f'] }));
  form.set('0', new Blob(['not an image'], { type: 'image/png' }), 'a.png');
  return who.client.fetch('/graphql', { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: form });
};

const unavailable = async (res: Response) => {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('1');
  const body = (await res.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] } | { errors: unknown }[];
  const first = Array.isArray(body) ? (body[0] as { errors: { message: string; extensions: Record<string, unknown> }[] }) : body;
  expect(first.errors[0]).toMatchObject({ message: MSG.databaseUnavailable, extensions: { code: 'UNAVAILABLE', retryAfterMs: 1000 } });
};

describe('a database that cannot be reached', () => {
  it('every GraphQL request answers 503 UNAVAILABLE with Retry-After: small, past the visitor bound, of unknown length, multipart, a batch, a visitor’s', async () => {
    proxy.cut();
    try {
      const bearer = { authorization: `Bearer ${user.token}` };
      await unavailable(await user.client.fetch('/graphql', json({ query: ME })));
      // past the visitor's 64 KiB: its session read (before the body) met the outage (HTTP 500 before)
      await unavailable(await user.client.fetch('/graphql', json({ query: ME, variables: { pad: PAD } })));
      await unavailable(await user.client.fetch('/graphql', json({ query: ME, variables: { pad: PAD } }, bearer)));
      await unavailable(await user.client.fetch('/graphql', chunked({ query: ME })));
      await unavailable(await upload(user, PAD));
      await unavailable(await user.client.fetch('/graphql', json([{ query: ME }, { query: '{ __typename }' }])));
      // a visitor's read: no session to read, the resolver's statement met it
      const visitor = t.client();
      await unavailable(await visitor.fetch('/graphql', json({ query: '{ user(id: "1") { id } }' })));
    } finally {
      proxy.restore();
    }
    // and back: the same requests answer
    const back = await user.client.fetch('/graphql', json({ query: ME, variables: { pad: PAD } }));
    expect(back.status).toBe(200);
    expect(((await back.json()) as { data: { me: { id: string } } }).data.me.id).toBe(user.id);
  });

  it('the REST shim answers its envelope of a refusal to retry: STATUSCODE 503, Retry-After (decision 060)', async () => {
    proxy.cut();
    try {
      for (const res of [
        await user.client.fetch('/profile'),
        await user.client.fetch('/profiledetailupdate', json({ bio: PAD.slice(0, 70_000) })),
        await t.client().fetch('/chkusername', json({ userName: 'someone' })),
      ]) {
        expect(res.status).toBe(200);
        const body: unknown = await res.json();
        expect([res.headers.get('retry-after'), body]).toEqual(['1', { STATUSCODE: 503, STATUS: 'ERROR', MESSAGE: MSG.databaseUnavailable, PAYLOAD: { retryAfterMs: 1000 } }]);
      }
    } finally {
      proxy.restore();
    }
    expect((await user.client.rest('GET', '/profile')).STATUSCODE).toBe(0);
  });
});

describe('a body past the visitor bound: its session read once (decision 094)', () => {
  const reads = async (fn: () => Promise<Response>) => {
    let n = 0;
    preparedTap.on = (s) => void (s.label === 'session.read' && n++);
    try {
      const res = await fn();
      return { n, res, body: (await res.json()) as { data?: Record<string, { bio?: string; id?: string; status?: string }>; errors?: { message: string }[] } };
    } finally {
      preparedTap.on = undefined;
    }
  };
  const UPDATE = 'mutation($bio: String!) { updateProfile(input: { bio: $bio }) { bio } }';

  it('a query, a body of unknown length, an upload: one read before the body; a mutation not re-checked in its statement reads again', async () => {
    const mutation = await reads(() => user.client.fetch('/graphql', json({ query: UPDATE, variables: { bio: 'read once', pad: PAD } })));
    expect(mutation.body.data?.updateProfile.bio).toBe('read once');
    // (updateProfile does not re-check its session: read again after its body — review of 094)
    expect(mutation.n).toBe(2);
    const query = await reads(() => user.client.fetch('/graphql', json({ query: ME, variables: { pad: PAD } })));
    expect(query.body.data?.me).toEqual({ id: user.id, status: 'ACTIVE' });
    expect(query.n).toBe(1);
    const unknown = await reads(() => user.client.fetch('/graphql', chunked({ query: UPDATE, variables: { bio: 'chunked' } })));
    expect(unknown.body.data?.updateProfile.bio).toBe('chunked');
    expect(unknown.n).toBe(2);
    // the multipart bound's read and the JSON bound's (the same request passes both) are one; the
    // mutation (not re-checked) reads again after its body
    const picture = await reads(() => upload(user, PAD));
    expect(picture.body.errors?.[0].message).toBe(MSG.imageInvalid);
    expect(picture.n).toBe(2);
    // a batch's operations start from it too
    const batch = await reads(() => user.client.fetch('/graphql', json([{ query: ME, variables: { pad: PAD } }, { query: ME }])));
    expect(batch.res.status).toBe(200);
    expect(batch.n).toBe(1);
    // within the bound nothing changed: the context's own read
    expect((await reads(() => user.client.fetch('/graphql', json({ query: ME })))).n).toBe(1);
  });

  it('keeps the guards: an expired or revoked session is a visitor’s (413), a deactivated account’s is its own', async () => {
    const sql = t.orm.em.fork().getConnection();
    const expired = await registerUser(t);
    await sql.execute(`update sessions set expires_at = now() - interval '1 minute' where user_id = ?`, [Number(expired.id)]);
    const e = await reads(() => expired.client.fetch('/graphql', json({ query: ME, variables: { pad: PAD } })));
    expect(e.res.status).toBe(413);
    expect(e.n).toBe(1);
    const revoked = await registerUser(t);
    await sql.execute(`update sessions set revoked_at = now() where user_id = ?`, [Number(revoked.id)]);
    const r = await reads(() => revoked.client.fetch('/graphql', chunked({ query: UPDATE, variables: { bio: 'no' } })));
    // of unknown length: read as a visitor's (within 64 KiB), the context a visitor's
    expect(r.body.errors?.[0].message).toBe(MSG.notSignedIn);
    expect(r.n).toBe(1);
    const deactivated = await registerUser(t);
    await sql.execute(`update users set status = 'DEACTIVATED' where id = ?`, [Number(deactivated.id)]);
    const d = await reads(() => deactivated.client.fetch('/graphql', json({ query: ME, variables: { pad: PAD } })));
    expect(d.body.data?.me).toEqual({ id: deactivated.id, status: 'DEACTIVATED' });
    const w = await reads(() => deactivated.client.fetch('/graphql', json({ query: UPDATE, variables: { bio: 'no', pad: PAD } })));
    expect(w.body.data).toBeNull();
    expect(w.body.errors?.[0].message).toBeTruthy();
    expect(w.n).toBe(2);
    expect((await sql.execute('select bio from users where id = ?', [Number(deactivated.id)]))[0].bio).not.toBe('no');
  });
});

describe('a session revoked while its large body is still arriving (decision 094, review)', () => {
  /** Sends `body` in two halves, revoking the sender's sessions once its early session read is made; answers the answer and the session reads. */
  const revokedMidBody = async (who: TestUser, payload: unknown) => {
    const sql = t.orm.em.fork().getConnection();
    const text = JSON.stringify(payload);
    const cut = Math.floor(text.length / 2);
    let n = 0;
    let read!: () => void;
    const early = new Promise<void>((r) => (read = r));
    preparedTap.on = (s) => void (s.label === 'session.read' && (n++, read()));
    try {
      let ctl!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (ctl = c) });
      ctl.enqueue(new TextEncoder().encode(text.slice(0, cut)));
      const pending = who.client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit & { headers: Record<string, string> });
      await early;
      // (the tap fires as the read is sent: let it answer the live session first)
      await new Promise((r) => setTimeout(r, 300));
      await sql.execute(`update sessions set revoked_at = now() where user_id = ?`, [Number(who.id)]);
      ctl.enqueue(new TextEncoder().encode(text.slice(cut)));
      ctl.close();
      const res = (await (await pending).json()) as { data?: unknown; errors?: { message: string }[] };
      return { res, n };
    } finally {
      preparedTap.on = undefined;
    }
  };

  it('a post (its statement re-checks the session) is refused and writes nothing, on the one read', async () => {
    const sql = t.orm.em.fork().getConnection();
    const { owner, topicId } = await ownerAndMember(t);
    const { res, n } = await revokedMidBody(owner, { query: 'mutation($t: ID!, $h: String) { createPost(topicId: $t, html: $h) { id } }', variables: { t: topicId, h: '<p>after revoke</p>', pad: PAD } });
    expect(res.errors?.[0].message).toBe(MSG.notSignedIn);
    expect(n).toBe(1);
    expect(await sql.execute('select id from posts where topic_id = ?', [Number(topicId)])).toEqual([]);
  });

  it('a mutation whose body ends after the revocation is refused: the early read does not outlive the body', async () => {
    const sql = t.orm.em.fork().getConnection();
    const who = await registerUser(t);
    const { res, n } = await revokedMidBody(who, { query: 'mutation($bio: String!) { updateProfile(input: { bio: $bio }) { bio } }', variables: { bio: 'after revoke', pad: PAD } });
    expect(res.errors?.[0].message).toBe(MSG.notSignedIn);
    // (not re-checked in its statement: read again after its body)
    expect(n).toBe(2);
    expect((await sql.execute('select bio from users where id = ?', [Number(who.id)]))[0].bio).not.toBe('after revoke');
  });
});
