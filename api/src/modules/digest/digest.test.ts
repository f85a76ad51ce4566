import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPosts } from '../../../test/direct-posts.js';
import { createTopic, joinSquad, registerUser, type TestUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { startMailbox, verifyEmailOf, type Mailbox, type ReceivedMail } from '../../../test/mailbox.js';
import { sleep } from '../../../test/ws.js';
import { clock } from '../../platform/clock.js';
import { duePeriod, sweepDigests } from './digest.job.js';
import { DigestFrequency } from './digest.types.js';

/**
 * The squad digest end to end (decision 062): the real app, the mail queue and a real SMTP server.
 * One mail per person per period even when two sweeps run at once, an HTML and a plain-text part,
 * RFC 8058 one-click unsubscribe that works without a session (GET never unsubscribes).
 */
let t: TestApp;
let mailbox: Mailbox;
let owner: TestUser;
let a: TestUser;
let topicId: string;

const at = (iso: string) => {
  clock.reset();
  clock.advance(Date.parse(iso) - Date.now());
};
const sweepTwice = async () => (await Promise.all([sweepDigests(t.app.deps), sweepDigests(t.app.deps)])).reduce((x, y) => x + y, 0);
const GET = '{ squadDigest { frequency localHour timeZone emailVerified } }';
const SET = 'mutation($f: DigestFrequency!) { setSquadDigest(frequency: $f) { frequency } }';
const frequencyOf = async (u: TestUser) => (await u.client.gql(GET)).data!.squadDigest.frequency as string;

/** Headers unfolded, the body's quoted-printable soft breaks and =XX escapes undone. */
function parse(mail: ReceivedMail) {
  const [head, ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1]?.trim() ?? null;
  const body = rest.join('\n\n').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  const parts = body.split(/--[^\r\n]+\r?\n/).filter((p) => /Content-Type:/i.test(p));
  const part = (type: string) => parts.find((p) => new RegExp(`Content-Type: ${type}`, 'i').test(p)) ?? '';
  return { header, text: Buffer.from(part('text/plain'), 'latin1').toString('utf8'), html: Buffer.from(part('text/html'), 'latin1').toString('utf8') };
}

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await startTestApp({ SMTP_URL: mailbox.url });
  at('2027-07-01T10:00:00Z');
  [owner, a] = [await registerUser(t), await registerUser(t)];
  await verifyEmailOf(owner, mailbox);
  await verifyEmailOf(a, mailbox);
  topicId = await createTopic(owner, { topic: 'Digest squad', startDate: '2027-07-02', startTime: '10:00', durationDays: 5, squadSize: 2 });
  await joinSquad(owner, a, topicId);
});
afterAll(async () => {
  clock.reset();
  await t?.stop();
  await mailbox?.stop();
});

describe('squad digest settings', () => {
  it('reads the default, sets a choice, and refuses without a session or with an unknown value', async () => {
    expect((await owner.client.gql(GET)).data!.squadDigest).toEqual({ frequency: 'DAILY', localHour: 7, timeZone: 'UTC', emailVerified: true });
    expect((await a.client.gql(SET, { f: 'WEEKLY' })).data!.setSquadDigest).toEqual({ frequency: 'WEEKLY' });
    expect(await frequencyOf(a)).toBe('WEEKLY');
    expect(await frequencyOf(owner)).toBe('DAILY'); // one's own only
    const visitor = t.client();
    expect((await visitor.gql(SET, { f: 'OFF' })).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await visitor.gql(GET)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await a.client.gql(SET, { f: 'HOURLY' })).errors).toBeDefined();
    expect((await a.client.gql(SET, { f: 'DAILY' })).data!.setSquadDigest).toEqual({ frequency: 'DAILY' });
  });

  it('is due from the local hour in the person\'s zone: daily each date, weekly from Monday', () => {
    // 06:59 and 07:00 in Tokyo (UTC+9) on 2027-07-03
    expect(duePeriod(DigestFrequency.DAILY, 'Asia/Tokyo', new Date('2027-07-02T21:59:00Z'))).toBeNull();
    expect(duePeriod(DigestFrequency.DAILY, 'Asia/Tokyo', new Date('2027-07-02T22:00:00Z'))).toMatchObject({ period: 'D2027-07-03' });
    expect(duePeriod(DigestFrequency.DAILY, 'UTC', new Date('2027-07-03T06:59:00Z'))).toBeNull();
    // 2027-07-05 is a Monday: before 07:00 last week's period is over, from 07:00 this week's is due all week
    expect(duePeriod(DigestFrequency.WEEKLY, 'UTC', new Date('2027-07-05T06:00:00Z'))).toBeNull();
    expect(duePeriod(DigestFrequency.WEEKLY, 'UTC', new Date('2027-07-05T07:00:00Z'))).toMatchObject({ period: 'W2027-W27' });
    expect(duePeriod(DigestFrequency.WEEKLY, 'UTC', new Date('2027-07-09T23:00:00Z'))).toMatchObject({ period: 'W2027-W27' });
    expect(duePeriod(DigestFrequency.OFF, 'UTC', new Date('2027-07-05T08:00:00Z'))).toBeNull();
  });
});

describe('the digest mail', () => {
  let unsubscribeUrl = '';

  it('sums up what the squad did, once per period even when two sweeps run at once, with a plain-text part and RFC 8058 headers', async () => {
    at('2027-07-02T12:00:00Z');
    const ok = async (u: TestUser, q: string, v: Record<string, unknown>) => expect((await u.client.gql(q, v)).errors).toBeUndefined();
    await ok(a, 'mutation($t: ID!, $h: String) { createPost(topicId: $t, html: $h) { id } }', { t: topicId, h: '<p>Chapter one <b>notes</b></p><p>second line</p>' });
    await ok(a, 'mutation($t: ID!, $x: String!) { addTakeaway(topicId: $t, text: $x) { id } }', { t: topicId, x: 'Spaced repetition works' });
    await ok(a, 'mutation($t: ID!, $u: String!, $n: String!) { addResource(topicId: $t, url: $u, name: $n) { id } }', { t: topicId, u: 'https://example.com/book', n: 'The book' });
    await ok(a, 'mutation($t: ID!) { setCheckInGoal(topicId: $t, goal: "Chapter 2") { id } }', { t: topicId });

    at('2027-07-03T06:30:00Z'); // before 07:00 UTC: not yet
    expect(await sweepTwice()).toBe(0);
    at('2027-07-03T07:05:00Z');
    expect(await sweepTwice()).toBe(1); // the owner's; a has nothing from others: no mail
    expect(await sweepTwice()).toBe(0);

    const mail = parse(await mailbox.next(owner.email, 25_000));
    expect(mail.header('Subject')).toBe('Your squad digest: Digest squad');
    const list = mail.header('List-Unsubscribe')!;
    expect(list).toMatch(/^<http:\/\/[^>]+\/digest\/unsubscribe\?token=\d+\.[0-9a-f]{64}>$/);
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    unsubscribeUrl = list.slice(1, -1);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Chapter one notes');
      expect(part).not.toContain('second line'); // the first line only
      expect(part).toContain('Spaced repetition works');
      expect(part).toContain('The book');
      expect(part).toContain(`Checked in: ${a.username}`);
      expect(part).toContain('Squad streak');
      expect(part).toContain(`/homepage/active/${topicId}`);
    }
    expect(mail.text).toContain(`- ${a.username}: Chapter one notes`);
    expect(mail.text).toContain('https://example.com/book');
    expect(mail.html).toContain('<a href="https://example.com/book">The book</a>');
    // the double runs sent nothing more
    await sleep(1500);
    expect(mailbox.mails.filter((m) => m.to.includes(owner.email) && /squad digest/.test(m.subject))).toHaveLength(1);
    expect(mailbox.mails.filter((m) => m.to.includes(a.email) && /squad digest/.test(m.subject))).toHaveLength(0);
  }, 40_000);

  it('nothing new since the last digest: no mail the next day', async () => {
    at('2027-07-04T07:10:00Z');
    expect(await sweepTwice()).toBe(0);
  });

  it('unsubscribes with one POST and no session; GET only asks; a forged token changes nothing', async () => {
    expect(unsubscribeUrl).not.toBe('');
    const path = new URL(unsubscribeUrl).pathname + new URL(unsubscribeUrl).search;
    // a mail scanner's GET: a page with a button, nothing changed
    const page = await fetch(`${t.url}${path}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post"');
    expect(html).toContain('<button type="submit">Unsubscribe</button>');
    expect(await frequencyOf(owner)).toBe('DAILY');
    // forged: another person's id with the owner's signature, and a flipped signature
    const [id, sig] = new URL(unsubscribeUrl).searchParams.get('token')!.split('.');
    for (const token of [`${a.id}.${sig}`, `${id}.${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`, 'nonsense', '']) {
      const r = await fetch(`${t.url}/digest/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
      expect(r.status).toBe(400);
    }
    expect(await frequencyOf(owner)).toBe('DAILY');
    expect(await frequencyOf(a)).toBe('DAILY');
    // the mail provider's one-click POST (RFC 8058): no cookie, no Origin
    const r = await fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('Unsubscribed');
    expect(await frequencyOf(owner)).toBe('OFF');
    expect(await frequencyOf(a)).toBe('DAILY');
    // off: the owner gets no more digests, however much happens
    at('2027-07-04T12:00:00Z');
    expect((await a.client.gql('mutation($t: ID!, $h: String) { createPost(topicId: $t, html: $h) { id } }', { t: topicId, h: '<p>More</p>' })).errors).toBeUndefined();
    at('2027-07-05T07:10:00Z');
    expect(await sweepTwice()).toBe(0);
  });

  it('a busy squad: the newest few of a kind, and how many more', async () => {
    at('2027-07-05T12:00:00Z');
    await insertPosts(t, topicId, owner.id, ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'], { createdAt: clock.now() });
    at('2027-07-06T07:10:00Z');
    expect(await sweepTwice()).toBe(1); // a's: the owner is off
    const mail = parse(await mailbox.next(a.email, 25_000));
    expect(mail.text).toContain('Posted (and 2 more):');
    expect(mail.text).toContain(`- ${owner.username}: p7`);
    expect(mail.text).toContain(`- ${owner.username}: p3`);
    expect(mail.text).not.toContain(`- ${owner.username}: p2`);
  }, 40_000);
});
