import { randomBytes } from 'node:crypto';
import { DAY_MS, LIMITS } from '@poolmates/schema';
import { parse as parseCookie } from 'cookie';
import type { Context } from '../../platform/context.js';
import { hmac, safeEqual } from '../../platform/crypto.js';

export const DEVICE_COOKIE = 'pm_device';

/**
 * OWASP "device cookies" (decision 018): a browser that signed in to an account gets a long-lived
 * HttpOnly cookie `<random id>.<HMAC(id, user id)>`. It grants nothing by itself; it only lets
 * that browser's sign-in attempts on THAT account be counted on their own key, so a stranger's
 * wrong passwords cannot lock the owner out. Stateless: the key is derived from SESSION_SECRET.
 */
const sign = (ctx: Context, id: string, userId: number) => hmac(ctx.deps.keys.device, `${id}:${userId}`);

function cookieValue(ctx: Context): string | null {
  const header = ctx.res?.req?.headers.cookie;
  if (!header) return null;
  const value = parseCookie(header)[DEVICE_COOKIE];
  return value && value.length <= 200 ? value : null;
}

export const deviceCookies = {
  /** The device id when the request carries a valid device cookie for `userId`, else null. */
  read(ctx: Context, userId: number): string | null {
    const [id, mac, ...rest] = (cookieValue(ctx) ?? '').split('.');
    if (!id || !mac || rest.length) return null;
    return safeEqual(mac, sign(ctx, id, userId)) ? id : null;
  },

  /** After a successful sign-in: keeps this browser's id for the same account, else issues one. */
  issue(ctx: Context, userId: number): void {
    if (!ctx.res) return;
    const id = deviceCookies.read(ctx, userId) ?? randomBytes(16).toString('base64url');
    ctx.res.cookie(DEVICE_COOKIE, `${id}.${sign(ctx, id, userId)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.deps.config.secureCookies,
      path: '/',
      maxAge: LIMITS.deviceCookieDays * DAY_MS,
    });
  },
};
