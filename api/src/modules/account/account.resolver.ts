import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, Role } from '../../platform/auth.js';
import type { Context } from '../../platform/context.js';
import { User } from '../users/user.entity.js';
import { OnboardingStep } from '../users/user.enums.js';
import { accountService } from './account.service.js';
import { ChangePasswordInput, Done, OnboardingProfileInput, SecurityCode, SetPinInput } from './account.types.js';

@Resolver()
export class AccountResolver {
  @Auth()
  @Query(() => Boolean, { description: 'Is this the current password? (Settings, on blur.)' })
  checkPassword(@Arg('password', () => String) password: string, @Ctx() ctx: Context): Promise<boolean> {
    return accountService.checkPassword(ctx, password);
  }

  @Auth()
  @Query(() => SecurityCode, { description: 'The recovery code; the password is required once onboarding is over.' })
  securityCode(@Arg('password', () => String, { nullable: true }) password: string | null, @Ctx() ctx: Context): Promise<SecurityCode> {
    return accountService.securityCode(ctx, password);
  }

  @Auth()
  @Mutation(() => Done)
  changePassword(@Arg('input', () => ChangePasswordInput) input: ChangePasswordInput, @Ctx() ctx: Context): Promise<Done> {
    return accountService.changePassword(ctx, input);
  }

  @Auth()
  @Mutation(() => Done, { description: '5 wrong PINs lock PIN checks until unlockPin(password).' })
  verifyPin(@Arg('pin', () => String) pin: string, @Ctx() ctx: Context): Promise<Done> {
    return accountService.verifyPin(ctx, pin);
  }

  @Auth()
  @Mutation(() => Done)
  setPin(@Arg('input', () => SetPinInput) input: SetPinInput, @Ctx() ctx: Context): Promise<Done> {
    return accountService.setPin(ctx, input);
  }

  @Auth()
  @Mutation(() => Done)
  unlockPin(@Arg('password', () => String) password: string, @Ctx() ctx: Context): Promise<Done> {
    return accountService.unlockPin(ctx, password);
  }

  @Auth()
  @Mutation(() => Done, { description: 'Deactivates the account and ends every session; restorable for 30 days.' })
  deactivateAccount(@Arg('password', () => String) password: string, @Ctx() ctx: Context): Promise<Done> {
    return accountService.deactivate(ctx, password);
  }

  @Auth(Role.ANY_STATUS)
  @Mutation(() => User, { description: 'Restores a deactivated account (within 30 days).' })
  restoreAccount(@Ctx() ctx: Context): Promise<User> {
    return accountService.restore(ctx);
  }

  @Auth()
  @Mutation(() => User, { description: 'Moves onboarding forward to `step` (never back).' })
  setOnboardingStep(@Arg('step', () => OnboardingStep) step: OnboardingStep, @Ctx() ctx: Context): Promise<User> {
    return accountService.setOnboardingStep(ctx, step);
  }

  @Auth()
  @Mutation(() => User, { description: 'The onboarding profile step; moves on to email verification.' })
  completeOnboardingProfile(@Arg('input', () => OnboardingProfileInput) input: OnboardingProfileInput, @Ctx() ctx: Context): Promise<User> {
    return accountService.completeOnboardingProfile(ctx, input);
  }
}
