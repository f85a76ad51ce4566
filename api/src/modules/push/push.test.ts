import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIMITS, MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addComment, createTopic, joinSquad, ownerAndMember, registerUser, type TestUser } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';
import { clock } from '../../platform/clock.js';
import { NotificationType } from '../notifications/notification.entity.js';
import { notificationService } from '../notifications/notification.service.js';
import { pushService } from './push.service.js';

/**
 * Web Push end to end (issue 29, decision 061): a local push service (node:http) that records each
 * POST and DECRYPTS it with the subscription's own keys (RFC 8291, written here with node:crypto,
 * independent of the server's library) and checks its VAPID signature (RFC 8292).
 */
type Received = { path: string; headers: IncomingMessage['headers']; body: Buffer };
const received: Received[] = [];
/** What the receiver answers per path (default 201); 'hang': never. */
const answers = new Map<string, number | 'hang'>();
let receiver: Server;
let origin: string;
let t: TestApp;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const a = answers.get(path) ?? 201;
      if (a === 'hang') return;
      res.writeHead(a).end();
    });
  });
  await new Promise<void>((ok) => receiver.listen(0, '127.0.0.1', ok));
  const { port } = receiver.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  t = await startTestApp({ PUSH_TEST_HOSTS: `127.0.0.1:${port}` });
});
afterAll(async () => {
  receiver?.closeAllConnections();
  receiver?.close();
  await t?.stop();
});

/** A browser's side of a subscription: its ECDH key pair and auth secret. */
interface Browser {
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
}
function browser(path = `/push/${randomBytes(6).toString('hex')}`): Browser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint: `${origin}${path}`, ecdh, auth: randomBytes(16) };
}

const SUBSCRIBE = 'mutation($e: String!, $p: String!, $a: String!) { subscribePush(endpoint: $e, p256dh: $p, auth: $a) }';
const subscribe = (c: TestClient, b: Browser, over: Partial<{ e: string; p: string; a: string }> = {}) =>
  c.gql(SUBSCRIBE, { e: b.endpoint, p: b.ecdh.getPublicKey().toString('base64url'), a: b.auth.toString('base64url'), ...over });
const PREFS = '{ notificationPreferences { kinds { kind inApp email push } quietStart quietEnd timeZone } }';
const UPDATE = 'mutation($i: NotificationPreferencesInput!) { updateNotificationPreferences(input: $i) { kinds { kind push email } quietStart quietEnd } }';
const FOLLOW = 'mutation($id: ID!) { follow(userId: $id) { id } }';
const COUNT = '{ pushSubscriptionCount }';

/** RFC 8291 §3.4 / RFC 8188: the one record of an aes128gcm body, opened with the browser's keys. */
function decrypt(body: Buffer, b: Browser): unknown {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const serverKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const ikm = Buffer.from(hkdfSync('sha256', b.ecdh.computeSecret(serverKey), b.auth, Buffer.concat([Buffer.from('WebPush: info\0'), b.ecdh.getPublicKey(), serverKey]), 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const d = createDecipheriv('aes-128-gcm', cek, nonce);
  d.setAuthTag(record.subarray(-16));
  const plain = Buffer.concat([d.update(record.subarray(0, -16)), d.final()]);
  let end = plain.length - 1;
  while (plain[end] === 0) end--;
  expect(plain[end]).toBe(2); // the last record's delimiter
  return JSON.parse(plain.subarray(0, end).toString('utf8'));
}

/** RFC 8292: `vapid t=<ES256 JWT for this origin>, k=<the server's public key>`. */
function checkVapid(r: Received, publicKey: string): void {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(String(r.headers.authorization));
  expect(m?.[2]).toBe(publicKey);
  const [h, p, s] = m![1].split('.');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  expect(claims.aud).toBe(origin);
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
  expect(verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))).toBe(true);
}

const to = (b: Browser) => received.filter((r) => `${origin}${r.path}` === b.endpoint);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A person with one subscribed browser who chose push for new followers. */
async function pushUser(): Promise<{ user: TestUser; b: Browser }> {
  const user = await registerUser(t);
  const b = browser();
  expect((await subscribe(user.client, b)).data).toEqual({ subscribePush: true });
  expect((await user.client.gql(UPDATE, { i: { kinds: [{ kind: 'FOLLOWS', push: true }] } })).errors).toBeUndefined();
  return { user, b };
}

describe('notification preferences', () => {
  it('are refused to a visitor', async () => {
    const c = t.client();
    expect(codeOf(await c.gql(PREFS))).toBe('UNAUTHENTICATED');
    expect(codeOf(await c.gql(UPDATE, { i: { quietStart: null, quietEnd: null } }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await c.gql('{ pushPublicKey }'))).toBe('UNAUTHENTICATED');
    expect(codeOf(await subscribe(c, browser()))).toBe('UNAUTHENTICATED');
    expect(codeOf(await c.gql('mutation { unsubscribePush(endpoint: "https://fcm.googleapis.com/x") }'))).toBe('UNAUTHENTICATED');
  });

  it('default to: calls and direct messages push, squad activity and the rest do not; in app always', async () => {
    const u = await registerUser(t);
    const r = await u.client.gql(PREFS);
    const byKind = Object.fromEntries((r.data.notificationPreferences.kinds as { kind: string }[]).map((k) => [k.kind, k]));
    expect(byKind.CALLS).toEqual({ kind: 'CALLS', inApp: true, email: false, push: true });
    expect(byKind.DIRECT_MESSAGES).toEqual({ kind: 'DIRECT_MESSAGES', inApp: true, email: true, push: true });
    expect(byKind.SQUAD_ACTIVITY).toMatchObject({ push: false });
    expect(byKind.CHECKIN_REMINDER).toMatchObject({ push: false });
    expect(r.data.notificationPreferences).toMatchObject({ quietStart: null, quietEnd: null, timeZone: 'UTC' });
  });

  it('change per kind and channel, keep what was not named, and refuse precisely', async () => {
    const u = await registerUser(t);
    const r = await u.client.gql(UPDATE, { i: { kinds: [{ kind: 'MISSED_DAY', push: true }, { kind: 'CALLS', push: false }], quietStart: '22:30', quietEnd: '07:00' } });
    expect(r.errors).toBeUndefined();
    const kinds = r.data.updateNotificationPreferences.kinds as { kind: string; push: boolean; email: boolean }[];
    expect(kinds.find((k) => k.kind === 'MISSED_DAY')?.push).toBe(true);
    expect(kinds.find((k) => k.kind === 'CALLS')?.push).toBe(false);
    expect(kinds.find((k) => k.kind === 'DIRECT_MESSAGES')).toMatchObject({ push: true, email: true });
    expect(r.data.updateNotificationPreferences).toMatchObject({ quietStart: '22:30', quietEnd: '07:00' });
    // omitted quiet hours stay; a second change keeps the first
    const again = await u.client.gql(UPDATE, { i: { kinds: [{ kind: 'DIRECT_MESSAGES', email: false }] } });
    expect(again.data.updateNotificationPreferences).toMatchObject({ quietStart: '22:30', quietEnd: '07:00' });
    expect((again.data.updateNotificationPreferences.kinds as { kind: string; push: boolean }[]).find((k) => k.kind === 'MISSED_DAY')?.push).toBe(true);

    const refused = async (i: object, message: string) => {
      const x = await u.client.gql(UPDATE, { i });
      expect(codeOf(x)).toBe('BAD_USER_INPUT');
      expect(x.errors?.[0].message).toBe(message);
    };
    await refused({ quietStart: '25:00', quietEnd: '07:00' }, MSG.quietHoursInvalid);
    await refused({ quietStart: '7:00', quietEnd: '08:00' }, MSG.quietHoursInvalid);
    await refused({ quietStart: '22:00', quietEnd: null }, MSG.quietHoursIncomplete);
    await refused({ quietStart: '22:00', quietEnd: '22:00' }, MSG.quietHoursEmpty);
    await refused({ kinds: [{ kind: 'FOLLOWS', email: true }] }, MSG.notificationChannelUnavailable);
    await refused({ kinds: [{ kind: 'FOLLOWS', push: true }, { kind: 'FOLLOWS', push: false }] }, MSG.notificationKindDuplicate);
    // clearing quiet hours
    expect((await u.client.gql(UPDATE, { i: { quietStart: null, quietEnd: null } })).data.updateNotificationPreferences).toMatchObject({ quietStart: null, quietEnd: null });
  });
});

describe('push subscriptions', () => {
  it('refuse bad endpoints and keys with a precise error', async () => {
    const u = await registerUser(t);
    const b = browser();
    const refused = async (over: Partial<{ e: string; p: string; a: string }>, message: string) => {
      const r = await subscribe(u.client, b, over);
      expect(codeOf(r)).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0].message).toBe(message);
    };
    await refused({ e: 'not a url' }, MSG.pushEndpointInvalid);
    await refused({ e: 'http://fcm.googleapis.com/fcm/send/abc' }, MSG.pushEndpointInvalid);
    await refused({ e: 'ftp://fcm.googleapis.com/x' }, MSG.pushEndpointInvalid);
    await refused({ e: 'https://evil.example.com/push' }, MSG.pushEndpointHostRefused);
    await refused({ e: 'https://10.0.0.1/push' }, MSG.pushEndpointHostRefused);
    await refused({ e: 'https://127.0.0.1/push' }, MSG.pushEndpointHostRefused);
    await refused({ e: 'https://fcm.googleapis.com.evil.com/x' }, MSG.pushEndpointHostRefused);
    await refused({ e: 'https://fcm.googleapis.com:8443/x' }, MSG.pushEndpointHostRefused);
    await refused({ e: `https://fcm.googleapis.com/${'a'.repeat(LIMITS.pushEndpointMax)}` }, MSG.pushEndpointTooLong);
    await refused({ p: randomBytes(64).toString('base64url') }, MSG.pushKeyP256dhInvalid);
    await refused({ p: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url') }, MSG.pushKeyP256dhInvalid); // not on the curve
    await refused({ p: 'not base64!' }, MSG.pushKeyP256dhInvalid);
    await refused({ a: randomBytes(32).toString('base64url') }, MSG.pushKeyAuthInvalid);
    await refused({ a: randomBytes(8).toString('base64url') }, MSG.pushKeyAuthInvalid);
    // a push service's endpoint is fine (stored, not called)
    expect((await subscribe(u.client, b, { e: 'https://fcm.googleapis.com/fcm/send/abc:def' })).data).toEqual({ subscribePush: true });
  });

  it('are at most 5 a person; the same endpoint again is a refresh; unsubscribe frees a place', async () => {
    const u = await registerUser(t);
    const five = Array.from({ length: 5 }, () => browser());
    for (const b of five) expect((await subscribe(u.client, b)).errors).toBeUndefined();
    expect((await subscribe(u.client, five[0])).data).toEqual({ subscribePush: true });
    const sixth = await subscribe(u.client, browser());
    expect(sixth.errors?.[0].message).toBe(MSG.pushSubscriptionsTooMany);
    expect((await u.client.gql(COUNT)).data.pushSubscriptionCount).toBe(5);
    // another person cannot remove mine
    const other = await registerUser(t);
    expect((await other.client.gql('mutation($e: String!) { unsubscribePush(endpoint: $e) }', { e: five[1].endpoint })).data.unsubscribePush).toBe(false);
    expect((await u.client.gql('mutation($e: String!) { unsubscribePush(endpoint: $e) }', { e: five[1].endpoint })).data.unsubscribePush).toBe(true);
    expect((await subscribe(u.client, browser())).errors).toBeUndefined();
  });

  it('an endpoint short as given but too long once encoded is refused precisely, not a 500 (probe 2026-11-27)', async () => {
    const u = await registerUser(t);
    // 327 characters as sent, 1,800 once the URL parser percent-encodes each é
    const res = await subscribe(u.client, browser(), { e: `${origin}/push/${'é'.repeat(300)}` });
    expect(res.errors?.[0]).toMatchObject({ message: MSG.pushEndpointTooLong, extensions: { code: 'BAD_USER_INPUT', field: 'endpoint' } });
    expect((await u.client.gql(COUNT)).data.pushSubscriptionCount).toBe(0);
  });

  it('unsubscribe forgets the endpoint as subscribe was given it, however it was spelled (probe 2026-11-27)', async () => {
    const u = await registerUser(t);
    const b = browser();
    // the same URL spelled as a client may send it: a space, an upper-case host
    const spelled = `${origin.replace('http://', 'HTTP://')}/push/Case x${randomBytes(3).toString('hex')}`;
    expect((await subscribe(u.client, b, { e: spelled })).errors).toBeUndefined();
    expect((await u.client.gql(COUNT)).data.pushSubscriptionCount).toBe(1);
    expect((await u.client.gql('mutation($e: String!) { unsubscribePush(endpoint: $e) }', { e: spelled })).data.unsubscribePush).toBe(true);
    expect((await u.client.gql(COUNT)).data.pushSubscriptionCount).toBe(0);
    // not a URL at all: nothing to forget, no error
    expect((await u.client.gql('mutation($e: String!) { unsubscribePush(endpoint: $e) }', { e: 'not a url' })).data.unsubscribePush).toBe(false);
  });
});

describe('delivery', () => {
  it('a notification of a kind chosen for push → one encrypted push with the right payload and VAPID', async () => {
    const { user: target, b } = await pushUser();
    const fan = await registerUser(t);
    const key = (await target.client.gql('{ pushPublicKey }')).data.pushPublicKey as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await fan.client.gql(FOLLOW, { id: target.id })).errors).toBeUndefined();
    await expect.poll(() => to(b).length, { timeout: 10_000 }).toBe(1);
    const [r] = to(b);
    expect(r.headers['content-encoding']).toBe('aes128gcm');
    expect(r.headers.ttl).toBeDefined();
    checkVapid(r, key);
    expect(decrypt(r.body, b)).toEqual({ kind: 'FOLLOWS', title: 'New follower', body: `${fan.username} started following you`, url: `/homepage/account/${fan.id}`, tag: expect.stringMatching(/^notification-\d+$/) });
  });

  it('a post in a squad → one push to each subscribed member away who chose squad activity, opening the workspace', async () => {
    const [owner, a, b] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    const topicId = await createTopic(owner, { topic: 'Pushed squad' });
    await joinSquad(owner, a, topicId);
    await joinSquad(owner, b, topicId);
    const [ob, bb] = [browser(), browser()];
    for (const [u, br] of [[owner, ob], [b, bb]] as const) expect((await subscribe(u.client, br)).errors).toBeUndefined();
    // the owner chose squad activity on push; b kept the default (not pushed)
    expect((await owner.client.gql(UPDATE, { i: { kinds: [{ kind: 'SQUAD_ACTIVITY', push: true }] } })).errors).toBeUndefined();
    clock.advance((LIMITS.awayAfterMinutes + 1) * 60_000); // both away from the squad
    try {
      const made = await a.client.gql('mutation($t: ID!, $h: String) { createPost(topicId: $t, html: $h) { id } }', { t: topicId, h: '<p>day one notes</p>' });
      expect(made.errors).toBeUndefined();
      await expect.poll(() => to(ob).length, { timeout: 10_000 }).toBe(1);
      expect(decrypt(to(ob)[0].body, ob)).toEqual({ kind: 'SQUAD_ACTIVITY', title: 'Squad activity', body: `${a.username} posted in Pushed squad while you were away`, url: `/homepage/active/${topicId}`, tag: expect.stringMatching(/^notification-\d+$/) });
      // b was away too (a POSTED_WHILE_AWAY in the bell) but kept squad activity off push: nothing
      await sleep(1000);
      expect(to(bb)).toEqual([]);
      // a second post in the same absence pushes nothing more
      expect((await a.client.gql('mutation($t: ID!, $h: String) { createPost(topicId: $t, html: $h) { id } }', { t: topicId, h: '<p>more</p>' })).errors).toBeUndefined();
      await sleep(1000);
      expect(to(ob)).toHaveLength(1);
    } finally {
      clock.reset();
    }
  });

  it('a notification committed without its nudge (another process, a crash right after the commit) is pushed from the log, once (decision 068)', async () => {
    const { user: target, b } = await pushUser();
    const fan = await registerUser(t);
    // the notification and its event, committed; nothing published, no job queued by the write
    await t.orm.em.fork().transactional(async (em) => {
      const added = notificationService.add(em, [{ userId: Number(target.id), actorId: Number(fan.id), type: NotificationType.FOLLOWED, text: `${fan.username} started following you` }]);
      await notificationService.events(em, { added });
    });
    // the consumer's sweep (every 5 s) reads it from the log
    await expect.poll(() => to(b).length, { timeout: 15_000 }).toBe(1);
    expect(decrypt(to(b)[0].body, b)).toMatchObject({ kind: 'FOLLOWS', body: `${fan.username} started following you` });
    await sleep(6000); // a second sweep: its cursor moved, no second push
    expect(to(b)).toHaveLength(1);
  });

  it('a kind not chosen for push (comments, by default) sends nothing', async () => {
    const { user: owner, b } = await pushUser();
    const writer = await registerUser(t);
    const topicId = await createTopic(owner, { topic: 'Quiet topic' });
    await addComment(writer, topicId, '<p>hi</p>');
    // a follow after the comment: when its push is here, the comment's job has run too
    expect((await writer.client.gql(FOLLOW, { id: owner.id })).errors).toBeUndefined();
    await expect.poll(() => to(b).length, { timeout: 10_000 }).toBe(1);
    await sleep(1000);
    expect(to(b).map((r) => (decrypt(r.body, b) as { kind: string }).kind)).toEqual(['FOLLOWS']);
  });

  it('quiet hours (in the person’s zone) hold the push; the notification stays in the bell', async () => {
    const { user, b } = await pushUser();
    const fan = await registerUser(t);
    const now = new Date();
    const hh = (d: Date) => `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
    // quiet from an hour ago to an hour ahead, in UTC (the person set no zone)
    const r = await user.client.gql(UPDATE, { i: { quietStart: hh(new Date(now.getTime() - 3_600_000)), quietEnd: hh(new Date(now.getTime() + 3_600_000)) } });
    expect(r.errors).toBeUndefined();
    await fan.client.gql(FOLLOW, { id: user.id });
    const list = await user.client.gql('{ notifications(first: 1) { edges { node { id type } } } }');
    const n = list.data.notifications.edges[0].node as { id: string; type: string };
    expect(n.type).toBe('FOLLOWED');
    expect(await pushService.fanOut(t.app.deps, [Number(n.id)])).toBe(0);
    // in a zone where it is not quiet now (12 hours away), the same notification pushes
    const zone = now.getUTCHours() < 12 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const moved = await user.client.gql('mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { id } }', { i: { timezone: zone } });
    expect(moved.errors).toBeUndefined();
    expect(await pushService.fanOut(t.app.deps, [Number(n.id)])).toBe(1);
    await expect.poll(() => to(b).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  });

  it('410 Gone removes the subscription', async () => {
    const { user, b } = await pushUser();
    answers.set(new URL(b.endpoint).pathname, 410);
    await (await registerUser(t)).client.gql(FOLLOW, { id: user.id });
    await expect.poll(async () => (await user.client.gql(COUNT)).data.pushSubscriptionCount, { timeout: 10_000 }).toBe(0);
    expect(to(b)).toHaveLength(1);
  });

  it('a hanging or failing push service never slows the write; the send gives up after its timeout and is retried', async () => {
    const { user, b } = await pushUser();
    answers.set(new URL(b.endpoint).pathname, 'hang');
    const fan = await registerUser(t);
    const started = performance.now();
    expect((await fan.client.gql(FOLLOW, { id: user.id })).errors).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1000);
    await expect.poll(() => to(b).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    // the delivery itself: aborted at LIMITS.pushTimeoutMs (thrown: the queue retries it)
    const [{ id }] = await t.orm.em.fork().getConnection().execute<{ id: number }[]>('select id from push_subscriptions where endpoint = ?', [b.endpoint]);
    const t0 = performance.now();
    await expect(pushService.send(t.app.deps, id, '{}')).rejects.toThrow(/timeout/i);
    expect(performance.now() - t0).toBeLessThan(LIMITS.pushTimeoutMs + 2000);
    // 5xx: thrown as well (retried), the subscription stays
    answers.set(new URL(b.endpoint).pathname, 503);
    await expect(pushService.send(t.app.deps, id, '{}')).rejects.toThrow(/503/);
    expect((await user.client.gql(COUNT)).data.pushSubscriptionCount).toBe(1);
  }, 20_000);

  it('a call rings as a push with Accept and Decline (calls push by default), a direct message too', async () => {
    const { owner, member, topicId } = await ownerAndMember(t);
    const b = browser();
    expect((await subscribe(member.client, b)).errors).toBeUndefined();
    const started = await owner.client.gql('mutation($t: ID!, $s: ID!) { startCall(topicId: $t, sessionId: $s) { call { id } } }', { t: topicId, s: randomUUID() });
    expect(started.errors).toBeUndefined();
    const callId = started.data.startCall.call.id as string;
    await expect.poll(() => to(b).length, { timeout: 10_000 }).toBe(1);
    expect(decrypt(to(b)[0].body, b)).toEqual({
      kind: 'CALLS',
      title: 'Incoming call',
      body: expect.stringMatching(new RegExp(`^${owner.username} is calling: `)),
      url: `/homepage/active/${topicId}/Startcall?join=${callId}`,
      tag: `call-${callId}`,
      callId,
      actions: [
        { action: 'accept', title: 'Accept' },
        { action: 'decline', title: 'Decline' },
      ],
    });
    // the ring lives as long as the ring (TTL), not an hour
    expect(Number(to(b)[0].headers.ttl)).toBeLessThanOrEqual(90);

    const sent = await owner.client.gql('mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { id } }', { i: { toUserId: member.id, clientId: randomUUID(), text: 'are you coming?' } });
    expect(sent.errors).toBeUndefined();
    await expect.poll(() => to(b).length, { timeout: 10_000 }).toBe(2);
    expect(decrypt(to(b)[1].body, b)).toMatchObject({ kind: 'DIRECT_MESSAGES', title: owner.username, body: 'are you coming?', url: '/homepage/message' });
  });
});
