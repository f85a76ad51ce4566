import { searchCtes, type SearchKind } from './search-sql.js';

/**
 * Where the ranked ids of a results page come from (decision 038). The reads ask the engine for
 * the `with` clause of their statement — CTEs `q` (the tsqueries, used for highlighting) and
 * `hits (id, exact, rank, pos)`, one page — and join it to `topics`/`users` for everything else,
 * so a page stays one statement. The PostgreSQL engine answers it in SQL. A dedicated engine
 * (OpenSearch, fed from PostgreSQL through the search tables' triggers) would query first and
 * answer `hits` as `unnest(?::int[], ?::bool[], ?::real[]) with ordinality` of its ids: the reads
 * do not change.
 */
export interface SearchEngine {
  /** `words`: the placeholder of the words (text[]); `limit`/`offset`: integers already checked; `where`: a filter on the engine's rows `s`. */
  page(kind: SearchKind, words: string, limit: string, offset: string, where?: string): string;
}

export const postgresSearch: SearchEngine = { page: searchCtes };
