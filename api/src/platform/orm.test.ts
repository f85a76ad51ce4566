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
