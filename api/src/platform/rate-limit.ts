import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@poolmates/schema';
import { clock } from './clock.js';
import { runPrepared } from './prepared.js';
import type { AppDeps } from './context.js';

/**
 * Fixed-window counters in PostgreSQL, so every api process sees the same counts. `count` reads the
 * current window; `hit` adds one and returns the new count in one statement (so it doubles as an
 * atomic reservation: check its answer, never a `count` read earlier); `release` gives one back;
 * `clear` forgets a key.
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
    // `expire` would delete a live window longer than the rows' lifetime
    if (windowSeconds > LIMITS.rateLimitRowTtlSeconds) throw new Error(`rate limit window ${windowSeconds}s is longer than rateLimitRowTtlSeconds`);
    const now = clock.now();
    const since = new Date(now.getTime() - windowSeconds * 1000);
    // fixed text with binds, a named prepared statement (decision 072)
    const rows = await runPrepared<{ count: number }>(
      em,
      'rate-limit.hit',
      `insert into rate_limits (key, window_start, count) values ($1::text, $2::timestamptz, 1)
       on conflict (key) do update set
         count = case when rate_limits.window_start <= $3::timestamptz then 1 else rate_limits.count + 1 end,
         window_start = case when rate_limits.window_start <= $3::timestamptz then excluded.window_start else rate_limits.window_start end
       returning count`,
      [key, now, since],
      // as before: counted on its own, whatever transaction `em` is in
      { outsideTransaction: true },
    );
    return rows[0].count;
  },

  /** Gives back one reserved hit (an attempt that turned out not to count, e.g. a right password). */
  async release(em: EntityManager, key: string): Promise<void> {
    await em.getConnection().execute('update rate_limits set count = greatest(count - 1, 0) where key = ?', [key]);
  },

  async clear(em: EntityManager, key: string): Promise<void> {
    await em.getConnection().execute('delete from rate_limits where key = ?', [key]);
  },

  /**
   * Deletes the rows whose window started more than `rateLimitRowTtlSeconds` ago: no window is that
   * long, so they count nothing any more. Without this the table keeps one row per IP and email
   * ever seen (decision 018). Answers how many went.
   */
  async expire(em: EntityManager): Promise<number> {
    const before = new Date(clock.now().getTime() - LIMITS.rateLimitRowTtlSeconds * 1000);
    const rows = await em.getConnection().execute<{ n: number }[]>(
      'with gone as (delete from rate_limits where window_start < ? returning 1) select count(*)::int as n from gone',
      [before],
    );
    return rows[0]?.n ?? 0;
  },
};

/** The sweep of expired counters: every 10 minutes, on whichever api process takes the job. */
export async function registerRateLimitJobs(deps: Pick<AppDeps, 'jobs' | 'orm' | 'log'>): Promise<void> {
  await deps.jobs.work('rate-limits.expire', async () => {
    const n = await rateLimits.expire(deps.orm.em.fork() as EntityManager);
    if (n) deps.log.info({ expired: n }, 'expired rate-limit rows deleted');
  });
  await deps.jobs.schedule('rate-limits.expire', '*/10 * * * *');
}
