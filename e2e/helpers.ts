import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type NewUser } from './fixtures.js';

/** Steps several browser tests share. */

/** A small real PNG (RGB gradient), made here so the test needs no fixture file. */
export function makePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows[at] = 40 + (x * 180) / width;
      rows[at + 1] = 90 + (y * 120) / height;
      rows[at + 2] = 220;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** A new account, signed in (its first-run dialogs wait on the home page). */
export async function register(page: Page, user: NewUser) {
  await page.goto('/register');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'SignUp' }).click();
  await expect(page).toHaveURL(/\/homepage$/);
}

/** The newest code mailed to `to`, read from the dev outbox (the code is in the subject). */
export async function codeFromOutbox(request: APIRequestContext, to: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const html = await (await request.get('/dev/outbox')).text();
      for (const m of html.matchAll(/<article><h2>([^<]*)<\/h2><p class="meta">to ([^ <]+) /g)) {
        if (m[2] === to) return (code = /(\d{6})\s*$/.exec(m[1])?.[1] ?? null);
      }
      return null;
    })
    .not.toBeNull();
  return code!;
}

/** Verifies the signed-in user's email through the API (reset codes only go to verified addresses). */
export async function verifyEmailByApi(request: APIRequestContext, email: string): Promise<void> {
  const headers = { 'content-type': 'application/json' };
  const sent = await request.post('/graphql', { headers, data: { query: 'mutation { sendVerificationEmail { verifyId } }' } });
  const verifyId = ((await sent.json()) as { data: { sendVerificationEmail: { verifyId: string } } }).data.sendVerificationEmail.verifyId;
  const code = await codeFromOutbox(request, email);
  const ok = await request.post('/graphql', { headers, data: { query: 'mutation($id: ID!, $c: String!) { verifyEmail(verifyId: $id, code: $c) { emailVerified } }', variables: { id: verifyId, c: code } } });
  expect(await ok.json()).toEqual({ data: { verifyEmail: { emailVerified: true } } });
}

/**
 * The service worker controlling the page (its script URL), or what stands in the way — a
 * failed wait then says whether the worker never registered, is still installing or waiting, or
 * is active without controlling the page (the pwa/push walks' one-in-a-few flake, 2026-11-29).
 */
export function serviceWorkerState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const sw = navigator.serviceWorker;
    if (!sw) return 'no serviceWorker API';
    if (sw.controller) return sw.controller.scriptURL;
    const reg = await sw.getRegistration();
    if (!reg) return `not controlled, no registration (readyState ${document.readyState})`;
    const s = (w: ServiceWorker | null) => w?.state ?? '-';
    return `not controlled: installing ${s(reg.installing)}, waiting ${s(reg.waiting)}, active ${s(reg.active)}`;
  });
}

/**
 * The bell's unread count once it is read (decision 064): the bell is `aria-busy` until its count and
 * its stream's cursor come back from one read, so a baseline taken earlier could be a cached count.
 */
export async function settledUnread(page: Page, timeout = 60_000): Promise<number> {
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible({ timeout });
  await expect(bell).not.toHaveAttribute('aria-busy', 'true', { timeout });
  return Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
}
