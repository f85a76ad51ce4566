import { dates, jsonRow, type Columns, type Sel } from '../../platform/read.js';

/**
 * The columns each `User` field reads (decision 033). Hidden columns (password, PIN, recovery code)
 * are never read here: no field shows them. `hasPin` asks its own service.
 */
export const USER_COLUMNS: Columns = {
  id: {},
  username: { username: '$.username' },
  firstName: { firstName: '$.first_name' },
  lastName: { lastName: '$.last_name' },
  gender: { gender: '$.gender' },
  bio: { bio: '$.bio' },
  location: { location: '$.location' },
  timezone: { timezone: '$.timezone' },
  stereotype: { stereotype: '$.stereotype' },
  profileImageUrl: { profileImage: '$.profile_image' },
  createdAt: { createdAt: '$.created_at' },
  email: { email: '$.email' },
  mobile: { mobile: '$.mobile' },
  pendingEmail: { pendingEmail: '$.pending_email' },
  emailVerified: { emailVerified: '$.email_verified' },
  status: { status: '$.status' },
  onboardingStep: { onboardingStep: '$.onboarding_step' },
  hasPin: {},
};

/**
 * A user's read row from the `users` row aliased `alias`. `extras` are its `$` values (counts,
 * flags) and `answered` the fields of other features they answer (so they read no column).
 */
export function userJson(alias: string, sel: Sel, extras: Readonly<Record<string, string>> = {}, answered: readonly string[] = []): string {
  const columns = answered.length ? { ...USER_COLUMNS, ...Object.fromEntries(answered.map((f) => [f, {}])) } : USER_COLUMNS;
  return jsonRow(columns, alias, sel, { id: '$.id' }, {}, extras);
}

/** After parsing: the dates a user's read row may carry. */
export function reviveUser<T extends object>(row: T): T {
  return dates(row, 'createdAt');
}
