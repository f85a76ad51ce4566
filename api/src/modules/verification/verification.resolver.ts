import { Arg, ID, Mutation, Resolver } from 'type-graphql';
import { Auth, SignedIn, type SignedInContext } from '../../platform/auth.js';
import { User } from '../users/user.entity.js';
import { verificationService } from './verification.service.js';
import { CodeSent } from './verification.types.js';

@Resolver()
export class VerificationResolver {
  @Auth()
  @Mutation(() => CodeSent, { description: 'Mails a verification code (again after 30 s) to the pending new address if there is one, else to the account email.' })
  sendVerificationEmail(
    @Arg('clientVerifyId', () => String, { nullable: true, description: "A legacy client's own verifyid: verifyEmail accepts it as well as the returned one." }) clientVerifyId: string | null | undefined,
    @SignedIn() ctx: SignedInContext,
  ): Promise<CodeSent> {
    return verificationService.sendVerification(ctx, clientVerifyId);
  }

  @Auth()
  @Mutation(() => CodeSent, {
    description:
      'Asks for a new account email: it waits as `pendingEmail` and gets a code; the current address stays until the code is confirmed, then is told with a 7-day undo link. Needs the current password.',
  })
  changeEmail(
    @Arg('email', () => String) email: string,
    @Arg('currentPassword', () => String, { description: "Wrong: '* Incorrect password.' on field currentPassword (checks are rate-limited)." }) currentPassword: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<CodeSent> {
    return verificationService.changeEmail(ctx, email, { currentPassword });
  }

  @Auth()
  @Mutation(() => CodeSent, {
    description:
      'changeEmail for clients without a password field (legacy /updateuseremailaccount): allowed only when this session entered its password in the last 10 minutes, else FORBIDDEN "Please sign in again to change your email address."',
  })
  changeEmailWithRecentSignIn(
    @Arg('email', () => String) email: string,
    @Arg('clientVerifyId', () => String, { nullable: true, description: "A legacy client's own verifyid: verifyEmail accepts it as well as the returned one." }) clientVerifyId: string | null | undefined,
    @SignedIn() ctx: SignedInContext,
  ): Promise<CodeSent> {
    return verificationService.changeEmail(ctx, email, { recentSignIn: true }, clientVerifyId);
  }

  @Auth()
  @Mutation(() => User, { description: "Confirms the email (or the pending new address) with the mailed code; verifyId is the returned one or the client's own." })
  verifyEmail(@Arg('verifyId', () => ID) verifyId: string, @Arg('code', () => String) code: string, @SignedIn() ctx: SignedInContext): Promise<User> {
    return verificationService.verifyEmail(ctx, verifyId, code);
  }
}
