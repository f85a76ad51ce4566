import { ErrorCode, LIMITS, MSG } from '@poolmates/schema';
import type { EntityManager } from '@mikro-orm/postgresql';
import { clock } from '../../platform/clock.js';
import type { Context } from '../../platform/context.js';
import { hmac, randomDigits, safeEqual } from '../../platform/crypto.js';
import { AppError, rateLimited, userInput } from '../../platform/errors.js';
import { rateLimits } from '../../platform/rate-limit.js';
import type { RenderedMail } from '../mail/mail.templates.js';
import type { User } from '../users/user.entity.js';
import { CodePurpose, EmailCode } from './email-code.entity.js';
import { assertBounded } from './input-bounds.js';
import { recoveryHandles } from './recovery-handle.js';
import { addressKey } from '../../platform/address.js';

/** A verifyId or a client's own id must fit its column: refused before anything reaches the database. */
export function assertVerifyId(value: string | null | undefined): void {
  assertBounded({ clientVerifyId: value });
}

/** Issuing and checking mailed one-time codes, shared by email verification and password reset. */
export const emailCodes = {
  /**
   * Refuses early when a code may not be sent now: within the 30-second countdown (unless the
   * address just changed: the old code went elsewhere) or past the hourly cap.
   */
  async assertCanSend(ctx: Context, user: User, purpose: CodePurpose, opts: { newAddress?: boolean } = {}): Promise<void> {
    if (!opts.newAddress) {
      const last = await ctx.em.findOne(EmailCode, { user: user.id, purpose }, { orderBy: { createdAt: 'desc' } });
      if (last) {
        const wait = Math.ceil((last.createdAt.getTime() + LIMITS.otpResendSeconds * 1000 - clock.now().getTime()) / 1000);
        if (wait > 0) throw new AppError(ErrorCode.RATE_LIMITED, MSG.otpResendWait(wait), { retryAfterSeconds: wait });
      }
    }
    if ((await rateLimits.count(ctx.em, `codes:send:${user.id}`, 3600)) >= LIMITS.otpSendsPerHour) throw rateLimited(MSG.otpTooManySends);
  },

  /**
   * Issues a new code to `email` (superseding earlier live ones of the same purpose) and queues
   * the mail. Enforces the 30-second resend countdown and an hourly cap on the server.
   */
  async issue(
    ctx: Context,
    user: User,
    email: string,
    purpose: CodePurpose,
    render: (code: string) => RenderedMail,
    opts: { newAddress?: boolean; clientVerifyId?: string | null } = {},
  ): Promise<EmailCode> {
    const em = ctx.em;
    const now = clock.now();
    assertVerifyId(opts.clientVerifyId);
    await emailCodes.assertCanSend(ctx, user, purpose, opts);
    await rateLimits.hit(em, `codes:send:${user.id}`, 3600);
    await em.nativeUpdate(EmailCode, { user: user.id, purpose, usedAt: null, supersededAt: null }, { supersededAt: now });
    const code = randomDigits(LIMITS.otpLength);
    const row = em.create(EmailCode, {
      user,
      email,
      purpose,
      codeHash: hmac(ctx.deps.keys.otp, code),
      clientVerifyId: opts.clientVerifyId?.trim() || null,
      expiresAt: new Date(now.getTime() + LIMITS.otpTtlSeconds * 1000),
      createdAt: now,
    });
    await em.persist(row).flush();
    await ctx.deps.mailer.enqueue(em, email, render(code));
    return row;
  },

  /** When the next code may be asked for. */
  resendAt(row: EmailCode): Date {
    return new Date(row.createdAt.getTime() + LIMITS.otpResendSeconds * 1000);
  },

  /**
   * Checks a code against the request it was issued for. Every refusal names its reason. Each
   * check first reserves one of the five tries with an atomic increment, so codes sent in parallel
   * cannot all be compared against one stale count (issue 10: 9 wrong + the right one at once);
   * the right code is then spent atomically too, so it works once even when sent twice at once.
   */
  async consume(em: EntityManager, ctx: Context, where: { id: string; purpose: CodePurpose; userId?: number }, code: string): Promise<EmailCode> {
    assertBounded({ verifyId: where.id });
    if (code.length > LIMITS.otpInputMax || !/^\d{6}$/.test(code.trim())) throw userInput('otp', MSG.otpDigitsOnly);
    // a client's own id is only unique per user: count per user, so nobody spends another's tries
    await guardSecretChecks(ctx, where.userId === undefined ? `code:${where.id}` : `code:${where.userId}:${where.id}`);
    const row = await findCode(em, ctx, where);
    if (!row) throw userInput('otp', MSG.otpNotFound);
    if (row.usedAt) throw userInput('otp', MSG.otpUsed);
    if (row.supersededAt) throw userInput('otp', MSG.otpSuperseded);
    if (row.expiresAt <= clock.now()) throw userInput('otp', MSG.otpExpired);
    const conn = em.getConnection();
    const reserved = await conn.execute<{ attempts: number }[]>(
      'update email_codes set attempts = attempts + 1 where id = ? and attempts < ? and used_at is null returning attempts',
      [row.id, LIMITS.otpMaxAttempts],
    );
    if (reserved.length === 0) throw userInput('otp', (await codeUsed(em, row.id)) ? MSG.otpUsed : MSG.otpTooManyTries);
    if (!safeEqual(row.codeHash, hmac(ctx.deps.keys.otp, code.trim()))) {
      throw userInput('otp', reserved[0].attempts >= LIMITS.otpMaxAttempts ? MSG.otpTooManyTries : MSG.otpMismatch);
    }
    const now = clock.now();
    const spent = await conn.execute<{ id: string }[]>('update email_codes set used_at = ? where id = ? and used_at is null returning id', [now, row.id]);
    if (spent.length === 0) throw userInput('otp', MSG.otpUsed);
    // a later flush writes the same used_at again (harmless); attempts is left alone, never written absolute
    row.usedAt = now;
    return row;
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The code a verifyId names (decision 020): the server's id; or a legacy client's own id (the
 * newest code it came with); or, for a reset without a session, the handle of a recovery lookup
 * (that account's newest reset code). With a session only the viewer's own codes are found.
 */
async function findCode(em: EntityManager, ctx: Context, where: { id: string; purpose: CodePurpose; userId?: number }): Promise<EmailCode | null> {
  const opts = { populate: ['user'] as const, orderBy: { createdAt: 'desc' as const } };
  const byId = UUID.test(where.id) ? [{ id: where.id }] : [];
  if (where.userId !== undefined) {
    return em.findOne(EmailCode, { purpose: where.purpose, user: where.userId, $or: [...byId, { clientVerifyId: where.id }] }, opts);
  }
  const handleUser = recoveryHandles.userOf(ctx.deps, where.id);
  if (handleUser !== null) return em.findOne(EmailCode, { purpose: where.purpose, user: handleUser }, opts);
  return em.findOne(EmailCode, { purpose: where.purpose, $or: [...byId, { clientVerifyId: where.id }] }, opts);
}

async function codeUsed(em: EntityManager, id: string): Promise<boolean> {
  const rows = await em.getConnection().execute<{ used: boolean }[]>('select used_at is not null as used from email_codes where id = ?', [id]);
  return rows[0]?.used ?? false;
}

/** Per-subject and per-IP throttle for anything that checks a secret (codes, passwords, PINs). */
export async function guardSecretChecks(ctx: Context, subject: string): Promise<void> {
  const window = LIMITS.rateWindowSeconds;
  // rate_limits.key is varchar(200): a long subject (a client's 200-character verifyid) is hashed
  const key = subject.length > 120 ? `h:${hmac('rate-limit-key', subject)}` : subject;
  const a = await rateLimits.hit(ctx.em, `secret:${key}`, window);
  const b = await rateLimits.hit(ctx.em, `secret:ip:${addressKey(ctx.ip)}`, window);
  if (a > LIMITS.secretChecksPerAccount || b > LIMITS.secretChecksPerIp) throw rateLimited(MSG.attemptsRateLimited);
}
