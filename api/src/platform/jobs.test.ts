import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { BACKSTOP_POLL_SECONDS } from './jobs.js';

declare module './jobs.js' {
  interface JobQueues {
    'test.now': { n: number };
    'test.later': { n: number };
  }
}

/**
 * Decision 089: idle workers poll every BACKSTOP_POLL_SECONDS (pg-boss's fetch is planned on every
 * call), so a job to run now must wake its worker by LISTEN/NOTIFY — not wait for the next poll.
 */
let t: TestApp;
let sql: pg.Client;
beforeAll(async () => {
  t = await startTestApp();
  sql = new pg.Client({ connectionString: t.dbUrl });
  await sql.connect();
});
afterAll(async () => {
  await sql?.end();
  await t?.stop();
});

describe('jobs (decision 089)', () => {
  it('a job sent to run now is handled at once, well inside the backstop poll; every queue notifies', async () => {
    const handled = new Map<number, number>();
    await t.app.deps.jobs.work('test.now', async ({ n }) => void handled.set(n, performance.now()));
    // past the worker's first fetch: it is idle, waiting out its poll
    await new Promise((r) => setTimeout(r, 300));
    const waits: number[] = [];
    for (let n = 0; n < 3; n++) {
      const sent = performance.now();
      await t.app.deps.jobs.send('test.now', { n });
      await expect.poll(() => handled.has(n), { timeout: BACKSTOP_POLL_SECONDS * 1000 + 2000, interval: 20 }).toBe(true);
      waits.push(handled.get(n)! - sent);
    }
    console.log(`jobs: sent → handled ${waits.map((w) => w.toFixed(0)).join(', ')} ms (the backstop poll is ${BACKSTOP_POLL_SECONDS} s)`);
    expect(Math.max(...waits)).toBeLessThan(1500);
    // (pg-boss's own cron queue, `__pgboss__send-it`, polls on its own schedule)
    const quiet = await sql.query<{ name: string }>("select name from pgboss.queue where not notify and name not like '\\_\\_pgboss\\_\\_%'");
    expect(quiet.rows).toEqual([]);
  });

  it('a job due later (a startAfter, a retry) is handled by the backstop poll', async () => {
    let at = 0;
    await t.app.deps.jobs.work('test.later', async () => void (at = performance.now()));
    const sent = performance.now();
    await t.app.deps.jobs.send('test.later', { n: 1 }, { startAfter: new Date(Date.now() + 1000) });
    await expect.poll(() => at, { timeout: BACKSTOP_POLL_SECONDS * 1000 + 4000, interval: 50 }).toBeGreaterThan(0);
    // due after 1 s, found by the next poll: at most the backstop later
    expect(at - sent).toBeGreaterThanOrEqual(900);
    expect(at - sent).toBeLessThan(1000 + BACKSTOP_POLL_SECONDS * 1000 + 1500);
  }, 20_000);
});
