import { SOMETHING_BROKE } from './generic-messages.js';
import { LIMITS } from './limits.js';

/**
 * User-facing messages: what GraphQL answers and the web shows, in correct English (DECISIONS.md
 * "UI text fixes obvious typos"). Where the spec's own text has typos, `SPEC_TEXT` keeps it verbatim
 * and the legacy REST shim sends that (`legacyMessage` in errors.ts). Messages the spec does not
 * name are written here too, so there is one place to read them all.
 */
export const MSG = {
  // sign-in
  emailInvalid: 'Please enter a valid email address.',
  passwordMissing: 'Please provide password.',
  signInIdentifierInvalid: 'Please enter your email address, mobile number or username.',
  credentialsIncorrect: 'Your username or password is incorrect.',
  signInRateLimited: 'Too many sign-in attempts. Please try again later.',
  // register
  usernameTaken: 'This username is already taken.',
  emailTaken: 'This email address is already registered.',
  mobileTaken: 'This mobile number is already registered.',
  mobileInvalid: 'Invalid mobile number',
  usernameShortSubmit: 'Username must be at least 2 characters.',
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
  noRecord: 'No account matches these details.',
  recoveryCodeMismatch: 'Recovery code does not match',
  passwordMismatchRecovery: '* Password does not match.',
  passwordShortRecovery: '* Password must be at least 8 characters.',
  // settings
  fileTooBig: 'This file is too big: choose one smaller than 4 MB.',
  imageInvalid: 'This image format is not supported.',
  invalidPassword: 'Invalid Password',
  incorrectPassword: '* Incorrect password.',
  passwordMismatch: '* Password does not match',
  passwordShortChange: '* Your password needs to be at least 8 characters.',
  settingsEmailTaken: 'This email address is already registered.',
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
  emailUpdatedOtpSent: 'Email updated. A code was sent to the new address.',
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
  // email change security (decision 020)
  verifyIdTooLong: 'verifyId must be at most 200 characters.',
  signInAgainToChangeEmail: 'Please sign in again to change your email address.',
  currentPasswordRequired: 'Please enter your current password.',
  resetEmailUnverified: 'This email address is not verified, so no reset code can be sent to it. Please use your recovery code.',
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
  restoreWindowOver: `The ${LIMITS.restoreWindowDays}-day restore window has ended.`,
  // publish (pools-and-squads.md §5)
  yournameRequired: '* Yourname is required',
  topicRequired: '* Topic is required',
  categoryRequired: '* Category is required',
  squadRequired: '* Squad is required',
  durationRequired: '* Duration is required',
  dateRequired: '* Date is required',
  fillRequired: '* Please fill in all required fields',
  topicFileTooBig: 'This image is too big: choose one smaller than 4 MB.',
  topicImageInvalid: 'This image format is not supported: use JPG, PNG, BMP or WebP.',
  squadRange: 'Squad size must be 1 to 5.',
  durationRange: 'Duration must be 1 to 99 days.',
  dateInvalid: 'Start date must be a date (YYYY-MM-DD).',
  dateNotFuture: 'Start date must be tomorrow or later.',
  timeInvalid: 'Start time must be a time (HH:mm).',
  categoryUnknown: 'This category does not exist.',
  timelineLength: (days: number) => `The timeline needs one entry for each of the ${days} days.`,
  timelineTitleRequired: (day: number) => `Day ${day} needs a title.`,
  topicNotFound: 'This topic does not exist.',
  topicActiveNoDelete: 'An active topic cannot be deleted.',
  onlyOwnerDeletes: 'Only the owner can delete this topic.',
  onlyAuthorEdits: 'Only the author of this entry can edit it.',
  timelineEntryNotFound: 'This timeline entry does not exist.',
  // requests and squads (pools-and-squads.md §4, §8)
  requestConfirmed: 'User request is confirmed',
  requestDeleted: 'User request is deleted',
  requestWithdrawn: 'This request was cancelled by its sender.',
  requestCancelled: 'Request cancelled',
  requestAlreadyCancelled: 'This request was already cancelled.',
  requestAlreadyOpen: 'There is already an open request for this topic.',
  requestNotPending: 'This request has already been answered.',
  requestAlreadyConfirmed: 'This request was already confirmed.',
  squadOnly: 'Only squad members can see the squad.',
  requestNotFound: 'This request does not exist.',
  squadFull: 'This squad is full.',
  alreadyMember: 'Already a member of this squad.',
  ownerCannotJoin: 'You own this topic.',
  topicEnded: 'This topic has ended.',
  onlyOwnerInvites: 'Only the owner can send requests for this topic.',
  onlyRecipientAnswers: 'Only the person this request was sent to can answer it.',
  onlySenderCancels: 'Only the sender can cancel this request.',
  onlyOwnerRemoves: 'Only the owner can remove squad members.',
  cannotRemoveSelf: 'The owner cannot remove themselves.',
  notAMember: 'This person is not in the squad.',
  ownerCannotLeave: 'The owner cannot leave their own squad.',
  cannotReportSelf: 'You cannot report yourself.',
  reportReasonInvalid: 'Choose one of the eight reasons.',
  reportSent: 'Thanks, your report was sent.',
  userNotFound: 'This person does not exist.',
  searchTooShort: `Type at least ${LIMITS.searchMin} characters.`,
  // comments and replies (pools-and-squads.md §4–§6, DECISIONS.md "Discussion")
  commentEmpty: 'Write something first.',
  commentTooLong: 'Maximum 64000 characters.',
  htmlTooManyTags: 'Too much formatting: at most 5000 tags.',
  htmlTooDeep: 'Formatting is nested too deeply: at most 100 levels.',
  commentNotFound: 'This comment does not exist.',
  replyNotFound: 'This reply does not exist.',
  onlyAuthorEditsComment: 'Only the author can edit this.',
  cannotDeleteComment: 'Only the author or the topic owner can delete this.',
  cannotReportOwnComment: 'You cannot report your own comment.',
  commentDeleted: 'Comment deleted',
  replyDeleted: 'Reply deleted',
  commentUpdated: 'Comment updated',
  // the squad's feed (active-topic.md §5, §8): correct English on screen and in GraphQL;
  // LEGACY_POST_ALERTS below keeps the spec's alerts verbatim for legacy clients
  postEmpty: 'Write something or add an image first.',
  postTooLong: 'Maximum 64000 characters.',
  postTooManyImages: 'Maximum 8 images.',
  postImageTooBig: 'File too big: select a file under 4 MB.',
  postImageInvalid: 'This image is not in a valid format.',
  postNotFound: 'This post does not exist.',
  cannotDeletePost: 'Only the author or the topic owner can delete this post.',
  feedSquadOnly: 'Only squad members can see this feed.',
  postDeleted: 'Post deleted',
  postClientIdInvalid: 'clientId must be 1 to 64 letters, digits, "-" or "_".',
  // smart tags and in-topic search (active-topic.md §5, decision 030)
  smartTagEmpty: 'Write a smart tag first.',
  smartTagTooLong: `A smart tag is at most ${LIMITS.smartTagMax} characters.`,
  smartTagSquadOnly: 'Only squad members can tag posts in this topic.',
  smartTagPostNotFound: 'This post does not exist.',
  topicSearchSquadOnly: 'Only squad members can search this topic.',
  topicSearchTooShort: (min: number) => `Type at least ${min} characters to search.`,
  topicSearchTooLong: `Search for at most ${LIMITS.topicSearchQueryMax} characters.`,
  // notifications
  notificationNotFound: 'This notification does not exist.',
  // follow and profiles
  cannotFollowSelf: 'You cannot follow yourself.',
  // request guards (issue 10): what every door (HTTP, WebSocket, REST shim) refuses before running
  queryTooDeep: (max: number) => `This query nests too deeply (at most ${max} levels).`,
  queryTooCostly: (max: number) => `This query asks for too much at once (cost above ${max}): ask for smaller pages or fewer nested lists.`,
  queryTooManyFields: (max: number) => `This query selects too many fields (at most ${max}).`,
  queryTooManyAliases: (max: number) => `This query uses too many aliases (at most ${max}).`,
  textCharacterNotAllowed: (where: string, what: string) => `Text in ${where} contains a character that is not allowed (${what}).`,
  textTooLong: (where: string, max: number) => `Text in ${where} is too long (at most ${max.toLocaleString('en-US')} characters).`,
  crossSiteRefused: 'Cross-site requests are not allowed.',
  jsonRequired: 'Send the body as JSON (Content-Type: application/json).',
  // per-IP limits outside sign-in (decision 018)
  registrationsRateLimited: 'Too many accounts created from this address. Please try again later.',
  visitsRateLimited: 'Too many records from this address.',
  // takeaways and resources (issue 12, decision 031)
  squadMembersOnly: "Only this topic's squad members can do that.",
  takeawayEmpty: 'Write your takeaway first.',
  takeawayTooLong: `A takeaway is at most ${LIMITS.takeawayMax} characters.`,
  takeawayNotFound: 'This takeaway does not exist.',
  onlyAuthorEditsTakeaway: 'Only its author can change this takeaway.',
  cannotDeleteTakeaway: 'Only its author or the topic owner can delete this takeaway.',
  noTimelineDay: 'This topic has no timeline day to add a takeaway to.',
  resourceLinkRequired: 'Enter a link.',
  resourceNameRequired: 'Enter a name.',
  resourceLinkTooLong: `A link is at most ${LIMITS.resourceUrlMax} characters.`,
  resourceNameTooLong: `A name is at most ${LIMITS.resourceNameMax} characters.`,
  resourceLinkSpaces: 'A link cannot contain spaces.',
  resourceLinkInvalid: 'Enter a web address (http or https), e.g. example.com/page.',
  resourceNotFound: 'This resource does not exist.',
  cannotChangeResource: 'Only the person who added this resource or the topic owner can change it.',
  clientIdReused: 'This clientId was already used for something else.',
  resourceDeleted: 'Resource deleted',
  resourceUpdated: 'Resource updated',
  // generic
  notSignedIn: 'Session is invalid. Please sign in again.',
  forbidden: 'You are not allowed to do that.',
  notFound: 'Not found.',
  cursorInvalid: 'This cursor is not valid.',
  somethingBroke: SOMETHING_BROKE,
  tooManyFields: 'Too many operations in one request.',
  /** Any per-user or per-IP rate limit outside sign-in and secret checks (decision 018). */
  tooOften: "You're doing that too often. Please wait a minute and try again.",
  tooOftenThisHour: "You're doing that too often. Please try again later.",
} as const;

/**
 * The spec's verbatim text of messages whose screen form above fixes it (accounts.md §5, §8;
 * pools-and-squads.md §8). The legacy REST MESSAGE carries these (decision 034).
 */
export const SPEC_TEXT = {
  emailInvalid: 'Please enter valid email address.',
  credentialsIncorrect: 'Your Username or Password is Incorrect',
  usernameTaken: 'User name already exist',
  emailTaken: 'Email already exist',
  mobileTaken: 'Mobile already exist',
  usernameShortSubmit: 'Username must be least 2 characters.',
  noRecord: 'No Record Found !!',
  fileTooBig: 'File too Big,Select a file less than 4mb !',
  imageInvalid: 'Image is not valid format !',
  settingsEmailTaken: '* Email already exist',
  emailUpdatedOtpSent: 'Email Updated OTP send to new email id',
  topicFileTooBig: 'File too Big,Select a file less than 4mb',
  topicImageInvalid: 'Image is not valid format',
  requestWithdrawn: 'User has Canceled Request !!',
  squadFull: 'Member is Full',
  /** Sign-in by mobile or username (decision 034): a legacy client still reads the email message. */
  signInIdentifierInvalid: 'Please enter valid email address.',
  linkCopied: 'Link Copied !!',
} as const satisfies Partial<Record<keyof typeof MSG | 'linkCopied', string>>;

/**
 * The spec's composer alerts verbatim (active-topic.md §5, §8), typos included, keyed by the
 * correct message GraphQL and the web use: a legacy client is answered (REST MESSAGE, GraphQL
 * `extensions.legacyMessage`) with the text it knows.
 */
export const LEGACY_POST_ALERTS: Record<string, string> = {
  [MSG.postTooLong]: 'maxium char is allowed 64000',
  [MSG.postImageTooBig]: 'File too Big,Select a file less than 4mb',
  [MSG.postImageInvalid]: 'Image is not valid format',
  [MSG.postTooManyImages]: 'Maximum 8 Images',
};
