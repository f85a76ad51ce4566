import { DAY_MS, LIMITS, MSG } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import type { Context } from '../../platform/context.js';
import { rateLimited } from '../../platform/errors.js';
import { rateLimits } from '../../platform/rate-limit.js';
import { VisitKind } from '../visits/visit.entity.js';
import { deviceCookies } from './device-cookie.js';
import { addressKey } from '../../platform/address.js';

/** A reserved sign-in attempt: call `succeeded` when the password was right. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
}

const refused = () => rateLimited(MSG.signInRateLimited);

/** Did this IP sign in to this account within `knownIpDays`? (The visits table records each sign-in.) */
async function knownIp(ctx: Context, userId: number): Promise<boolean> {
  if (!ctx.ip) return false;
  const since = new Date(clock.now().getTime() - LIMITS.knownIpDays * DAY_MS);
  const rows = await ctx.em
    .getConnection()
    .execute('select 1 from visits where user_id = ? and kind = ? and ip = ? and at > ? limit 1', [userId, VisitKind.SIGN_IN, ctx.ip, since]);
  return rows.length > 0;
}

/**
 * Reserves one attempt BEFORE the password is checked (decision 018): each `hit` is one atomic
 * upsert answering the new count, so 100 parallel attempts get 100 different numbers and only the
 * first `signInPerAccount` are ever checked. Over the limit → "try again later", password unchecked.
 *
 * Which counters (OWASP "device cookies"):
 * - a valid `pm_device` cookie for this account: its own per-device counter only;
 * - otherwise the identifier's (what was typed, normalised: an email, a number, a username), the
 *   resolved account's (decision 034: one account has up to three identifiers and many ways of
 *   typing its number, and guesses through any of them count against it), and the IP's. When the
 *   identifier's or the account's is full because strangers guessed, an IP that signed in to this
 *   account lately (native clients keep no cookies) gets a counter of its own for this account.
 * A wrong password keeps its reservations; a right one clears its counters and gives the IP's back.
 */
export async function reserveSignIn(ctx: Context, identifier: string, userId: number | null): Promise<SignInAttempt> {
  const window = LIMITS.rateWindowSeconds;
  const limit = LIMITS.signInPerAccount;
  const device = userId === null ? null : deviceCookies.read(ctx, userId);
  if (device) {
    const key = `signin:device:${device}`;
    if ((await rateLimits.hit(ctx.em, key, window)) > limit) throw refused();
    return { succeeded: () => rateLimits.clear(ctx.em, key) };
  }
  let keys = [`signin:account:${identifier}`, ...(userId === null ? [] : [`signin:user:${userId}`])];
  let over = false;
  for (const key of keys) if ((await rateLimits.hit(ctx.em, key, window)) > limit) over = true;
  if (over) {
    if (userId === null || !(await knownIp(ctx, userId))) throw refused();
    keys = [`signin:known-ip:${userId}:${ctx.ip}`];
    if ((await rateLimits.hit(ctx.em, keys[0], window)) > limit) throw refused();
  }
  const ipKey = `signin:ip:${addressKey(ctx.ip)}`;
  if ((await rateLimits.hit(ctx.em, ipKey, window)) > LIMITS.signInPerIp) {
    // a blocked address does not spend the account's allowance: nothing was checked
    for (const key of keys) await rateLimits.release(ctx.em, key);
    throw refused();
  }
  return {
    async succeeded() {
      for (const key of keys) await rateLimits.clear(ctx.em, key);
      await rateLimits.release(ctx.em, ipKey);
    },
  };
}
