import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerAndMember, registerUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { POST, CHAT, cid } from './hot-writes.test-kit.js';
import { preparedTap, runPrepared, statementName } from '../../platform/prepared.js';

/**
 * A measurement, not a check (MEASURE_PLANNING=1; decision 072): PostgreSQL's planning time of each
 * hot write statement, sent as before (values inlined into unnamed text, as MikroORM's `execute`
 * does) and as now (the named prepared statement, warm on its connection), interleaved on one
 * connection in one transaction (rolled back), from `EXPLAIN (ANALYZE, SUMMARY)`. Medians of 25.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

/** A value as an SQL literal (the statements cast every bind). */
function lit(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return `'${v.toISOString()}'`;
  if (Array.isArray(v)) return `'{${v.join(',')}}'`;
  return `'${String(v).replace(/'/g, "''")}'`;
}
const inline = (text: string, values: readonly unknown[]) => text.replace(/\$(\d+)(?!\d)/g, (_, n: string) => lit(values[Number(n) - 1]));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

describe.skipIf(process.env.MEASURE_PLANNING !== '1')('planning time of the hot write statements, inlined vs prepared', () => {
  it('post.write (its notices in it), event.append, chat.send', async () => {
    const seen = new Map<string, { label: string; text: string; values: readonly unknown[] }>();
    preparedTap.on = (s) => seen.set(s.label, s);
    const { owner, member, topicId } = await ownerAndMember(t, { topic: 'Planning' });
    const root = (await owner.client.gql(POST, { t: topicId, h: 'root post', c: cid() })).data.createPost.id;
    await member.client.gql(POST, { t: topicId, h: '<p>a reply with a few words</p>', c: cid(), r: root });
    const [p, q] = await Promise.all([registerUser(t), registerUser(t)]);
    await p.client.gql(CHAT, { i: { toUserId: q.id, clientId: cid(), text: 'hello there' } });
    preparedTap.on = undefined;
    const out: Record<string, { inlined: number; prepared: number; executeInlined: number; executePrepared: number }> = {};
    const run = t.orm.em.fork().transactional(async (tx: EntityManager) => {
      const exec = async (sql: string) => {
        const rows = await tx.getConnection().execute<{ 'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number }] }[]>(sql, [], 'all', tx.getTransactionContext());
        return rows[0]['QUERY PLAN'][0];
      };
      for (const label of ['post.write', 'event.append', 'chat.send']) {
        const s = seen.get(label);
        if (!s) continue;
        for (let i = 0; i < 6; i++) await runPrepared(tx, s.label, s.text, s.values); // warm: past the five custom plans
        const name = statementName(s.label, s.text)!;
        const a: number[][] = [[], [], [], []];
        for (let i = 0; i < 25; i++) {
          const x = await exec(`explain (analyze, summary, format json) ${inline(s.text, s.values)}`);
          const y = await exec(`explain (analyze, summary, format json) execute "${name}"(${s.values.map(lit).join(', ')})`);
          a[0].push(x['Planning Time']);
          a[1].push(y['Planning Time']);
          a[2].push(x['Execution Time']);
          a[3].push(y['Execution Time']);
        }
        out[label] = { inlined: median(a[0]), prepared: median(a[1]), executeInlined: median(a[2]), executePrepared: median(a[3]) };
      }
      throw new Error('roll back');
    });
    await expect(run).rejects.toThrow('roll back');
    console.log('planning ms (median of 25): inlined unnamed vs named prepared; execution ms beside', JSON.stringify(out, null, 1));
    expect(Object.keys(out)).toEqual(['post.write', 'event.append', 'chat.send']);
  }, 300_000);
});
