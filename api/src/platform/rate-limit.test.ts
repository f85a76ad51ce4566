import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { rateLimits } from './rate-limit.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const em = () => t.orm.em.fork() as EntityManager;
const keys = async () => (await em().getConnection().execute<{ key: string }[]>("select key from rate_limits where key like 'exp:%' order by key")).map((r) => r.key);

describe('rate_limits rows', () => {
  it('expire: rows whose window ended long ago go, current ones (even an hour-long window) stay', async () => {
    const now = Date.now();
    const at = (secondsAgo: number) => new Date(now - secondsAgo * 1000);
    await em()
      .getConnection()
      .execute('insert into rate_limits (key, window_start, count) values (?, ?, 3), (?, ?, 9), (?, ?, 1), (?, ?, 2)', [
        'exp:old-day', at(LIMITS.rateLimitRowTtlSeconds + 60),
        'exp:old-week', at(7 * 86_400),
        'exp:current-hour', at(3500),
        'exp:current-now', at(1),
      ]);
    expect(await rateLimits.expire(em())).toBeGreaterThanOrEqual(2);
    expect(await keys()).toEqual(['exp:current-hour', 'exp:current-now']);
    // the surviving counters still count
    expect(await rateLimits.hit(em(), 'exp:current-now', 60)).toBe(3);
  });

  it('the sweep is scheduled with pg-boss', async () => {
    const rows = await em().getConnection().execute<{ name: string; cron: string }[]>("select name, cron from pgboss.schedule where name = 'rate-limits.expire'");
    expect(rows).toEqual([expect.objectContaining({ name: 'rate-limits.expire', cron: '*/10 * * * *' })]);
  });

  it('refuses a window longer than the rows live (the sweep would cut it short)', async () => {
    await expect(rateLimits.hit(em(), 'exp:too-long', LIMITS.rateLimitRowTtlSeconds + 1)).rejects.toThrow(/longer than/);
  });
});
