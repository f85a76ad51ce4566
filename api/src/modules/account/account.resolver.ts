import { LIMITS } from '@poolmates/schema';
import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, Role, SignedIn, type SignedInContext } from '../../platform/auth.js';
import { User } from '../users/user.entity.js';
import { OnboardingStep } from '../users/user.enums.js';
import { accountService } from './account.service.js';
import { ChangePasswordInput, Done, OnboardingProfileInput, SecurityCode, SetPinInput } from './account.types.js';

@Resolver()
export class AccountResolver {
  @Auth()
  @Query(() => Boolean, { description: 'Is this the current password? (Settings, on blur.)' })
  checkPassword(@Arg('password', () => String) password: string, @SignedIn() ctx: SignedInContext): Promise<boolean> {
    return accountService.checkPassword(ctx, password);
  }

  @Auth()
  @Query(() => SecurityCode, { description: 'The recovery code; the password is required once onboarding is over.' })
  securityCode(@Arg('password', () => String, { nullable: true }) password: string | null, @SignedIn() ctx: SignedInContext): Promise<SecurityCode> {
    return accountService.securityCode(ctx, password);
  }

  @Auth()
  @Mutation(() => Done)
  changePassword(@Arg('input', () => ChangePasswordInput) input: ChangePasswordInput, @SignedIn() ctx: SignedInContext): Promise<Done> {
    return accountService.changePassword(ctx, input);
  }

  @Auth()
  @Mutation(() => User, {
    description: `Adds or changes the account's mobile number (Settings → Mobile): sign-up's checks (a valid number, any common typing with its +country code, stored as E.164; 'This mobile number is already registered.' when another account has it) after the current password ('* Incorrect password.' on currentPassword; checks are rate-limited); at most ${LIMITS.mobileChangesPerHour} changes an hour.`,
  })
  changeMobile(@Arg('mobile', () => String) mobile: string, @Arg('currentPassword', () => String) currentPassword: string, @SignedIn() ctx: SignedInContext): Promise<User> {
    return accountService.changeMobile(ctx, mobile, currentPassword);
  }

  @Auth()
  @Mutation(() => Done, { description: '5 wrong PINs lock PIN checks until unlockPin(password).' })
  verifyPin(@Arg('pin', () => String) pin: string, @SignedIn() ctx: SignedInContext): Promise<Done> {
    return accountService.verifyPin(ctx, pin);
  }

  @Auth()
  @Mutation(() => Done)
  setPin(@Arg('input', () => SetPinInput) input: SetPinInput, @SignedIn() ctx: SignedInContext): Promise<Done> {
    return accountService.setPin(ctx, input);
  }

  @Auth()
  @Mutation(() => Done)
  unlockPin(@Arg('password', () => String) password: string, @SignedIn() ctx: SignedInContext): Promise<Done> {
    return accountService.unlockPin(ctx, password);
  }

  @Auth()
  @Mutation(() => Done, { description: `Deactivates the account and ends every session; restorable for ${LIMITS.restoreWindowDays} days.` })
  deactivateAccount(@Arg('password', () => String) password: string, @SignedIn() ctx: SignedInContext): Promise<Done> {
    return accountService.deactivate(ctx, password);
  }

  @Auth(Role.ANY_STATUS)
  @Mutation(() => User, { description: `Restores a deactivated account (within ${LIMITS.restoreWindowDays} days).` })
  restoreAccount(@SignedIn() ctx: SignedInContext): Promise<User> {
    return accountService.restore(ctx);
  }

  @Auth()
  @Mutation(() => User, { description: 'Moves onboarding forward to `step` (never back).' })
  setOnboardingStep(@Arg('step', () => OnboardingStep) step: OnboardingStep, @SignedIn() ctx: SignedInContext): Promise<User> {
    return accountService.setOnboardingStep(ctx, step);
  }

  @Auth()
  @Mutation(() => User, { description: 'The onboarding profile step; moves on to email verification.' })
  completeOnboardingProfile(@Arg('input', () => OnboardingProfileInput) input: OnboardingProfileInput, @SignedIn() ctx: SignedInContext): Promise<User> {
    return accountService.completeOnboardingProfile(ctx, input);
  }
}
