import { LIMITS } from '@poolmates/schema';
import { registerEnumType } from 'type-graphql';

export enum Gender {
  M = 'M',
  F = 'F',
  O = 'O',
}
export enum Stereotype {
  Casual = 'Casual',
  Geek = 'Geek',
  Genius = 'Genius',
  Smart = 'Smart',
  Lazy = 'Lazy',
  Nerd = 'Nerd',
}
export enum AccountStatus {
  ACTIVE = 'ACTIVE',
  DEACTIVATED = 'DEACTIVATED',
  /** Personal data removed `LIMITS.restoreWindowDays` after deactivation; content stays as "Deleted user". */
  DELETED = 'DELETED',
}
/** First-run dialogs, in order; kept on the server so they show once (accounts.md §2 Onboarding). */
export enum OnboardingStep {
  WELCOME = 'WELCOME',
  STEREOTYPE = 'STEREOTYPE',
  PROFILE = 'PROFILE',
  VERIFY_EMAIL = 'VERIFY_EMAIL',
  SECURITY_CODE = 'SECURITY_CODE',
  ALL_DONE = 'ALL_DONE',
  DONE = 'DONE',
}
export const ONBOARDING_ORDER = Object.values(OnboardingStep);

registerEnumType(Gender, { name: 'Gender', description: 'M male, F female, O other.' });
registerEnumType(Stereotype, { name: 'Stereotype', description: 'The learner badge shown on profiles.' });
registerEnumType(AccountStatus, { name: 'AccountStatus', description: `DEACTIVATED accounts can be restored for ${LIMITS.restoreWindowDays} days.` });
registerEnumType(OnboardingStep, { name: 'OnboardingStep', description: 'The first-run dialog to show next; DONE when finished.' });
