import { GENDERS, MSG, SPEC_TEXT, STEREOTYPES } from '@poolmates/schema';
import type { Gender, LegacyProfileQuery, LegacyUserFragment, Stereotype } from '../../gql/graphql.js';
import { graphql } from '../../gql/index.js';
import { obj, optStr, str } from '../../rest/body.js';
import { fail, LegacyFailure, LegacyInputError } from '../../rest/envelope.js';
import { legacyStatus, toLegacyUser } from '../../rest/legacy-format.js';
import { defineRow, type RestRow } from '../../rest/row.js';
import { toLegacyMessageNotification } from '../chat/chat.rows.js';
import { toLegacyNotification } from '../notifications/notifications.rows.js';


/** /profile and /userdetails: the user details with their `notify` and `msgnotify` lists (the unread ones, newest first). */
const Profile = graphql(`
  query LegacyProfile {
    me { ...LegacyUser }
    notifications(first: 100, unreadOnly: true, types: [REQUEST, ACCEPTED, DELETED, COMMENTED, REPLIED, POSTREPLY, MISSEDCALL]) {
      edges { node { id type text read createdAt commentId replyId postId topic { id } actor { id username profileImageUrl } request { id topic { id } candidate { id } } comment { html } reply { html } } }
    }
    messageNotifications(first: 100, unreadOnly: true) { edges { node { ...LegacyMessageNotification } } }
  }
`);

const profile = (d: LegacyProfileQuery) => {
  const me = signedIn(d.me);
  return {
    ...me,
    notify: d.notifications.edges.map((e) => toLegacyNotification(String(me.userid))(e.node)),
    msgnotify: d.messageNotifications.edges.map((e) => toLegacyMessageNotification(e.node)),
  };
};

/** `me` of a row that `requiresSession` (the router answered STATUSCODE 2 without one). */
const signedIn = (me: LegacyUserFragment | null) => {
  if (!me) throw new LegacyFailure(MSG.notSignedIn);
  return toLegacyUser(me);
};

/** Legacy stereotype values: 'Blank' (or empty) means none. */
function stereotypeOf(v: string | null | undefined): Stereotype | null | undefined {
  if (v === undefined) return undefined;
  if (v === null || v === '' || v === 'Blank') return null;
  if (!(STEREOTYPES as readonly string[]).includes(v)) throw new LegacyInputError('sterotype must be one of Casual, Geek, Genius, Smart, Lazy, Nerd or Blank.');
  return v as Stereotype;
}

function genderOf(v: string | null | undefined): Gender | null | undefined {
  if (v === undefined) return undefined;
  if (v === null || v === '') return null;
  if (!(GENDERS as readonly string[]).includes(v)) throw new LegacyInputError('gender must be M, F or O.');
  return v as Gender;
}

/** accounts.md §7: sign-up, sign-in, availability checks, profile. */
export const authRows: RestRow[] = [
  defineRow({
    method: 'post',
    path: '/register',
    document: graphql(`mutation LegacyRegister($input: RegisterInput!) { register(input: $input) { user { id } status } }`),
    // the client's `pin` and `scode` are ignored: the server makes the security code (DECISIONS.md)
    input: (b) => ({
      input: {
        username: str(b, 'username', 'userName'),
        email: optStr(b, 'email', 'useremail') || null,
        mobile: optStr(b, 'mobile', 'userMobile') || null,
        password: str(b, 'password', 'userpassword'),
      },
    }),
    payload: (d) => ({ userid: Number(d.register.user.id) }),
    // the spec's register-time wording of the short-username message (the screen shares one text)
    onError: (message, code) => (message === MSG.usernameShortSubmit ? fail(SPEC_TEXT.usernameShortSubmit, code) : undefined),
    message: 'User registered successfully',
  }),
  defineRow({
    method: 'post',
    path: '/login',
    document: graphql(`mutation LegacyLogin($input: SignInInput!) { signIn(input: $input) { user { id } status } }`),
    // `email` also takes a mobile number or a username, as the web form does (decision 034)
    input: (b) => ({ input: { email: str(b, 'email'), password: str(b, 'password') } }),
    payload: (d) => ({ userdetails: { userid: Number(d.signIn.user.id), status: legacyStatus(d.signIn.status) } }),
    message: 'Login successfully',
  }),
  defineRow({
    method: 'get',
    path: '/logout',
    document: graphql(`mutation LegacyLogout { signOut }`),
    // another site's link or <img src> must not sign anyone out (the Lax cookie goes along)
    sameOriginGet: true,
    payload: () => ({ success: 1 }),
    // "response has success (1 = success) or error" (active-topic.md §7): read at the top level
    topLevel: () => ({ success: 1 }),
    onError: (message, code) => ({ ...fail(message, code), error: message }),
    message: 'Logout successfully',
  }),
  defineRow({
    method: 'post',
    path: '/chkusername',
    document: graphql(`query LegacyChkUsername($v: String!) { usernameAvailable(username: $v) }`),
    input: (b) => ({ v: str(b, 'userName') }),
    payload: (d) => (d.usernameAvailable ? 0 : 1),
  }),
  defineRow({
    method: 'post',
    path: '/chkemail',
    document: graphql(`query LegacyChkEmail($v: String!) { emailAvailable(email: $v) }`),
    input: (b) => ({ v: str(b, 'userEmail') }),
    payload: (d) => (d.emailAvailable ? 0 : 1),
  }),
  defineRow({
    method: 'post',
    path: '/chkmobile',
    document: graphql(`query LegacyChkMobile($v: String!) { mobileAvailable(mobile: $v) }`),
    input: (b) => ({ v: str(b, 'userMobile') }),
    payload: (d) => (d.mobileAvailable ? 0 : 1),
  }),
  defineRow({ method: 'get', path: '/profile', document: Profile, requiresSession: true, payload: profile }),
  defineRow({ method: 'get', path: '/userdetails', document: Profile, requiresSession: true, payload: profile }),
  defineRow({
    method: 'post',
    path: '/profiledetailupdate',
    document: graphql(`mutation LegacyProfileUpdate($input: UpdateProfileInput!) { updateProfile(input: $input) { ...LegacyUser } }`),
    input: (b) => {
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
  }),
];
