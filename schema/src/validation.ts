import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { isCommonPassword } from './common-passwords.js';
import { GENDERS, STEREOTYPES } from './enums.js';
import type { FieldError } from './errors.js';
import { LIMITS } from './limits.js';
import { MSG } from './messages.js';

/**
 * Validation rules shared by the browser (immediate feedback) and the server (the authority).
 * Every rule returns the exact message the spec names, or null when the value is fine.
 */
type Rule = (value: string) => string | null;

const EMAIL_RE = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const USERNAME_RE = /^[A-Za-z0-9._-]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  const e = email.trim();
  return e.length <= LIMITS.emailMax && EMAIL_RE.test(e);
}

export const emailRule: Rule = (v) => (isValidEmail(v) ? null : MSG.emailInvalid);

/** Username on blur/submit; `submit` picks the spec's submit-time wording. */
export function usernameRule(value: string, opts: { submit?: boolean } = {}): string | null {
  const v = value.trim();
  if (v.length < LIMITS.usernameMin) return opts.submit ? MSG.usernameShortSubmit : MSG.usernameShort;
  if (v.length > LIMITS.usernameMax) return MSG.usernameLong;
  if (!USERNAME_RE.test(v)) return MSG.usernameChars;
  return null;
}

/** Password strength. `register` uses the 6-character floor, `change`/`reset` the 8 one. */
export function passwordRule(value: string, kind: 'register' | 'change' | 'reset'): string | null {
  if (value.length === 0) return kind === 'register' ? MSG.passwordShortRegister : MSG.passwordMissing;
  const min = kind === 'register' ? LIMITS.passwordMinRegister : LIMITS.passwordMinChange;
  if (value.length < min) {
    return kind === 'register' ? MSG.passwordShortRegister
      : kind === 'reset' ? MSG.passwordShortRecovery : MSG.passwordShortChange;
  }
  if (value.length > LIMITS.passwordMax) return MSG.passwordLong;
  if (isCommonPassword(value)) return MSG.passwordCommon;
  return null;
}

/** Normalises a mobile number to E.164, or null when it is not a valid number. */
export function normalizeMobile(value: string, defaultCountry?: string): string | null {
  const v = value.trim();
  if (!/^\+?[0-9 ()-]{7,24}$/.test(v)) return null;
  const parsed = parsePhoneNumberFromString(v, defaultCountry as never);
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}

export const mobileRule: Rule = (v) => (normalizeMobile(v) ? null : MSG.mobileInvalid);

export interface RegisterFields {
  username: string;
  email?: string | null;
  mobile?: string | null;
  password: string;
}

export function validateRegister(input: RegisterFields): FieldError[] {
  const errors: FieldError[] = [];
  const push = (field: string, message: string | null) => message && errors.push({ field, message });
  push('username', usernameRule(input.username, { submit: true }));
  const hasEmail = !!input.email?.trim();
  const hasMobile = !!input.mobile?.trim();
  if (!hasEmail && !hasMobile) push('email', MSG.emailOrMobileRequired);
  if (hasEmail) push('email', emailRule(input.email!));
  if (hasMobile) push('mobile', mobileRule(input.mobile!));
  push('password', passwordRule(input.password, 'register'));
  return errors;
}

/**
 * What a person typed in the sign-in identifier field (decision 034): an email, a mobile number
 * (any common way of typing it) or a username.
 * - `email`: anything with an "@" (normalised; must be a valid address);
 * - `mobile`: "+", digits, spaces, dots, dashes, parentheses. With "+" (or "00") it is one E.164
 *   number; without, it is read as a national number, so every country where it is valid gives a
 *   candidate (the account's own country is the one that matches); `username` is the same text as
 *   a username, for a digits-only username;
 * - `username`: otherwise, when it is a valid username.
 * `key` is the normalised text the per-identifier sign-in counter is kept under.
 */
export type SignInIdentifier =
  | { kind: 'email'; key: string; email: string }
  | { kind: 'mobile'; key: string; candidates: string[]; username: string | null }
  | { kind: 'username'; key: string; username: string };

const PHONE_LIKE = /^\(?\+?[0-9 ().-]{6,30}$/;

export function parseSignInIdentifier(value: string): SignInIdentifier | null {
  const v = value.trim();
  if (v.includes('@')) return isValidEmail(v) ? { kind: 'email', key: normalizeEmail(v), email: normalizeEmail(v) } : null;
  const asUsername = usernameRule(v) === null ? v.toLowerCase() : null;
  if (PHONE_LIKE.test(v) && /[0-9]/.test(v)) {
    const digits = v.replace(/[^0-9]/g, '');
    const international = v.replace(/^\(/, '').startsWith('+') ? `+${digits}` : digits.startsWith('00') ? `+${digits.slice(2)}` : null;
    const candidates = new Set<string>();
    if (international) {
      const n = normalizeMobile(international);
      if (n) candidates.add(n);
    } else {
      for (const country of getCountries()) {
        const parsed = parsePhoneNumberFromString(digits, country);
        if (parsed?.isValid()) candidates.add(parsed.number);
      }
    }
    if (candidates.size > 0) return { kind: 'mobile', key: international ?? digits, candidates: [...candidates], username: asUsername };
  }
  return asUsername ? { kind: 'username', key: asUsername, username: asUsername } : null;
}

/** The E.164 form of a national number in a given country (for telling candidates apart). */
export function mobileInCountry(value: string, country: string): string | null {
  const parsed = parsePhoneNumberFromString(value.replace(/[^0-9]/g, ''), country as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

export function validateSignIn(input: { email: string; password: string }): FieldError[] {
  const errors: FieldError[] = [];
  const v = input.email.trim();
  if (!parseSignInIdentifier(v)) errors.push({ field: 'email', message: v.includes('@') ? MSG.emailInvalid : MSG.signInIdentifierInvalid });
  if (!input.password) errors.push({ field: 'password', message: MSG.passwordMissing });
  return errors;
}

export interface ProfileFields {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  gender?: string | null;
  bio?: string | null;
  location?: string | null;
  timezone?: string | null;
  stereotype?: string | null;
}

export function isKnownTimeZone(zone: string): boolean {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
}

/** Profile details edit (accounts.md §5: names and location ≤ 64, bio ≤ 250 without newlines). */
export function validateProfile(input: ProfileFields): FieldError[] {
  const errors: FieldError[] = [];
  const push = (field: string, message: string | null) => message && errors.push({ field, message });
  if (input.username != null) push('username', usernameRule(input.username));
  const max = (field: string, label: string, value: string | null | undefined, limit: number) => {
    if (value != null && value.trim().length > limit) push(field, MSG.fieldTooLong(label, limit));
  };
  max('firstName', 'First name', input.firstName, LIMITS.profileFieldMax);
  max('lastName', 'Last name', input.lastName, LIMITS.profileFieldMax);
  max('location', 'Location', input.location, LIMITS.profileFieldMax);
  max('bio', 'Bio', input.bio, LIMITS.bioMax);
  if (input.bio != null && /[\r\n]/.test(input.bio)) push('bio', MSG.bioNewline);
  if (input.gender && !(GENDERS as readonly string[]).includes(input.gender)) push('gender', MSG.genderInvalid);
  if (input.stereotype && !(STEREOTYPES as readonly string[]).includes(input.stereotype)) {
    push('stereotype', MSG.stereotypeInvalid);
  }
  if (input.timezone && (input.timezone.length > LIMITS.timezoneMax || !isKnownTimeZone(input.timezone))) {
    push('timezone', MSG.timezoneInvalid);
  }
  return errors;
}
