import { LIMITS } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import type { Context } from '../../platform/context.js';
import type { User } from '../users/user.entity.js';
import { guardSecretChecks } from '../verification/email-codes.js';
import { passwords } from './auth.service.js';

const recent = (at: Date | null | undefined): boolean => !!at && clock.now().getTime() - at.getTime() < LIMITS.sudoMinutes * 60_000;

/**
 * "Sudo mode" (as GitHub has it): a session that entered its password in the last 10 minutes may
 * make a sensitive change that has no password field of its own (the legacy email change).
 * Sign-in, registration and reset set `passwordConfirmedAt` when they start the session; every
 * successful password check refreshes it.
 */
export const sudo = {
  /** Whether the current session proved its password recently enough. */
  active(ctx: Context): boolean {
    return recent(ctx.session?.passwordConfirmedAt);
  },

  /** Whether the current session entered the right PIN within the same window (decision 053). */
  pinActive(ctx: Context): boolean {
    return recent(ctx.session?.pinConfirmedAt);
  },

  /** The right PIN was entered in this session: a PIN change may follow without it (once). */
  async pinProved(ctx: Context): Promise<void> {
    if (!ctx.session) return;
    ctx.session.pinConfirmedAt = clock.now();
    await ctx.em.flush();
  },

  /** A PIN proof is used up by the change it allowed. */
  async pinProofUsed(ctx: Context): Promise<void> {
    if (!ctx.session?.pinConfirmedAt) return;
    ctx.session.pinConfirmedAt = null;
    await ctx.em.flush();
  },

  /**
   * Checks the viewer's password. Every check is counted first (per account and per IP, atomically),
   * so neither sequential nor parallel guessing gets past 10 tries a window; a right password
   * refreshes the session's sudo time. `user` must have `passwordHash` loaded.
   */
  async checkPassword(ctx: Context, user: User, password: string): Promise<boolean> {
    if (password.length === 0 || password.length > LIMITS.passwordMax) return false;
    await guardSecretChecks(ctx, `password:${user.id}`);
    const ok = await passwords.verify(user.passwordHash, password);
    if (ok && ctx.session) {
      ctx.session.passwordConfirmedAt = clock.now();
      await ctx.em.flush();
    }
    return ok;
  },
};
