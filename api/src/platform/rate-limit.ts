import type { EntityManager } from '@mikro-orm/postgresql';
import { clock } from './clock.js';

/**
 * Fixed-window counters in PostgreSQL, so every api process sees the same counts. `count` reads the
 * current window; `hit` adds one and returns the new count; `clear` forgets a key.
 */
export const rateLimits = {
  async count(em: EntityManager, key: string, windowSeconds: number): Promise<number> {
    const since = new Date(clock.now().getTime() - windowSeconds * 1000);
    const rows = await em.getConnection().execute<{ count: number }[]>(
      'select count from rate_limits where key = ? and window_start > ?',
      [key, since],
    );
    return rows[0]?.count ?? 0;
  },

  async hit(em: EntityManager, key: string, windowSeconds: number): Promise<number> {
    const now = clock.now();
    const since = new Date(now.getTime() - windowSeconds * 1000);
    const rows = await em.getConnection().execute<{ count: number }[]>(
      `insert into rate_limits (key, window_start, count) values (?, ?, 1)
       on conflict (key) do update set
         count = case when rate_limits.window_start <= ? then 1 else rate_limits.count + 1 end,
         window_start = case when rate_limits.window_start <= ? then excluded.window_start else rate_limits.window_start end
       returning count`,
      [key, now, since, since],
    );
    return rows[0].count;
  },

  async clear(em: EntityManager, key: string): Promise<void> {
    await em.getConnection().execute('delete from rate_limits where key = ?', [key]);
  },
};
