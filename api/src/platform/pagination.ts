import { LIMITS } from '@poolmates/schema';
import type { Connection, PageArgs } from './connection.js';
import { pageCursor } from './ids.js';

export type { Connection, PageArgs };

const encode = pageCursor.encode;

/** Where a page starts and how many rows to read: `limit` is one more than the page, to learn whether another follows. */
export interface PageWindow {
  first: number;
  /** The id to stay below (above, for a list read oldest first), from `after`; null on the first page. */
  below: number | null;
  limit: number;
  offset: number;
}

/** The window of `args` (DESIGN.md rule 6: `first` capped at 100); a foreign cursor is a user error. */
export function pageWindow(kind: string, args: PageArgs, defaultSize: number, maxSize: number = LIMITS.pageSizeMax): PageWindow {
  const first = Math.min(Math.max(args.first ?? defaultSize, 1), maxSize, LIMITS.pageSizeMax);
  let below: number | null = null;
  if (args.after) below = pageCursor.decode(kind, args.after);
  return { first, below, limit: first + 1, offset: Math.max(args.offset ?? 0, 0) };
}

/** The connection of rows read for `window` (at most `window.limit` of them). */
export function toConnection<T extends { id: number }>(kind: string, window: PageWindow, rows: readonly T[]): Connection<T> {
  const page = rows.slice(0, window.first);
  return {
    edges: page.map((node) => ({ node, cursor: encode(kind, node.id) })),
    pageInfo: { hasNextPage: rows.length > window.first, endCursor: page.length ? encode(kind, page[page.length - 1].id) : null },
  };
}

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
  const w = pageWindow(kind, args, defaultSize, maxSize);
  return toConnection(kind, w, await fetch(w.below, w.limit, w.offset));
}
