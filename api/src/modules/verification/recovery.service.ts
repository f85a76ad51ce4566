import { randomBytes } from 'node:crypto';
import { isValidEmail, LIMITS, MSG, normalizeEmail, normalizeMobile, passwordRule } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import type { Context } from '../../platform/context.js';
import { hmac } from '../../platform/crypto.js';
import { rateLimited, userInput } from '../../platform/errors.js';
import { rateLimits } from '../../platform/rate-limit.js';
import { securityCodes } from '../auth/security-code.js';
import { authService, passwords } from '../auth/auth.service.js';
import { mailTemplates } from '../mail/mail.templates.js';
import { User } from '../users/user.entity.js';
import { AccountStatus } from '../users/user.enums.js';
import { CodePurpose } from './email-code.entity.js';
import { assertVerifyId, emailCodes, guardSecretChecks } from './email-codes.js';
import { assertBounded } from './input-bounds.js';
import { recoveryHandles } from './recovery-handle.js';
import { ResetGrant, ResetMethod } from './reset-grant.entity.js';
import type { PasswordResetPayload, RecoveryAccount, RecoveryIdentity, ResetTicket } from './recovery.types.js';
import type { CodeSent } from './verification.types.js';
import { addressKey } from '../../platform/address.js';

function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}•••${local.length > 1 ? local.slice(-1) : ''}@${domain}`;
}

/** Finds the account of step 1 ('No Record Found !!' otherwise); lookups are throttled per IP. */
async function findAccount(ctx: Context, who: RecoveryIdentity): Promise<User> {
  assertBounded({ email: who.email, mobile: who.mobile });
  if ((await rateLimits.hit(ctx.em, `recovery:lookup:${addressKey(ctx.ip)}`, LIMITS.rateWindowSeconds)) > LIMITS.secretChecksPerIp) {
    throw rateLimited(MSG.attemptsRateLimited);
  }
  let user: User | null = null;
  if (who.email?.trim()) {
    if (!isValidEmail(who.email)) throw userInput('email', MSG.recoveryEmailInvalid);
    user = await ctx.em.findOne(User, { email: normalizeEmail(who.email) });
  } else if (who.mobile?.trim()) {
    const mobile = normalizeMobile(who.mobile);
    if (!mobile) throw userInput('mobile', MSG.recoveryMobileInvalid);
    user = await ctx.em.findOne(User, { mobile });
  } else {
    throw userInput('email', MSG.recoveryEmailInvalid);
  }
  if (!user || user.status === AccountStatus.DELETED) throw userInput(who.email?.trim() ? 'email' : 'mobile', MSG.noRecord);
  return user;
}

async function grant(ctx: Context, user: User, method: ResetMethod): Promise<ResetTicket> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(clock.now().getTime() + LIMITS.resetGrantMinutes * 60_000);
  ctx.em.create(ResetGrant, { user, method, tokenHash: hmac(ctx.deps.keys.otp, token), expiresAt, createdAt: clock.now() });
  await ctx.em.flush();
  return { resetToken: token, expiresAt };
}

/** Forgot password in five steps (accounts.md §2): identify, choose, code, new password, done. */
export const recoveryService = {
  async identify(ctx: Context, who: RecoveryIdentity): Promise<RecoveryAccount> {
    const user = await findAccount(ctx, who);
    return { maskedEmail: user.email ? maskEmail(user.email) : null, canUseEmail: !!user.email, verifyId: recoveryHandles.make(ctx.deps, user.id) };
  },

  async sendCode(ctx: Context, who: RecoveryIdentity, clientVerifyId?: string | null): Promise<CodeSent> {
    assertVerifyId(clientVerifyId);
    const user = await findAccount(ctx, who);
    if (!user.email) throw userInput('email', MSG.noEmailOnAccount);
    // to the account's current address, verified or not (the spec's "Skip Now" leaves it
    // unverified; the code proves control of it): never to a pending new one, which waits in
    // `pendingEmail` until its own code is entered (decisions 020, 053)
    const row = await emailCodes.issue(ctx, user, user.email, CodePurpose.RESET_PASSWORD, (c) => mailTemplates.resetPassword(user.username, c), { clientVerifyId });
    return { verifyId: row.id, email: maskEmail(user.email), resendAvailableAt: emailCodes.resendAt(row), message: `OTP sent to ${maskEmail(user.email)}` };
  },

  async verifyCode(ctx: Context, verifyId: string, code: string): Promise<ResetTicket> {
    const row = await emailCodes.consume(ctx.em, ctx, { id: verifyId, purpose: CodePurpose.RESET_PASSWORD }, code);
    const user = row.user as User;
    // the code reached the address it was sent to: that address is proved (decision 053)
    if (!user.emailVerified && user.email === row.email) user.emailVerified = true;
    return grant(ctx, user, ResetMethod.EMAIL);
  },

  async verifyRecoveryCode(ctx: Context, who: RecoveryIdentity, code: string): Promise<ResetTicket> {
    if (code.length > LIMITS.recoveryCodeInputMax) throw userInput('code', MSG.fieldTooLong('code', LIMITS.recoveryCodeInputMax));
    const found = await findAccount(ctx, who);
    await guardSecretChecks(ctx, `recovery-code:${found.id}`);
    const user = await ctx.em.findOneOrFail(User, { id: found.id }, { populate: ['securityCodeEnc'] });
    if (!securityCodes.matches(ctx.deps.keys.securityCode, user.securityCodeEnc, code)) throw userInput('code', MSG.recoveryCodeMismatch);
    return grant(ctx, user, ResetMethod.RECOVERY_CODE);
  },

  /**
   * Sets the new password, ends every other session, signs in here. A used recovery code is
   * replaced by a new one (single use), returned once.
   */
  async reset(ctx: Context, resetToken: string, password: string, confirm: string): Promise<PasswordResetPayload> {
    assertBounded({ resetToken, password, confirmPassword: confirm });
    const row = await ctx.em.findOne(ResetGrant, { tokenHash: hmac(ctx.deps.keys.otp, resetToken) }, { populate: ['user'] });
    if (!row || row.usedAt || row.expiresAt <= clock.now()) throw userInput('resetToken', MSG.resetGrantInvalid);
    const rule = passwordRule(password, 'reset');
    if (rule) throw userInput('password', rule);
    if (password !== confirm) throw userInput('confirmPassword', MSG.passwordMismatchRecovery);
    const user = await ctx.em.findOneOrFail(User, { id: row.user.id }, { populate: ['passwordHash', 'securityCodeEnc'] });
    user.passwordHash = await passwords.hash(password);
    let newSecurityCode: string | null = null;
    if (row.method === ResetMethod.RECOVERY_CODE) {
      const issued = securityCodes.issue(ctx.deps.keys.securityCode);
      user.securityCodeEnc = issued.sealed;
      newSecurityCode = issued.code;
    }
    row.usedAt = clock.now();
    await ctx.em.flush();
    await authService.revokeSessions(ctx, { userId: user.id });
    const auth = await authService.startSessionFor(ctx, user);
    return { ...auth, message: MSG.passwordChanged, newSecurityCode };
  },
};
