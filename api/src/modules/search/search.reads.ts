import type { GraphQLResolveInfo } from 'graphql';
import { LIMITS, MSG } from '@poolmates/schema';
import type { Context } from '../../platform/context.js';
import type { Connection, PageArgs } from '../../platform/connection.js';
import { userInput } from '../../platform/errors.js';
import { pageCursor } from '../../platform/ids.js';
import { asked, int, Params, readRows, type ReadScope } from '../../platform/read.js';
import { highlightRuns } from '../topic-search/search-sql.js';
import { topicSql, type TopicRow } from '../topics/topic.reads.js';
import { enrolledSql } from '../topics/membership.js';
import { reviveUser, userJson } from '../users/user.reads.js';
import { postgresSearch, type SearchEngine } from './search-engine.js';
import { HEADLINE_OPTIONS, headline, searchWords, textArray } from './search-sql.js';
import type { PersonSearchHit, TopicSearchHit } from './search.types.js';

/** The engine the reads ask for hits (decision 038: behind an interface, PostgreSQL today). */
const engine: SearchEngine = postgresSearch;

const encode = (position: number) => pageCursor.encode('hit', position);

/** Results are ranked, so pages go by position (`hit:<n>` cursors; `offset` for page/limit clients). */
function offsetOf(args: PageArgs): number {
  if (args.after) return pageCursor.decode('hit', args.after, 7);
  return Math.min(Math.max(args.offset ?? 0, 0), 1_000_000);
}

/** The query as searched: at most LIMITS.searchQueryMax characters, trimmed and lower-cased, at least LIMITS.searchMin (active-topic.md §5). */
export function searchTerm(query: string): string {
  if (query.length > LIMITS.searchQueryMax) throw userInput('query', MSG.searchTooLong);
  const q = query.trim().toLowerCase();
  if ([...q].length < LIMITS.searchMin) throw userInput('query', MSG.searchTooShort);
  return q;
}

interface Window {
  words: string[];
  first: number;
  offset: number;
}

function windowOf(query: string, args: PageArgs): Window {
  const words = searchWords(searchTerm(query));
  const first = Math.min(Math.max(args.first ?? LIMITS.searchPageSize, 1), LIMITS.pageSizeMax);
  return { words, first, offset: offsetOf(args) };
}

function connection<T>(w: Window, rows: T[]): Connection<T> {
  const page = rows.slice(0, w.first);
  return {
    edges: page.map((node, i) => ({ node, cursor: encode(w.offset + i + 1) })),
    pageInfo: { hasNextPage: rows.length > w.first, endCursor: page.length ? encode(w.offset + page.length) : null },
  };
}

const empty = <T>(): Connection<T> => ({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
const scopeOf = (ctx: Context): ReadScope => ({ viewerId: ctx.viewerRow?.id ?? null });
const runs = (v: unknown) => (typeof v === 'string' ? highlightRuns(v) : []);

type HitRow<K extends string, V> = { exact: boolean; title?: unknown; name?: unknown; username?: unknown } & Record<K, V>;

/** Global search reads: one statement per page (decision 033), the hits from the engine, the rows shaped by the selection. */
export const searchReads = {
  async topics(ctx: Context, info: GraphQLResolveInfo, query: string, args: PageArgs): Promise<Connection<TopicSearchHit>> {
    const w = windowOf(query, args);
    if (!w.words.length) return empty();
    const sel = asked(info).at('edges', 'node');
    const { json, joins, revive } = topicSql(sel.under('topic'), scopeOf(ctx));
    const q = new Params();
    const ctes = engine.page('topics', q.p(textArray(w.words)), int(w.first + 1), int(w.offset));
    const title = sel.has('title') ? `, 'title', ${headline('t.title', q.p(HEADLINE_OPTIONS))}` : '';
    const rows = await readRows<HitRow<'topic', TopicRow>>(
      ctx.deps.orm,
      `${ctes}
select json_build_object('exact', h.exact, 'topic', ${json}${title}) as r
from hits h join topics t on t.id = h.id ${joins}, q order by h.pos`,
      q,
    );
    return connection(
      w,
      rows.map((r) => ({ exact: r.exact, title: runs(r.title), topic: revive(r.topic) })),
    );
  },

  /**
   * People (ACTIVE accounts only: the others have no search row). With `topicId` (the invite flow
   * of pools-and-squads.md) the topic's owner is left out and each person carries their place in
   * it: membership for anyone, a pending request or invitation only for the owner (as `people`).
   */
  async people(ctx: Context, info: GraphQLResolveInfo, query: string, topicId: number | null, args: PageArgs): Promise<Connection<PersonSearchHit>> {
    const w = windowOf(query, args);
    if (!w.words.length) return empty();
    const sel = asked(info).at('edges', 'node');
    const q = new Params();
    const words = q.p(textArray(w.words));
    const topic = topicId ? int(topicId) : null;
    const ctes = engine.page('people', words, int(w.first + 1), int(w.offset), topic ? `s.user_id is distinct from (select owner_id from topics where id = ${topic})` : '');
    const cols: string[] = [`'exact', h.exact`, `'person', ${userJson('u', sel.under('person'))}`];
    if (sel.has('name')) cols.push(`'name', ${headline("concat_ws(' ', u.first_name, u.last_name)", q.p(HEADLINE_OPTIONS))}`);
    if (sel.has('username')) cols.push(`'username', ${headline('u.username', q.p(HEADLINE_OPTIONS))}`);
    let joins = '';
    if (topic && sel.has('status')) {
      const viewer = ctx.viewerRow ? int(ctx.viewerRow.id) : null;
      const owner = viewer ? `exists (select 1 from topics o where o.id = ${topic} and o.owner_id = ${viewer})` : 'false';
      joins = `left join lateral (select tr.id from topic_requests tr where tr.topic_id = ${topic} and tr.candidate_id = u.id and tr.status = 'PENDING' and ${owner} order by tr.id desc limit 1) rq on true`;
      cols.push(`'status', json_build_object('status', case when ${enrolledSql(String(topic), 'u.id')} then 'MEMBER' when rq.id is not null then 'PENDING' else 'NONE' end, 'requestId', rq.id::text)`);
    }
    const rows = await readRows<HitRow<'person', PersonSearchHit['person']> & { status?: PersonSearchHit['status'] }>(
      ctx.deps.orm,
      `${ctes}
select json_build_object(${cols.join(', ')}) as r
from hits h join users u on u.id = h.id ${joins}, q order by h.pos`,
      q,
    );
    return connection(
      w,
      rows.map((r) => ({
        exact: r.exact,
        person: reviveUser(r.person),
        name: runs(r.name),
        username: runs(r.username),
        status: r.status ?? null,
      })),
    );
  },
};
