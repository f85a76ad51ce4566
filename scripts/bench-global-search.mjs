// The global search section of `npm run bench` (decision 038): on the seeded corpus (seed
// --search-people 50000 --search-topics 100000), 2-, 4- and 8-character queries for pools and
// people are timed through the app (GraphQL `searchTopics` / `searchPeople`, first page of 5, as a
// visitor: the search statement and GraphQL) and as the same statement on node-postgres (built from
// the built api's search-sql.js exactly as search.reads.ts builds it for this selection, server-side
// parameters), interleaved and sequential (latency). Goal: the app's p95 ≤ 1.5 × raw p95 + 2 ms.
import pg from 'pg';
import { interleaved, pct, postJson } from './bench-lib.mjs';
import { SEARCH_GOAL } from './bench-search.mjs';

/** 2, 4 and 8 characters, pools then people; one with a typo, one with an accent. */
const QUERIES = [
  { kind: 'topics', q: 'ja' },
  { kind: 'topics', q: 'pyth' },
  { kind: 'topics', q: 'javascri' },
  { kind: 'topics', q: 'phyton' },
  { kind: 'people', q: 'lo' },
  { kind: 'people', q: 'lind' },
  { kind: 'people', q: 'lovelace' },
  { kind: 'people', q: 'angstrom' },
];
const FIRST = 5;

const GQL = {
  topics: 'query($q: String!, $n: Int) { searchTopics(query: $q, first: $n) { edges { node { exact title { text match } topic { id topic } } } pageInfo { hasNextPage endCursor } } }',
  people: 'query($q: String!, $n: Int) { searchPeople(query: $q, first: $n) { edges { node { exact name { text match } person { id username firstName lastName } } } pageInfo { hasNextPage endCursor } } }',
};

export async function globalSearchBench({ base, databaseUrl, appPid, requests = 200 }) {
  const { searchCtes, headline, HEADLINE_OPTIONS, searchWords, textArray } = await import('../api/dist/modules/search/search-sql.js');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const counts = (await pool.query('select (select count(*) from topic_search)::int as topics, (select count(*) from person_search)::int as people')).rows[0];
  /** The statement search.reads.ts runs for GQL[kind] (visitor: no status), `?` numbered for node-postgres. */
  const rawSql = (kind) => {
    const ctes = searchCtes(kind, '?', String(FIRST + 1), '0');
    const sql =
      kind === 'topics'
        ? `${ctes}\nselect json_build_object('exact', h.exact, 'topic', json_build_object('id', t.id, 'title', t.title, '$', '{}'::json), 'title', ${headline('t.title', '?')}) as r from hits h join topics t on t.id = h.id, q order by h.pos`
        : `${ctes}\nselect json_build_object('exact', h.exact, 'person', json_build_object('id', u.id, 'username', u.username, 'firstName', u.first_name, 'lastName', u.last_name, '$', '{}'::json), 'name', ${headline("concat_ws(' ', u.first_name, u.last_name)", '?')}) as r from hits h join users u on u.id = h.id, q order by h.pos`;
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  const SQL = { topics: rawSql('topics'), people: rawSql('people') };
  const app = async ({ kind, q }) => {
    const { status, body } = await postJson(`${base}/graphql`, { query: GQL[kind], variables: { q, n: FIRST } });
    if (status !== 200 || body.errors) throw new Error(`app search failed: ${JSON.stringify(body?.errors ?? status)}`);
    const conn = kind === 'topics' ? body.data.searchTopics : body.data.searchPeople;
    return conn.edges.map((e) => (kind === 'topics' ? e.node.topic.id : e.node.person.id));
  };
  const raw = async ({ kind, q }) => {
    const { rows } = await pool.query(SQL[kind], [textArray(searchWords(q.trim().toLowerCase())), HEADLINE_OPTIONS]);
    return rows.slice(0, FIRST).map((r) => String(kind === 'topics' ? r.r.topic.id : r.r.person.id));
  };
  const results = [];
  const all = { app: [], raw: [], cpu: [] };
  for (const query of QUERIES) {
    const [a, b] = [await app(query), await raw(query)];
    const same = JSON.stringify(a) === JSON.stringify(b);
    if (!same) console.error(`global search ${query.kind} "${query.q}": the app and the raw SQL found different rows (${a.join(',')} ≠ ${b.join(',')})`);
    const times = await interleaved({ app: () => app(query), raw: () => raw(query), appPid, requests, warmup: 10 });
    all.cpu.push(times.cpu);
    for (const side of ['app', 'raw']) all[side].push(...times[side]);
    results.push(row(`${query.kind} "${query.q}" (${query.q.length} chars, ${a.length} on page 1)`, times, same));
  }
  for (const side of ['app', 'raw']) all[side].sort((x, y) => x - y);
  all.cpu = all.cpu.reduce((x, y) => x + y, 0) / all.cpu.length;
  results.push(row('all queries', all, results.every((r) => r.same)));
  await pool.end();
  return { counts, results };
}

function row(name, times, same) {
  const app = { p50: pct(times.app, 0.5), p95: pct(times.app, 0.95) };
  const raw = { p50: pct(times.raw, 0.5), p95: pct(times.raw, 0.95) };
  const limit = SEARCH_GOAL.factor * raw.p95 + SEARCH_GOAL.plusMs;
  return { name, app, raw, limit, same, cpu: times.cpu, ok: same && app.p95 <= limit };
}

export function printGlobalSearch({ counts, results }) {
  console.log(`\n### Global search: ${counts.topics} topics, ${counts.people} people; app (GraphQL, visitor, 5 a page) vs the same SQL on node-postgres, sequential (goal: p95 ≤ ${SEARCH_GOAL.factor}× raw + ${SEARCH_GOAL.plusMs} ms)\n`);
  console.log('| query | app p50 ms | app p95 ms | app cpu ms/req | raw SQL p50 ms | raw SQL p95 ms | p95 limit ms | goal met? |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(`| ${r.name} | ${r.app.p50.toFixed(1)} | ${r.app.p95.toFixed(1)} | ${r.cpu.toFixed(1)} | ${r.raw.p50.toFixed(1)} | ${r.raw.p95.toFixed(1)} | ${r.limit.toFixed(1)} | ${!r.same ? 'no — answers differ' : r.ok ? 'yes' : 'no'} |`);
  }
}
