import { Authorized, createParameterDecorator, Extensions, type AuthChecker } from 'type-graphql';
import type { Context } from './context.js';
import { unauthenticated } from './errors.js';
import { ACTIVE_STATUS, type BaseViewer } from './registry.js';

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
  // the plain row: checking a role makes no entity (decision 039)
  const viewer: BaseViewer | null = context.accountRow;
  if (!viewer) throw unauthenticated();
  if (viewer.status !== ACTIVE_STATUS && !roles.includes(Role.ANY_STATUS)) throw unauthenticated();
  return true;
};

/** The context of a resolver behind `@Auth()`: the viewer is known, so no layer writes `ctx.viewer`. */
export interface SignedInContext extends Context {
  viewer: NonNullable<Context['viewer']>;
  readonly viewerRow: NonNullable<Context['viewerRow']>;
}

/**
 * Narrows a context to a signed-in one; UNAUTHENTICATED (as the `@Auth()` guard says) if nobody is.
 * Behind `@Auth(Role.ANY_STATUS)` the account may be inactive: `viewerRow` is then null, `viewer` is the person.
 */
export function signedIn(ctx: Context): SignedInContext {
  if (!ctx.accountRow) throw unauthenticated();
  return ctx as SignedInContext;
}

/** The signed-in person's id whatever their account's status (as `signedIn(ctx).viewer.id`), from the session's row: no entity made. */
export function viewerIdOf(ctx: Context): number {
  const row = ctx.accountRow;
  if (!row) throw unauthenticated();
  return row.id;
}

/** `@SignedIn() ctx: SignedInContext` in place of `@Ctx() ctx: Context` on an `@Auth()` field. */
export function SignedIn() {
  return createParameterDecorator<Context>(({ context }) => signedIn(context));
}
