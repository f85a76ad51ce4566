import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DAY_MS, LIMITS } from '@poolmates/schema';
import { parse as parseCookie } from 'cookie';
import { clock } from './clock.js';
import type { Viewer } from './registry.js';
import { Session } from './session.entity.js';

/**
 * Sessions in one place (decision 023): the token, its keyed hash, the lookup every door uses
 * (HTTP, WebSocket, REST shim) and the expiry — set when a session opens and slid on use.
 */
export const SESSION_COOKIE = 'pm_session';

/** Slide the expiry at most once an hour, so a busy client does not write on every request. */
const SLIDE_AFTER_MS = 60 * 60 * 1000;

const expiryFrom = (now: Date) => new Date(now.getTime() + LIMITS.sessionTtlDays * DAY_MS);

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as a keyed hash: a leaked table yields no usable session. */
export function hashSessionToken(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}

/** The session token from `Authorization: Bearer` (integrators) or the HttpOnly cookie (browsers). */
export function tokenFromHeaders(headers: IncomingHttpHeaders): string | null {
  const auth = headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || null;
  if (headers.cookie) {
    const token = parseCookie(headers.cookie)[SESSION_COOKIE];
    if (token) return token;
  }
  return null;
}

/** The live session of a token (its person populated), sliding its expiry; null when none. */
export async function findSession(em: EntityManager, secret: string, token: string | null): Promise<Session | null> {
  if (!token || token.length > 200) return null;
  const session = await em.findOne(Session, { tokenHash: hashSessionToken(token, secret) }, { populate: ['user'] });
  const now = clock.now();
  if (!session || session.revokedAt || session.expiresAt <= now) return null;
  if (now.getTime() - session.lastUsedAt.getTime() > SLIDE_AFTER_MS) {
    session.lastUsedAt = now;
    session.expiresAt = expiryFrom(now);
    await em.flush();
  }
  return session;
}

/**
 * A new session for `user` (persisted and flushed), with the token to hand back once. Every way in
 * (sign-in, registration, reset) has just proved the password: sudo mode starts (decision 020).
 */
export async function openSession(
  em: EntityManager,
  secret: string,
  user: Viewer,
  device: { userAgent: string | null; ip: string | null },
): Promise<{ session: Session; token: string }> {
  const token = newSessionToken();
  const now = clock.now();
  const session = em.create(Session, {
    tokenHash: hashSessionToken(token, secret),
    user,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: expiryFrom(now),
    userAgent: device.userAgent,
    ip: device.ip,
    passwordConfirmedAt: now,
  });
  await em.persist(session).flush();
  return { session, token };
}
