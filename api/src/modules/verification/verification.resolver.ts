import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { Auth } from '../../platform/auth.js';
import type { Context } from '../../platform/context.js';
import { User } from '../users/user.entity.js';
import { verificationService } from './verification.service.js';
import { CodeSent } from './verification.types.js';

@Resolver()
export class VerificationResolver {
  @Auth()
  @Mutation(() => CodeSent, { description: 'Mails a verification code to the account email (again after 30 s).' })
  sendVerificationEmail(@Ctx() ctx: Context): Promise<CodeSent> {
    return verificationService.sendVerification(ctx);
  }

  @Auth()
  @Mutation(() => CodeSent, { description: 'Changes the account email (unverified) and mails a code to it.' })
  changeEmail(@Arg('email', () => String) email: string, @Ctx() ctx: Context): Promise<CodeSent> {
    return verificationService.changeEmail(ctx, email);
  }

  @Auth()
  @Mutation(() => User, { description: 'Confirms the email with the mailed code.' })
  verifyEmail(@Arg('verifyId', () => ID) verifyId: string, @Arg('code', () => String) code: string, @Ctx() ctx: Context): Promise<User> {
    return verificationService.verifyEmail(ctx, verifyId, code);
  }
}
