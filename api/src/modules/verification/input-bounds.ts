import { LIMITS, MSG } from '@poolmates/schema';
import { userInput } from '../../platform/errors.js';

/**
 * Lengths of every string the verification and recovery operations take, checked first: a 900 KB
 * verifyId used to reach PostgreSQL (as a rate-limit key) and come back as an internal error.
 */
const MAX = {
  verifyId: LIMITS.verifyIdMax,
  clientVerifyId: LIMITS.verifyIdMax,
  code: LIMITS.otpInputMax,
  otp: LIMITS.otpInputMax,
  email: LIMITS.emailMax,
  mobile: LIMITS.mobileInputMax,
  resetToken: LIMITS.resetTokenMax,
  password: LIMITS.passwordMax,
  confirmPassword: LIMITS.passwordMax,
  currentPassword: LIMITS.passwordMax,
} as const;

export type BoundedField = keyof typeof MAX;

/** Refuses the first over-long value with "<field> is too long (at most N characters)." */
export function assertBounded(values: Partial<Record<BoundedField, string | null | undefined>>): void {
  for (const [field, value] of Object.entries(values) as [BoundedField, string | null | undefined][]) {
    const max = MAX[field];
    if (typeof value === 'string' && value.length > max) {
      throw userInput(field, field === 'verifyId' || field === 'clientVerifyId' ? MSG.verifyIdTooLong : MSG.fieldTooLong(field, max));
    }
  }
}
