import { DAY_MS, LIMITS, MSG } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import type { Context } from '../../platform/context.js';
import { rateLimited } from '../../platform/errors.js';
import { rateLimits } from '../../platform/rate-limit.js';
import { VisitKind } from '../visits/visit.entity.js';
import { deviceCookies } from './device-cookie.js';

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
 * Which counter (OWASP "device cookies"):
 * - a valid `pm_device` cookie for this account: its own per-device counter only;
 * - otherwise the account's counter and the IP's; when the account's is full because strangers
 *   guessed, an IP that signed in to this account lately (native clients keep no cookies) gets a
 *   counter of its own for this account instead.
 * A wrong password keeps its reservation; a right one clears its counter and gives the IP's back.
 */
export async function reserveSignIn(ctx: Context, email: string, userId: number | null): Promise<SignInAttempt> {
  const window = LIMITS.rateWindowSeconds;
  const device = userId === null ? null : deviceCookies.read(ctx, userId);
  if (device) {
    const key = `signin:device:${device}`;
    if ((await rateLimits.hit(ctx.em, key, window)) > LIMITS.signInPerAccount) throw refused();
    return { succeeded: () => rateLimits.clear(ctx.em, key) };
  }
  let key = `signin:account:${email}`;
  if ((await rateLimits.hit(ctx.em, key, window)) > LIMITS.signInPerAccount) {
    if (userId === null || !(await knownIp(ctx, userId))) throw refused();
    key = `signin:known-ip:${userId}:${ctx.ip}`;
    if ((await rateLimits.hit(ctx.em, key, window)) > LIMITS.signInPerAccount) throw refused();
  }
  const ipKey = `signin:ip:${ctx.ip ?? 'unknown'}`;
  if ((await rateLimits.hit(ctx.em, ipKey, window)) > LIMITS.signInPerIp) {
    // a blocked address does not spend the account's allowance: nothing was checked
    await rateLimits.release(ctx.em, key);
    throw refused();
  }
  return {
    async succeeded() {
      await rateLimits.clear(ctx.em, key);
      await rateLimits.release(ctx.em, ipKey);
    },
  };
}
