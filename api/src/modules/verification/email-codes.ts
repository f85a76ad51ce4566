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
    opts: { newAddress?: boolean } = {},
  ): Promise<EmailCode> {
    const em = ctx.em;
    const now = clock.now();
    await emailCodes.assertCanSend(ctx, user, purpose, opts);
    await rateLimits.hit(em, `codes:send:${user.id}`, 3600);
    await em.nativeUpdate(EmailCode, { user: user.id, purpose, usedAt: null, supersededAt: null }, { supersededAt: now });
    const code = randomDigits(LIMITS.otpLength);
    const row = em.create(EmailCode, {
      user,
      email,
      purpose,
      codeHash: hmac(ctx.deps.keys.otp, code),
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
   * Checks a code against the request it was issued for. Every refusal names its reason; a wrong
   * code costs one of the five tries. On success the code is spent.
   */
  async consume(em: EntityManager, ctx: Context, where: { id: string; purpose: CodePurpose; userId?: number }, code: string): Promise<EmailCode> {
    if (!/^\d{6}$/.test(code.trim())) throw userInput('otp', MSG.otpDigitsOnly);
    await guardSecretChecks(ctx, `code:${where.id}`);
    const row = /^[0-9a-f-]{36}$/i.test(where.id)
      ? await em.findOne(EmailCode, { id: where.id, purpose: where.purpose }, { populate: ['user'] })
      : null;
    if (!row || (where.userId !== undefined && row.user.id !== where.userId)) throw userInput('otp', MSG.otpNotFound);
    if (row.usedAt) throw userInput('otp', MSG.otpUsed);
    if (row.supersededAt) throw userInput('otp', MSG.otpSuperseded);
    if (row.expiresAt <= clock.now()) throw userInput('otp', MSG.otpExpired);
    if (row.attempts >= LIMITS.otpMaxAttempts) throw userInput('otp', MSG.otpTooManyTries);
    if (!safeEqual(row.codeHash, hmac(ctx.deps.keys.otp, code.trim()))) {
      row.attempts += 1;
      await em.flush();
      throw userInput('otp', row.attempts >= LIMITS.otpMaxAttempts ? MSG.otpTooManyTries : MSG.otpMismatch);
    }
    row.usedAt = clock.now();
    await em.flush();
    return row;
  },
};

/** Per-subject and per-IP throttle for anything that checks a secret (codes, passwords, PINs). */
export async function guardSecretChecks(ctx: Context, subject: string): Promise<void> {
  const window = LIMITS.rateWindowSeconds;
  const a = await rateLimits.hit(ctx.em, `secret:${subject}`, window);
  const b = await rateLimits.hit(ctx.em, `secret:ip:${ctx.ip ?? 'unknown'}`, window);
  if (a > LIMITS.secretChecksPerAccount || b > LIMITS.secretChecksPerIp) throw rateLimited(MSG.attemptsRateLimited);
}
