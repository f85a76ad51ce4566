import { MSG, normalizeEmail, isValidEmail } from '@poolmates/schema';
import type { Context } from '../../platform/context.js';
import { userInput } from '../../platform/errors.js';
import { mailTemplates } from '../mail/mail.templates.js';
import { User } from '../users/user.entity.js';
import { OnboardingStep } from '../users/user.enums.js';
import { publishViewerUpdated, userService } from '../users/user.service.js';
import { CodePurpose } from './email-code.entity.js';
import { emailCodes } from './email-codes.js';
import type { CodeSent } from './verification.types.js';

/** The 'Verify Email Id' dialog and Settings → Email: send, resend, change address, confirm. */
export const verificationService = {
  async sendVerification(ctx: Context): Promise<CodeSent> {
    const user = await ctx.em.findOneOrFail(User, { id: ctx.viewer!.id });
    if (!user.email) throw userInput('email', MSG.noEmailOnAccount);
    const row = await emailCodes.issue(ctx, user, user.email, CodePurpose.VERIFY_EMAIL, (c) => mailTemplates.verifyEmail(user.username, c));
    return { verifyId: row.id, email: user.email, resendAvailableAt: emailCodes.resendAt(row), message: `OTP sent to ${user.email}` };
  },

  /** Changes the address at once (unverified) and mails a code to the new one. */
  async changeEmail(ctx: Context, rawEmail: string): Promise<CodeSent> {
    if (!isValidEmail(rawEmail)) throw userInput('email', MSG.emailInvalidDialog);
    const email = normalizeEmail(rawEmail);
    const user = await ctx.em.findOneOrFail(User, { id: ctx.viewer!.id });
    const newAddress = email !== user.email;
    if (newAddress && (await userService.emailTaken(ctx, email))) throw userInput('email', MSG.emailTaken);
    // refuse before changing anything, so the address never changes without a code on its way
    await emailCodes.assertCanSend(ctx, user, CodePurpose.VERIFY_EMAIL, { newAddress });
    if (newAddress) {
      user.email = email;
      user.emailVerified = false;
      await ctx.em.flush();
    }
    const row = await emailCodes.issue(ctx, user, email, CodePurpose.VERIFY_EMAIL, (c) => mailTemplates.emailChanged(user.username, c), { newAddress });
    publishViewerUpdated(ctx, user);
    return { verifyId: row.id, email, resendAvailableAt: emailCodes.resendAt(row), message: MSG.emailUpdatedOtpSent };
  },

  async verifyEmail(ctx: Context, verifyId: string, code: string): Promise<User> {
    const row = await emailCodes.consume(ctx.em, ctx, { id: verifyId, purpose: CodePurpose.VERIFY_EMAIL, userId: ctx.viewer!.id }, code);
    const user = await ctx.em.findOneOrFail(User, { id: ctx.viewer!.id });
    if (row.email !== user.email) throw userInput('otp', MSG.otpWrongAddress);
    user.emailVerified = true;
    if (user.onboardingStep === OnboardingStep.VERIFY_EMAIL) user.onboardingStep = OnboardingStep.SECURITY_CODE;
    await ctx.em.flush();
    publishViewerUpdated(ctx, user);
    return user;
  },
};
