import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@poolmates/schema';

/**
 * The five PIN tries, counted in `users.pin_failures` by single statements (decision 018): never
 * an absolute value read earlier and written back, so parallel checks cannot all see "0 failures".
 * The entity's `pinFailures` is only read for display; writes go through here.
 */
export const pinTries = {
  /**
   * Takes one try before the PIN is checked; answers its number (1…5), or null when all five are
   * taken (locked: the PIN is not checked at all).
   */
  async reserve(em: EntityManager, userId: number): Promise<number | null> {
    const rows = await em
      .getConnection()
      .execute<{ pin_failures: number }[]>('update users set pin_failures = pin_failures + 1 where id = ? and pin_failures < ? returning pin_failures', [userId, LIMITS.pinMaxFailures]);
    return rows[0]?.pin_failures ?? null;
  },

  /**
   * The PIN was right: forget the tries up to and including this one. Tries reserved after it (a
   * parallel burst) still count, so a success cannot wipe wrong guesses made at the same time.
   */
  async succeeded(em: EntityManager, userId: number, taken: number): Promise<void> {
    await em.getConnection().execute('update users set pin_failures = greatest(pin_failures - ?, 0) where id = ?', [taken, userId]);
  },

  /** A reserved try that was never checked (refused by the throttle) is given back. */
  async release(em: EntityManager, userId: number): Promise<void> {
    await em.getConnection().execute('update users set pin_failures = greatest(pin_failures - 1, 0) where id = ?', [userId]);
  },

  /** A new PIN, or the password unlocking PIN checks. */
  async reset(em: EntityManager, userId: number): Promise<void> {
    await em.getConnection().execute('update users set pin_failures = 0 where id = ?', [userId]);
  },
};
