import { LIMITS } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import type { AppDeps } from '../../platform/context.js';
import { hmac, safeEqual } from '../../platform/crypto.js';

const sign = (deps: AppDeps, body: string) => hmac(deps.keys.otp, `recovery-handle:${body}`).slice(0, 32);

/**
 * The `verifyid` of a recovery lookup (/getuserpassinfo, accounts.md §7): the legacy client gets it
 * before any code exists and sends it back to /confirmopt with the code mailed after. It names the
 * account (signed, 30 minutes) and so finds that account's newest reset code (decision 020).
 */
export const recoveryHandles = {
  make(deps: AppDeps, userId: number): string {
    const body = `${userId}.${clock.now().getTime() + LIMITS.recoveryHandleMinutes * 60_000}`;
    return `rv.${body}.${sign(deps, body)}`;
  },

  /** The account a valid, unexpired handle names; null for anything else (e.g. a client's own id). */
  userOf(deps: AppDeps, handle: string): number | null {
    const m = /^rv\.(\d{1,10})\.(\d{13})\.([0-9a-f]{32})$/.exec(handle);
    if (!m || Number(m[2]) <= clock.now().getTime()) return null;
    return safeEqual(m[3], sign(deps, `${m[1]}.${m[2]}`)) ? Number(m[1]) : null;
  },
};
