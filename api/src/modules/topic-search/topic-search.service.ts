import { LIMITS, MSG } from '@poolmates/schema';
import type { SignedInContext } from '../../platform/auth.js';
import type { Connection, PageArgs } from '../../platform/connection.js';
import { forbidden, notFound, userInput } from '../../platform/errors.js';
import { pageCursor } from '../../platform/ids.js';
import { membershipPolicy } from '../topics/membership.js';
import { HEADLINE_OPTIONS, highlightRuns, SEARCH_SQL, searchWords } from './search-sql.js';
import { searchAssets, type TopicAssetHit } from './asset-search.js';
import type { PostSearchHit } from './topic-search.types.js';

interface Row {
  id: number;
  exact: boolean;
  author_id: number;
  created_at: Date | string;
  headline: string;
}

/** SEARCH_SQL with MikroORM's `?` placeholders, and which `$n` each one stands for (values are escaped by the driver's formatter). */
const [SQL, ORDER] = (() => {
  const order: number[] = [];
  const sql = SEARCH_SQL.replace(/\$(\d+)/g, (_, n: string) => (order.push(Number(n)), '?'));
  return [sql, order] as const;
})();

/** A Postgres text[] literal of words that hold only letters and digits (searchWords), quoted so NULL stays a word. */
const textArray = (words: string[]) => `{${words.map((w) => `"${w}"`).join(',')}}`;

const encode = (position: number) => pageCursor.encode('hit', position);

function offsetOf(args: PageArgs): number {
  if (args.after) return pageCursor.decode('hit', args.after, 7);
  return Math.max(args.offset ?? 0, 0);
}

/** The text searched: at most LIMITS.topicSearchQueryMax characters and at least `min` once trimmed. */
function checkQuery(query: string, min: number): string {
  if (query.length > LIMITS.topicSearchQueryMax) throw userInput('query', MSG.topicSearchTooLong);
  const q = query.trim();
  if ([...q].length < min) throw userInput('query', MSG.topicSearchTooShort(min));
  return q;
}

async function requireSquad(ctx: SignedInContext, topicId: number): Promise<void> {
  const squad = await ctx.loaders.topics.squadMembers.load(topicId);
  if (squad.length === 0) throw notFound(MSG.topicNotFound);
  if (!membershipPolicy.isMember(ctx.viewer, squad)) throw forbidden(MSG.topicSearchSquadOnly);
}

/**
 * The squad check and the search run side by side (two pooled connections: one round trip of latency
 * instead of two); the hits are returned only once the check has passed, and dropped otherwise.
 */
async function squadThen<T>(ctx: SignedInContext, topicId: number, search: () => Promise<T>): Promise<T> {
  const [checked, found] = await Promise.allSettled([requireSquad(ctx, topicId), search()]);
  if (checked.status === 'rejected') throw checked.reason;
  if (found.status === 'rejected') throw found.reason;
  return found.value;
}

async function run(ctx: SignedInContext, topicId: number, words: string[], limit: number, offset: number): Promise<PostSearchHit[]> {
  const values = [topicId, textArray(words), limit, offset, HEADLINE_OPTIONS];
  const rows = await ctx.em.getConnection().execute<Row[]>(SQL, ORDER.map((n) => values[n - 1]), 'all');
  return rows.map((r) => ({
    postId: String(r.id),
    topicId: String(topicId),
    createdAt: new Date(r.created_at),
    exact: r.exact,
    highlight: highlightRuns(r.headline),
    authorId: r.author_id,
  }));
}

export const topicSearchService = {
  /** The results page (3+ characters): ranked hits, `first` a page (10 by default), cursors by position. */
  async search(ctx: SignedInContext, topicId: number, query: string, args: PageArgs): Promise<Connection<PostSearchHit>> {
    const words = searchWords(checkQuery(query, LIMITS.topicSearchMin));
    const offset = offsetOf(args);
    const first = Math.min(Math.max(args.first ?? LIMITS.topicSearchPageSize, 1), LIMITS.pageSizeMax);
    const rows = await squadThen(ctx, topicId, () => (words.length ? run(ctx, topicId, words, first + 1, offset) : Promise.resolve([])));
    const page = rows.slice(0, first);
    return {
      edges: page.map((node, i) => ({ node, cursor: encode(offset + i + 1) })),
      pageInfo: { hasNextPage: rows.length > first, endCursor: page.length ? encode(offset + page.length) : null },
    };
  },

  /** The topic's resources and takeaways that contain the query (3+ characters), newest first (issue 28). */
  async assets(ctx: SignedInContext, topicId: number, query: string): Promise<TopicAssetHit[]> {
    const q = checkQuery(query, LIMITS.topicSearchMin);
    return squadThen(ctx, topicId, () => searchAssets(ctx, topicId, q));
  },

  /** Suggestions as you type (2+ characters): the best few hits. */
  async suggest(ctx: SignedInContext, topicId: number, query: string): Promise<PostSearchHit[]> {
    const words = searchWords(checkQuery(query, LIMITS.topicSearchSuggestMin));
    return squadThen(ctx, topicId, () => (words.length ? run(ctx, topicId, words, LIMITS.topicSearchSuggestions, 0) : Promise.resolve([])));
  },
};
