import { LIMITS, MSG } from '@poolmates/schema';
import type { Request, Response } from 'express';
import { obj, optStr, str } from './body.js';
import { fail, LegacyFailure, LegacyInputError } from './envelope.js';
import { LEGACY_USER_FIELDS, toLegacyUser } from './legacy-user.js';
import type { RestRow } from './row.js';

/** Legacy reset clients never saw a reset token: the verified step leaves it in a cookie for /resetpassword. */
const RESET_COOKIE = 'pm_reset';
function keepResetToken(res: Response, token: string) {
  res.cookie(RESET_COOKIE, token, { httpOnly: true, sameSite: 'strict', path: '/resetpassword', maxAge: LIMITS.resetGrantMinutes * 60_000 });
}
function resetTokenFrom(body: Record<string, unknown>, req: Request): string {
  const fromBody = optStr(body, 'resetToken');
  const fromCookie = /(?:^|;\s*)pm_reset=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  const token = fromBody || fromCookie;
  if (!token) throw new LegacyInputError(MSG.resetGrantInvalid);
  return token;
}

const clientInfo = (o: Record<string, unknown>) => ({
  timezone: optStr(o, 'timezone') ?? null,
  browser: optStr(o, 'browser') ?? null,
  os: optStr(o, 'os') ?? null,
  device: optStr(o, 'deviceinfo', 'device') ?? null,
  gmt: optStr(o, 'gmt') ?? null,
});

const SEND_VERIFICATION = 'mutation LegacySendOtp { sendVerificationEmail { verifyId email } }';
const VERIFY_EMAIL = 'mutation LegacyVerifyOtp($id: ID!, $code: String!) { verifyEmail(verifyId: $id, code: $code) { email emailVerified } }';
const verifyEmailVars = (b: Record<string, unknown>) => {
  const v = obj(b.verifyobj, 'verifyobj');
  return { id: str(v, 'verifyid'), code: str(v, 'otp', 'otpValue') };
};
const takenAsPayload = (message: string) => (message === MSG.emailTaken ? { ...fail(MSG.emailTaken), PAYLOAD: 1 } : undefined);

/** accounts.md §7: OTP, recovery, onboarding, settings, PIN, deactivation, visits, profile photo. */
export const accountLifecycleRows: RestRow[] = [
  {
    method: 'post',
    path: '/sendopt',
    // signed in: the 'Verify Email Id' dialog; a visitor: the 'Using Email' step of forgot password
    document: (_req, signedIn) =>
      signedIn ? SEND_VERIFICATION : 'mutation LegacySendResetOtp($who: RecoveryIdentity!) { sendPasswordResetCode(who: $who) { verifyId email } }',
    variables: (b) => {
      const u = b.userObj === undefined ? {} : obj(b.userObj, 'userObj');
      return { who: { email: optStr(u, 'email', 'useremail') ?? null } };
    },
    payload: (d) => {
      const r = d.sendVerificationEmail ?? d.sendPasswordResetCode;
      return { verifyid: r.verifyId, email: r.email };
    },
    message: 'OTP sent',
  },
  { method: 'post', path: '/senduseremailotp', document: SEND_VERIFICATION, payload: (d) => ({ verifyid: d.sendVerificationEmail.verifyId, email: d.sendVerificationEmail.email }), message: 'OTP sent' },
  { method: 'post', path: '/verifyemailotp', document: VERIFY_EMAIL, variables: verifyEmailVars, payload: (d) => ({ isEmailVerified: d.verifyEmail.emailVerified }), message: MSG.emailVerified },
  { method: 'post', path: '/verifyuserupdatemailopt', document: VERIFY_EMAIL, variables: verifyEmailVars, payload: (d) => ({ isEmailVerified: d.verifyEmail.emailVerified, useremail: d.verifyEmail.email }), message: MSG.emailVerified },
  {
    method: 'post',
    path: '/updateuseremailaccount',
    document: 'mutation LegacyChangeEmail($email: String!) { changeEmail(email: $email) { verifyId email } }',
    variables: (b) => ({ email: str(b, 'userEmail') }),
    payload: (d) => ({ verifyid: d.changeEmail.verifyId, email: d.changeEmail.email }),
    message: MSG.emailUpdatedOtpSent,
    onError: takenAsPayload,
  },
  {
    method: 'post',
    path: '/getuserpassinfo',
    document: 'mutation LegacyFindByEmail($who: RecoveryIdentity!) { findAccountForRecovery(who: $who) { maskedEmail canUseEmail } }',
    variables: (b) => ({ who: { email: str(obj(b.passobj, 'passobj'), 'useremail', 'email') } }),
    payload: (d) => ({ result: { useremail: d.findAccountForRecovery.maskedEmail, verifyid: '' } }),
    onError: (m) => (m === MSG.noRecord ? { ...fail(m), PAYLOAD: { result: 'NA' } } : undefined),
  },
  {
    method: 'post',
    path: '/getuserpassmobinfo',
    document: 'mutation LegacyFindByMobile($who: RecoveryIdentity!) { findAccountForRecovery(who: $who) { maskedEmail canUseEmail } }',
    variables: (b) => ({ who: { mobile: str(obj(b.passobj, 'passobj'), 'usermobile', 'mobile') } }),
    payload: (d, res) => ({ result: { mobile: res.req.body.passobj.usermobile ?? res.req.body.passobj.mobile, useremail: d.findAccountForRecovery.maskedEmail } }),
    onError: (m) => (m === MSG.noRecord ? { ...fail(m), PAYLOAD: { result: 'NA' } } : undefined),
  },
  {
    method: 'post',
    path: '/confirmopt',
    document: 'mutation LegacyConfirmOtp($id: ID!, $code: String!) { verifyPasswordResetCode(verifyId: $id, code: $code) { resetToken } }',
    variables: (b) => {
      const o = obj(b.obj, 'obj');
      return { id: str(o, 'verifyid'), code: str(o, 'otpValue', 'otp') };
    },
    payload: (d, res) => {
      keepResetToken(res, d.verifyPasswordResetCode.resetToken);
      return { resetToken: d.verifyPasswordResetCode.resetToken };
    },
    message: 'OTP verified',
  },
  {
    method: 'post',
    path: '/verifysecuirtycode',
    document: 'mutation LegacyRecoveryCode($who: RecoveryIdentity!, $code: String!) { verifyRecoveryCode(who: $who, code: $code) { resetToken } }',
    variables: (b) => ({ who: { email: str(b, 'useremail') }, code: str(b, 'secuirtycode') }),
    payload: (d, res) => {
      keepResetToken(res, d.verifyRecoveryCode.resetToken);
      return { resetToken: d.verifyRecoveryCode.resetToken };
    },
    message: 'Recovery code verified',
  },
  {
    method: 'post',
    path: '/resetpassword',
    document: `mutation LegacyReset($t: String!, $p: String!, $c: String!) { resetPassword(resetToken: $t, password: $p, confirmPassword: $c) { status newSecurityCode user { id } } }`,
    variables: (b, req) => {
      const p = obj(b.passobj, 'passobj');
      return { t: resetTokenFrom(p, req), p: str(p, 'password'), c: str(p, 'confpassword', 'confirmPassword') };
    },
    payload: (d, res) => {
      res.clearCookie(RESET_COOKIE, { path: '/resetpassword' });
      return { userdetails: { userid: Number(d.resetPassword.user.id), status: 1 }, secuirtycode: d.resetPassword.newSecurityCode ?? undefined };
    },
    message: MSG.passwordChanged,
  },
  {
    method: 'post',
    path: '/completeprofile',
    document: 'mutation LegacyCompleteProfile($input: OnboardingProfileInput!) { completeOnboardingProfile(input: $input) { id } }',
    variables: (b) => {
      const u = obj(b.userobj, 'userobj');
      const s = optStr(u, 'sterotype', 'stereotype');
      const g = optStr(u, 'gender');
      return { input: { stereotype: s === 'Blank' || s === '' ? null : s, gender: g === '' ? null : g, location: optStr(u, 'location'), timezone: optStr(u, 'timezone') } };
    },
    payload: () => 1,
    message: 'Profile completed',
  },
  {
    method: 'post',
    path: '/updateuseraccstatus',
    document: 'mutation LegacyOnboarded { setOnboardingStep(step: DONE) { onboardingStep } }',
    payload: () => 1,
    message: 'Account status updated',
  },
  {
    method: 'post',
    path: '/userLoginInfo',
    document: 'mutation LegacyLoginInfo($input: ClientInfoInput!) { recordClientInfo(input: $input) }',
    variables: (b) => ({ input: clientInfo(obj(b.userloginobj, 'userloginobj')) }),
    payload: () => 1,
  },
  {
    method: 'post',
    path: '/usersinfodata',
    document: 'mutation LegacyUsersInfo($input: ClientInfoInput!) { recordClientInfo(input: $input) }',
    variables: (b) => ({ input: clientInfo(obj(b.userobj, 'userobj')) }),
    payload: () => 1,
  },
  {
    method: 'post',
    path: '/appdownload',
    document: 'mutation LegacyAppDownload($input: ClientInfoInput!) { recordAppDownload(input: $input) }',
    variables: (b) => ({ input: clientInfo(b.userobj === undefined ? {} : obj(b.userobj, 'userobj')) }),
    payload: () => 1,
  },
  {
    method: 'post',
    path: '/checkuserpassword',
    document: 'query LegacyCheckPassword($p: String!) { checkPassword(password: $p) }',
    variables: (b) => ({ p: str(obj(b.usrpasswordobj, 'usrpasswordobj'), 'password', 'currentpassword') }),
    payload: (d) => {
      if (!d.checkPassword) throw new LegacyFailure(MSG.incorrectPassword);
      return 0;
    },
  },
  {
    method: 'post',
    path: '/changeuserpassword',
    document: 'mutation LegacyChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { message } }',
    variables: (b) => {
      const p = obj(b.usrpassword, 'usrpassword');
      return { input: { currentPassword: str(p, 'currentpassword'), newPassword: str(p, 'newpass'), confirmPassword: str(p, 'conpass') } };
    },
    payload: () => 1,
    message: MSG.passwordUpdated,
  },
  {
    method: 'post',
    path: '/deactivateaccount',
    document: 'mutation LegacyDeactivate($p: String!) { deactivateAccount(password: $p) { ok } }',
    variables: (b) => ({ p: str(obj(b.obj, 'obj'), 'password') }),
    payload: () => 1,
    message: 'Account deactivated',
  },
  {
    method: 'post',
    path: '/updateusername',
    document: `mutation LegacyUsername($u: String!) { updateProfile(input: { username: $u }) { ${LEGACY_USER_FIELDS} } }`,
    variables: (b) => ({ u: str(obj(b.userobj, 'userobj'), 'username', 'userName') }),
    payload: (d) => toLegacyUser(d.updateProfile),
    message: 'Username updated',
  },
  {
    method: 'post',
    path: '/getsecruitycode',
    document: 'query LegacySecurityCode($p: String) { securityCode(password: $p) { code } }',
    variables: (b) => ({ p: optStr(b, 'password') ?? null }),
    payload: (d) => d.securityCode.code,
  },
  {
    method: 'post',
    path: '/verifyuserpin',
    document: 'mutation LegacyVerifyPin($p: String!) { verifyPin(pin: $p) { message } }',
    variables: (b) => ({ p: str(b, 'userpin') }),
    payload: () => 1,
    message: 'PIN verified',
  },
  {
    method: 'post',
    path: '/updateuserpin',
    document: 'mutation LegacySetPin($input: SetPinInput!) { setPin(input: $input) { message } }',
    variables: (b) => {
      const pin = str(b, 'pin');
      return { input: { pin, confirmPin: optStr(b, 'confirmpin', 'conpin') ?? pin, currentPin: optStr(b, 'currentpin', 'oldpin') ?? null } };
    },
    payload: () => 1,
    message: MSG.pinUpdated,
  },
  {
    method: 'post',
    path: '/updateprofilephoto',
    document: 'mutation LegacyPhoto($file: Upload!) { uploadProfilePicture(file: $file) { profileImageUrl } }',
    multipart: { fileField: 'file', variable: 'file', maxBytes: LIMITS.profileImageMaxBytes, fileRequired: true },
    payload: (d) => ({ profile_image: d.uploadProfilePicture.profileImageUrl }),
    message: 'Profile picture updated',
  },
];
