import { ErrorCode, MSG, normalizeEmail, isValidEmail } from '@poolmates/schema';
import { AppError, userInput } from '../../platform/errors.js';
import { sudo } from '../auth/sudo.js';
import { mailTemplates } from '../mail/mail.templates.js';
import { User } from '../users/user.entity.js';
import { OnboardingStep } from '../users/user.enums.js';
import { publishViewerUpdated, userService } from '../users/user.service.js';
import { CodePurpose } from './email-code.entity.js';
import { assertVerifyId, emailCodes } from './email-codes.js';
import { assertBounded } from './input-bounds.js';
import { completeEmailChange } from './email-change.js';
import type { CodeSent } from './verification.types.js';
import { type SignedInContext } from '../../platform/auth.js';

/** How the person proved it is them: the password now, or a recent sign-in (legacy clients). */
export type ChangeProof = { currentPassword: string } | { recentSignIn: true };

/** The 'Verify Email Id' dialog and Settings → Email: send, resend, change address, confirm. */
export const verificationService = {
  /** A code to the address waiting for one: the pending new address if any, else the account's. */
  async sendVerification(ctx: SignedInContext, clientVerifyId?: string | null): Promise<CodeSent> {
    assertVerifyId(clientVerifyId);
    const user = await ctx.em.findOneOrFail(User, { id: ctx.viewer.id });
    const to = user.pendingEmail ?? user.email;
    if (!to) throw userInput('email', MSG.noEmailOnAccount);
    const render = user.pendingEmail ? (c: string) => mailTemplates.emailChanged(user.username, c) : (c: string) => mailTemplates.verifyEmail(user.username, c);
    const row = await emailCodes.issue(ctx, user, to, CodePurpose.VERIFY_EMAIL, render, { clientVerifyId });
    return { verifyId: row.id, email: to, resendAvailableAt: emailCodes.resendAt(row), message: `OTP sent to ${to}` };
  },

  /**
   * Asks for a new address: it waits in `pendingEmail` and gets a code; the account keeps its
   * current address (sign-in, recovery) until the code is confirmed. Needs the current password,
   * or for legacy clients a session that entered it in the last 10 minutes (decision 020).
   * The current address itself cancels a pending change and re-sends its own code.
   */
  async changeEmail(ctx: SignedInContext, rawEmail: string, proof: ChangeProof, clientVerifyId?: string | null): Promise<CodeSent> {
    assertBounded({ email: rawEmail, currentPassword: 'currentPassword' in proof ? proof.currentPassword : null, clientVerifyId });
    const user = await ctx.em.findOneOrFail(User, { id: ctx.viewer.id }, { populate: ['passwordHash'] });
    if ('currentPassword' in proof) {
      if (!proof.currentPassword) throw userInput('currentPassword', MSG.currentPasswordRequired);
      if (!(await sudo.checkPassword(ctx, user, proof.currentPassword))) throw userInput('currentPassword', MSG.incorrectPassword);
    } else if (!sudo.active(ctx)) {
      throw new AppError(ErrorCode.FORBIDDEN, MSG.signInAgainToChangeEmail, { reason: 'RECENT_SIGN_IN_REQUIRED' });
    }
    if (!isValidEmail(rawEmail)) throw userInput('email', MSG.emailInvalidDialog);
    const email = normalizeEmail(rawEmail);
    const newAddress = email !== user.email;
    if (newAddress && (await userService.emailTaken(ctx, email, { exceptUserId: user.id }))) throw userInput('email', MSG.emailTaken);
    // the countdown is per address: a typo can be fixed at once, the same address waits
    const otherTarget = email !== (user.pendingEmail ?? user.email);
    // refuse before changing anything, so nothing is pending without a code on its way
    await emailCodes.assertCanSend(ctx, user, CodePurpose.VERIFY_EMAIL, { newAddress: otherTarget });
    user.pendingEmail = newAddress ? email : null;
    await ctx.em.flush();
    const render = newAddress ? (c: string) => mailTemplates.emailChanged(user.username, c) : (c: string) => mailTemplates.verifyEmail(user.username, c);
    const row = await emailCodes.issue(ctx, user, email, CodePurpose.VERIFY_EMAIL, render, { newAddress: otherTarget, clientVerifyId });
    publishViewerUpdated(ctx, user);
    return { verifyId: row.id, email, resendAvailableAt: emailCodes.resendAt(row), message: MSG.emailUpdatedOtpSent };
  },

  /** Confirms the account address, or completes a pending change (the old address is told). */
  async verifyEmail(ctx: SignedInContext, verifyId: string, code: string): Promise<User> {
    const row = await emailCodes.consume(ctx.em, ctx, { id: verifyId, purpose: CodePurpose.VERIFY_EMAIL, userId: ctx.viewer.id }, code);
    const user = await ctx.em.findOneOrFail(User, { id: ctx.viewer.id });
    if (user.pendingEmail && row.email === user.pendingEmail) await completeEmailChange(ctx, user, row.email);
    else if (row.email === user.email) user.emailVerified = true;
    else throw userInput('otp', MSG.otpWrongAddress);
    if (user.onboardingStep === OnboardingStep.VERIFY_EMAIL) user.onboardingStep = OnboardingStep.SECURITY_CODE;
    await ctx.em.flush();
    publishViewerUpdated(ctx, user);
    return user;
  },
};
