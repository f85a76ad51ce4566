import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';
import type { QueryResultRow } from 'pg';

/**
 * Hot write statements as named prepared statements (decision 072, issue 27).
 *
 * MikroORM's `execute` formats every parameter INTO the SQL text (`platform.formatQuery`) and sends
 * it unnamed, so PostgreSQL parses, analyses and plans each write from scratch — 0.75–1.0 ms of
 * planning for a post or a chat message, more than running it. A statement run here is sent as
 * fixed text with bind parameters (`$1`, `$2`…) under a name: node-postgres parses it once per
 * connection (it remembers what each of its connections prepared) and PostgreSQL keeps its plan —
 * after five runs a generic plan, when that costs no more than the custom ones.
 *
 * - The text must be the same whatever the values: every value is a bind (`Binds.v`), arrays as
 *   `$n::int[]` (`any(…)`, `unnest(…)`), never spliced in. The name is the caller's label plus a hash
 *   of the text, so a statement whose shape varies (a selection, an optional part) gets one prepared
 *   statement per shape. A label with more than `MAX_SHAPES` shapes is a value spliced in by mistake:
 *   it runs unnamed (still with binds) and warns once (the app's logger), instead of filling every
 *   connection. Texts named ahead (`reserveName`: the web app's own spliced pages) stand outside
 *   that cap, so no client's made-up shapes can take their names.
 * - It runs on the transaction's own connection when `em` is in one (kysely's transaction, the
 *   connection MikroORM's `execute` would use), otherwise on MikroORM's pg pool (`getNativeClient`),
 *   and is logged like MikroORM's statements, under its name (the tests' statement counts see it).
 * - In a transaction: node-postgres takes a query config `{ name, text }` where kysely's PostgreSQL
 *   driver passes `CompiledQuery.sql` (pg's `client.query(config, values)`) — MikroORM 7 exposes no
 *   other way to the transaction's pg client; `prepared.test.ts` holds it (same backend pid, rolled
 *   back with the transaction).
 * - Reconnects are safe: a new connection has prepared nothing and prepares on first use; a schema
 *   change that keeps the result's columns re-plans on the server by itself. Nothing in the app
 *   runs `DISCARD ALL`/`DEALLOCATE` on a pooled connection (that would strand the client's list).
 */

/** Past this many different texts under one label, the label's statements run unnamed (see above). */
export const MAX_SHAPES = 16;

/** The bind parameters of a statement being built: `b.v(value)` adds one and answers `$n` (with `::cast`). */
export class Binds {
  readonly values: unknown[] = [];
  v(value: unknown, cast?: string): string {
    this.values.push(value === undefined ? null : value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}

/** The texts named ahead under one label (`reserveName`: the web app's own pages), outside `MAX_SHAPES`. */
export const MAX_RESERVED = 64;

const names = new Map<string, string>();
const shapes = new Map<string, number>();
const reserved = new Map<string, number>();

/** How many texts have a remembered name (bounded: at most MAX_SHAPES + MAX_RESERVED a label; for the tests). */
export const namedTexts = (): number => names.size;

/** Where the "more than MAX_SHAPES texts" warning goes (the app's logger, `setPreparedWarn`); once a label. */
let warn: (message: string, label: string) => void = (message) => process.emitWarning(message);
export function setPreparedWarn(to: (message: string, label: string) => void): void {
  warn = to;
}

// PostgreSQL names hold 63 bytes: the label is cut, the hash tells shapes apart
const nameOf = (label: string, text: string) => `${label.slice(0, 40)}:${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

/**
 * Names `text` under `label` ahead of any request, outside the label's `MAX_SHAPES` (decision 087:
 * the web app's own pages, whatever shapes clients sent first); at most `MAX_RESERVED` a label
 * (past it: false, the text competes as any other).
 */
export function reserveName(label: string, text: string): boolean {
  if (names.has(text)) return true;
  const n = reserved.get(label) ?? 0;
  if (n >= MAX_RESERVED) return false;
  reserved.set(label, n + 1);
  names.set(text, nameOf(label, text));
  return true;
}

/** The prepared statement's name of `text` under `label` (null: unnamed, too many shapes). */
export function statementName(label: string, text: string): string | null {
  const known = names.get(text);
  if (known !== undefined) return known;
  const n = (shapes.get(label) ?? 0) + 1;
  if (n > MAX_SHAPES) {
    if (n === MAX_SHAPES + 1) {
      shapes.set(label, n);
      warn(`prepared statements: "${label}" has more than ${MAX_SHAPES} texts (a value spliced into its SQL?); running it unnamed`, label);
    }
    // not remembered: texts past the cap come from documents a client chose (a spliced page's
    // selection), so remembering each would grow without bound
    return null;
  }
  shapes.set(label, n);
  const name = nameOf(label, text);
  names.set(text, name);
  return name;
}

/**
 * The texts kept by shape (`runPrepared`'s `shape`): label → shape → the text first built for it and
 * its name. A hot write builds its text anew on every call, and finding a name by a new string of
 * 8–10 KB flattens and hashes it (~60 µs; 2.3 % of the app's CPU at 225 writes/s, 2026-11-29);
 * under its shape the same string object serves every call, so the lookup hashes a few hundred
 * characters and node-postgres compares its text by identity.
 */
const byShape = new Map<string, Map<string, { text: string; name: string | null }>>();

/** Where a shape named two texts goes: thrown under NODE_ENV=test (a shape that misses what varies the text), else warned once. */
const strictShapes = process.env.NODE_ENV === 'test';
const warnedShapes = new Set<string>();

/**
 * The text to send and its name: under `shape` (which with `label` decides the whole text) the text
 * kept for it, checked against the one built by its length (and in full under test); without a
 * shape, or a shape past `MAX_SHAPES`, by the text as before.
 */
export function shapedStatement(label: string, text: string, shape?: string): { text: string; name: string | null } {
  if (shape === undefined) return { text, name: statementName(label, text) };
  let kept = byShape.get(label);
  const known = kept?.get(shape);
  if (known) {
    if (known.text.length === text.length && (!strictShapes || known.text === text)) return known;
    const message = `prepared statements: the shape "${shape}" of "${label}" names two texts (the shape misses what varies the text)`;
    if (strictShapes) throw new Error(message);
    if (!warnedShapes.has(label)) {
      warnedShapes.add(label);
      warn(message, label);
    }
    return { text, name: statementName(label, text) };
  }
  const entry = { text, name: statementName(label, text) };
  if (!kept) byShape.set(label, (kept = new Map()));
  if (kept.size < MAX_SHAPES) kept.set(shape, entry);
  return entry;
}

/** Sees every statement `runPrepared` runs (measurement: `posts/planning.measure.test.ts`); unset in the app. */
export const preparedTap: { on?: (s: { label: string; text: string; values: readonly unknown[] }) => void } = {};

/** node-postgres' query config: a name makes it a prepared statement of the connection. */
interface QueryConfig {
  name?: string;
  text: string;
}

/**
 * The part of kysely's transaction used here. Its PostgreSQL driver hands `sql` to node-postgres'
 * `client.query(sql, parameters)` as it is, and node-postgres takes a query config there.
 */
interface TransactionExecutor {
  executeQuery<R>(q: { sql: QueryConfig; parameters: readonly unknown[] }): Promise<{ rows: R[] }>;
}

/**
 * Runs `built` with `values` as the prepared statement `label:<hash>`, in `em`'s transaction if it
 * has one (unless `outsideTransaction`: a pooled connection, as `execute` without a context), and answers its rows
 * (parsed as MikroORM's statements are: same connections, same types). `shape`: a short string that
 * with `label` decides the whole text (a hot write built anew each call): the text kept for it is sent.
 */
export async function runPrepared<R>(em: EntityManager, label: string, built: string, values: readonly unknown[], opts: { outsideTransaction?: boolean; shape?: string } = {}): Promise<R[]> {
  const conn = em.getConnection();
  const trx = opts.outsideTransaction ? undefined : em.getTransactionContext<TransactionExecutor>();
  const { text, name } = shapedStatement(label, built, opts.shape);
  preparedTap.on?.({ label, text, values });
  // a fresh config each time: node-postgres writes `values` into it
  const config: QueryConfig = name === null ? { text } : { name, text };
  const started = Date.now();
  const log = (context: Record<string, unknown>) => conn['logQuery'](text, { took: Date.now() - started, label: name ?? label, ...context });
  try {
    const rows = trx
      ? (await trx.executeQuery<R>({ ...CompiledQuery.raw(text, [...values]), sql: config })).rows
      : (await (await conn.getNativeClient()).query<R & QueryResultRow>({ ...config, values: [...values] })).rows;
    log({ results: rows.length });
    return rows;
  } catch (err) {
    log({ level: 'error' });
    throw err;
  }
}
