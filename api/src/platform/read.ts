import {
  getArgumentValues,
  getNamedType,
  isObjectType,
  Kind,
  type FieldNode,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';
import type { Orm } from './orm.js';

/**
 * The read path (decision 033): a page is answered by ONE SQL statement that builds its JSON in
 * PostgreSQL (`json_build_object`, `json_agg`), shaped by what the GraphQL query asked, and the
 * resolvers get the parsed plain objects — no entity, no identity map, no unit of work. Entities and
 * the unit of work stay for writes.
 *
 * A **read row** is a plain object with the entity's property names (so policies and field
 * resolvers that read `topic.owner.id`, `comment.author.id`, `user.profileImage` work unchanged):
 * - the scalar properties the selection needs (a field the type's `Columns` does not know reads
 *   every column: a new field resolver is never starved of a property);
 * - a relation is `{ id }`, or the related read row when its field was asked;
 * - `$` (a key no GraphQL field can have) holds what the row's field resolvers would otherwise
 *   load: counts, viewer flags, the squad, a prefetched page of a list (keyed by the response key).
 *   A field resolver asks `pre(row)?.x` first and falls back to its loader, so the same resolver
 *   serves read rows and entities (mutations still answer entities).
 *
 * This file imports no feature: each feature describes its own columns (`<f>.reads.ts`).
 */

/** What a read row carries for its field resolvers. */
export type Pre = Record<string, unknown>;

/**
 * A field resolver's root: an entity or a read row. Resolvers type `@Root()` with it, not with the
 * class: type-graphql copies a root that is not an instance of the parameter's class into a new
 * instance (`convertToType`: an entity constructed, every property set through MikroORM's
 * accessors, for every field of every row), while a generic type is recorded as `Object` in the
 * decorator metadata, so the row is passed as it is.
 */
export type Row<T> = T & { readonly $?: Pre };

/** The `$` of a read row; undefined for an entity (or any other object). */
export function pre(row: object): Pre | undefined {
  return (row as { $?: Pre }).$;
}

/** One field of a selection: merged over fragments and repeats of the same response key. */
export class Asked {
  constructor(
    readonly name: string,
    /** The response key (the alias, else the name): where the answer goes. */
    readonly key: string,
    readonly nodes: FieldNode[],
    private readonly parent: GraphQLObjectType | null,
    private readonly info: GraphQLResolveInfo,
  ) {}

  /** The field's arguments, variables resolved and defaults applied, as the resolver will get them. */
  args(): Record<string, unknown> {
    const def = this.parent?.getFields()[this.name];
    return def ? getArgumentValues(def, this.nodes[0], this.info.variableValues) : {};
  }

  /** What is asked below this field. */
  below(): Sel {
    const def = this.parent?.getFields()[this.name];
    const type = def ? getNamedType(def.type) : null;
    return collect(this.nodes.map((n) => n.selectionSet), isObjectType(type) ? type : null, this.info);
  }
}

/** The fields asked at one level of a query. */
export class Sel {
  constructor(readonly fields: readonly Asked[]) {}

  has(name: string): boolean {
    return this.fields.some((f) => f.name === name);
  }

  hasAny(names: readonly string[]): boolean {
    return this.fields.some((f) => names.includes(f.name));
  }

  named(name: string): Asked[] {
    return this.fields.filter((f) => f.name === name);
  }

  /** The merged selection below every occurrence of `name` (several aliases: their union). */
  under(name: string): Sel {
    return new Sel(this.named(name).flatMap((f) => f.below().fields));
  }

  /** The selection at a path of fields (`sel.at('edges', 'node')`). */
  at(...path: string[]): Sel {
    return path.reduce<Sel>((s, name) => s.under(name), this);
  }

  names(): Set<string> {
    return new Set(this.fields.map((f) => f.name));
  }
}

function collect(sets: readonly (SelectionSetNode | undefined)[], type: GraphQLObjectType | null, info: GraphQLResolveInfo): Sel {
  const byKey = new Map<string, { name: string; nodes: FieldNode[] }>();
  const walk = (set: SelectionSetNode | undefined) => {
    for (const s of set?.selections ?? []) {
      // @skip/@include are not evaluated: reading for a field that is then skipped costs a column, never an answer
      if (s.kind === Kind.FIELD) {
        const key = s.alias?.value ?? s.name.value;
        const f = byKey.get(key) ?? { name: s.name.value, nodes: [] };
        f.nodes.push(s);
        byKey.set(key, f);
      } else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet);
      else walk(info.fragments[s.name.value]?.selectionSet);
    }
  };
  for (const set of sets) walk(set);
  return new Sel([...byKey].map(([key, f]) => new Asked(f.name, key, f.nodes, type, info)));
}

/** A selection written in code: `{ field: true }` (anything below it), `{ field: { …below } }`. */
export type SelTree = { readonly [field: string]: true | SelTree };

/** A selection fixed in code (not a query's): the shape a write builds for every subscriber of its event. */
class FixedSel extends Sel {
  constructor(private readonly tree: SelTree) {
    super(Object.keys(tree).map((name) => new Asked(name, name, [], null, null as never)));
  }

  override under(name: string): Sel {
    const below = this.tree[name];
    return new FixedSel(below === true || below === undefined ? {} : below);
  }
}
export const fixedSel = (tree: SelTree): Sel => new FixedSel(tree);

/**
 * Does `tree` hold everything `sel` asks (field names, recursively; `__typename` always)? Then an
 * answer built for `tree` serves `sel` (the default resolvers read by name, so aliases do not matter).
 */
export function covers(tree: SelTree, sel: Sel): boolean {
  for (const f of sel.fields) {
    if (f.name === '__typename') continue;
    const below = tree[f.name];
    if (below === undefined) return false;
    if (below !== true && !covers(below, sel.under(f.name))) return false;
  }
  return true;
}

/** What the current field's query asks below it (the root of a read). */
export function asked(info: GraphQLResolveInfo): Sel {
  const type = getNamedType(info.returnType);
  return collect(info.fieldNodes.map((n) => n.selectionSet), isObjectType(type) ? type : null, info);
}

/**
 * A type's columns: for each GraphQL field, the properties its resolver reads, as
 * `{ property: SQL expression }` with `$` standing for the table's alias. A field that needs no
 * column of its own (it reads `id` or a `$` value) maps to `{}`.
 */
export type Columns = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * The `json_build_object(…)` of a read row: `always` (the id, relations as `{id}`), then the
 * columns of the fields in `sel` (every column when a field is not in `columns`), then `props`
 * (relations read as rows, overriding `always`), and `$`.
 */
export function jsonRow(
  columns: Columns,
  alias: string,
  sel: Sel,
  always: Readonly<Record<string, string>>,
  props: Readonly<Record<string, string>> = {},
  extras: Readonly<Record<string, string>> = {},
): string {
  const out = new Map<string, string>();
  const put = (obj: Readonly<Record<string, string>>) => {
    for (const [k, v] of Object.entries(obj)) out.set(k, v.replaceAll('$', alias));
  };
  put(always);
  const unknown = sel.fields.some((f) => !(f.name in columns) && !(f.name in props) && f.name !== '__typename');
  for (const [field, cols] of Object.entries(columns)) if (unknown || sel.has(field)) put(cols);
  for (const [k, v] of Object.entries(props)) out.set(k, v);
  const parts = [...out].map(([k, v]) => `'${k}', ${v}`);
  const own = Object.entries(extras).map(([k, v]) => `'${k}', ${v}`);
  parts.push(`'$', ${own.length ? `json_build_object(${own.join(', ')})` : `'{}'::json`}`);
  return `json_build_object(${parts.join(', ')})`;
}

/** An integer for SQL text: ids, limits and offsets are inlined only through here. */
export function int(n: number): string {
  if (!Number.isSafeInteger(n)) throw new Error(`read: not an integer: ${n}`);
  return String(n);
}

/** Positional parameters for strings, in the order they appear in the statement's text. */
export class Params {
  readonly values: unknown[] = [];
  /** `?` in the text, the value in the list (call in text order). */
  p(value: unknown): string {
    this.values.push(value);
    return '?';
  }
}

/**
 * Runs one read statement whose rows have one JSON column `r`, through the ORM's connection (the
 * pool, the query log and the tests' statement count) without an EntityManager.
 */
export async function readRows<T>(orm: Orm, sql: string, params: Params | readonly unknown[] = []): Promise<T[]> {
  const values = params instanceof Params ? params.values : [...params];
  const rows = await orm.em.getConnection().execute<{ r: T }[]>(sql, values, 'all');
  return rows.map((row) => row.r);
}

/** Timestamps arrive as ISO text in JSON: the named properties become `Date`s, as on entities. */
export function dates<T extends object>(row: T, ...keys: string[]): T {
  const r = row as Record<string, unknown>;
  for (const k of keys) if (typeof r[k] === 'string') r[k] = new Date(r[k] as string);
  return row;
}

/** Who is reading: viewer-dependent `$` values (liked, follows) are computed in the statement. */
export interface ReadScope {
  viewerId: number | null;
}

/**
 * A field one feature adds to another feature's type, read inside that type's statement: `sql`
 * gives its value as a SQL expression over the parent row `alias` (null: not prefetched, the
 * resolver reads it itself — e.g. arguments it would refuse), `revive` fixes the parsed value.
 */
export interface NestedRead {
  sql(alias: string, asked: Asked, scope: ReadScope): string | null;
  revive(value: unknown): unknown;
}

const nestedReads = new Map<string, Map<string, NestedRead>>();

/** Registers a nested read of `type.field` (the comments feature reads a topic's page of comments). */
export function extendRead(type: string, field: string, read: NestedRead): void {
  const fields = nestedReads.get(type) ?? new Map<string, NestedRead>();
  fields.set(field, read);
  nestedReads.set(type, fields);
}

const nestedKey = (field: string, key: string) => `${field}:${key}`;

/**
 * The nested reads asked of `type` in `sel`: their `$` entries (keyed by field and response key),
 * the field names they answer, and the reviver of a parsed row.
 */
export function nestedOf(type: string, sel: Sel, alias: string, scope: ReadScope): { extras: Record<string, string>; answered: string[]; revive: (row: object) => void } {
  const fields = nestedReads.get(type);
  const extras: Record<string, string> = {};
  const revivers: [string, NestedRead][] = [];
  if (fields) {
    for (const f of sel.fields) {
      const read = fields.get(f.name);
      const sql = read?.sql(alias, f, scope);
      if (!read || !sql) continue;
      const k = nestedKey(f.name, f.key);
      extras[k] = sql;
      revivers.push([k, read]);
    }
  }
  return {
    extras,
    answered: fields ? [...fields.keys()] : [],
    revive: (row) => {
      const p = pre(row);
      if (p) for (const [k, read] of revivers) if (k in p) p[k] = read.revive(p[k]);
    },
  };
}

/** The value a nested read put on `row` for the field being resolved (by its response key), if any. */
export function prefetched<T>(row: object, info: Pick<GraphQLResolveInfo, 'fieldName' | 'path'>): T | undefined {
  return pre(row)?.[nestedKey(info.fieldName, String(info.path.key))] as T | undefined;
}
