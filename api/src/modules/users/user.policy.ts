import type { User } from './user.entity.js';

/** Who may do what to a user record. Services ask here; resolvers never decide. */
export const userPolicy = {
  /** Email, mobile, verification and status are visible to the account holder only. */
  canSeePrivate(viewer: User | null, user: User): boolean {
    return viewer !== null && viewer.id === user.id;
  },
  canEditProfile(viewer: User | null, user: User): boolean {
    return viewer !== null && viewer.id === user.id;
  },
};
