import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { LIMITS, MSG, normalizeEmail, normalizeMobile, validateProfile } from '@poolmates/schema';
import type { Context } from '../../platform/context.js';
import type { UserSnapshot } from '../../platform/pubsub.js';
import { assertValid, forbidden, rateLimited, userInput } from '../../platform/errors.js';
import { rateLimits } from '../../platform/rate-limit.js';
import { emailReserved } from '../verification/email-reservation.js';
import { User } from './user.entity.js';
import type { UpdateProfileInput } from './user.inputs.js';
import { userPolicy } from './user.policy.js';
import { type SignedInContext } from '../../platform/auth.js';
import { addressKey } from '../../platform/address.js';

export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

/** The snapshot VIEWER_UPDATED carries (subscribers resolve fields from it without a read). */
export function userSnapshot(u: User): UserSnapshot {
  return {
    id: u.id,
    username: u.username,
    usernameKey: u.usernameKey,
    email: u.email,
    mobile: u.mobile,
    emailVerified: u.emailVerified,
    pendingEmail: u.pendingEmail,
    firstName: u.firstName,
    lastName: u.lastName,
    gender: u.gender,
    bio: u.bio,
    location: u.location,
    timezone: u.timezone,
    stereotype: u.stereotype,
    profileImage: u.profileImage,
    status: u.status,
    onboardingStep: u.onboardingStep,
    createdAt: u.createdAt.toISOString(),
  };
}

/** Tells the user's other tabs and devices about the change. */
export function publishViewerUpdated(ctx: Context, user: User): void {
  ctx.deps.pubsub.publish('VIEWER_UPDATED', user.id, { userId: user.id, user: userSnapshot(user) });
}

export const userService = {
  /**
   * The public "is this taken?" lookups tell whether an account exists: a person filling the form
   * needs a few a minute, a script enumerating addresses thousands. Counted per IP (decision 018).
   */
  async throttleLookups(ctx: Context): Promise<void> {
    const n = await rateLimits.hit(ctx.em, `lookup:ip:${addressKey(ctx.ip)}`, 60);
    if (n > LIMITS.availabilityChecksPerMinute) throw rateLimited(MSG.tooOften);
  },

  async usernameTaken(ctx: Context, username: string): Promise<boolean> {
    return (await ctx.em.count(User, { usernameKey: usernameKey(username) })) > 0;
  },

  /** In use, or held for 7 days for someone who changed away from it (it may be restored). */
  async emailTaken(ctx: Context, email: string, opts: { exceptUserId?: number } = {}): Promise<boolean> {
    const e = normalizeEmail(email);
    return (await ctx.em.count(User, { email: e })) > 0 || (await emailReserved(ctx.em, e, opts.exceptUserId));
  },

  /** An invalid number cannot be taken; the register form reports it as invalid instead. */
  async mobileTaken(ctx: Context, mobile: string): Promise<boolean> {
    const e164 = normalizeMobile(mobile);
    return e164 !== null && (await ctx.em.count(User, { mobile: e164 })) > 0;
  },

  async hasPin(ctx: Context, userId: number): Promise<boolean> {
    return (await ctx.em.count(User, { id: userId, pinHash: { $ne: null } })) > 0;
  },

  /** Profile details edit (accounts.md §5). Strings are trimmed; empty strings clear the field. */
  async updateProfile(ctx: SignedInContext, input: UpdateProfileInput): Promise<User> {
    const viewer = ctx.viewer;
    if (!userPolicy.canEditProfile(ctx.viewer, viewer)) throw forbidden();
    assertValid(validateProfile(input));
    const user = await ctx.em.findOneOrFail(User, { id: viewer.id });
    const text = (v: string | null | undefined) => (v == null ? null : v.trim() || null);
    if (input.username != null && input.username.trim() !== user.username) {
      const key = usernameKey(input.username);
      if (key !== user.usernameKey && (await userService.usernameTaken(ctx, input.username))) {
        throw userInput('username', MSG.usernameTaken);
      }
      user.username = input.username.trim();
      user.usernameKey = key;
    }
    if (input.firstName !== undefined) user.firstName = text(input.firstName);
    if (input.lastName !== undefined) user.lastName = text(input.lastName);
    if (input.bio !== undefined) user.bio = text(input.bio);
    if (input.location !== undefined) user.location = text(input.location);
    if (input.timezone !== undefined) user.timezone = text(input.timezone);
    if (input.gender !== undefined) user.gender = input.gender ?? null;
    if (input.stereotype !== undefined) user.stereotype = input.stereotype ?? null;
    try {
      await ctx.em.flush();
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) throw userInput('username', MSG.usernameTaken);
      throw err;
    }
    publishViewerUpdated(ctx, user);
    return user;
  },
};
