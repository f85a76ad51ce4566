import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { buildAppSchema } from './schema.js';
import { resolvers } from '../features.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

/** A literal that passes validation for `type` (required input fields filled in). */
function literal(type: GraphQLInputType): string {
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0].name;
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${fields.map((f) => `${f.name}: ${literal(f.type)}`).join(', ')} }`;
  }
  if (isScalarType(named)) {
    if (named.name === 'Boolean') return 'true';
    if (named.name === 'Int' || named.name === 'Float') return '1';
    return '"1"';
  }
  throw new Error(`no literal for ${String(type)}`);
}

const schema = await buildAppSchema(resolvers);
const guarded = (root: GraphQLObjectType | null | undefined, kind: 'query' | 'mutation') =>
  Object.values(root?.getFields() ?? {})
    .filter((f) => f.extensions?.auth !== 'public' && !f.args.some((a) => getNamedType(a.type).name === 'Upload'))
    .map((f) => {
      const args = f.args.filter((a) => isNonNullType(a.type) || a.name === 'password');
      const argText = args.length ? `(${args.map((a) => `${a.name}: ${literal(a.type)}`).join(', ')})` : '';
      const selection = isObjectType(getNamedType(f.type)) ? ' { __typename }' : '';
      return [`${kind} ${f.name}`, `${kind} { ${f.name}${argText}${selection} }`] as const;
    });

/** Every root field that is not @Public() refuses a visitor with UNAUTHENTICATED, before any rule runs. */
describe('a visitor (no session)', () => {
  const cases = [...guarded(schema.getQueryType(), 'query'), ...guarded(schema.getMutationType(), 'mutation')];
  it('has guarded fields to check', () => {
    expect(cases.length).toBeGreaterThanOrEqual(15);
  });
  it.each(cases)('is refused by %s', async (_name, document) => {
    const r = await t.client().gql(document);
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(r.data?.[_name.split(' ')[1]] ?? null).toBeNull();
  });
});
