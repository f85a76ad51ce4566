import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import { createOrm, migrate, type Orm } from './orm.js';
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
