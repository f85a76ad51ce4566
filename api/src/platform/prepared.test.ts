import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { MAX_RESERVED, MAX_SHAPES, namedTexts, reserveName, runPrepared, setPreparedWarn, shapedStatement, statementName } from './prepared.js';

/**
 * The prepared statements of the hot writes (decision 072): named, on the transaction's own
 * connection, one per text, planned generically from the first run (decision 104); and still right after the pool's
 * connections were dropped (a new connection prepares again) and after a schema change that keeps
 * the statement's result.
 */
let t: TestApp;
let admin: pg.Client;
beforeAll(async () => {
  t = await startTestApp();
  admin = new pg.Client({ connectionString: t.dbUrl });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await t?.stop();
});

const em = () => t.orm.em.fork() as EntityManager;
const exec = <R>(e: EntityManager, sql: string) => e.getConnection().execute<R[]>(sql, [], 'all', e.getTransactionContext());

const PID = 'select pg_backend_pid() as pid, $1::int as n';
const COUNT = 'select key, count from rate_limits where key = $1::text';

describe('runPrepared', () => {
  it("runs on the transaction's own connection as one named statement whatever the values; PostgreSQL plans it generically once warm", async () => {
    const rolledBack = em().transactional(async (tx) => {
      const [{ pid }] = await exec<{ pid: number }>(tx, 'select pg_backend_pid() as pid');
      for (let n = 0; n < 8; n++) expect(await runPrepared(tx, 'test.pid', PID, [n])).toEqual([{ pid, n }]);
      // written in the transaction: seen by it, gone with its rollback (below)
      await runPrepared(tx, 'test.insert', "insert into rate_limits (key, window_start, count) values ($1::text, now(), $2::int)", ['prep:in-trx', 1]);
      expect(await runPrepared(tx, 'test.count', COUNT, ['prep:in-trx'])).toEqual([{ key: 'prep:in-trx', count: 1 }]);
      const [ps] = await exec<{ name: string; statement: string; generic_plans: number; custom_plans: number }>(
        tx,
        "select name, statement, generic_plans::int, custom_plans::int from pg_prepared_statements where name like 'test.pid:%'",
      );
      expect(ps).toMatchObject({ name: statementName('test.pid', PID), statement: PID });
      expect(ps.generic_plans + ps.custom_plans).toBe(8);
      // generic from the first run (decision 104: plan_cache_mode on the app's connections), not five custom plans first
      expect(ps).toMatchObject({ generic_plans: 8, custom_plans: 0 });
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect(await runPrepared(em(), 'test.count', COUNT, ['prep:in-trx'])).toEqual([]);
  });

  it('survives its connections being dropped (a new connection prepares it again) and a schema change that keeps its result', async () => {
    await runPrepared(em(), 'test.insert', "insert into rate_limits (key, window_start, count) values ($1::text, now(), $2::int)", ['prep:survives', 7]);
    // warm every pooled connection with the statement
    await Promise.all(Array.from({ length: 5 }, () => runPrepared(em(), 'test.count', COUNT, ['prep:survives'])));
    const before = (await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map((r) => r.pid);
    expect(before.length).toBeGreaterThan(0);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    await expect.poll(async () => (await admin.query('select count(*)::int as n from pg_stat_activity where pid = any($1::int[])', [before])).rows[0].n).toBe(0);
    // the pool drops a connection when its socket closes: wait for the app's first statement to get a live one
    await expect
      .poll(() => exec(em(), 'select 1').then(
        () => 'live',
        () => 'dropped',
      ))
      .toBe('live');
    for (let i = 0; i < 6; i++) expect(await runPrepared(em(), 'test.count', COUNT, ['prep:survives'])).toEqual([{ key: 'prep:survives', count: 7 }]);
    // a column added and an index made: the server re-plans the statement by itself
    await admin.query('alter table rate_limits add column prep_extra int');
    await admin.query('create index prep_extra_idx on rate_limits (prep_extra)');
    for (let i = 0; i < 6; i++) expect(await runPrepared(em(), 'test.count', COUNT, ['prep:survives'])).toEqual([{ key: 'prep:survives', count: 7 }]);
    await admin.query('alter table rate_limits drop column prep_extra');
    expect(await runPrepared(em(), 'test.count', COUNT, ['prep:survives'])).toEqual([{ key: 'prep:survives', count: 7 }]);
  });

  it(`a label with more than ${MAX_SHAPES} texts (a value spliced in) runs unnamed rather than filling the connections`, async () => {
    const texts = Array.from({ length: MAX_SHAPES + 1 }, (_, i) => `select ${i} as i, $1::int as n`);
    const names = texts.map((s) => statementName('test.shapes', s));
    expect(names.slice(0, MAX_SHAPES).every((n) => n?.startsWith('test.shapes:'))).toBe(true);
    expect(new Set(names.slice(0, MAX_SHAPES)).size).toBe(MAX_SHAPES);
    expect(names[MAX_SHAPES]).toBeNull();
    expect(await runPrepared(em(), 'test.shapes', texts[MAX_SHAPES], [3])).toEqual([{ i: MAX_SHAPES, n: 3 }]);
    // texts past the cap (a client's made-up selections on a spliced page) are not remembered
    const before = namedTexts();
    for (let i = 0; i < 500; i++) expect(statementName('test.shapes', `select ${1000 + i} as i`)).toBeNull();
    expect(namedTexts()).toBe(before);
  });

  it(`texts named ahead (the web's own pages) keep their names past the cap, at most ${MAX_RESERVED} a label`, () => {
    const own = Array.from({ length: MAX_RESERVED + 1 }, (_, i) => `select ${i} as own`);
    // a client's made-up shapes used up the label first
    for (let i = 0; i < MAX_SHAPES + 5; i++) statementName('test.reserved', `select ${i} as made_up`);
    expect(statementName('test.reserved', 'select 1 as late')).toBeNull();
    expect(own.map((s) => reserveName('test.reserved', s))).toEqual([...own.slice(1).map(() => true), false]);
    expect(own.slice(0, MAX_RESERVED).every((s) => statementName('test.reserved', s)?.startsWith('test.reserved:'))).toBe(true);
    // past MAX_RESERVED a text competes as any other (here: the cap is used up)
    expect(statementName('test.reserved', own[MAX_RESERVED])).toBeNull();
    // a text already named is reserved as it is (no new name)
    const before = namedTexts();
    expect(reserveName('test.reserved', own[0])).toBe(true);
    expect(namedTexts()).toBe(before);
  });

  it('warns once a label, through the warner the app sets (its logger), not as a process warning', () => {
    const said: string[] = [];
    setPreparedWarn((_message, label) => said.push(label));
    for (let i = 0; i < MAX_SHAPES + 10; i++) statementName('test.warn', `select ${i} as warned`);
    expect(said).toEqual(['test.warn']);
  });

  it('a text built anew under a shape is sent as the text first built for it (one string: no hashing of a new one), and a shape naming two texts is a bug caught in tests', async () => {
    const build = (n: number, col: string) => ['select $1::int as n', `${col} as col`, `${n} as k`].join(', ');
    const first = shapedStatement('test.shaped', build(1, "'a'"), "'a'");
    const again = shapedStatement('test.shaped', build(1, "'a'"), "'a'");
    expect(again).toBe(first);
    expect(first.name).toBe(statementName('test.shaped', build(1, "'a'")));
    // another shape: another text and name
    expect(shapedStatement('test.shaped', build(1, "'bb'"), "'bb'").name).not.toBe(first.name);
    // the shape misses what varied the text (here `k`): refused under test, where the full texts are compared
    expect(() => shapedStatement('test.shaped', build(2, "'a'"), "'a'")).toThrow(/names two texts/);
    // and the statement runs under its shape
    expect(await runPrepared(em(), 'test.shaped', build(1, "'a'"), [5], { shape: "'a'" })).toEqual([{ n: 5, col: 'a', k: 1 }]);
  });
});
