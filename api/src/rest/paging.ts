import { LIMITS } from '@poolmates/schema';
import type { Request, Response } from 'express';
import { LegacyInputError } from './envelope.js';

/**
 * Legacy page/limit (1-based page) → the `first`/`offset` a connection field takes. The page and
 * limit are kept in `res.locals` for the `{next: {page, limit}}` head of the PAYLOAD.
 */
export function legacyPaging(
  o: Record<string, unknown>,
  req: Request,
  opts: { pageKey?: string; limitKey?: string; defaultLimit?: number } = {},
): { first: number; offset: number } {
  const num = (k: string, dflt: number) => {
    const v = o[k];
    if (v === undefined || v === null || v === '') return dflt;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new LegacyInputError(`${k} must be a whole number of at least 1.`);
    return n;
  };
  const page = num(opts.pageKey ?? 'page', 1);
  const limit = Math.min(num(opts.limitKey ?? 'limit', opts.defaultLimit ?? LIMITS.pageSizeDefault), LIMITS.pageSizeMax);
  req.res!.locals.legacyPage = page;
  req.res!.locals.legacyLimit = limit;
  return { first: limit, offset: (page - 1) * limit };
}

/** The legacy list PAYLOAD: `[{next: {page, limit}}, ...items]`, `page: null` on the last page. */
export function legacyList<T>(conn: { edges: { node: T }[]; pageInfo: { hasNextPage: boolean } }, res: Response, item: (node: T) => unknown): unknown[] {
  return [legacyNext(conn, res), ...conn.edges.map((e) => item(e.node))];
}

/** The `{next: {page, limit}}` of a page read with `legacyPaging`; `page: null` on the last page. */
export function legacyNext(conn: { pageInfo: { hasNextPage: boolean } }, res: Response): { next: { page: number | null; limit: number } } {
  const { legacyPage: page, legacyLimit: limit } = res.locals as { legacyPage: number; legacyLimit: number };
  return { next: { page: conn.pageInfo.hasNextPage ? page + 1 : null, limit } };
}
