import type { Request } from 'express';
import {
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Context } from './context.js';
import { PARSE_OPTIONS } from './document-bounds.js';
import { guardDocument } from './guard.js';
import { pageCursor } from './ids.js';
import { JIT_TEXT_MAX } from './jit.js';
import type { Orm } from './orm.js';
import { reserveName, runPrepared } from './prepared.js';
import { BoundedCache, TEXT_CACHE_BOUNDS, type TextCacheBounds } from './text-cache.js';
import { webQueryTexts } from './web-documents.js';
import type { ReadAdmit, ReadRefusal } from './graphql-http.js';

/**
 * Splicing PostgreSQL's JSON text into a read page's answer (decision 066). For a query whose
 * whole selection one statement can build — every field on a conservative whitelist, no
 * directive, no repeated response key, no argument but the page's root ones —
 * the statement writes the response's `data` (aliases and `__typename` written in, per document)
 * and the HTTP handler sends `{"data":` + that text + `}` as it came: no parse, no execute, no
 * stringify. Anything else, and any statement that finds nothing to answer (an unknown topic: its
 * NOT_FOUND or null is the resolvers' to say), goes the usual way through Apollo.
 *
 * A type's fields: a leaf is a SQL expression over the row alias in scope; an object field writes
 * its own `json_build_object` from its selection (null: not supported here, fall back).
 */
export type SpliceField = { leaf: (alias: string) => string } | { object: (alias: string, field: FieldNode) => string | null; /** it reads its own arguments (literals only) */ args?: boolean };
export interface SpliceType {
  name: string;
  fields: Readonly<Record<string, SpliceField>>;
}

const extensions = new Map<string, Map<string, SpliceField>>();
/** A field one feature adds to another feature's spliced type (the comments of a topic), as `extendRead`. */
export function extendSplice(type: string, field: string, spec: SpliceField): void {
  const fields = extensions.get(type) ?? new Map<string, SpliceField>();
  fields.set(field, spec);
  extensions.set(type, fields);
}

/**
 * Every spliced statement starts with the CTE `q`: the clock's now and the session's viewer id
 * (null: signed out), bound as parameters from the context — never from the request's input.
 */
export const SPLICE_Q = 'q as (select ?::timestamptz as now, ?::int as viewer)';
export const spliceQParams = (ctx: Context, now: Date): unknown[] => [now.toISOString(), ctx.viewerRow?.id ?? null];
export const SPLICE_NOW = '(select now from q)';
export const SPLICE_VIEWER = '(select viewer from q)';

/** base64url of `<kind>:<id>` without padding, as `pageCursor.encode`. */
export const cursorSql = (kind: string, id: string) => `translate(rtrim(encode(convert_to('${kind}:' || ${id}, 'UTF8'), 'base64'), '='), '+/', '-_')`;

/** A timestamp as `Date.toJSON` writes it (the DateTime scalar's serialisation). */
export const isoSql = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A literal integer argument's value; undefined when absent, null when it is not a literal integer (a variable, null). */
export function literalInt(field: FieldNode, name: string): number | null | undefined {
  const arg = field.arguments?.find((a) => a.name.value === name);
  if (!arg) return undefined;
  return arg.value.kind === Kind.INT ? Number(arg.value.value) : null;
}

/** PostgreSQL's json_build_object takes at most 100 arguments: 50 keys. */
const KEYS_MAX = 50;

/** The named fragments of the document being planned (planning is synchronous: set around `page.plan`). */
let fragments: ReadonlyMap<string, FragmentDefinitionNode> = new Map();

/** The request's coerced variable values, as `getVariableValues` gives them. */
export type SpliceVariables = Readonly<Record<string, unknown>>;
/**
 * A slot's SQL text for a request (from `int()` only, never the input's text), or null: fall back.
 * A value that differs from request to request (a cursor's id) is a bind: `{ sql, values }`, the
 * text with a `?` per value (decision 087: the text stays one of a few, prepared once per connection).
 */
type Slot = (vars: SpliceVariables) => string | { sql: string; values: readonly unknown[] } | null;
/** The slots of the statement being built (null: not building one, `spliceSlot` declines). */
let slots: Slot[] | null = null;
// ⟨n⟩: characters no statement part writes (names are ASCII, SQL is ours), replaced before it is sent
const [SLOT_OPEN, SLOT_CLOSE] = ['\u27e8', '\u27e9'];
const SLOTS_RE = /\u27e8(\d+)\u27e9/g;

/**
 * A place in the statement's text filled per request from the variables (a nested page's `first`
 * and `after`): the marker to write into the SQL, or null when no statement is being built. The
 * text is planned once per document; the slots are joined into it per request (the SQL stays one
 * literal text, as the other values MikroORM inlines).
 */
export function spliceSlot(value: Slot): string | null {
  if (!slots) return null;
  slots.push(value);
  return `${SLOT_OPEN}${slots.length - 1}${SLOT_CLOSE}`;
}

/**
 * A field argument's value for a request: absent → undefined, a variable → its coerced value, a
 * literal integer, string or null → itself; null (the reader) for any other literal (a list, an
 * object, an enum): not planned here.
 */
export function argReader(field: FieldNode, name: string): ((vars: SpliceVariables) => unknown) | null {
  const arg = field.arguments?.find((a) => a.name.value === name);
  if (!arg) return () => undefined;
  const v = arg.value;
  if (v.kind === Kind.VARIABLE) return (vars) => vars[v.name.value];
  if (v.kind === Kind.INT) return () => Number(v.value);
  if (v.kind === Kind.STRING) return () => v.value;
  if (v.kind === Kind.NULL) return () => null;
  return null;
}

/**
 * The SQL text of a statement for a request: its slots filled from the variables, and the values of
 * the slots' `?`s in text order (the page puts them between its own, by where they stand); null: fall back.
 */
export type SpliceText = (vars: SpliceVariables) => { sql: string; binds: unknown[] } | null;

/**
 * Captured while a page plans (`page.plan`): builds a statement's text with the document's named
 * fragments in scope and its own slots — now, or later for another root argument (browse's
 * `first`) — and returns its filler, or null when the selection is not splicable.
 */
export function planScope(): { text(build: () => string | null): SpliceText | null } {
  const own = fragments;
  return {
    text(build) {
      const [outerFragments, outerSlots] = [fragments, slots];
      const mine: Slot[] = [];
      fragments = own;
      slots = mine;
      let sql: string | null;
      try {
        sql = build();
      } finally {
        [fragments, slots] = [outerFragments, outerSlots];
      }
      if (sql === null) return null;
      if (!mine.length) return () => ({ sql, binds: [] });
      // text, slot index, text, slot index, …, text
      const pieces = sql.split(SLOTS_RE);
      return (vars) => {
        let out = pieces[0];
        const binds: unknown[] = [];
        for (let i = 1; i < pieces.length; i += 2) {
          const v = mine[Number(pieces[i])](vars);
          if (v === null) return null;
          if (typeof v === 'string') out += v + pieces[i + 1];
          else {
            out += v.sql + pieces[i + 1];
            binds.push(...v.values);
          }
        }
        return { sql: out, binds };
      };
    },
  };
}

/**
 * `json_build_object(…)` of `set` against `type` over the row `alias`; null when any part of it is not on the whitelist.
 * Fields are collected as GraphQL's `collectFields` does: in first-occurrence order, the fields of one
 * response key merged (validation has made them the same field with the same arguments; an object
 * field gets their selections together), fragments on this very type inlined.
 */
export function spliceObject(type: SpliceType, set: SelectionSetNode | undefined, alias: string): string | null {
  if (!set) return null;
  const byKey = new Map<string, FieldNode[]>();
  const walk = (s: SelectionSetNode): boolean => {
    for (const sel of s.selections) {
      if (sel.directives?.length) return false;
      if (sel.kind === Kind.INLINE_FRAGMENT) {
        if (sel.typeCondition && sel.typeCondition.name.value !== type.name) return false;
        if (!walk(sel.selectionSet)) return false;
        continue;
      }
      if (sel.kind === Kind.FRAGMENT_SPREAD) {
        // a named fragment on this very type (validation has ruled out cycles and unknown names)
        const fragment = fragments.get(sel.name.value);
        if (!fragment || fragment.directives?.length || fragment.typeCondition.name.value !== type.name) return false;
        if (!walk(fragment.selectionSet)) return false;
        continue;
      }
      if (sel.kind !== Kind.FIELD) return false;
      const key = sel.alias?.value ?? sel.name.value;
      const same = byKey.get(key);
      if (same) same.push(sel);
      else byKey.set(key, [sel]);
    }
    return true;
  };
  if (!walk(set) || byKey.size > KEYS_MAX || byKey.size === 0) return null;
  const parts: string[] = [];
  for (const [key, nodes] of byKey) {
    const sel = nodes[0];
    // validation (OverlappingFieldsCanBeMerged) has made them one field with the same arguments
    if (nodes.some((n) => n.name.value !== sel.name.value)) return null;
    let expr: string | null;
    if (sel.name.value === '__typename') expr = sel.arguments?.length ? null : `'${type.name}'`;
    else {
      const f = type.fields[sel.name.value] ?? extensions.get(type.name)?.get(sel.name.value);
      if (!f || (sel.arguments?.length && !('object' in f && f.args))) return null;
      if ('leaf' in f) expr = sel.selectionSet ? null : f.leaf(alias);
      else {
        const merged: FieldNode =
          nodes.length === 1 ? sel : { ...sel, selectionSet: { kind: Kind.SELECTION_SET, selections: nodes.flatMap((n) => n.selectionSet?.selections ?? []) } };
        expr = f.object(alias, merged);
      }
    }
    if (expr === null) return null;
    // names are /[_A-Za-z][_0-9A-Za-z]*/ (the parser's): safe inside a SQL string literal
    parts.push(`'${key}', ${expr}`);
  }
  return `json_build_object(${parts.join(', ')})`;
}

/**
 * One statement's text and its positional parameters (`?`, the only `?`s in the text: no SQL of a
 * splice writes one otherwise); its one row's column `r` is the `data` JSON as text.
 */
export interface SpliceStatement {
  sql: string;
  params: unknown[];
}

/** A read page that can be spliced: a `Query` root field, and the statement of a selection of it. */
export interface SplicePage {
  root: string;
  /**
   * Per document (cached): the statement maker for `field`, or null (not splicable). `key` is the
   * field's response key. The maker gets the argument values (variables applied, as the resolver
   * would), the request's context and its coerced variables (for `planScope` texts' slots); it
   * returns null to fall back.
   */
  plan(field: FieldNode, key: string): ((args: Record<string, unknown>, ctx: Context, vars: SpliceVariables) => SpliceStatement | null) | null;
}

/** Accept header → the content type Apollo answers a single result with (`chooseContentTypeForSingleResultResponse`). */
const JSON_TYPE = 'application/json; charset=utf-8';
const ANSWER_TYPES = new Map<string | undefined, string>([
  [undefined, JSON_TYPE],
  ['*/*', JSON_TYPE],
  ['application/json', JSON_TYPE],
  // Apollo Client's default (the web app)
  ['application/graphql-response+json,application/json;q=0.9', 'application/graphql-response+json; charset=utf-8'],
]);

interface Plan {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  field: FieldNode;
  page: SplicePage;
  make: (args: Record<string, unknown>, ctx: Context, vars: SpliceVariables) => SpliceStatement | null;
}

/**
 * The splicer of `graphql-http.ts`: the `data` text of a request it can answer, else null. The
 * guards have run on the text and the session (graphql-http.ts) when it is called; it runs the
 * document's guard pipeline itself (guard.ts, Apollo's plugin elsewhere), and nothing else of
 * Apollo's applies to a query answered without errors (decision 066).
 */
export function splicer(schema: GraphQLSchema, pages: readonly SplicePage[], orm: Orm, bounds: TextCacheBounds = TEXT_CACHE_BOUNDS, own: readonly string[] = webQueryTexts()) {
  const byRoot = new Map(pages.map((p) => [p.root, p]));
  const rootType = schema.getQueryType();
  // plans by query text (null: not splicable), made on a text's second use as jit.ts compiles
  const plans = new BoundedCache<string, Plan | null>(bounds);
  const seen = new BoundedCache<string, true>({ entries: bounds.entries, bytes: Infinity, itemBytes: Infinity });

  const planOf = (text: string): Plan | null => {
    if (!rootType || text.length > JIT_TEXT_MAX) return null;
    let document: DocumentNode;
    try {
      document = parse(text, PARSE_OPTIONS);
    } catch {
      return null;
    }
    if (validate(schema, document, specifiedRules).length) return null;
    // one operation, a query, one root field; named fragments beside it
    const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    if (operations.length !== 1) return null;
    const operation = getOperationAST(document);
    if (!operation || operation.operation !== 'query' || operation.directives?.length) return null;
    const [field] = operation.selectionSet.selections;
    if (operation.selectionSet.selections.length !== 1 || field.kind !== Kind.FIELD || field.directives?.length) return null;
    const page = byRoot.get(field.name.value);
    if (!page) return null;
    fragments = new Map(document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
    try {
      const make = page.plan(field, field.alias?.value ?? field.name.value);
      return make ? { document, operation, field, page, make } : null;
    } finally {
      fragments = new Map();
    }
  };

  // the web app's own documents (`own`) name their statements first, outside the per-label cap
  // (decision 087): whatever shapes clients send first, the app's pages run prepared
  for (const text of own) {
    const plan = planOf(text);
    if (!plan) continue;
    for (const sql of ownTexts(schema, plan)) reserveName(`splice.${plan.page.root}`, sql);
  }

  /**
   * `admit`: the read's admission (decision 090), asked only once the document is a spliced page
   * about to run (a mutation or a document Apollo answers takes no read slot here): a slot, held
   * while the statement runs, or a refusal, answered instead.
   */
  return async (req: Request, ctx: Context, admit?: () => ReadAdmit | Promise<ReadAdmit>): Promise<{ data: string; contentType: string } | { refused: ReadRefusal } | null> => {
    if (req.method !== 'POST' || !req.headers['content-type']?.startsWith('application/json')) return null;
    // the content type Apollo would choose (its negotiation) for the few Accept headers clients send; others: Apollo
    const contentType = ANSWER_TYPES.get(req.headers.accept);
    if (!contentType) return null;
    const body = req.body as { query?: unknown; variables?: unknown; operationName?: unknown; extensions?: unknown } | null;
    if (body === null || typeof body !== 'object' || Array.isArray(body) || typeof body.query !== 'string' || body.extensions !== undefined) return null;
    const text = body.query;
    let plan = plans.get(text);
    if (plan === undefined) {
      if (text.length > bounds.itemBytes) return null;
      if (!seen.has(text)) {
        seen.set(text, true, 1);
        return null;
      }
      seen.delete(text);
      plans.set(text, (plan = planOf(text)), text.length);
    }
    if (!plan) return null;
    const name = body.operationName;
    if (name !== undefined && name !== null && name !== plan.operation.name?.value) return null;
    const raw = body.variables ?? undefined;
    if (raw !== undefined && (typeof raw !== 'object' || Array.isArray(raw))) return null;
    const variables = raw as Record<string, unknown> | undefined;
    // the document's guard pipeline, as Apollo's plugin runs it: a refusal is Apollo's to answer
    if (guardDocument(schema, plan.document, plan.operation, variables)) return null;
    const coerced = getVariableValues(schema, plan.operation.variableDefinitions ?? [], variables ?? {});
    if (coerced.errors) return null;
    const def = rootType!.getFields()[plan.field.name.value];
    const statement = plan.make(getArgumentValues(def, plan.field, coerced.coerced), ctx, coerced.coerced);
    if (!statement) return null;
    const prepared = numbered(statement.sql, statement.params.length);
    let slot = admit?.();
    if (slot instanceof Promise) slot = await slot;
    if (slot !== undefined && typeof slot !== 'function') return { refused: slot };
    try {
      // a named prepared statement (decision 087): the text is the same whatever the values, so
      // PostgreSQL parses it once per connection and plans it generically once warm
      const rows =
        prepared === null
          ? await orm.em.getConnection().execute<{ r: string | null }[]>(statement.sql, statement.params, 'all')
          : await runPrepared<{ r: string | null }>(orm.em, `splice.${plan.page.root}`, prepared, statement.params, { outsideTransaction: true });
      const data = rows[0]?.r;
      return typeof data === 'string' ? { data, contentType } : null;
    } catch {
      // the database's error (it is down, the statement was cancelled) is Apollo's to answer, as before
      // (its plugin takes a slot of its own)
      return null;
    } finally {
      slot?.();
    }
  };
}
export type Splicer = ReturnType<typeof splicer>;

/** A stand-in value of a required variable's type, to plan a document's text (the texts hold no value). */
const STAND_IN: Readonly<Record<string, unknown>> = { ID: '1', Int: 1, Float: 1, String: '', Boolean: false };
/** The page kinds a spliced page reads a cursor of (its text with a cursor differs from the first page's). */
const CURSOR_KINDS = ['comment', 'topic'];

/**
 * The numbered texts a document of the web runs as: its required variables stood in for, the
 * optional ones unset (the web's page sizes are the defaults) and, for a later page, `after` a
 * cursor; signed out (the viewer is a bind, the text is the same).
 */
function ownTexts(schema: GraphQLSchema, plan: Plan): string[] {
  const required: Record<string, unknown> = {};
  const defs = plan.operation.variableDefinitions ?? [];
  for (const def of defs) {
    if (def.type.kind !== Kind.NON_NULL_TYPE || def.defaultValue) continue;
    const inner = def.type.type;
    if (inner.kind !== Kind.NAMED_TYPE || !(inner.name.value in STAND_IN)) return [];
    required[def.variable.name.value] = STAND_IN[inner.name.value];
  }
  const after = defs.some((d) => d.variable.name.value === 'after' && d.type.kind === Kind.NAMED_TYPE && d.type.name.value === 'String');
  const variants = [required, ...(after ? CURSOR_KINDS.map((kind) => ({ ...required, after: pageCursor.encode(kind, 1) })) : [])];
  const def = schema.getQueryType()!.getFields()[plan.field.name.value];
  const texts = new Set<string>();
  for (const vars of variants) {
    const coerced = getVariableValues(schema, defs, vars);
    if (coerced.errors) continue;
    const statement = plan.make(getArgumentValues(def, plan.field, coerced.coerced), { viewerRow: null } as unknown as Context, coerced.coerced);
    const text = statement && numbered(statement.sql, statement.params.length);
    if (text) texts.add(text);
  }
  return [...texts];
}

/** `?` → `$1`, `$2`… (cached by text: a page has a few texts); null when the count is not `n` (then MikroORM inlines, as before). */
const numberedTexts = new Map<string, string | null>();
function numbered(sql: string, n: number): string | null {
  let out = numberedTexts.get(sql);
  if (out === undefined) {
    let i = 0;
    out = sql.replace(/\?/g, () => `$${++i}`);
    if (i !== n) out = null;
    if (numberedTexts.size >= 1000) numberedTexts.clear();
    numberedTexts.set(sql, out);
  }
  return out;
}
