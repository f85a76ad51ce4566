import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildAppSchema, printAppSchema } from './schema.js';
import { resolvers } from '../features.js';

const SCHEMA_FILE = fileURLToPath(new URL('../../../schema/schema.graphql', import.meta.url));

describe('the GraphQL schema', () => {
  it('matches the committed schema/schema.graphql (run `npm run emit-schema` when this fails)', async () => {
    const emitted = printAppSchema(await buildAppSchema(resolvers));
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(emitted);
  });

  it('has an authorization marker (@Auth or @Public) on every root field', async () => {
    const schema = await buildAppSchema(resolvers);
    const unguarded: string[] = [];
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        const auth = field.extensions?.auth;
        if (typeof auth !== 'string' || auth.length === 0) unguarded.push(`${root!.name}.${field.name}`);
      }
    }
    expect(unguarded).toEqual([]);
  });
});
