import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { clock } from '../../platform/clock.js';

/**
 * The minute's reminder sweep at squad scale (decision 044 amended): a fixed handful of reads in
 * plain rows, then a transaction only for a reminder that is due and not sent yet — once the day's
 * reminders are out, a sweep over every member is a few statements, not one transaction per member
 * each minute. 40 squads of 5, seeded in SQL as the squad-day bench does.
 */
let t: TestApp;
const SQUADS = 40;
const SQUAD = 5;
beforeAll(async () => {
  clock.reset();
  t = await startTestApp({ TEST_CLOCK: 'true' });
  const sql = (q: string, p: unknown[] = []) => t.orm.em.getConnection().execute(q, p);
  // an int[] parameter as PostgreSQL's array text (the ORM would spread a JS array into a list)
  const ints = (xs: readonly (number | undefined)[]) => `{${xs.join(',')}}`;
  const [{ before }] = (await sql('select coalesce(max(id), 0)::int as before from users')) as { before: number }[];
  await sql(
    `insert into users (username, username_key, email, password_hash, email_verified, first_name, status, onboarding_step, timezone, created_at, updated_at)
     select 'sweep_' || g, 'sweep_' || g, null, 'x', true, 'Sweep' || g, 'ACTIVE', 'DONE', 'UTC', now(), now() from generate_series(1, ?) g`,
    [SQUADS * SQUAD],
  );
  const users = ((await sql('select id from users where id > ? order by id', [before])) as { id: number }[]).map((u) => u.id);
  const owners = users.filter((_, i) => i % SQUAD === 0);
  await sql(
    `insert into topics (owner_id, category_id, your_name, title, description, squad_size, duration_days, starts_at, ends_at, timezone, created_at)
     select x.u, (select min(id) from categories), 'Squad', 'Sweep ' || x.g, 'A plan.', ${SQUAD}, 30, now() - interval '1 day', now() + interval '29 days', 'UTC', now() - interval '2 days'
     from unnest(?::int[]) with ordinality as x(u, g)`,
    [ints(owners)],
  );
  const topicOf = new Map(((await sql('select id, owner_id from topics where owner_id = any(?::int[])', [ints(owners)])) as { id: number; owner_id: number }[]).map((r) => [r.owner_id, r.id]));
  const members = users.filter((_, i) => i % SQUAD !== 0);
  await sql(`insert into topic_members (topic_id, user_id, joined_at) select t, u, now() - interval '1 day' from unnest(?::int[], ?::int[]) as x(t, u)`, [
    ints(members.map((_, i) => topicOf.get(owners[Math.floor(i / (SQUAD - 1))]))),
    ints(members),
  ]);
  // everyone's check-in time is midnight in UTC: due whenever the test runs
  await sql(`insert into reminder_settings (user_id, topic_id, check_in_reminder, check_in_time, missed_day_reminder, email, time_zone)
    select s.user_id, s.topic_id, true, '00:00', true, false, 'UTC'
    from (select owner_id as user_id, id as topic_id from topics where owner_id = any(?::int[]) union select user_id, topic_id from topic_members where user_id = any(?::int[])) s`, [ints(owners), ints(members)]);
});
afterAll(async () => {
  clock.reset();
  await t?.stop();
});

const sweep = async () => {
  const r = await t.client().fetch('/__test__/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 0 }) });
  return ((await r.json()) as { reminders: number }).reminders;
};

describe('the reminder sweep at squad scale', () => {
  it("sends each member's due reminders once; the next minute's sweep is a few reads and no transaction", async () => {
    const t0 = performance.now();
    // day 2 of every squad: today's goal is asked for, and day 1 (neither recap nor freeze) is missed
    expect(await sweep()).toBe(SQUADS * SQUAD * 2);
    const first = performance.now() - t0;
    const t1 = performance.now();
    const { result, statements } = await t.countSql(sweep);
    const again = performance.now() - t1;
    console.log(`reminder sweep over ${SQUADS * SQUAD} members: ${first.toFixed(0)} ms sending ${SQUADS * SQUAD * 2}, then ${again.toFixed(0)} ms and ${statements.length} statements`);
    expect(result).toBe(0);
    expect(statements.filter((s) => /\b(insert|update|delete|begin)\b/i.test(s))).toEqual([]);
    expect(statements.length).toBeLessThanOrEqual(8);
  }, 60_000);
});
