import { DAY_MS, LIMITS, MSG } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import type { AppDeps, Context } from '../../platform/context.js';
import { hmac, safeEqual } from '../../platform/crypto.js';
import { userInput } from '../../platform/errors.js';
import { authService } from '../auth/auth.service.js';
import { mailTemplates } from '../mail/mail.templates.js';
import { User } from '../users/user.entity.js';
import { EmailCode } from './email-code.entity.js';
import { EmailChange } from './email-change.entity.js';
import { emailReserved } from './email-reservation.js';
import { ResetGrant } from './reset-grant.entity.js';

export const UNDO_PATH = '/account/email-undo';

/** `<id>.<HMAC of the id>`: only the server can make one; the row makes it single use. */
export function undoToken(deps: AppDeps, changeId: string): string {
  return `${changeId}.${hmac(deps.keys.otp, `email-undo:${changeId}`)}`;
}

function undoIdFrom(deps: AppDeps, token: string): string | null {
  if (token.length > 200) return null;
  const [id, sig] = token.split('.');
  if (!id || !sig || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return safeEqual(sig, hmac(deps.keys.otp, `email-undo:${id}`)) ? id : null;
}

function undoUrl(deps: AppDeps, token: string): string {
  const base = deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`;
  return `${base.replace(/\/+$/, '')}${UNDO_PATH}?t=${encodeURIComponent(token)}`;
}

/**
 * The new address proved itself with its code: it becomes the account email, and the old address
 * is told by mail, with a link that undoes the change for 7 days.
 */
export async function completeEmailChange(ctx: Context, user: User, newEmail: string): Promise<void> {
  const taken = (await ctx.em.count(User, { email: newEmail, id: { $ne: user.id } })) > 0 || (await emailReserved(ctx.em, newEmail, user.id));
  if (taken) throw userInput('email', MSG.emailTaken);
  const oldEmail = user.email;
  const oldEmailVerified = user.emailVerified;
  const now = clock.now();
  user.email = newEmail;
  user.emailVerified = true;
  user.pendingEmail = null;
  if (!oldEmail) return void (await ctx.em.flush());
  const change = ctx.em.create(EmailChange, {
    user,
    oldEmail,
    oldEmailVerified,
    newEmail,
    expiresAt: new Date(now.getTime() + LIMITS.emailUndoDays * DAY_MS),
    createdAt: now,
  });
  await ctx.em.persist(change).flush();
  await ctx.deps.mailer.enqueue(ctx.em, oldEmail, mailTemplates.emailChangedNotice(user.username, newEmail, undoUrl(ctx.deps, undoToken(ctx.deps, change.id))));
}

export type UndoResult = { ok: true; email: string } | { ok: false; reason: string };

/**
 * The undo link: the old address comes back (as verified as it was), any pending change and its
 * codes are dropped, and every session of the account ends, so whoever changed it is signed out.
 */
export async function undoEmailChange(ctx: Context, token: string): Promise<UndoResult> {
  const id = undoIdFrom(ctx.deps, token);
  const expired = { ok: false as const, reason: 'This link is not valid any more: it was already used, or the 7 days to undo the change have passed.' };
  if (!id) return expired;
  const em = ctx.em;
  const change = await em.findOne(EmailChange, { id }, { populate: ['user'] });
  if (!change || change.undoneAt || change.expiresAt <= clock.now()) return expired;
  const user = change.user as User;
  if ((await em.count(User, { email: change.oldEmail, id: { $ne: user.id } })) > 0) {
    return { ok: false, reason: 'That address now belongs to another account, so it cannot be restored. Please contact support.' };
  }
  // claim the row atomically: two clicks at once undo once
  const now = clock.now();
  const claimed = await em.getConnection().execute<{ id: string }[]>(
    'update email_changes set undone_at = ? where id = ? and undone_at is null and expires_at > ? returning id',
    [now, id, now],
  );
  if (claimed.length === 0) return expired;
  user.email = change.oldEmail;
  user.emailVerified = change.oldEmailVerified;
  user.pendingEmail = null;
  // codes and reset tickets issued meanwhile may have gone to whoever made the change
  await em.nativeUpdate(EmailCode, { user: user.id, usedAt: null, supersededAt: null }, { supersededAt: now });
  await em.nativeUpdate(ResetGrant, { user: user.id, usedAt: null }, { usedAt: now });
  await em.flush();
  await authService.revokeSessions(ctx, { userId: user.id });
  ctx.deps.log.info({ userId: user.id }, 'email change undone from the old address');
  return { ok: true, email: change.oldEmail };
}
