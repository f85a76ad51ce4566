import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import { createOrm, migrate, POOL_IDLE_MS, type Orm } from './orm.js';
import { entities } from '../features.js';

let orm: Orm;
beforeAll(async () => {
  orm = await createOrm(await createTestDatabase(), { entities, pool: 2 });
});
afterAll(() => orm?.close());

describe('migrations', () => {
  it('are all applied to the template, and running them again does nothing', async () => {
    expect(await migrate(orm)).toEqual([]);
  });

  it('agree with the entities: the schema diff after migrating is empty', async () => {
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: true });
    expect(diff.trim()).toBe('');
  });
});

describe('plan cache mode (decision 104)', () => {
  const mode = async (o: Orm) => (await o.em.fork().getConnection().execute<{ plan_cache_mode: string }[]>('show plan_cache_mode'))[0].plan_cache_mode;

  it("is generic on the app's connections, set as they open (the pooled connection shows it)", async () => {
    expect(await mode(orm)).toBe('force_generic_plan');
  });

  it('follows PG_PLAN_CACHE_MODE when it is set', async () => {
    const auto = await createOrm(await createTestDatabase(), { entities, pool: 1, planCacheMode: 'auto' });
    try {
      expect(await mode(auto)).toBe('auto');
    } finally {
      await auto.close();
    }
  });
});

describe('the pool (decision 106)', () => {
  it("keeps an idle connection 5 minutes, not node-postgres' 10 s: a burst after a quiet spell finds its connections open, statements prepared", async () => {
    const connection = orm.em.getConnection() as unknown as { getNativeClient(): Promise<{ options: { idleTimeoutMillis?: number } }> };
    const pool = await connection.getNativeClient();
    expect(POOL_IDLE_MS).toBe(300_000);
    expect(pool.options.idleTimeoutMillis).toBe(POOL_IDLE_MS);
  });
});
