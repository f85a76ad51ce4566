import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { LIMITS, MSG, mobileRule, normalizeMobile, passwordRule, restoreWindow, validateProfile } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import type { Context } from '../../platform/context.js';
import { assertValid, fieldErrors, rateLimited, userInput } from '../../platform/errors.js';
import { rateLimits } from '../../platform/rate-limit.js';
import { clearSessionCookie, passwords, authService } from '../auth/auth.service.js';
import { Session } from '../../platform/session.entity.js';
import { sudo } from '../auth/sudo.js';
import { guardSecretChecks } from '../verification/email-codes.js';
import { User } from '../users/user.entity.js';
import { publishViewerUpdated, userService } from '../users/user.service.js';
import { AccountStatus, ONBOARDING_ORDER, OnboardingStep } from '../users/user.enums.js';
import type { ChangePasswordInput, Done, OnboardingProfileInput, SecurityCode, SetPinInput } from './account.types.js';
import { pinTries } from './pin-tries.js';
import { securityCodes } from '../auth/security-code.js';
import { pdfTicket } from './security-code.route.js';
import { type SignedInContext } from '../../platform/auth.js';

const done = (message: string): Done => ({ ok: true, message });

async function loadSecrets(em: EntityManager, id: number): Promise<User> {
  return em.findOneOrFail(User, { id }, { populate: ['passwordHash', 'pinHash', 'securityCodeEnc'] });
}

/** Checks the viewer's password (throttled like every secret check; a success renews sudo mode). */
function passwordOk(ctx: Context, user: User, password: string): Promise<boolean> {
  return sudo.checkPassword(ctx, user, password);
}

const onboardingBefore = (a: OnboardingStep, b: OnboardingStep) => ONBOARDING_ORDER.indexOf(a) < ONBOARDING_ORDER.indexOf(b);

export const accountService = {
  /** Settings → Change password, on blur: is this the current password? */
  async checkPassword(ctx: SignedInContext, password: string): Promise<boolean> {
    const user = await loadSecrets(ctx.em, ctx.viewer.id);
    return password.length > 0 && (await passwordOk(ctx, user, password));
  },

  /**
   * The recovery code. During onboarding (the card after sign-up) it is shown as is; afterwards
   * only after the password ('Invalid Password' otherwise) — given here, or proved by this session
   * within the sudo window (the legacy client checks it in the call before; decisions 020, 053).
   */
  async securityCode(ctx: SignedInContext, password: string | null | undefined): Promise<SecurityCode> {
    const user = await loadSecrets(ctx.em, ctx.viewer.id);
    if (!onboardingBefore(user.onboardingStep, OnboardingStep.ALL_DONE) && !(!password?.trim() && sudo.active(ctx))) {
      if (!password?.trim()) throw userInput('password', MSG.passwordMissing);
      if (!(await passwordOk(ctx, user, password))) throw userInput('password', MSG.invalidPassword);
    }
    if (!user.securityCodeEnc) {
      user.securityCodeEnc = securityCodes.issue(ctx.deps.keys.securityCode).sealed;
      await ctx.em.flush();
    }
    return { userId: String(user.id), code: securityCodes.reveal(ctx.deps.keys.securityCode, user.securityCodeEnc), pdfUrl: `/securitycode.pdf?t=${pdfTicket(ctx.deps, user.id)}` };
  },

  async changePassword(ctx: SignedInContext, input: ChangePasswordInput): Promise<Done> {
    const current = input.currentPassword.trim();
    const next = input.newPassword.trim();
    const confirm = input.confirmPassword.trim();
    const user = await loadSecrets(ctx.em, ctx.viewer.id);
    if (!current || !(await passwordOk(ctx, user, current))) throw userInput('currentPassword', MSG.incorrectPassword);
    const rule = passwordRule(next, 'change');
    if (rule) throw userInput('newPassword', rule);
    if (next !== confirm) throw userInput('confirmPassword', MSG.passwordMismatch);
    user.passwordHash = await passwords.hash(next);
    await ctx.em.flush();
    await authService.revokeSessions(ctx, { userId: user.id, except: ctx.session?.id });
    return done(MSG.passwordUpdated);
  },

  /**
   * Settings → Mobile (issue 28): adds or changes the account's mobile number with sign-up's checks
   * (a valid number, stored as E.164, not another account's) after the current password (its checks
   * are throttled like every secret check), at most LIMITS.mobileChangesPerHour an hour.
   */
  async changeMobile(ctx: SignedInContext, mobile: string, currentPassword: string): Promise<User> {
    const raw = mobile.trim();
    const rule = raw ? mobileRule(raw) : MSG.mobileInvalid;
    if (rule) throw userInput('mobile', rule);
    const e164 = normalizeMobile(raw)!;
    const user = await loadSecrets(ctx.em, ctx.viewer.id);
    if (!currentPassword.trim() || !(await passwordOk(ctx, user, currentPassword.trim()))) throw userInput('currentPassword', MSG.incorrectPassword);
    if (user.mobile === e164) return user;
    if ((await rateLimits.hit(ctx.em, `mobile:change:${user.id}`, 3600)) > LIMITS.mobileChangesPerHour) throw rateLimited(MSG.tooOftenThisHour);
    if (await userService.mobileTaken(ctx, e164)) throw userInput('mobile', MSG.mobileTaken);
    user.mobile = e164;
    user.updatedAt = clock.now();
    try {
      await ctx.em.flush();
    } catch (err) {
      // another account took the number between the check and the write
      if (err instanceof UniqueConstraintViolationException) throw userInput('mobile', MSG.mobileTaken);
      throw err;
    }
    ctx.deps.log.info({ userId: user.id }, 'mobile number changed');
    publishViewerUpdated(ctx, user);
    return user;
  },

  async verifyPin(ctx: SignedInContext, pin: string): Promise<Done> {
    const user = await loadSecrets(ctx.em, ctx.viewer.id);
    try {
      await checkPin(ctx, user, pin, 'pin');
    } catch (err) {
      await sudo.pinProofUsed(ctx); // a wrong PIN after a right one: the change needs it again
      throw err;
    }
    await sudo.pinProved(ctx);
    return done('PIN verified');
  },

  /**
   * Sets or changes the PIN: the current one first when there is one — given here, or entered in
   * this session within the sudo window (verifyPin just before, as the legacy client does; used up
   * by the change; decision 053); both boxes must agree.
   */
  async setPin(ctx: SignedInContext, input: SetPinInput): Promise<Done> {
    const user = await loadSecrets(ctx.em, ctx.viewer.id);
    let usesProof = false;
    if (user.pinHash) {
      usesProof = !input.currentPin && sudo.pinActive(ctx);
      if (!input.currentPin && !usesProof) throw userInput('currentPin', MSG.pinCurrentRequired);
      if (input.currentPin) await checkPin(ctx, user, input.currentPin, 'currentPin');
    }
    const errors = [];
    if (!/^\d{4}$/.test(input.pin)) errors.push({ field: 'pin', message: MSG.pinRequired });
    if (!/^\d{4}$/.test(input.confirmPin)) errors.push({ field: 'confirmPin', message: MSG.pinRequired });
    assertValid(errors);
    if (input.pin !== input.confirmPin) throw userInput('confirmPin', MSG.pinMismatch);
    user.pinHash = await passwords.hash(input.pin);
    await ctx.em.flush();
    await pinTries.reset(ctx.em, user.id);
    if (usesProof) await sudo.pinProofUsed(ctx);
    return done(MSG.pinUpdated);
  },

  /** After 5 wrong PINs, the password unlocks PIN checks again. */
  async unlockPin(ctx: SignedInContext, password: string): Promise<Done> {
    const user = await loadSecrets(ctx.em, ctx.viewer.id);
    if (!(await passwordOk(ctx, user, password))) throw userInput('password', MSG.invalidPassword);
    await pinTries.reset(ctx.em, user.id);
    return done('PIN checks unlocked');
  },

  /** Deactivates after the password: every session ends; personal data goes after 30 days. */
  async deactivate(ctx: SignedInContext, password: string): Promise<Done> {
    if (!password.trim()) throw userInput('password', MSG.passwordMissing);
    const user = await loadSecrets(ctx.em, ctx.viewer.id);
    if (!(await passwordOk(ctx, user, password))) throw userInput('password', MSG.invalidPassword);
    const now = clock.now();
    user.status = AccountStatus.DEACTIVATED;
    user.deactivatedAt = now;
    await ctx.em.flush();
    // secret URLs that act for the person go with the sessions: the calendar feeds (decision 044);
    // a restored account makes new ones (issue 26)
    await ctx.em.getConnection().execute('delete from calendar_feeds where user_id = ?', [user.id]);
    await authService.revokeSessions(ctx, { userId: user.id });
    clearSessionCookie(ctx.res, ctx.deps.config.secureCookies);
    await ctx.deps.jobs.send('account.purge', { userId: user.id }, { startAfter: new Date(restoreWindow.endsAt(now).getTime() + 60_000), singletonKey: `purge-${user.id}` });
    ctx.deps.log.info({ userId: user.id }, 'account deactivated');
    return done('Account deactivated');
  },

  /** Restores a deactivated account within the 30-day window (after signing in with status 2). */
  async restore(ctx: SignedInContext): Promise<User> {
    const user = await ctx.em.findOneOrFail(User, { id: ctx.viewer.id });
    if (user.status !== AccountStatus.DEACTIVATED) throw userInput('account', MSG.notDeactivated);
    if (!restoreWindow.isOpen(user.deactivatedAt, clock.now())) {
      throw userInput('account', MSG.restoreWindowOver);
    }
    user.status = AccountStatus.ACTIVE;
    user.deactivatedAt = null;
    await ctx.em.flush();
    return user;
  },

  async setOnboardingStep(ctx: SignedInContext, step: OnboardingStep): Promise<User> {
    const user = await ctx.em.findOneOrFail(User, { id: ctx.viewer.id });
    if (onboardingBefore(user.onboardingStep, step)) user.onboardingStep = step; // forward only
    await ctx.em.flush();
    return user;
  },

  /** The Gender / Location / Timezone step (plus the stereotype chosen before it). */
  async completeOnboardingProfile(ctx: SignedInContext, input: OnboardingProfileInput): Promise<User> {
    assertValid(validateProfile(input));
    const user = await ctx.em.findOneOrFail(User, { id: ctx.viewer.id });
    if (input.stereotype !== undefined) user.stereotype = input.stereotype ?? null;
    if (input.gender !== undefined) user.gender = input.gender ?? null;
    if (input.location !== undefined) user.location = input.location?.trim() || null;
    if (input.timezone !== undefined) user.timezone = input.timezone?.trim() || null;
    if (onboardingBefore(user.onboardingStep, OnboardingStep.VERIFY_EMAIL)) user.onboardingStep = OnboardingStep.VERIFY_EMAIL;
    await ctx.em.flush();
    publishViewerUpdated(ctx, user);
    return user;
  },
};

/** One of the five tries is reserved before the PIN is checked (pin-tries.ts, decision 018). */
async function checkPin(ctx: Context, user: User, pin: string, field: string): Promise<void> {
  if (!/^\d{4}$/.test(pin)) throw userInput(field, MSG.pinRequired);
  if (!user.pinHash) throw userInput(field, MSG.pinIncorrect);
  const taken = await pinTries.reserve(ctx.em, user.id);
  if (taken === null) throw fieldErrors([{ field, message: MSG.pinLocked }]);
  try {
    await guardSecretChecks(ctx, `pin:${user.id}`);
  } catch (err) {
    await pinTries.release(ctx.em, user.id);
    throw err;
  }
  if (!(await passwords.verify(user.pinHash, pin))) throw userInput(field, taken >= LIMITS.pinMaxFailures ? MSG.pinLocked : MSG.pinIncorrect);
  await pinTries.succeeded(ctx.em, user.id, taken);
}

/**
 * Removes the personal data of an account deactivated 30+ days ago. Content it wrote stays and
 * shows "Deleted user". Returns false when the account was restored or is not due yet.
 */
export async function purgeAccount(em: EntityManager, userId: number): Promise<boolean> {
  const user = await em.findOne(User, { id: userId });
  if (!user || user.status !== AccountStatus.DEACTIVATED || !user.deactivatedAt) return false;
  if (restoreWindow.isOpen(user.deactivatedAt, clock.now())) return false;
  Object.assign(user, {
    username: 'Deleted user',
    usernameKey: `deleted-${user.id}`,
    email: null,
    mobile: null,
    emailVerified: false,
    passwordHash: await passwords.hash(randomBytes(24).toString('hex')),
    firstName: null,
    lastName: null,
    gender: null,
    bio: null,
    location: null,
    timezone: null,
    stereotype: null,
    profileImage: null,
    securityCodeEnc: null,
    pinHash: null,
    status: AccountStatus.DELETED,
  });
  await em.nativeDelete(Session, { user: user.id });
  await em.flush();
  return true;
}

/** Every overdue account (the daily safety net behind the per-account delayed job). */
export async function purgeOverdueAccounts(em: EntityManager): Promise<number> {
  const cutoff = restoreWindow.cutoff(clock.now());
  const due = await em.find(User, { status: AccountStatus.DEACTIVATED, deactivatedAt: { $lte: cutoff } }, { fields: ['id'] });
  let n = 0;
  for (const u of due) if (await purgeAccount(em.fork(), u.id)) n++;
  return n;
}
