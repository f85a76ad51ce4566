import { describe, expect, it } from 'vitest';
import { legacyStatusFor } from './errors.js';
import { MSG } from './messages.js';
import { mobileInCountry, normalizeMobile, parseSignInIdentifier, passwordRule, usernameRule, validateProfile, validateRegister, validateSignIn } from './validation.js';

describe('shared validation rules', () => {
  it('username: 2–30 of letters, digits, . _ - with the spec wording', () => {
    expect(usernameRule('a')).toBe(MSG.usernameShort);
    expect(usernameRule('a', { submit: true })).toBe(MSG.usernameShortSubmit);
    expect(usernameRule('ab')).toBeNull();
    expect(usernameRule('a'.repeat(31))).toBe(MSG.usernameLong);
    expect(usernameRule('no spaces')).toBe(MSG.usernameChars);
    expect(usernameRule('ok.name_-1')).toBeNull();
  });

  it('password: 6 at registration, 8 at change and reset, common ones refused', () => {
    expect(passwordRule('12345', 'register')).toBe(MSG.passwordShortRegister);
    expect(passwordRule('abcdef', 'register')).toBeNull();
    expect(passwordRule('abcdefg', 'change')).toBe(MSG.passwordShortChange);
    expect(passwordRule('abcdefg', 'reset')).toBe(MSG.passwordShortRecovery);
    expect(passwordRule('Password1', 'register')).toBe(MSG.passwordCommon);
  });

  it('mobile: normalised to E.164, invalid numbers refused', () => {
    expect(normalizeMobile('+44 7911 123456')).toBe('+447911123456');
    expect(normalizeMobile('+1 555')).toBeNull();
    expect(normalizeMobile('hello')).toBeNull();
  });

  it('register needs an email or a mobile', () => {
    expect(validateRegister({ username: 'abc', password: 'long enough' })).toEqual([{ field: 'email', message: MSG.emailOrMobileRequired }]);
    expect(validateRegister({ username: 'abc', email: 'a@b.co', password: 'long enough' })).toEqual([]);
  });

  it('sign-in messages are the spec ones', () => {
    expect(validateSignIn({ email: 'x', password: '' }).map((e) => e.message)).toEqual([MSG.signInIdentifierInvalid, MSG.passwordMissing]);
    expect(validateSignIn({ email: 'x@', password: 'p' }).map((e) => e.message)).toEqual([MSG.emailInvalid]);
  });

  it('sign-in identifiers: email, mobile (any common typing) or username (decision 034)', () => {
    expect(parseSignInIdentifier(' A@B.co ')).toEqual({ kind: 'email', key: 'a@b.co', email: 'a@b.co' });
    for (const typed of ['+351912345678', '+351 912 345 678', '(+351) 912-345-678', '00351912345678']) {
      expect(parseSignInIdentifier(typed)).toMatchObject({ kind: 'mobile', key: '+351912345678', candidates: ['+351912345678'] });
    }
    const national = parseSignInIdentifier('912 345 678');
    expect(national).toMatchObject({ kind: 'mobile', key: '912345678', username: null });
    expect(national?.kind === 'mobile' && national.candidates).toContain('+351912345678');
    expect(mobileInCountry('912345678', 'PT')).toBe('+351912345678');
    expect(parseSignInIdentifier('Asha.Rao')).toEqual({ kind: 'username', key: 'asha.rao', username: 'asha.rao' });
    expect(parseSignInIdentifier('no pe!')).toBeNull();
  });

  it('profile limits', () => {
    expect(validateProfile({ bio: 'x'.repeat(250), firstName: 'y'.repeat(64), timezone: 'Asia/Kolkata' })).toEqual([]);
    expect(validateProfile({ gender: 'X', stereotype: 'Sleepy' }).map((e) => e.field)).toEqual(['gender', 'stereotype']);
  });

  it('maps error codes to the legacy STATUSCODE', () => {
    expect(legacyStatusFor('UNAUTHENTICATED')).toBe(2);
    expect(legacyStatusFor('REQUEST_WITHDRAWN')).toBe(3);
    expect(legacyStatusFor('BAD_USER_INPUT')).toBe(1);
    // a domain limit (sign-in, codes) is a user error the legacy client shows; 429 is admission's, set by the shim (decision 090)
    expect(legacyStatusFor('RATE_LIMITED')).toBe(1);
  });
});
