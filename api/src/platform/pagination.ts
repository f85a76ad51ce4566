import { LIMITS, MSG } from '@poolmates/schema';
import type { Connection, PageArgs } from './connection.js';
import { userInput } from './errors.js';

export type { Connection, PageArgs };

const encode = (kind: string, id: number) => Buffer.from(`${kind}:${id}`).toString('base64url');

/**
 * One newest-first page of rows keyed by an integer id (DESIGN.md rule 6: cursor connections,
 * `first` capped at 100). `fetch` gets the id to stay below (from `after`), the row limit (one more
 * than the page, to learn whether another page exists) and the offset. A list read oldest first
 * (replies) uses the same cursors: its `fetch` stays *above* the id it is given.
 */
export async function pageById<T extends { id: number }>(
  kind: string,
  args: PageArgs,
  defaultSize: number,
  fetch: (below: number | null, limit: number, offset: number) => Promise<T[]>,
  maxSize: number = LIMITS.pageSizeMax,
): Promise<Connection<T>> {
  const first = Math.min(Math.max(args.first ?? defaultSize, 1), maxSize, LIMITS.pageSizeMax);
  let below: number | null = null;
  if (args.after) {
    const m = new RegExp(`^${kind}:(\\d+)$`).exec(Buffer.from(args.after, 'base64url').toString());
    if (!m) throw userInput('after', MSG.cursorInvalid);
    below = Number(m[1]);
  }
  const rows = await fetch(below, first + 1, Math.max(args.offset ?? 0, 0));
  const page = rows.slice(0, first);
  return {
    edges: page.map((node) => ({ node, cursor: encode(kind, node.id) })),
    pageInfo: { hasNextPage: rows.length > first, endCursor: page.length ? encode(kind, page[page.length - 1].id) : null },
  };
}
