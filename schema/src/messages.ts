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
  // one-time codes (DECISIONS.md: 6 digits, 10 minutes, 5 tries, single use)
  otpResendWait: (seconds: number) => `Please wait ${seconds} seconds before asking for a new code.`,
  otpTooManySends: 'Too many codes were sent. Please try again later.',
  otpDigitsOnly: 'The code is 6 digits.',
  otpNotFound: 'This code is not valid for this request.',
  otpUsed: 'This code has already been used.',
  otpSuperseded: 'A newer code was sent. Please use the latest code.',
  otpExpired: 'This code has expired. Please ask for a new one.',
  otpTooManyTries: 'Too many wrong tries. Please ask for a new code.',
  otpMismatch: 'The code does not match. Please check it and try again.',
  otpWrongAddress: 'This code was sent to a different email address.',
  emailVerified: 'Email verified',
  noEmailOnAccount: 'Add an email address first.',
  emailInvalidDialog: 'Please enter valid email address',
  // recovery
  resetGrantInvalid: 'This reset link has expired. Please start again.',
  passwordChanged: 'Successfully Changed Password',
  attemptsRateLimited: 'Too many attempts. Please try again later.',
  // pin
  pinMismatch: 'The two PINs do not match.',
  pinIncorrect: 'Incorrect PIN.',
  pinLocked: 'PIN checks are locked after 5 wrong tries. Enter your password to unlock them.',
  pinCurrentRequired: 'Enter your current PIN first.',
  // deactivation
  notDeactivated: 'This account is not deactivated.',
  restoreWindowOver: 'The 30-day restore window has ended.',
  // generic
  notSignedIn: 'Session is invalid. Please sign in again.',
  forbidden: 'You are not allowed to do that.',
  notFound: 'Not found.',
  somethingBroke: 'Something broke!',
  tooManyFields: 'Too many operations in one request.',
} as const;
