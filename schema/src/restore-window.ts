import { DAY_MS, LIMITS } from './limits.js';

/**
 * The restore window (DECISIONS.md "Deactivation", accounts.md §9): a deactivated account may still sign in and
 * restore itself for `LIMITS.restoreWindowDays` after deactivation; then its personal data is
 * purged. Sign-in, restore, the purge job and the purge sweep all ask here, so they cannot
 * disagree by a millisecond about where the window ends.
 */
export const restoreWindow = {
  /** The instant the window of an account deactivated at `deactivatedAt` closes. */
  endsAt(deactivatedAt: Date): Date {
    return new Date(deactivatedAt.getTime() + LIMITS.restoreWindowDays * DAY_MS);
  },

  /** Still restorable at `now`: deactivated less than the window ago (no date: not restorable). */
  isOpen(deactivatedAt: Date | null | undefined, now: Date): boolean {
    return !!deactivatedAt && now.getTime() < restoreWindow.endsAt(deactivatedAt).getTime();
  },

  /** Accounts deactivated at or before this instant are past their window (the purge sweep). */
  cutoff(now: Date): Date {
    return new Date(now.getTime() - LIMITS.restoreWindowDays * DAY_MS);
  },
};
