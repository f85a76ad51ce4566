import { LIMITS } from '@poolmates/schema';
import { LegacyInputError } from './envelope.js';

/** The page a legacy list asks for, as the `first`/`offset` a connection field takes. */
export interface LegacyPage {
  first: number;
  offset: number;
}

/**
 * Legacy page/limit (1-based page) → the `first`/`offset` a connection field takes. The row's
 * input keeps them, and `legacyNext` reads page and limit back from them (offset = (page − 1) × limit).
 */
export function legacyPaging(o: Record<string, unknown>, opts: { pageKey?: string; limitKey?: string; defaultLimit?: number } = {}): LegacyPage {
  const num = (k: string, dflt: number) => {
    const v = o[k];
    if (v === undefined || v === null || v === '') return dflt;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new LegacyInputError(`${k} must be a whole number of at least 1.`);
    return n;
  };
  const page = num(opts.pageKey ?? 'page', 1);
  const limit = Math.min(num(opts.limitKey ?? 'limit', opts.defaultLimit ?? LIMITS.pageSizeDefault), LIMITS.pageSizeMax);
  return { first: limit, offset: (page - 1) * limit };
}

/** The legacy list PAYLOAD: `[{next: {page, limit}}, ...items]`, `page: null` on the last page. */
export function legacyList<T>(conn: { edges: { node: T }[]; pageInfo: { hasNextPage: boolean } }, page: LegacyPage, item: (node: T) => unknown): unknown[] {
  return [legacyNext(conn, page), ...conn.edges.map((e) => item(e.node))];
}

/** The `{next: {page, limit}}` of a page read with `legacyPaging`; `page: null` on the last page. */
export function legacyNext(conn: { pageInfo: { hasNextPage: boolean } }, { first: limit, offset }: LegacyPage): { next: { page: number | null; limit: number } } {
  const page = offset / limit + 1;
  return { next: { page: conn.pageInfo.hasNextPage ? page + 1 : null, limit } };
}
