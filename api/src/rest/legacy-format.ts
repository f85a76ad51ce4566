import { clock } from '../platform/clock.js';
import { graphql } from '../gql/index.js';
import type { LegacyUserFragment } from '../gql/graphql.js';

/**
 * Legacy formatting that more than one feature's rows use (decision 027): the user details, the
 * relative times and the notification types, each written once.
 */

/** The selection behind every legacy "user details" payload; rows spread `...LegacyUser`. */
export const LegacyUser = graphql(`fragment LegacyUser on User { id username firstName lastName gender bio location timezone stereotype profileImageUrl email mobile emailVerified status }`);

/** Legacy account status: 1 active, 2 deactivated (raises the deactivated flag on login). */
export const legacyStatus = (s: string | null) => (s === 'DEACTIVATED' ? 2 : 1);

/** User details in the legacy field names (accounts.md §3), typos included. */
export function toLegacyUser(u: LegacyUserFragment) {
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

/** "0 minutes ago", "1 minute ago", "3 hours ago", "2 days ago"… (the legacy `currentTime`). */
export function relativeTime(iso: string, now: Date = clock.now()): string {
  const s = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 1000));
  const units: [number, string][] = [
    [365 * 86400, 'year'],
    [30 * 86400, 'month'],
    [86400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    if (s >= size) {
      const n = Math.floor(s / size);
      return `${n} ${name}${n === 1 ? '' : 's'} ago`;
    }
  }
  return '0 minutes ago';
}

/**
 * GraphQL notification type → the legacy `notify_type`, typos included: the spec's seven
 * (pools-and-squads.md §3, active-topic.md §3) and no others. The legacy lists ask for these types
 * only (`types:` in their documents, checked against this map by spec-contract.test.ts): the
 * topic-start alert and the accountability reminders are not in the spec's lists (decision 053).
 */
export const LEGACY_NOTIFICATION_TYPE: Record<string, string> = {
  REQUEST: 'request',
  ACCEPTED: 'Accpeted',
  DELETED: 'Deleted',
  COMMENTED: 'commented',
  REPLIED: 'replied',
  POSTREPLY: 'Postreply',
  MISSEDCALL: 'Missedcall',
};
