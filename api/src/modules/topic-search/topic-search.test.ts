import { LIMITS, MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPosts, softDeletePost } from '../../../test/direct-posts.js';
import { createTopic, joinSquad, registerUser, type TestUser } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp } from '../../../test/harness.js';
import { XSS_CORPUS } from '../../../test/xss-corpus.js';
import { matchRuns } from './asset-search.js';
import { highlightRuns, runsToHtml } from './search-sql.js';

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let topicId: string;
let ids: Record<string, string>;

const TEXTS = {
  rust: 'Learning Rust today: the borrow checker finally makes sense.',
  k8s: 'Deployed my first Kubernetes cluster with a Helm chart.',
  cafe: 'Studied Spanish verbs at the café this morning.',
  both: 'Rust and Kubernetes: an operator written in Rust.',
  learned: 'I learned about lifetimes and traits.',
};

beforeAll(async () => {
  t = await startTestApp();
  [owner, member, outsider] = [await registerUser(t), await registerUser(t), await registerUser(t)];
  topicId = await createTopic(owner, { topic: 'Search topic', squadSize: 3 });
  await joinSquad(owner, member, topicId);
  const made = await insertPosts(t, topicId, member.id, Object.values(TEXTS));
  ids = Object.fromEntries(Object.keys(TEXTS).map((k, i) => [k, made[i]]));
});
afterAll(() => t?.stop());

const HIT = 'postId topicId exact createdAt highlight { text match } author { id username } post { id html mySmartTag { tagName } }';
const SEARCH = `query($t: ID!, $q: String!, $first: Int, $after: String) { topicSearch(topicId: $t, query: $q, first: $first, after: $after) { edges { cursor node { ${HIT} } } pageInfo { hasNextPage endCursor } } }`;
const SUGGEST = `query($t: ID!, $q: String!) { topicSearchSuggestions(topicId: $t, query: $q) { ${HIT} } }`;

type Hit = { postId: string; exact: boolean; highlight: { text: string; match: boolean }[] };
const search = async (q: string, u: TestUser = member, tid = topicId): Promise<Hit[]> => {
  const r = await u.client.gql(SEARCH, { t: tid, q });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.topicSearch.edges.map((e: { node: Hit }) => e.node);
};
const idsOf = (hits: Hit[]) => hits.map((h) => h.postId);
const marked = (h: Hit) => h.highlight.filter((r) => r.match).map((r) => r.text);

describe('in-topic search', () => {
  it('finds words with their stems and without accents, every word of the query, with the matches flagged', async () => {
    const rust = await search('rust');
    expect(new Set(idsOf(rust))).toEqual(new Set([ids.rust, ids.both]));
    // the post naming it twice ranks first
    expect(rust[0]).toMatchObject({ postId: ids.both, exact: true });
    expect(marked(rust[0])).toEqual(['Rust', 'Rust']);
    expect(rust[0].highlight.map((r) => r.text).join('')).toMatch(/^Rust and Kubernetes: an operator written in Rust/);
    expect(idsOf(await search('learn'))).toEqual(expect.arrayContaining([ids.rust, ids.learned]));
    expect(marked((await search('learning')).find((h) => h.postId === ids.learned)!)).toEqual(['learned']);
    expect(idsOf(await search('cafe'))).toEqual([ids.cafe]);
    expect(marked((await search('CAFÉ'))[0])).toEqual(['café']);
    expect(idsOf(await search('rust kubernetes'))).toEqual([ids.both]);
    expect(await search('rust python')).toEqual([]);
  });

  it('partial words and typos are found through the topic’s own words (the trigram fallback), ranked after exact matches', async () => {
    expect(idsOf(await search('kube'))).toEqual(expect.arrayContaining([ids.k8s, ids.both]));
    expect(idsOf(await search('bernetes'))).toEqual(expect.arrayContaining([ids.k8s, ids.both]));
    const typo = await search('kubernets');
    expect(new Set(idsOf(typo))).toEqual(new Set([ids.k8s, ids.both]));
    expect(idsOf(await search('borow chekcer'))).toEqual([ids.rust]);
    expect(marked((await search('borow chekcer'))[0])).toEqual(['borrow', 'checker']);
    const mixed = await search('chart');
    expect(mixed[0]).toMatchObject({ postId: ids.k8s, exact: true });
  });

  it('never shows deleted posts, nor posts of other topics', async () => {
    const [gone] = await insertPosts(t, topicId, member.id, ['Zeppelin notes to delete']);
    expect(idsOf(await search('zeppelin'))).toEqual([gone]);
    await softDeletePost(t, gone);
    expect(await search('zeppelin')).toEqual([]);
    const other = await createTopic(outsider, { topic: 'Elsewhere', squadSize: 2 });
    await insertPosts(t, other, outsider.id, ['Rust in another squad']);
    expect(new Set(idsOf(await search('rust')))).toEqual(new Set([ids.rust, ids.both]));
  });

  it('refusals: visitors, people outside the squad, unknown topics, too short or too long queries', async () => {
    expect(codeOf(await t.client().gql(SEARCH, { t: topicId, q: 'rust' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.client().gql(SUGGEST, { t: topicId, q: 'ru' }))).toBe('UNAUTHENTICATED');
    for (const [q, v] of [[SEARCH, { t: topicId, q: 'rust' }], [SUGGEST, { t: topicId, q: 'ru' }]] as const) {
      expect((await outsider.client.gql(q, v)).errors![0]).toMatchObject({ message: MSG.topicSearchSquadOnly, extensions: { code: 'FORBIDDEN' } });
      expect((await member.client.gql(q, { ...v, t: '999999' })).errors![0]).toMatchObject({ message: MSG.topicNotFound, extensions: { code: 'NOT_FOUND' } });
    }
    expect((await member.client.gql(SEARCH, { t: topicId, q: ' ru ' })).errors![0]).toMatchObject({ message: MSG.topicSearchTooShort(3), extensions: { field: 'query' } });
    expect((await member.client.gql(SUGGEST, { t: topicId, q: 'r' })).errors![0]).toMatchObject({ message: MSG.topicSearchTooShort(2), extensions: { field: 'query' } });
    expect((await member.client.gql(SEARCH, { t: topicId, q: 'x'.repeat(LIMITS.topicSearchQueryMax + 1) })).errors![0]).toMatchObject({ message: MSG.topicSearchTooLong, extensions: { field: 'query' } });
    // query syntax and punctuation are only ever words
    for (const q of ['!!!', "'); drop table posts; --", 'rust & | ! :* <->', '((((', '\\\\\\']) {
      expect((await member.client.gql(SEARCH, { t: topicId, q })).errors).toBeUndefined();
    }
    expect(idsOf(await search("'); rust :* <->"))).toEqual(expect.arrayContaining([ids.rust]));
  });

  it('suggestions: the best 5 from 2 characters', async () => {
    const tid = await createTopic(owner, { topic: 'Many posts', squadSize: 2 });
    await insertPosts(t, tid, owner.id, Array.from({ length: 8 }, (_, i) => `Guitar chords practice ${i}`));
    const r = (await owner.client.gql(SUGGEST, { t: tid, q: 'gu' })).data.topicSearchSuggestions;
    expect(r).toHaveLength(LIMITS.topicSearchSuggestions);
    expect(marked(r[0])).toEqual(['Guitar']);
  });

  it('pages by cursor, best first; a page costs the same SQL at 3 and at 12 hits (authors, posts and my tags batched)', async () => {
    const tid = await createTopic(owner, { topic: 'Paged search', squadSize: 2 });
    const made = await insertPosts(t, tid, owner.id, Array.from({ length: 12 }, (_, i) => `Eigenvalue exercise number ${i}`));
    for (const p of made.slice(0, 4)) await owner.client.gql('mutation($p: ID!) { setSmartTag(postId: $p, tagName: "hard") { id } }', { p });
    const seen: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = (await owner.client.gql(SEARCH, { t: tid, q: 'eigenvalue', first: 5, after })).data.topicSearch;
      seen.push(...page.edges.map((e: { node: Hit }) => e.node.postId));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(made.toReversed());
    expect((await owner.client.gql(SEARCH, { t: tid, q: 'eigenvalue', after: 'eA' })).errors![0].message).toBe(MSG.cursorInvalid);
    const count = async (first: number) => (await t.countSql(() => owner.client.gql(SEARCH, { t: tid, q: 'eigenvalue', first }))).statements.length;
    const [three, twelve] = [await count(3), await count(12)];
    expect(three).toBe(twelve);
    expect(twelve).toBeLessThanOrEqual(6); // session, squad, search, authors, posts, my tags
    const tagged = (await owner.client.gql(SEARCH, { t: tid, q: 'eigenvalue', first: 12 })).data.topicSearch.edges.filter((e: { node: { post: { mySmartTag: unknown } } }) => e.node.post.mySmartTag);
    expect(tagged).toHaveLength(4);
  });

  it('the XSS corpus comes back as text: flagged runs for the web, escaped HTML for legacy clients', async () => {
    const tid = await createTopic(owner, { topic: 'XSS search', squadSize: 2 });
    await insertPosts(t, tid, owner.id, XSS_CORPUS.map((x) => `needle ${x} \uE000fake\uE001 needle`));
    const hits = (await owner.client.gql(SEARCH, { t: tid, q: 'needle', first: 100 })).data.topicSearch.edges.map((e: { node: Hit }) => e.node);
    expect(hits).toHaveLength(XSS_CORPUS.length);
    for (const h of hits) {
      expect(marked(h).every((m) => m.toLowerCase() === 'needle')).toBe(true);
      const html = runsToHtml(h.highlight);
      expect(html).not.toMatch(/<(?!\/?mark>)/i);
      expect(html).not.toContain('\uE000');
    }
  });

  it('splits headlines into runs', () => {
    expect(highlightRuns('a \uE000b\uE001 c')).toEqual([{ text: 'a ', match: false }, { text: 'b', match: true }, { text: ' c', match: false }]);
    expect(runsToHtml([{ text: '<b>&', match: true }, { text: '"x"', match: false }])).toBe('<mark>&lt;b&gt;&amp;</mark>&quot;x&quot;');
  });

  it('finds resources (name or URL) and takeaways too, typed by kind, newest first, squad only (issue 28)', async () => {
    const tid = await createTopic(owner, { topic: 'Assets search', squadSize: 3, durationDays: 3 });
    await joinSquad(owner, member, tid);
    const ok = async (u: TestUser, query: string, variables: Record<string, unknown>) => {
      const r = await u.client.gql(query, variables);
      if (r.errors) throw new Error(JSON.stringify(r.errors));
      return Object.values(r.data as object)[0] as { id: string };
    };
    const book = await ok(member, 'mutation($t: ID!, $u: String!, $n: String!) { addResource(topicId: $t, url: $u, name: $n) { id } }', { t: tid, u: 'https://doc.rust-lang.org/book/', n: 'The Rust Book' });
    const link = await ok(owner, 'mutation($t: ID!, $u: String!, $n: String!) { addResource(topicId: $t, url: $u, name: $n) { id } }', { t: tid, u: 'https://crates.io/rustlings', n: 'Exercises' });
    const note = await ok(member, 'mutation($t: ID!, $x: String!) { addTakeaway(topicId: $t, text: $x) { id } }', { t: tid, x: 'Borrowing in RÜST is about who owns 50% of the data' });
    await ok(owner, 'mutation($t: ID!, $x: String!) { addTakeaway(topicId: $t, text: $x) { id } }', { t: tid, x: 'Nothing about that language' });
    const ASSETS = 'query($t: ID!, $q: String!) { topicAssetSearch(topicId: $t, query: $q) { kind itemId url day createdAt highlight { text match } author { id } } }';
    const found = (await member.client.gql(ASSETS, { t: tid, q: 'rust' })).data.topicAssetSearch;
    expect(found.map((h: { kind: string; itemId: string }) => `${h.kind}:${h.itemId}`)).toEqual([`TAKEAWAY:${note.id}`, `RESOURCE:${link.id}`, `RESOURCE:${book.id}`]);
    expect(found[0]).toMatchObject({ url: null, day: 1, author: { id: member.id } });
    expect(found[0].highlight.filter((r: { match: boolean }) => r.match).map((r: { text: string }) => r.text)).toEqual(['RÜST']);
    // only the URL matched: the URL is the headline
    expect(found[1]).toMatchObject({ url: 'https://crates.io/rustlings', day: null, highlight: [{ text: 'https://crates.io/', match: false }, { text: 'rust', match: true }, { text: 'lings', match: false }] });
    // LIKE's wildcards are text
    expect((await member.client.gql(ASSETS, { t: tid, q: '50%' })).data.topicAssetSearch.map((h: { itemId: string }) => h.itemId)).toEqual([note.id]);
    expect((await member.client.gql(ASSETS, { t: tid, q: '5_%' })).data.topicAssetSearch).toEqual([]);
    // squad only, 3+ characters
    expect((await outsider.client.gql(ASSETS, { t: tid, q: 'rust' })).errors![0]).toMatchObject({ message: MSG.topicSearchSquadOnly, extensions: { code: 'FORBIDDEN' } });
    expect((await member.client.gql(ASSETS, { t: tid, q: 'ru' })).errors![0].extensions!.field).toBe('query');
  });

  it('flags every occurrence in a resource or takeaway, case and accents ignored', () => {
    expect(matchRuns('Café and CAFE', 'cafe')).toEqual([
      { text: 'Café', match: true },
      { text: ' and ', match: false },
      { text: 'CAFE', match: true },
    ]);
    expect(matchRuns('nothing', 'zz')).toEqual([{ text: 'nothing', match: false }]);
  });
});
