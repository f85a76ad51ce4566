import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { Public } from '../../platform/auth.js';
import type { Context } from '../../platform/context.js';
import { recoveryService } from './recovery.service.js';
import { PasswordResetPayload, RecoveryAccount, RecoveryIdentity, ResetTicket } from './recovery.types.js';
import { CodeSent } from './verification.types.js';

@Resolver()
export class RecoveryResolver {
  @Public()
  @Mutation(() => RecoveryAccount, { description: "Forgot password, step 1: 'No Record Found !!' when nobody has that email/mobile." })
  findAccountForRecovery(@Arg('who', () => RecoveryIdentity) who: RecoveryIdentity, @Ctx() ctx: Context): Promise<RecoveryAccount> {
    return recoveryService.identify(ctx, who);
  }

  @Public()
  @Mutation(() => CodeSent, { description: "'Using Email': mails a reset code." })
  sendPasswordResetCode(
    @Arg('who', () => RecoveryIdentity) who: RecoveryIdentity,
    @Arg('clientVerifyId', () => String, { nullable: true, description: "A legacy client's own verifyid: verifyPasswordResetCode accepts it as well." }) clientVerifyId: string | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<CodeSent> {
    return recoveryService.sendCode(ctx, who, clientVerifyId);
  }

  @Public()
  @Mutation(() => ResetTicket, { description: "verifyId: the one sendPasswordResetCode returned, the client's own, or findAccountForRecovery's." })
  verifyPasswordResetCode(@Arg('verifyId', () => ID) verifyId: string, @Arg('code', () => String) code: string, @Ctx() ctx: Context): Promise<ResetTicket> {
    return recoveryService.verifyCode(ctx, verifyId, code);
  }

  @Public()
  @Mutation(() => ResetTicket, { description: "'Recovery Code': checks the security code." })
  verifyRecoveryCode(@Arg('who', () => RecoveryIdentity) who: RecoveryIdentity, @Arg('code', () => String) code: string, @Ctx() ctx: Context): Promise<ResetTicket> {
    return recoveryService.verifyRecoveryCode(ctx, who, code);
  }

  @Public()
  @Mutation(() => PasswordResetPayload, { description: 'Sets the new password, ends all other sessions and signs in.' })
  resetPassword(
    @Arg('resetToken', () => String) resetToken: string,
    @Arg('password', () => String) password: string,
    @Arg('confirmPassword', () => String) confirmPassword: string,
    @Ctx() ctx: Context,
  ): Promise<PasswordResetPayload> {
    return recoveryService.reset(ctx, resetToken, password, confirmPassword);
  }
}
