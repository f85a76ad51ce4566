import { readFileSync } from 'node:fs';
import { getOperationAST, Kind, validate, type DocumentNode } from 'graphql';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { resolvers, restRows } from '../features.js';
import * as generated from '../gql/graphql.js';
import { buildAppSchema } from '../platform/schema.js';
import { defineRow, type RestRow } from './row.js';

// Decision 027: every legacy row runs one literal document that went through codegen (so its
// `payload` is typed by it), and that document is valid against the schema the app serves — a
// renamed field or argument fails here, not on a legacy client's request.

const schema = await buildAppSchema(resolvers);

/** The documents codegen made from the rows files (api/src/gql/graphql.ts). */
const fromCodegen = new Set<unknown>(Object.values(generated).filter((v) => (v as DocumentNode | undefined)?.kind === Kind.DOCUMENT));

/** Each row's documents: a function document is asked for every choice it makes (signed in or not, each status). */
function documentsOf(row: RestRow): DocumentNode[] {
  if (typeof row.document !== 'function') return [row.document];
  const docs = new Set<DocumentNode>();
  for (const status of ['approved', 'deleted', 'cancel', undefined]) {
    for (const signedIn of [true, false]) docs.add(row.document({ body: { status } } as unknown as Request, signedIn));
  }
  return [...docs];
}

const cases = restRows.flatMap((row) => documentsOf(row).map((doc) => [`${row.method.toUpperCase()} ${row.path} ${getOperationAST(doc)?.name?.value}`, doc] as const));

describe('legacy rows: documents', () => {
  it('finds every row', () => {
    expect(restRows.length).toBeGreaterThan(70);
    expect(new Set(restRows.map((r) => `${r.method} ${r.path}`)).size).toBe(restRows.length);
  });

  it.each(cases)('%s: one named operation, made by codegen, valid against the schema', (_name, doc) => {
    expect(fromCodegen.has(doc), 'write the document as graphql(`…`) in a rows file and run `npm run codegen`').toBe(true);
    const op = getOperationAST(doc);
    expect(op?.name?.value).toMatch(/^Legacy/);
    expect(validate(schema, doc).map((e) => e.message)).toEqual([]);
  });

  it('types payload and input from the document (a typecheck assertion: `npm run typecheck` fails without the errors)', () => {
    const row = defineRow({
      method: 'post',
      path: '/addcomment',
      document: generated.LegacyAddCommentDocument,
      // @ts-expect-error the operation's `$t` is an ID, not a boolean
      input: () => ({ t: true, h: 'x' }),
      // @ts-expect-error `html` is not in the document's selection
      payload: (d) => d.addComment.html,
    });
    expect(row.path).toBe('/addcomment');
  });
});

describe('docs/api.md keeps up (decision 053)', () => {
  const doc = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');

  it('lists every legacy path the router registers, and none it does not', () => {
    // a path in a table cell: `/getuserfollower?page&limit` counts as /getuserfollower
    const documented = new Set([...doc.matchAll(/^\|\s*(?:GET|POST)\s*\|([^|]+)\|/gm)].flatMap((m) => [...m[1].matchAll(/`(\/[A-Za-z]+)[^`]*`/g)].map((x) => x[1])));
    const registered = new Set(restRows.map((r) => r.path));
    expect([...registered].filter((p) => !documented.has(p))).toEqual([]);
    expect([...documented].filter((p) => !registered.has(p))).toEqual([]);
  });

  it('lists every GraphQL subscription', () => {
    const fields = Object.keys(schema.getSubscriptionType()?.getFields() ?? {});
    expect(fields.length).toBeGreaterThan(5);
    expect(fields.filter((f) => !new RegExp(`\\| \`${f}[(\`]`).test(doc))).toEqual([]);
  });
});
