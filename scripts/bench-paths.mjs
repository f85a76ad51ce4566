// The account and write paths of `npm run bench` (its first version, kept as a section): p95 and
// throughput goals on the 2-core reference machine, with the load generator on the same machine (so
// latency at a given concurrency is mostly queueing: the goals also set a floor on throughput).
// `scale` multiplies the request counts (BENCH_PATHS_SCALE; < 1 for a quick run).
import { runCount } from './bench-lib.mjs';

export async function accountPaths(gql, base, scale = 1) {
  const n = (k) => Math.max(20, Math.round(k * scale));
  const measure = (name, count, concurrency, fn) => runCount(name, n(count), concurrency, fn);
  const results = [];
  const reg = await gql('mutation($i: RegisterInput!) { register(input: $i) { token } }', { i: { username: 'bench', email: 'bench@example.com', password: 'bench password 1' } });
  const auth = { authorization: `Bearer ${reg.body.data.register.token}` };
  const cookie = { cookie: `pm_session=${reg.body.data.register.token}` };
  for (let i = 0; i < 50; i++) await gql('{ me { id } }', undefined, auth); // warm-up
  results.push({ ...(await measure('GraphQL me (Bearer)', 2000, 10, () => gql('{ me { id username email stereotype } }', undefined, auth))), goal: 40, minRps: 400 });
  results.push({ ...(await measure('REST GET /profile', 2000, 10, () => fetch(`${base}/profile`, { headers: cookie }).then((r) => r.json()))), goal: 40, minRps: 400 });
  results.push({ ...(await measure('usernameAvailable', 2000, 10, () => gql('{ usernameAvailable(username: "someone") }'))), goal: 30, minRps: 600 });
  // pools: 100 topics of our own on top of the seeded ones, then browse, a category page and a detail page
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const publish = 'mutation($i: PublishTopicInput!) { publishTopic(input: $i) { id } }';
  let lastId = '1';
  for (let i = 0; i < 100; i++) {
    const r = await gql(publish, { i: { yourName: 'Bench', topic: `Bench topic ${i}`, categoryId: String(1 + (i % 5)), squadSize: 3, durationDays: 3, startDate: tomorrow, startTime: '18:00', timezone: 'UTC', timeline: [{ title: 'a' }, { title: 'b' }, { title: 'c' }] } }, auth);
    lastId = r.body.data.publishTopic.id;
  }
  const card = 'id topic yourName squadSize durationDays startDate startTime imageUrl memberCount owner { username } category { name }';
  results.push({ ...(await measure('browse topics(first: 5)', 1000, 10, () => gql(`{ topics { edges { node { ${card} } } pageInfo { hasNextPage endCursor } } }`))), goal: 50, minRps: 250 });
  results.push({ ...(await measure('browse topics(first: 20, category)', 500, 10, () => gql(`{ topics(first: 20, categoryIds: ["2"]) { edges { node { ${card} } } } }`))), goal: 60, minRps: 150 });
  results.push({ ...(await measure('topic detail', 1000, 10, () => gql(`query($id: ID!) { topic(id: $id) { ${card} description members { id username profileImageUrl } viewerCan { delete viewTimeline } } }`, { id: lastId }, auth))), goal: 50, minRps: 250 });
  // discussion: 50 comments on one topic, then a page of them, a post, and a profile with counts
  const addComment = 'mutation($t: ID!, $h: String!) { addComment(topicId: $t, html: $h) { id } }';
  const html = (i) => `<p>Bench comment <strong>${i}</strong> with a <a href="https://example.com/x">link</a></p><ul><li>one</li><li>two</li></ul>`;
  for (let i = 0; i < 50; i++) await gql(addComment, { t: lastId, h: html(i) }, auth);
  const item = 'id html edited createdAt likeCount replyCount viewerHasLiked viewerCan { edit delete remove report interact } author { id username profileImageUrl }';
  results.push({ ...(await measure('topic comments(first: 5)', 1000, 10, () => gql(`query($id: ID!) { topic(id: $id) { comments { edges { node { ${item} } } pageInfo { hasNextPage endCursor } } } }`, { id: lastId }, auth))), goal: 50, minRps: 250 });
  let c = 0;
  results.push({ ...(await measure('addComment (sanitise + store)', 300, 4, () => gql(addComment, { t: lastId, h: html(c++) }, auth))), goal: 100, minRps: 60 });
  const me = (await gql('{ me { id } }', undefined, auth)).body.data.me.id;
  results.push({ ...(await measure('user profile with follow counts', 1000, 10, () => gql('query($id: ID!) { user(id: $id) { id username bio stereotype followerCount followingCount viewerFollow } }', { id: me }, auth))), goal: 40, minRps: 300 });
  let k = 0;
  results.push({
    ...(await measure('signIn (argon2id verify)', 200, 4, () =>
      gql('mutation($i: SignInInput!) { signIn(input: $i) { token } }', { i: { email: 'bench@example.com', password: 'bench password 1' } }, { 'x-forwarded-for': `10.9.0.${k++ % 250}` }))),
    goal: 250,
    minRps: 20,
  });
  return results.map((r) => ({ ...r, ok: r.p95 <= r.goal && r.rps >= r.minRps }));
}

export function printPaths(results) {
  console.log('\n### Account and write paths (p95 goals)\n');
  console.log('| path | requests | concurrency | p50 ms | p95 ms | req/s | goal: p95 ms / req/s | |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(`| ${r.name} | ${r.n} | ${r.concurrency} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.rps.toFixed(0)} | ≤ ${r.goal} / ≥ ${r.minRps} | ${r.ok ? 'ok' : 'MISSED'} |`);
  }
}
