import { LIMITS, MSG } from '@poolmates/schema';
import type { Request, Response } from 'express';
import type { Gender, Stereotype } from '../../gql/graphql.js';
import { graphql } from '../../gql/index.js';
import { obj, optStr, str } from '../../rest/body.js';
import { fail, LegacyFailure, LegacyInputError } from '../../rest/envelope.js';
import { toLegacyUser } from '../../rest/legacy-format.js';
import { defineRow, type RestRow } from '../../rest/row.js';

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

const SendVerification = graphql(`mutation LegacySendOtp($cv: String) { sendVerificationEmail(clientVerifyId: $cv) { verifyId email } }`);
const SendResetCode = graphql(
  `mutation LegacySendResetOtp($who: RecoveryIdentity!, $cv: String) { sendPasswordResetCode(who: $who, clientVerifyId: $cv) { verifyId email } }`,
);
/** The client's own verifyid ("a generated id plus a timestamp"), kept with the code so it can check with it. */
function clientVerifyId(o: Record<string, unknown>): string | null {
  const v = o.verifyid ?? o.verifyId;
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') throw new LegacyInputError('verifyid must be a string.');
  return v;
}
const userObjOf = (b: Record<string, unknown>) => (b.userObj === undefined ? {} : obj(b.userObj, 'userObj'));
const VerifyEmail = graphql(`mutation LegacyVerifyOtp($id: ID!, $code: String!) { verifyEmail(verifyId: $id, code: $code) { email emailVerified } }`);
const verifyEmailVars = (b: Record<string, unknown>) => {
  const v = obj(b.verifyobj, 'verifyobj');
  const id = clientVerifyId(v);
  if (!id) throw new LegacyInputError('verifyid is required.');
  return { id, code: str(v, 'otp', 'otpValue') };
};
const takenAsPayload = (message: string) => (message === MSG.emailTaken ? { ...fail(MSG.emailTaken), PAYLOAD: 1 } : undefined);

/** accounts.md §7: OTP, recovery, onboarding, settings, PIN, deactivation, visits, profile photo. */
export const accountRows: RestRow[] = [
  defineRow({
    method: 'post',
    path: '/sendopt',
    // signed in: the 'Verify Email Id' dialog; a visitor: the 'Using Email' step of forgot password
    document: (_req, signedIn) =>
      signedIn
        ? SendVerification
        : SendResetCode,
    input: (b) => {
      const u = userObjOf(b);
      return { who: { email: optStr(u, 'email', 'useremail') ?? null }, cv: clientVerifyId(u) };
    },
    payload: (d) => {
      const r = 'sendVerificationEmail' in d ? d.sendVerificationEmail : d.sendPasswordResetCode;
      return { verifyid: r.verifyId, email: r.email };
    },
    message: 'OTP sent',
  }),
  defineRow({
    method: 'post',
    path: '/senduseremailotp',
    document: SendVerification,
    input: (b) => ({ cv: clientVerifyId(userObjOf(b)) }),
    payload: (d) => ({ verifyid: d.sendVerificationEmail.verifyId, email: d.sendVerificationEmail.email }),
    message: 'OTP sent',
  }),
  defineRow({ method: 'post', path: '/verifyemailotp', document: VerifyEmail, input: verifyEmailVars, payload: (d) => ({ isEmailVerified: d.verifyEmail.emailVerified }), message: MSG.emailVerified }),
  defineRow({ method: 'post', path: '/verifyuserupdatemailopt', document: VerifyEmail, input: verifyEmailVars, payload: (d) => ({ isEmailVerified: d.verifyEmail.emailVerified, useremail: d.verifyEmail.email }), message: MSG.emailVerified }),
  defineRow({
    method: 'post',
    path: '/updateuseremailaccount',
    // no password field in the legacy body: allowed only in "sudo mode" (signed in < 10 minutes ago)
    document: graphql(`mutation LegacyChangeEmail($email: String!, $cv: String) { changeEmailWithRecentSignIn(email: $email, clientVerifyId: $cv) { verifyId email } }`),
    input: (b) => ({ email: str(b, 'userEmail'), cv: clientVerifyId(b) }),
    payload: (d) => ({ verifyid: d.changeEmailWithRecentSignIn.verifyId, email: d.changeEmailWithRecentSignIn.email }),
    message: MSG.emailUpdatedOtpSent,
    onError: takenAsPayload,
  }),
  defineRow({
    method: 'post',
    path: '/getuserpassinfo',
    document: graphql(`mutation LegacyFindByEmail($who: RecoveryIdentity!) { findAccountForRecovery(who: $who) { maskedEmail canUseEmail verifyId } }`),
    input: (b) => ({ who: { email: str(obj(b.passobj, 'passobj'), 'useremail', 'email') } }),
    // `useremail` echoes the address the client typed (it sends it on to /sendopt; the lookup
    // reveals no more than "found"); the verifyid /confirmopt sends back with the code /sendopt mails next (decision 020)
    payload: (d, { who }) => ({ result: { useremail: who.email, verifyid: d.findAccountForRecovery.verifyId } }),
    onError: (m) => (m === MSG.noRecord ? { ...fail(m), PAYLOAD: { result: 'NA' } } : undefined),
  }),
  defineRow({
    method: 'post',
    path: '/getuserpassmobinfo',
    document: graphql(`mutation LegacyFindByMobile($who: RecoveryIdentity!) { findAccountForRecovery(who: $who) { maskedEmail canUseEmail } }`),
    input: (b) => ({ who: { mobile: str(obj(b.passobj, 'passobj'), 'usermobile', 'mobile') } }),
    payload: (d, { who }) => ({ result: { mobile: who.mobile, useremail: d.findAccountForRecovery.maskedEmail } }),
    onError: (m) => (m === MSG.noRecord ? { ...fail(m), PAYLOAD: { result: 'NA' } } : undefined),
  }),
  defineRow({
    method: 'post',
    path: '/confirmopt',
    document: graphql(`mutation LegacyConfirmOtp($id: ID!, $code: String!) { verifyPasswordResetCode(verifyId: $id, code: $code) { resetToken } }`),
    input: (b) => {
      const o = obj(b.obj, 'obj');
      const id = clientVerifyId(o);
      if (!id) throw new LegacyInputError('verifyid is required.');
      return { id, code: str(o, 'otpValue', 'otp') };
    },
    payload: (d, _input, res) => {
      keepResetToken(res, d.verifyPasswordResetCode.resetToken);
      return { resetToken: d.verifyPasswordResetCode.resetToken };
    },
    message: 'OTP verified',
  }),
  defineRow({
    method: 'post',
    path: '/verifysecuirtycode',
    document: graphql(`mutation LegacyRecoveryCode($who: RecoveryIdentity!, $code: String!) { verifyRecoveryCode(who: $who, code: $code) { resetToken } }`),
    input: (b) => ({ who: { email: str(b, 'useremail') }, code: str(b, 'secuirtycode') }),
    payload: (d, _input, res) => {
      keepResetToken(res, d.verifyRecoveryCode.resetToken);
      return { resetToken: d.verifyRecoveryCode.resetToken };
    },
    message: 'Recovery code verified',
  }),
  defineRow({
    method: 'post',
    path: '/resetpassword',
    document: graphql(`mutation LegacyReset($t: String!, $p: String!, $c: String!) { resetPassword(resetToken: $t, password: $p, confirmPassword: $c) { status newSecurityCode user { id } } }`),
    input: (b, req) => {
      const p = obj(b.passobj, 'passobj');
      return { t: resetTokenFrom(p, req), p: str(p, 'password'), c: str(p, 'confpassword', 'confirmPassword') };
    },
    payload: (d, _input, res) => {
      res.clearCookie(RESET_COOKIE, { path: '/resetpassword' });
      return { userdetails: { userid: Number(d.resetPassword.user.id), status: 1 }, secuirtycode: d.resetPassword.newSecurityCode ?? undefined };
    },
    message: MSG.passwordChanged,
  }),
  defineRow({
    method: 'post',
    path: '/completeprofile',
    document: graphql(`mutation LegacyCompleteProfile($input: OnboardingProfileInput!) { completeOnboardingProfile(input: $input) { id } }`),
    input: (b) => {
      const u = obj(b.userobj, 'userobj');
      const s = optStr(u, 'sterotype', 'stereotype');
      const g = optStr(u, 'gender');
      // an unknown value goes on as it came: the operation refuses it with its own message
      return { input: { stereotype: s === 'Blank' || s === '' ? null : (s as Stereotype | null | undefined), gender: g === '' ? null : (g as Gender | null | undefined), location: optStr(u, 'location'), timezone: optStr(u, 'timezone') } };
    },
    payload: () => 1,
    message: 'Profile completed',
  }),
  defineRow({
    method: 'post',
    path: '/updateuseraccstatus',
    document: graphql(`mutation LegacyOnboarded { setOnboardingStep(step: DONE) { onboardingStep } }`),
    payload: () => 1,
    message: 'Account status updated',
  }),
  defineRow({
    method: 'post',
    path: '/userLoginInfo',
    document: graphql(`mutation LegacyLoginInfo($input: ClientInfoInput!) { recordClientInfo(input: $input) }`),
    input: (b) => ({ input: clientInfo(obj(b.userloginobj, 'userloginobj')) }),
    payload: () => 1,
  }),
  defineRow({
    method: 'post',
    path: '/usersinfodata',
    document: graphql(`mutation LegacyUsersInfo($input: ClientInfoInput!) { recordClientInfo(input: $input) }`),
    input: (b) => ({ input: clientInfo(obj(b.userobj, 'userobj')) }),
    payload: () => 1,
  }),
  defineRow({
    method: 'post',
    path: '/appdownload',
    document: graphql(`mutation LegacyAppDownload($input: ClientInfoInput!) { recordAppDownload(input: $input) }`),
    input: (b) => ({ input: clientInfo(b.userobj === undefined ? {} : obj(b.userobj, 'userobj')) }),
    payload: () => 1,
  }),
  defineRow({
    method: 'post',
    path: '/checkuserpassword',
    document: graphql(`query LegacyCheckPassword($p: String!) { checkPassword(password: $p) }`),
    input: (b) => ({ p: str(obj(b.usrpasswordobj, 'usrpasswordobj'), 'password', 'currentpassword') }),
    payload: (d) => {
      if (!d.checkPassword) throw new LegacyFailure(MSG.incorrectPassword);
      return 0;
    },
  }),
  defineRow({
    method: 'post',
    path: '/changeuserpassword',
    document: graphql(`mutation LegacyChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { message } }`),
    input: (b) => {
      const p = obj(b.usrpassword, 'usrpassword');
      return { input: { currentPassword: str(p, 'currentpassword'), newPassword: str(p, 'newpass'), confirmPassword: str(p, 'conpass') } };
    },
    payload: () => 1,
    message: MSG.passwordUpdated,
  }),
  defineRow({
    method: 'post',
    path: '/deactivateaccount',
    document: graphql(`mutation LegacyDeactivate($p: String!) { deactivateAccount(password: $p) { ok } }`),
    input: (b) => ({ p: str(obj(b.obj, 'obj'), 'password') }),
    payload: () => 1,
    message: 'Account deactivated',
  }),
  defineRow({
    method: 'post',
    path: '/updateusername',
    document: graphql(`mutation LegacyUsername($u: String!) { updateProfile(input: { username: $u }) { ...LegacyUser } }`),
    input: (b) => ({ u: str(obj(b.userobj, 'userobj'), 'username', 'userName') }),
    payload: (d) => toLegacyUser(d.updateProfile),
    message: 'Username updated',
  }),
  defineRow({
    method: 'post',
    path: '/getsecruitycode',
    document: graphql(`query LegacySecurityCode($p: String) { securityCode(password: $p) { code } }`),
    input: (b) => ({ p: optStr(b, 'password') ?? null }),
    payload: (d) => d.securityCode.code,
  }),
  defineRow({
    method: 'post',
    path: '/verifyuserpin',
    document: graphql(`mutation LegacyVerifyPin($p: String!) { verifyPin(pin: $p) { message } }`),
    input: (b) => ({ p: str(b, 'userpin') }),
    payload: () => 1,
    message: 'PIN verified',
  }),
  defineRow({
    method: 'post',
    path: '/updateuserpin',
    document: graphql(`mutation LegacySetPin($input: SetPinInput!) { setPin(input: $input) { message } }`),
    input: (b) => {
      const pin = str(b, 'pin');
      return { input: { pin, confirmPin: optStr(b, 'confirmpin', 'conpin') ?? pin, currentPin: optStr(b, 'currentpin', 'oldpin') ?? null } };
    },
    payload: () => 1,
    message: MSG.pinUpdated,
  }),
  defineRow({
    method: 'post',
    path: '/updateprofilephoto',
    document: graphql(`mutation LegacyPhoto($file: Upload!) { uploadProfilePicture(file: $file) { profileImageUrl } }`),
    multipart: { fileField: 'file', variable: 'file', maxBytes: LIMITS.profileImageMaxBytes, fileRequired: true },
    payload: (d) => ({ profile_image: d.uploadProfilePicture.profileImageUrl }),
    message: 'Profile picture updated',
  }),
];
