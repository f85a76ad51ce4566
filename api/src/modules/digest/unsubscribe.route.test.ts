import { MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { UNSUBSCRIBE_PATH } from './digest.job.js';
import { digestPolicy } from './digest.policy.js';

/**
 * The digest's one-click unsubscribe door answers its refusals as a page for a browser (a mail's
 * link opened there) and as JSON for an API client (probe 2026-11-27, "Left"): a bad or forged
 * token, a cross-site form, a body too large or in an unknown charset, a method it does not take.
 */
let t: TestApp;
let owner: TestUser;
let other: TestUser;

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const FORM = 'application/x-www-form-urlencoded';
const post = (token: string, headers: Record<string, string>, body = 'List-Unsubscribe=One-Click') =>
  fetch(`${t.url}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`, { method: 'POST', headers: { 'content-type': FORM, ...headers }, body });
const frequencyOf = async (u: TestUser) => (await u.client.gql('{ squadDigest { frequency } }')).data!.squadDigest.frequency as string;

beforeAll(async () => {
  t = await startTestApp();
  [owner, other] = [await registerUser(t), await registerUser(t)];
});
afterAll(async () => {
  await t?.stop();
});

describe('the unsubscribe door: a page for a browser, JSON for an API client', () => {
  it('a bad or forged token: 400, a page naming the problem for a browser, { error } for JSON', async () => {
    const [, sig] = digestPolicy.tokenFor(t.app.deps.sessionSecret, Number(owner.id)).split('.');
    for (const token of [`${other.id}.${sig}`, 'nonsense', '']) {
      const page = await post(token, { accept: BROWSER });
      expect(page.status).toBe(400);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain('<h1>Cannot unsubscribe</h1>');
      expect(html).toContain('This unsubscribe link is not valid.');
      const json = await post(token, { accept: 'application/json' });
      expect(json.status).toBe(400);
      expect(await json.json()).toEqual({ error: MSG.digestUnsubscribeInvalid });
    }
    // GET without a token (a link cut short)
    const cut = await fetch(`${t.url}${UNSUBSCRIBE_PATH}`, { headers: { accept: BROWSER } });
    expect(cut.status).toBe(400);
    expect(await cut.text()).toContain('<h1>Link incomplete</h1>');
    expect(await frequencyOf(owner)).toBe('DAILY');
    expect(await frequencyOf(other)).toBe('DAILY');
  });

  it('a form posted from another site: 403 as a page for a browser, JSON for an API client; nothing changed', async () => {
    const token = digestPolicy.tokenFor(t.app.deps.sessionSecret, Number(owner.id));
    const page = await post(token, { accept: BROWSER, origin: 'https://evil.example' });
    expect(page.status).toBe(403);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain(MSG.crossSiteRefused);
    const json = await post(token, { accept: 'application/json', origin: 'https://evil.example' });
    expect(json.status).toBe(403);
    expect(await json.json()).toEqual({ error: MSG.crossSiteRefused });
    expect(await frequencyOf(owner)).toBe('DAILY');
  });

  it('a body too large (413), in an unknown charset (415), another method (405): a page or JSON as asked', async () => {
    const token = digestPolicy.tokenFor(t.app.deps.sessionSecret, Number(owner.id));
    const big = `List-Unsubscribe=${'x'.repeat(4000)}`;
    const bigPage = await post(token, { accept: BROWSER }, big);
    expect(bigPage.status).toBe(413);
    expect(await bigPage.text()).toContain('<h1>Request too large</h1>');
    const bigJson = await post(token, { accept: 'application/json' }, big);
    expect(bigJson.status).toBe(413);
    expect((await bigJson.json()) as unknown).toEqual({ error: expect.stringContaining('too large') as unknown });

    const charset = { 'content-type': `${FORM}; charset=koi8-r` };
    const csPage = await post(token, { accept: BROWSER, ...charset });
    expect(csPage.status).toBe(415);
    expect(await csPage.text()).toContain('<h1>Request not understood</h1>');
    const csJson = await post(token, { accept: 'application/json', ...charset });
    expect(csJson.status).toBe(415);
    expect(((await csJson.json()) as { error: string }).error).toContain('character set');

    const put = await fetch(`${t.url}${UNSUBSCRIBE_PATH}?token=${token}`, { method: 'PUT', headers: { accept: BROWSER } });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
    expect(await put.text()).toContain('<h1>Not available</h1>');
    expect(await frequencyOf(owner)).toBe('DAILY');
  });

  it('a valid token: the page for a browser, { ok } for an API client that asked for JSON', async () => {
    const page = await post(digestPolicy.tokenFor(t.app.deps.sessionSecret, Number(owner.id)), { accept: BROWSER });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Unsubscribed</h1>');
    expect(await frequencyOf(owner)).toBe('OFF');
    const json = await post(digestPolicy.tokenFor(t.app.deps.sessionSecret, Number(other.id)), { accept: 'application/json' });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ ok: true, message: MSG.digestUnsubscribed });
    expect(await frequencyOf(other)).toBe('OFF');
  });
});
