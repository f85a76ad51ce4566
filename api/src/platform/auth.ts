import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseCookie } from 'cookie';
import { Authorized, Extensions, type AuthChecker } from 'type-graphql';
import { AccountStatus } from '../modules/users/user.enums.js';
import type { Context } from './context.js';
import { unauthenticated } from './errors.js';

export const SESSION_COOKIE = 'pm_session';

/** Roles for `@Auth(...)`: the default is a signed-in, active account. */
export const Role = {
  /** Signed in, even when the account is deactivated (to restore it or sign out). */
  ANY_STATUS: 'ANY_STATUS',
} as const;

type MethodDecorator = (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => void;

/** Marks a root field as requiring a session; the schema carries `extensions.auth` for the guard test. */
export function Auth(...roles: (typeof Role)[keyof typeof Role][]): MethodDecorator {
  return (target, key, descriptor) => {
    Authorized(...roles)(target, key as string, descriptor as PropertyDescriptor);
    Extensions({ auth: roles.length ? roles.join(',') : 'user' })(target, key as string, descriptor as PropertyDescriptor);
  };
}

/** Marks a root field as deliberately open to visitors. */
export function Public(): MethodDecorator {
  return (target, key, descriptor) => {
    Extensions({ auth: 'public' })(target, key as string, descriptor as PropertyDescriptor);
  };
}

export const authChecker: AuthChecker<Context> = ({ context }, roles) => {
  const viewer = context.viewer;
  if (!viewer) throw unauthenticated();
  if (viewer.status !== AccountStatus.ACTIVE && !roles.includes(Role.ANY_STATUS)) throw unauthenticated();
  return true;
};

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
