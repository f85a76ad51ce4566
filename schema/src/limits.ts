/** Business constants and limits (accounts.md §9, DECISIONS.md). The only place they are written. */
export const LIMITS = {
  usernameMin: 2,
  usernameMax: 30,
  passwordMinRegister: 6,
  passwordMinChange: 8,
  passwordMax: 128,
  emailMax: 254,
  profileFieldMax: 64,
  bioMax: 250,
  timezoneMax: 64,
  otpLength: 6,
  otpTtlSeconds: 10 * 60,
  otpMaxAttempts: 5,
  otpResendSeconds: 30,
  /** Codes one account may be sent per hour. */
  otpSendsPerHour: 10,
  /** Code, recovery-code, password and PIN checks per account / per IP per window. */
  secretChecksPerAccount: 10,
  secretChecksPerIp: 50,
  pinMaxFailures: 5,
  resetGrantMinutes: 15,
  pinLength: 4,
  restoreWindowDays: 30,
  sessionTtlDays: 30,
  profileImageMaxBytes: 4 * 1024 * 1024,
  profileImageSize: 280,
  pageSizeDefault: 5,
  pageSizeMax: 100,
  /** Sign-in attempts allowed per window before "try again later". */
  signInPerAccount: 5,
  signInPerIp: 30,
  rateWindowSeconds: 15 * 60,
  topicYourNameMax: 30,
  topicTitleMax: 38,
  topicDescriptionMax: 500,
  durationMin: 1,
  durationMax: 99,
  squadMin: 1,
  squadMax: 5,
  topicsPageSize: 5,
  timelineTitleMax: 100,
  timelineDescriptionMax: 2000,
  topicImageWidth: 500,
  topicImageHeight: 550,
  /** DECISIONS.md: user HTML is at most 64,000 characters. */
  commentHtmlMax: 64_000,
  commentsPageSize: 5,
  repliesPageSize: 5,
  followPageSize: 10,
  reportReasons: 8,
  /** Root fields a single GraphQL request may carry (alias batching guard). */
  maxRootFields: 10,
} as const;

/** The mobile layout breakpoint of the spec, in CSS pixels. */
export const MOBILE_BREAKPOINT_PX = 780;
