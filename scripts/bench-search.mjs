// The in-topic search section of `npm run bench` (decision 030): on the seeded topic with the most
// posts (10,000 with `--search-posts`), each query is timed through the app (GraphQL `topicSearch`,
// first page of 10, signed in as the topic's owner: session, squad check, the search statement, the
// authors) and as the raw search statement alone on node-postgres (the same SQL text, from the built
// api, with server-side parameters), interleaved, sequentially (latency, not throughput). Goal: the
// app's p95 ≤ 1.5 × the raw SQL's p95 + 2 ms, overall and for each query. The app's CPU per request
// (from /proc) is printed too: on a machine busy with other work, that CPU time waits its turn.
import pg from 'pg';
import { interleaved, pct, postJson } from './bench-lib.mjs';

export const SEARCH_GOAL = { factor: 1.5, plusMs: 2 };
/** A common word, a stem, a rare word, a prefix, a typo, a partial word, two words, an accent-free spelling. */
const QUERIES = ['kubernetes', 'learning', 'eigenvalue', 'kube', 'borow', 'bernetes', 'quiz answers', 'cafe manana'];

export async function topicSearchBench({ base, databaseUrl, appPid, requests = 200 }) {
  const { SEARCH_SQL, HEADLINE_OPTIONS, searchWords } = await import('../api/dist/modules/topic-search/search-sql.js');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const [{ topic_id: topicId, n, email }] = (
    await pool.query(`select p.topic_id, count(*)::int as n, u.email from posts p join topics t on t.id = p.topic_id join users u on u.id = t.owner_id
      where p.deleted_at is null group by p.topic_id, u.email order by n desc limit 1`)
  ).rows;
  const signIn = await postJson(`${base}/graphql`, { query: 'mutation($i: SignInInput!) { signIn(input: $i) { token } }', variables: { i: { email, password: 'seed-password-1' } } });
  const auth = { authorization: `Bearer ${signIn.body.data.signIn.token}` };
  const query = 'query Search($t: ID!, $q: String!) { topicSearch(topicId: $t, query: $q, first: 10) { edges { node { postId exact createdAt highlight { text match } author { id username } } } pageInfo { hasNextPage endCursor } } }';
  const app = async (q) => {
    const { status, body } = await postJson(`${base}/graphql`, { query, variables: { t: String(topicId), q } }, auth);
    if (status !== 200 || body.errors) throw new Error(`app search failed: ${JSON.stringify(body?.errors ?? status)}`);
    return body.data.topicSearch.edges.map((e) => e.node.postId);
  };
  const raw = async (q) => {
    const words = searchWords(q);
    const { rows } = await pool.query(SEARCH_SQL, [topicId, `{${words.map((w) => `"${w}"`).join(',')}}`, 11, 0, HEADLINE_OPTIONS]);
    return rows.slice(0, 10).map((r) => String(r.id));
  };
  const results = [];
  const all = { app: [], raw: [], cpu: [] };
  for (const q of QUERIES) {
    const [a, b] = [await app(q), await raw(q)];
    const same = JSON.stringify(a) === JSON.stringify(b);
    if (!same) console.error(`search "${q}": the app and the raw SQL found different posts (${a.join(',')} ≠ ${b.join(',')})`);
    const times = await interleaved({ app: () => app(q), raw: () => raw(q), appPid, requests, warmup: 20 });
    all.cpu.push(times.cpu);
    for (const side of ['app', 'raw']) all[side].push(...times[side]);
    results.push(row(`"${q}" (${a.length} on page 1)`, times, same));
  }
  for (const side of ['app', 'raw']) all[side].sort((x, y) => x - y);
  all.cpu = all.cpu.reduce((x, y) => x + y, 0) / all.cpu.length;
  results.push(row('all queries', all, results.every((r) => r.same)));
  await pool.end();
  return { topicId, posts: n, results };
}

function row(name, times, same) {
  const app = { p50: pct(times.app, 0.5), p95: pct(times.app, 0.95) };
  const raw = { p50: pct(times.raw, 0.5), p95: pct(times.raw, 0.95) };
  const limit = SEARCH_GOAL.factor * raw.p95 + SEARCH_GOAL.plusMs;
  return { name, app, raw, limit, same, cpu: times.cpu, ok: same && app.p95 <= limit };
}

export function printSearch({ topicId, posts, results }) {
  console.log(`\n### In-topic search: topic ${topicId} with ${posts} posts, app (GraphQL, 10 a page) vs the raw search SQL, sequential (goal: p95 ≤ ${SEARCH_GOAL.factor}× raw + ${SEARCH_GOAL.plusMs} ms)\n`);
  console.log('| query | app p50 ms | app p95 ms | app cpu ms/req | raw SQL p50 ms | raw SQL p95 ms | p95 limit ms | goal met? |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(`| ${r.name} | ${r.app.p50.toFixed(1)} | ${r.app.p95.toFixed(1)} | ${r.cpu.toFixed(1)} | ${r.raw.p50.toFixed(1)} | ${r.raw.p95.toFixed(1)} | ${r.limit.toFixed(1)} | ${!r.same ? 'no — answers differ' : r.ok ? 'yes' : 'no'} |`);
  }
}
