import { GENDERS, STEREOTYPES } from '@poolmates/schema';
import { obj, optStr, str } from './body.js';
import { LegacyInputError } from './envelope.js';
import { LEGACY_USER_FIELDS, legacyStatus, toLegacyUser } from './legacy-user.js';
import type { RestRow } from './row.js';

const ME = `query LegacyMe { me { ${LEGACY_USER_FIELDS} } }`;

/** Legacy stereotype values: 'Blank' (or empty) means none. */
function stereotypeOf(v: string | null | undefined): string | null | undefined {
  if (v === undefined) return undefined;
  if (v === null || v === '' || v === 'Blank') return null;
  if (!(STEREOTYPES as readonly string[]).includes(v)) throw new LegacyInputError('sterotype must be one of Casual, Geek, Genius, Smart, Lazy, Nerd or Blank.');
  return v;
}

function genderOf(v: string | null | undefined): string | null | undefined {
  if (v === undefined) return undefined;
  if (v === null || v === '') return null;
  if (!(GENDERS as readonly string[]).includes(v)) throw new LegacyInputError('gender must be M, F or O.');
  return v;
}

/** accounts.md §7: sign-up, sign-in, availability checks, profile. */
export const accountRows: RestRow[] = [
  {
    method: 'post',
    path: '/register',
    document: `mutation LegacyRegister($input: RegisterInput!) { register(input: $input) { user { id } status } }`,
    // the client's `pin` and `scode` are ignored: the server makes the security code (DECISIONS.md)
    variables: (b) => ({
      input: {
        username: str(b, 'username', 'userName'),
        email: optStr(b, 'email', 'useremail') || null,
        mobile: optStr(b, 'mobile', 'userMobile') || null,
        password: str(b, 'password', 'userpassword'),
      },
    }),
    payload: (d) => ({ userid: Number(d.register.user.id) }),
    message: 'User registered successfully',
  },
  {
    method: 'post',
    path: '/login',
    document: `mutation LegacyLogin($input: SignInInput!) { signIn(input: $input) { user { id } status } }`,
    variables: (b) => ({ input: { email: str(b, 'email'), password: str(b, 'password') } }),
    payload: (d) => ({ userdetails: { userid: Number(d.signIn.user.id), status: legacyStatus(d.signIn.status) } }),
    message: 'Login successfully',
  },
  {
    method: 'get',
    path: '/logout',
    document: `mutation LegacyLogout { signOut }`,
    payload: () => ({ success: 1 }),
    message: 'Logout successfully',
  },
  {
    method: 'post',
    path: '/chkusername',
    document: `query LegacyChkUsername($v: String!) { usernameAvailable(username: $v) }`,
    variables: (b) => ({ v: str(b, 'userName') }),
    payload: (d) => (d.usernameAvailable ? 0 : 1),
  },
  {
    method: 'post',
    path: '/chkemail',
    document: `query LegacyChkEmail($v: String!) { emailAvailable(email: $v) }`,
    variables: (b) => ({ v: str(b, 'userEmail') }),
    payload: (d) => (d.emailAvailable ? 0 : 1),
  },
  {
    method: 'post',
    path: '/chkmobile',
    document: `query LegacyChkMobile($v: String!) { mobileAvailable(mobile: $v) }`,
    variables: (b) => ({ v: str(b, 'userMobile') }),
    payload: (d) => (d.mobileAvailable ? 0 : 1),
  },
  { method: 'get', path: '/profile', document: ME, requiresSession: true, payload: (d) => toLegacyUser(d.me) },
  { method: 'get', path: '/userdetails', document: ME, requiresSession: true, payload: (d) => toLegacyUser(d.me) },
  {
    method: 'post',
    path: '/profiledetailupdate',
    document: `mutation LegacyProfileUpdate($input: UpdateProfileInput!) { updateProfile(input: $input) { ${LEGACY_USER_FIELDS} } }`,
    variables: (b) => {
      const p = obj(b.profileObj, 'profileObj');
      return {
        input: {
          username: optStr(p, 'username') ?? undefined,
          firstName: optStr(p, 'firstname'),
          lastName: optStr(p, 'lastname'),
          gender: genderOf(optStr(p, 'gender')),
          bio: optStr(p, 'bio'),
          location: optStr(p, 'location'),
          timezone: optStr(p, 'timezone'),
          stereotype: stereotypeOf(optStr(p, 'sterotype', 'stereotype')),
        },
      };
    },
    payload: (d) => toLegacyUser(d.updateProfile),
    message: 'Profile updated',
  },
];
