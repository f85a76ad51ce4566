import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { ErrorCode, LIMITS, mobileInCountry, MSG, normalizeEmail, normalizeMobile, parseSignInIdentifier, restoreWindow, validateRegister, validateSignIn, type FieldError, type SignInIdentifier } from '@poolmates/schema';
import argon2 from 'argon2';
import type { Response } from 'express';
import { clock } from '../../platform/clock.js';
import type { Context } from '../../platform/context.js';
import { AppError, assertValid, fieldErrors, rateLimited } from '../../platform/errors.js';
import { rateLimits } from '../../platform/rate-limit.js';
import { openSession, SESSION_COOKIE } from '../../platform/session.js';
import { Session } from '../../platform/session.entity.js';
import { User } from '../users/user.entity.js';
import { AccountStatus } from '../users/user.enums.js';
import { userService, usernameKey } from '../users/user.service.js';
import type { AuthPayload, RegisterInput, SignInInput } from './auth.inputs.js';
import { deviceCookies } from './device-cookie.js';
import { reserveSignIn } from './sign-in-throttle.js';
import { securityCodes } from './security-code.js';
import { Visit, VisitKind } from '../visits/visit.entity.js';
import { addressKey } from '../../platform/address.js';

const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** Verified against when the email is unknown, so a miss costs as long as a wrong password. */
let dummyHash: Promise<string> | null = null;

export const passwords = {
  hash: (password: string) => argon2.hash(password, ARGON2),
  verify: async (hash: string, password: string) => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  },
};

function setSessionCookie(ctx: Context, token: string, expires: Date): void {
  ctx.res?.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.deps.config.secureCookies,
    path: '/',
    expires,
  });
}

export function clearSessionCookie(res: Response | undefined, secure: boolean): void {
  res?.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

async function startSession(ctx: Context, user: User): Promise<AuthPayload> {
  // expiry and sudo mode are set where sessions are looked up and slid (platform/session.ts)
  const { session, token } = await openSession(ctx.em, ctx.deps.sessionSecret, user, { userAgent: ctx.userAgent, ip: ctx.ip });
  setSessionCookie(ctx, token, session.expiresAt);
  deviceCookies.issue(ctx, user.id); // this browser is now one its owner uses (decision 018)
  ctx.viewer = user;
  ctx.session = session;
  return { user, status: user.status, token };
}

/**
 * The account an identifier names, or null. A number typed without its country code matches the
 * account whose number it is in that account's own country; when accounts in two countries share
 * it, the browser's country (`country`) picks one, else nobody is picked (the person types the
 * "+" form). A phone-like text that is nobody's number may still be a digits-only username.
 */
async function findForSignIn(ctx: Context, id: SignInIdentifier, country: string | null): Promise<User | null> {
  const populate = ['passwordHash'] as const;
  if (id.kind === 'email') return ctx.em.findOne(User, { email: id.email }, { populate });
  if (id.kind === 'mobile') {
    const found = await ctx.em.find(User, { mobile: { $in: id.candidates } }, { populate, limit: 10 });
    if (found.length === 1) return found[0];
    if (found.length > 1) {
      const local = country && /^[A-Z]{2}$/.test(country) ? mobileInCountry(id.key, country) : null;
      return found.find((u) => u.mobile === local) ?? null;
    }
    if (!id.username) return null;
    return ctx.em.findOne(User, { usernameKey: id.username }, { populate });
  }
  return ctx.em.findOne(User, { usernameKey: id.username }, { populate });
}

export const authService = {
  startSessionFor: startSession,

  /** Creates the account and signs it in (accounts.md §4: registration). */
  async register(ctx: Context, input: RegisterInput): Promise<AuthPayload> {
    assertValid(validateRegister(input));
    const perIp = await rateLimits.hit(ctx.em, `register:ip:${addressKey(ctx.ip)}`, 3600);
    if (perIp > LIMITS.registrationsPerIpPerHour) throw rateLimited(MSG.registrationsRateLimited);
    const email = input.email?.trim() ? normalizeEmail(input.email) : null;
    const mobile = input.mobile?.trim() ? normalizeMobile(input.mobile) : null;
    const taken: FieldError[] = [];
    if (await userService.usernameTaken(ctx, input.username)) taken.push({ field: 'username', message: MSG.usernameTaken });
    if (email && (await userService.emailTaken(ctx, email))) taken.push({ field: 'email', message: MSG.emailTaken });
    if (mobile && (await userService.mobileTaken(ctx, mobile))) taken.push({ field: 'mobile', message: MSG.mobileTaken });
    assertValid(taken);
    const now = clock.now();
    const user = ctx.em.create(User, {
      username: input.username.trim(),
      usernameKey: usernameKey(input.username),
      email,
      mobile,
      passwordHash: await passwords.hash(input.password),
      securityCodeEnc: securityCodes.issue(ctx.deps.keys.securityCode).sealed,
      createdAt: now,
      updatedAt: now,
    });
    try {
      await ctx.em.persist(user).flush();
    } catch (err) {
      // a concurrent registration took the name between the check and the insert
      if (err instanceof UniqueConstraintViolationException) {
        ctx.em.clear();
        const msg = String(err.message);
        if (msg.includes('email')) throw fieldErrors([{ field: 'email', message: MSG.emailTaken }]);
        if (msg.includes('mobile')) throw fieldErrors([{ field: 'mobile', message: MSG.mobileTaken }]);
        throw fieldErrors([{ field: 'username', message: MSG.usernameTaken }]);
      }
      throw err;
    }
    ctx.deps.log.info({ userId: user.id }, 'user registered');
    return startSession(ctx, user);
  },

  /**
   * Email, mobile number or username + password (decision 034). Every attempt is reserved on its
   * counters before the password is checked (sign-in-throttle.ts: per identifier, per account and
   * per IP, or per device for a browser the owner signed in with); past the limit every attempt in
   * the window is refused with "try again later" (the window ends on its own: no permanent
   * lockout). An unknown identifier and a wrong password read the same and cost the same.
   */
  async signIn(ctx: Context, input: SignInInput): Promise<AuthPayload> {
    assertValid(validateSignIn(input));
    const identifier = parseSignInIdentifier(input.email)!;
    const user = await findForSignIn(ctx, identifier, input.country ?? null);
    const attempt = await reserveSignIn(ctx, identifier.key, user?.id ?? null);
    const restorable = (u: User) =>
      u.status === AccountStatus.ACTIVE ||
      (u.status === AccountStatus.DEACTIVATED && restoreWindow.isOpen(u.deactivatedAt, clock.now()));
    const ok = user
      ? await passwords.verify(user.passwordHash, input.password)
      : await passwords.verify(await (dummyHash ??= passwords.hash('not-a-real-password')), input.password).then(() => false);
    if (!user || !ok || !restorable(user)) throw new AppError(ErrorCode.BAD_USER_INPUT, MSG.credentialsIncorrect);
    await attempt.succeeded();
    ctx.em.create(Visit, { user, kind: VisitKind.SIGN_IN, at: clock.now(), timezone: input.timezone?.slice(0, 64) ?? null, userAgent: ctx.userAgent, ip: ctx.ip });
    return startSession(ctx, user);
  },

  /** Revokes the current session and clears the cookie. Idempotent. */
  async signOut(ctx: Context): Promise<boolean> {
    if (ctx.session) {
      await authService.revokeSessions(ctx, { ids: [ctx.session.id] });
    }
    clearSessionCookie(ctx.res, ctx.deps.config.secureCookies);
    ctx.viewer = null;
    ctx.session = null;
    return true;
  },

  /** Revokes sessions by id, or all of a user's sessions but one; open sockets of them are closed. */
  async revokeSessions(ctx: Context, which: { ids: string[] } | { userId: number; except?: string }): Promise<void> {
    const where =
      'ids' in which
        ? { id: { $in: which.ids }, revokedAt: null }
        : { user: which.userId, revokedAt: null, ...(which.except ? { id: { $ne: which.except } } : {}) };
    const sessions = await ctx.em.find(Session, where);
    if (sessions.length === 0) return;
    const now = clock.now();
    for (const s of sessions) s.revokedAt = now;
    await ctx.em.flush();
    ctx.deps.pubsub.publish('SESSIONS_REVOKED', { sessionIds: sessions.map((s) => s.id) });
  },
};
