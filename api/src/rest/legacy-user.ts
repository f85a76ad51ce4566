/** The GraphQL selection behind every legacy "user details" payload. */
export const LEGACY_USER_FIELDS = `id username firstName lastName gender bio location timezone stereotype
  profileImageUrl email mobile emailVerified status`;

export interface GqlUser {
  id: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  gender: string | null;
  bio: string | null;
  location: string | null;
  timezone: string | null;
  stereotype: string | null;
  profileImageUrl: string | null;
  email: string | null;
  mobile: string | null;
  emailVerified: boolean | null;
  status: 'ACTIVE' | 'DEACTIVATED' | null;
}

/** Legacy account status: 1 active, 2 deactivated (raises the deactivated flag on login). */
export const legacyStatus = (s: string | null) => (s === 'DEACTIVATED' ? 2 : 1);

/** User details in the legacy field names (accounts.md §3), typos included. */
export function toLegacyUser(u: GqlUser) {
  return {
    userid: Number(u.id),
    username: u.username,
    firstname: u.firstName ?? '',
    lastname: u.lastName ?? '',
    gender: u.gender ?? '',
    bio: u.bio ?? '',
    location: u.location ?? '',
    timezone: u.timezone ?? '',
    sterotype: u.stereotype ?? 'Blank',
    profile_image: u.profileImageUrl ?? '',
    useremail: u.email ?? '',
    mobile: u.mobile ?? '',
    isEmailVerified: u.emailVerified ?? false,
    status: legacyStatus(u.status),
    notify: [],
    msgnotify: [],
  };
}
