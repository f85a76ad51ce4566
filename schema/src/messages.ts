/**
 * User-facing messages, verbatim from the spec (accounts.md §5, §8). The legacy REST shim sends
 * them unchanged; the web forms show them unchanged. Messages the spec does not name are written
 * here too, so there is one place to read them all.
 */
export const MSG = {
  // sign-in
  emailInvalid: 'Please enter valid email address.',
  passwordMissing: 'Please provide password.',
  credentialsIncorrect: 'Your Username or Password is Incorrect',
  signInRateLimited: 'Too many sign-in attempts. Please try again later.',
  // register
  usernameTaken: 'User name already exist',
  emailTaken: 'Email already exist',
  mobileTaken: 'Mobile already exist',
  mobileInvalid: 'Invalid mobile number',
  usernameShortSubmit: 'Username must be least 2 characters.',
  usernameShort: 'Username must be at least 2 characters.',
  usernameLong: 'Username must be at most 30 characters.',
  usernameChars: 'Username may use only letters, digits, ".", "_" and "-".',
  passwordShortRegister: 'Password must be at least 6 characters.',
  passwordLong: 'Password must be at most 128 characters.',
  passwordCommon: 'This password is too common.',
  emailOrMobileRequired: 'Please enter an email address or a mobile number.',
  // recovery
  recoveryEmailInvalid: '* Please enter valid email address.',
  recoveryMobileInvalid: '* Please enter valid mobile number.',
  noRecord: 'No Record Found !!',
  recoveryCodeMismatch: 'Recovery code does not match',
  passwordMismatchRecovery: '* Password does not match.',
  passwordShortRecovery: '* Password must be at least 8 characters.',
  // settings
  fileTooBig: 'File too Big,Select a file less than 4mb !',
  imageInvalid: 'Image is not valid format !',
  invalidPassword: 'Invalid Password',
  incorrectPassword: '* Incorrect password.',
  passwordMismatch: '* Password does not match',
  passwordShortChange: '* Your password needs to be at least 8 characters.',
  settingsEmailTaken: '* Email already exist',
  settingsEmailInvalid: '* Please enter valid email address.',
  pinRequired: 'Please Enter Pin',
  // profile
  fieldTooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  bioNewline: 'Bio must be a single line.',
  genderInvalid: 'Gender must be M, F or O.',
  stereotypeInvalid: 'Stereotype must be one of Casual, Geek, Genius, Smart, Lazy, Nerd or none.',
  timezoneInvalid: 'Time zone is not a known IANA zone.',
  // successes
  passwordUpdated: 'Password updated',
  pinUpdated: 'User pin is updated',
  emailUpdatedOtpSent: 'Email Updated OTP send to new email id',
  // generic
  notSignedIn: 'Session is invalid. Please sign in again.',
  forbidden: 'You are not allowed to do that.',
  notFound: 'Not found.',
  somethingBroke: 'Something broke!',
  tooManyFields: 'Too many operations in one request.',
} as const;
