import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { LIMITS } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { squadOf } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { clock } from '../../platform/clock.js';
import { preparedTap, runPrepared, statementName } from '../../platform/prepared.js';

/**
 * A measurement, not a check (MEASURE_NOTICES=1; decision 078): EXPLAIN (ANALYZE, BUFFERS) of a
 * post's statement with its notices (decision 091; a reply with four away mates), and the search trigger's share of a
 * post's insert — `Trigger posts_search_sync` time against the insert's execution time, new words
 * and words the topic already has, interleaved on one connection in one transaction (rolled back).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  clock.reset();
  await t?.stop();
});

const POST = 'mutation($t: ID!, $h: String, $c: String, $r: ID) { createPost(topicId: $t, html: $h, clientId: $c, replyToId: $r) { id } }';
const cid = () => `c-${randomBytes(6).toString('hex')}`;
const lit = (v: unknown): string =>
  v === null || v === undefined ? 'NULL' : typeof v === 'number' || typeof v === 'boolean' ? String(v) : v instanceof Date ? `'${v.toISOString()}'` : Array.isArray(v) ? `'{${v.join(',')}}'` : `'${String(v).replace(/'/g, "''")}'`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const word = () => `w${randomBytes(4).toString('hex')}`;

type Plan = { 'Execution Time': number; 'Planning Time': number; Triggers?: { 'Trigger Name': string; Time: number }[] };

describe.skipIf(process.env.MEASURE_NOTICES !== '1')('a post: its notices statement and its search trigger', () => {
  it('EXPLAIN (ANALYZE, BUFFERS)', async () => {
    const seen = new Map<string, { label: string; text: string; values: readonly unknown[] }>();
    const { owner, members, topicId } = await squadOf(t, 4, { squadSize: 5 });
    const root = (await owner.client.gql(POST, { t: topicId, h: 'the root', c: cid() })).data.createPost.id;
    for (let i = 0; i < 30; i++) await owner.client.gql(POST, { t: topicId, h: `<p>the usual words of this squad number ${i} today swim training</p>`, c: cid() });
    clock.advance((LIMITS.awayAfterMinutes + 1) * 60_000);
    preparedTap.on = (s) => seen.set(s.label, s);
    const sent = cid();
    await members[0].client.gql(POST, { t: topicId, h: 'back after a while', c: sent, r: root });
    preparedTap.on = undefined;
    const seenWrite = seen.get('post.write')!; // the notices are CTEs of the post's statement (decision 091)
    expect(seenWrite).toBeDefined();
    // a new clientId: the plan is a post's first write, not a retry's (which inserts nothing)
    const s = { ...seenWrite, values: seenWrite.values.map((v) => (v === sent ? cid() : v)) };
    expect(s.values).not.toContain(sent);
    const out: Record<string, unknown> = {};
    const run = t.orm.em.fork().transactional(async (tx: EntityManager) => {
      const exec = <T>(sql: string) => tx.getConnection().execute<T[]>(sql, [], 'all', tx.getTransactionContext());
      for (let i = 0; i < 6; i++) {
        await exec('savepoint m');
        await exec(`delete from away_post_notices where topic_id = ${Number(topicId)}`);
        await runPrepared(tx, s.label, s.text, s.values); // warm: past the five custom plans
        await exec('rollback to savepoint m');
      }
      const name = statementName(s.label, s.text)!;
      await exec('savepoint m');
      await exec(`delete from away_post_notices where topic_id = ${Number(topicId)}`);
      const plan = await exec<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, summary) execute "${name}"(${s.values.map(lit).join(', ')})`);
      await exec('rollback to savepoint m');
      out.noticesPlan = plan.map((r) => r['QUERY PLAN']).join('\n');

      // the search trigger: a post of 12 words, all new to the topic or all known, with and without the trigger
      const [{ id: author }] = await exec<{ id: number }>(`select owner_id as id from topics where id = ${Number(topicId)}`);
      const insert = (text: string) =>
        `explain (analyze, buffers, summary, format json) insert into posts (topic_id, author_id, html, text, images, created_at) values (${Number(topicId)}, ${author}, ${lit(text)}, ${lit(text)}, '[]', now())`;
      const known = 'the usual words of this squad number today swim training again and more';
      const a: Record<string, number[]> = { newWithTrigger: [], newTrigger: [], knownWithTrigger: [], knownTrigger: [], without: [] };
      for (let i = 0; i < 25; i++) {
        for (const mode of ['new', 'known', 'without'] as const) {
          await exec('savepoint m');
          if (mode === 'without') await exec('alter table posts disable trigger posts_search_sync');
          const text = mode === 'known' ? known : Array.from({ length: 12 }, word).join(' ');
          const [row] = await exec<{ 'QUERY PLAN': [Plan] }>(insert(text));
          await exec('rollback to savepoint m');
          const p = row['QUERY PLAN'][0];
          const trig = p.Triggers?.find((x) => x['Trigger Name'] === 'posts_search_sync')?.Time ?? 0;
          if (mode === 'without') a.without.push(p['Execution Time']);
          else {
            a[`${mode}WithTrigger`].push(p['Execution Time']);
            a[`${mode}Trigger`].push(trig);
          }
        }
      }
      out.insertMs = Object.fromEntries(Object.entries(a).map(([k, v]) => [k, median(v)]));
      throw new Error('roll back');
    });
    await expect(run).rejects.toThrow('roll back');
    console.log(String(out.noticesPlan));
    console.log('post insert, median of 25 (ms): execution with the trigger (12 new words / 12 known words), the trigger alone, without it', JSON.stringify(out.insertMs));
  }, 300_000);
});
