import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS, MSG } from '@poolmates/schema';
import {
  Kind,
  getIntrospectionQuery,
  getOperationAST,
  parse,
  print,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { DEEP_QUERY } from '../../test/deep-query.js';
import { resolvers, restRows } from '../features.js';
import { checkOperationLimits, measureOperation } from './operation-limits.js';
import { buildAppSchema } from './schema.js';

const schema = await buildAppSchema(resolvers);
const WEB_SRC = fileURLToPath(new URL('../../../web/src', import.meta.url));

/** Every `graphql(\`…\`)` document of the web app (web/src/**\/*.graphql.ts). */
function webDefinitions(): DefinitionNode[] {
  const files = (readdirSync(WEB_SRC, { recursive: true }) as string[]).filter((f) => f.endsWith('.graphql.ts') && !f.startsWith('gql'));
  return files.flatMap((f) => [...readFileSync(join(WEB_SRC, f), 'utf8').matchAll(/graphql\(`([\s\S]*?)`\)/g)].flatMap((m) => parse(m[1]).definitions));
}

/** One document per operation, with the fragments it uses (transitively). */
function withFragments(op: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>): DocumentNode {
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(s) {
        const f = fragments.get(s.name.value);
        if (f && !used.has(f.name.value)) {
          used.set(f.name.value, f);
          collect(f);
        }
      },
    });
  collect(op);
  return { kind: Kind.DOCUMENT, definitions: [op, ...used.values()] };
}

/** The worst a client may ask: every variable given to `first` at the page maximum. */
function worstVariables(doc: DocumentNode): Record<string, number> {
  const vars: Record<string, number> = {};
  visit(doc, {
    Argument(a) {
      if (a.name.value === 'first' && a.value.kind === Kind.VARIABLE) vars[a.value.name.value] = LIMITS.pageSizeMax;
    },
  });
  return vars;
}

const defs = webDefinitions();
const fragments = new Map(defs.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
const webOps = defs.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION).map((op) => [op.name!.value, withFragments(op, fragments)] as const);

const restDocs = new Map<string, string>();
for (const row of restRows) {
  // the rows' documents are DocumentNodes from codegen (decision 027): printed, keyed as before
  if (typeof row.document !== 'function') restDocs.set(`${row.path} ${print(row.document).slice(0, 30)}`, print(row.document));
  else {
    for (const status of ['approved', 'deleted', 'cancel']) {
      for (const signedIn of [true, false]) {
        const doc = row.document({ body: { status } } as unknown as Request, signedIn);
        restDocs.set(`${row.path} ${print(doc).slice(0, 30)}`, print(doc));
      }
    }
  }
}

const check = (query: string | DocumentNode, variables: Record<string, unknown> = {}) => {
  const doc = typeof query === 'string' ? parse(query) : query;
  return checkOperationLimits(schema, doc, getOperationAST(doc)!, variables)?.message ?? null;
};

describe('operation limits: what the app itself sends passes', () => {
  it('finds the web operations and the REST rows', () => {
    expect(webOps.length).toBeGreaterThan(40);
    expect(restDocs.size).toBeGreaterThan(40);
  });

  it.each(webOps)('web operation %s, with every `first` at %#: the page maximum', (_name, doc) => {
    expect(validate(schema, doc)).toEqual([]);
    expect(checkOperationLimits(schema, doc, getOperationAST(doc)!, worstVariables(doc))).toBeNull();
  });

  it.each([...restDocs])('REST row %s', (_name, text) => {
    const doc = parse(text);
    expect(validate(schema, doc)).toEqual([]);
    expect(checkOperationLimits(schema, doc, getOperationAST(doc)!, worstVariables(doc))).toBeNull();
  });

  it('leaves room: the costliest of them stays well under the budget', () => {
    const all = [...webOps.map(([, d]) => d), ...[...restDocs.values()].map((t) => parse(t))];
    const worst = all.map((d) => measureOperation(schema, d, getOperationAST(d)!, worstVariables(d)));
    const max = (k: 'cost' | 'depth' | 'fields' | 'aliases') => Math.max(...worst.map((w) => w[k]));
    // printed for decision 017's figures
    console.info('app operations at their worst:', { cost: max('cost'), depth: max('depth'), fields: max('fields'), aliases: max('aliases') });
    expect(max('cost') * 2).toBeLessThanOrEqual(LIMITS.queryMaxCost);
    expect(max('depth')).toBeLessThan(LIMITS.queryMaxDepth);
    expect(max('fields') * 2).toBeLessThanOrEqual(LIMITS.queryMaxFields);
  });

  it('lets GraphiQL introspect the schema', () => {
    const doc = parse(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true, oneOf: true }));
    expect(check(doc)).toBeNull();
    expect(measureOperation(schema, doc, getOperationAST(doc)!).introspectionFields * 2).toBeLessThanOrEqual(LIMITS.introspectionMaxFields);
  });
});

describe('operation limits: what is refused', () => {
  it('refuses the nested comments query of issue 10 (cost and depth)', () => {
    expect(DEEP_QUERY.length).toBeLessThan(400);
    expect(check(DEEP_QUERY)).toMatch(/too (deeply|much)/);
  });

  it('refuses two nested lists of 100 by cost, and counts `first` from the variables', () => {
    const q = 'query($n: Int) { topics(first: $n) { edges { node { comments(first: $n) { edges { node { id html createdAt likeCount author { id username firstName lastName } } } } } } } }';
    expect(check(q, { n: 5 })).toBeNull();
    expect(check(q, { n: 100 })).toBe(MSG.queryTooCostly(LIMITS.queryMaxCost));
    // a huge `first` costs what the resolver clamps it to, not more, and still crosses the budget
    expect(check(q, { n: 1e9 })).toBe(MSG.queryTooCostly(LIMITS.queryMaxCost));
  });

  it('refuses nesting deeper than the limit even when each level is cheap', () => {
    const deep = `{ topic(id: 1) { ${'comments(first: 1) { edges { node { topic { '.repeat(3)} id ${'} } } }'.repeat(3)} } }`;
    expect(check(deep)).toBe(MSG.queryTooDeep(LIMITS.queryMaxDepth));
  });

  it('refuses too many fields below the root, counting fragments as expanded (a fragment bomb)', () => {
    const bomb = `{ me { ...A } } fragment A on User { ...B ...B } fragment B on User { ...C ...C } fragment C on User { ...D ...D }
      fragment D on User { ...E ...E } fragment E on User { ...F ...F } fragment F on User { ...G ...G } fragment G on User { ...H ...H }
      fragment H on User { ...I ...I } fragment I on User { id username firstName lastName bio }`;
    expect(check(bomb)).toBe(MSG.queryTooManyFields(LIMITS.queryMaxFields));
  });

  it('refuses many aliases below the root', () => {
    const aliases = Array.from({ length: LIMITS.queryMaxAliases + 1 }, (_, i) => `a${i}: username`).join(' ');
    expect(check(`{ me { ${aliases} } }`)).toBe(MSG.queryTooManyAliases(LIMITS.queryMaxAliases));
  });

  it('refuses introspection lists nested to multiply (types → fields → type → fields → args)', () => {
    expect(check('{ __schema { types { fields { type { fields { args { name } } } } } } }')).toBe(MSG.queryTooDeep(LIMITS.introspectionMaxListNesting));
  });

  it('keeps the root-field guard: a repeated single-use field, or more than the root maximum', () => {
    expect(check('mutation { a: verifyPin(pin: "1111") b: verifyPin(pin: "2222") }')).toBe(MSG.tooManyFields);
    const many = Array.from({ length: LIMITS.maxRootFields + 1 }, (_, i) => `c${i}: categories { id }`).join(' ');
    expect(check(`{ ${many} }`)).toBe(MSG.tooManyFields);
  });
});
