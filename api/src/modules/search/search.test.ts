import { LIMITS, MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopic, joinSquad, registerUser, type TestUser } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp } from '../../../test/harness.js';
import { XSS_CORPUS } from '../../../test/xss-corpus.js';

let t: TestApp;
let owner: TestUser;
const topics: Record<string, string> = {};

const TOPIC = 'exact title { text match } topic { id topic description owner { id username } }';
const TOPICS = `query($q: String!, $first: Int, $after: String) { searchTopics(query: $q, first: $first, after: $after) { edges { cursor node { ${TOPIC} } } pageInfo { hasNextPage endCursor } } }`;
const PEOPLE = `query($q: String!, $t: ID, $first: Int, $after: String) { searchPeople(query: $q, topicId: $t, first: $first, after: $after) { edges { node { exact name { text match } username { text match } person { id username firstName lastName } status { status requestId } } } pageInfo { hasNextPage endCursor } } }`;

type Run = { text: string; match: boolean };
type TopicHit = { exact: boolean; title: Run[]; topic: { id: string; topic: string } };
type PersonHit = { exact: boolean; name: Run[]; username: Run[]; person: { id: string; username: string }; status: { status: string; requestId: string | null } | null };

const searchTopics = async (q: string, first = 20, who = t.client()): Promise<TopicHit[]> => {
  const r = await who.gql(TOPICS, { q, first });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.searchTopics.edges.map((e: { node: TopicHit }) => e.node);
};
const searchPeople = async (q: string, opts: { t?: string; who?: TestUser } = {}): Promise<PersonHit[]> => {
  const r = await (opts.who?.client ?? t.client()).gql(PEOPLE, { q, t: opts.t, first: 20 });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.searchPeople.edges.map((e: { node: PersonHit }) => e.node);
};
const titles = (hits: TopicHit[]) => hits.map((h) => h.topic.topic);
const marked = (runs: Run[]) => runs.filter((r) => r.match).map((r) => r.text);
const setNames = (id: string, first: string | null, last: string | null) =>
  t.orm.em.getConnection().execute('update users set first_name = ?, last_name = ? where id = ?', [first, last, Number(id)], 'run');

beforeAll(async () => {
  t = await startTestApp();
  owner = await registerUser(t);
  const make = async (key: string, topic: string, description?: string) => (topics[key] = await createTopic(owner, { topic, description }));
  // created in this order: newer last (recency breaks ties)
  await make('jsOld', 'JavaScript from zero');
  await make('java', 'Java for interviews');
  await make('jsNew', 'JavaScript deep dive');
  await make('python', 'Python together');
  await make('desc', 'Evening study group', 'We read Python books and talk about them.');
  await make('cafe', 'Café conversation in French');
  await make('pho', 'Photography basics');
});
afterAll(() => t?.stop());

describe('global search: topics', () => {
  it('whole words and prefixes, case ignored; the match is flagged in the title', async () => {
    const java = await searchTopics('java');
    expect(titles(java)).toEqual(expect.arrayContaining(['Java for interviews', 'JavaScript from zero', 'JavaScript deep dive']));
    expect(marked(java.find((h) => h.topic.topic === 'Java for interviews')!.title)).toEqual(['Java']);
    expect(marked(java.find((h) => h.topic.topic === 'JavaScript deep dive')!.title)).toEqual(['JavaScript']);
    expect(titles(await searchTopics('  JAVASCRIPT  '))).toEqual(['JavaScript deep dive', 'JavaScript from zero']);
    expect(titles(await searchTopics('javascript deep'))).toEqual(['JavaScript deep dive']);
    expect(await searchTopics('javascript python')).toEqual([]);
  });

  it('ranks by relevance (title before description), then newest first', async () => {
    // both JavaScript topics match the same way: the newer first
    expect(titles(await searchTopics('javascript'))).toEqual(['JavaScript deep dive', 'JavaScript from zero']);
    // "python" in a title ranks above "python" in a description
    expect(titles(await searchTopics('python'))).toEqual(['Python together', 'Evening study group']);
  });

  it('a typo or two is found through the vocabulary, after exact matches', async () => {
    const typo = await searchTopics('pyhton');
    expect(titles(typo)).toEqual(['Python together', 'Evening study group']);
    expect(typo[0].exact).toBe(false);
    expect(marked(typo[0].title)).toEqual(['Python']);
    expect(titles(await searchTopics('photograpy'))).toEqual(['Photography basics']);
    expect(titles(await searchTopics('javascrpt deep'))).toEqual(['JavaScript deep dive']);
  });

  it('accents are ignored both ways', async () => {
    expect(titles(await searchTopics('cafe'))).toEqual(['Café conversation in French']);
    expect(marked((await searchTopics('CAFÉ'))[0].title)).toEqual(['Café']);
    expect(titles(await searchTopics('phôtography'))).toEqual(['Photography basics']);
  });

  it('finds by category name; a deleted topic is never shown', async () => {
    const [cat] = await t.orm.em.getConnection().execute<{ name: string }[]>('select c.name from categories c join topics t on t.category_id = c.id where t.id = ?', [Number(topics.pho)]);
    const word = cat.name.split(/[^\p{L}\p{N}]+/u).find((w) => w.length >= 3)!;
    expect(titles(await searchTopics(word, 100))).toContain('Photography basics');
    const gone = await createTopic(owner, { topic: 'Zeppelin history' });
    expect(titles(await searchTopics('zeppelin'))).toEqual(['Zeppelin history']);
    expect((await owner.client.gql('mutation($id: ID!) { deleteTopic(id: $id) }', { id: gone })).errors).toBeUndefined();
    expect(await searchTopics('zeppelin')).toEqual([]);
  });

  it('pages by cursor (5 by default), best first; a page is one statement at 2 and 5 hits', async () => {
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.push(await createTopic(owner, { topic: `Eigenvalue drills ${i}` }));
    const first = (await t.client().gql(TOPICS, { q: 'eigenvalue' })).data.searchTopics;
    expect(first.edges).toHaveLength(LIMITS.searchPageSize);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await t.client().gql(TOPICS, { q: 'eigenvalue', after: first.pageInfo.endCursor })).data.searchTopics;
    expect(second.pageInfo.hasNextPage).toBe(false);
    const seen = [...first.edges, ...second.edges].map((e: { node: TopicHit }) => e.node.topic.id);
    expect(seen).toEqual(made.toReversed());
    expect((await t.client().gql(TOPICS, { q: 'eigenvalue', after: 'eA' })).errors![0].message).toBe(MSG.cursorInvalid);
    const count = async (n: number) => (await t.countSql(() => t.client().gql(TOPICS, { q: "eigenvalue", first: n }))).statements;
    const [two, five] = [await count(2), await count(5)];
    expect(two).toHaveLength(1);
    expect(five).toHaveLength(1);
    // signed in: the session and the page
    expect((await t.countSql(() => owner.client.gql(TOPICS, { q: 'eigenvalue', first: 5 }))).statements).toHaveLength(2);
  });

  it('refusals: too short or too long; query syntax is only ever words', async () => {
    for (const q of ['', ' a ', 'é']) expect((await t.client().gql(TOPICS, { q })).errors![0]).toMatchObject({ message: MSG.searchTooShort, extensions: { code: 'BAD_USER_INPUT', field: 'query' } });
    expect((await t.client().gql(TOPICS, { q: 'x'.repeat(LIMITS.searchQueryMax + 1) })).errors![0]).toMatchObject({ message: MSG.searchTooLong, extensions: { field: 'query' } });
    for (const q of ['!!!', "'); drop table topics; --", 'java & | ! :* <->', '((((', '\\\\\\', '%_%']) {
      const r = await t.client().gql(TOPICS, { q });
      expect(r.errors).toBeUndefined();
    }
    expect(titles(await searchTopics("'); java :* <->"))).toContain('Java for interviews');
  });
});

describe('global search: people', () => {
  let ada: TestUser;
  let bob: TestUser;
  let zoe: TestUser;
  beforeAll(async () => {
    [ada, bob, zoe] = [await registerUser(t, { username: 'adalove' }), await registerUser(t, { username: 'bobcat' }), await registerUser(t, { username: 'zoequinn' })];
    await setNames(ada.id, 'Ada', 'Lovelace');
    await setNames(bob.id, 'Björn', 'Ångström');
    await setNames(zoe.id, 'Zoë', 'Lovegood');
  });

  it('by first name, last name and username, prefixes, accents and typos; name and username flagged', async () => {
    expect((await searchPeople('ada')).map((h) => h.person.username)).toEqual(['adalove']);
    expect((await searchPeople('bjorn angstrom')).map((h) => h.person.username)).toEqual(['bobcat']);
    expect(marked((await searchPeople('angstrom'))[0].name)).toEqual(['Ångström']);
    expect((await searchPeople('bobc')).map((h) => h.person.username)).toEqual(['bobcat']);
    expect(marked((await searchPeople('bobc'))[0].username)).toEqual(['bobcat']);
    expect((await searchPeople('zoe')).map((h) => h.person.username)).toEqual(['zoequinn']);
    const love = (await searchPeople('love')).map((h) => h.person.username);
    expect(love).toEqual(expect.arrayContaining(['adalove', 'zoequinn']));
    expect((await searchPeople('lovelcae')).map((h) => h.person.username)).toEqual(['adalove']);
  });

  it('deactivated accounts are never shown, and come back on restore', async () => {
    const gone = await registerUser(t, { username: 'quentinvanish' });
    expect((await searchPeople('quentinvanish')).map((h) => h.person.id)).toEqual([gone.id]);
    expect((await gone.client.gql('mutation($p: String!) { deactivateAccount(password: $p) { ok } }', { p: gone.password })).errors).toBeUndefined();
    expect(await searchPeople('quentinvanish')).toEqual([]);
    await t.orm.em.getConnection().execute("update users set status = 'ACTIVE' where id = ?", [Number(gone.id)], 'run');
    expect((await searchPeople('quentinvanish')).map((h) => h.person.id)).toEqual([gone.id]);
  });

  it('with a topic: the owner is left out; membership for anyone, the pending request for the owner only', async () => {
    const tid = await createTopic(owner, { topic: 'Invite flow', squadSize: 4 });
    const tag = `mate${Date.now().toString(36)}`;
    const [m, p, n] = [await registerUser(t, { username: `${tag}a` }), await registerUser(t, { username: `${tag}b` }), await registerUser(t, { username: `${tag}c` })];
    await joinSquad(owner, m, tid);
    const req = await p.client.gql('mutation($t: ID!) { requestToJoin(topicId: $t) { id } }', { t: tid });
    const requestId = req.data?.requestToJoin?.id ?? null;
    const byName = (hits: PersonHit[]) => Object.fromEntries(hits.map((h) => [h.person.username, h.status]));
    const seen = byName(await searchPeople(tag, { t: tid, who: owner }));
    expect(seen[`${tag}a`]).toEqual({ status: 'MEMBER', requestId: null });
    expect(seen[`${tag}b`]).toEqual({ status: 'PENDING', requestId });
    expect(seen[`${tag}c`]).toEqual({ status: 'NONE', requestId: null });
    expect(requestId).not.toBeNull();
    // someone else sees membership but no request
    const other = byName(await searchPeople(tag, { t: tid, who: n }));
    expect(other[`${tag}b`]).toEqual({ status: 'NONE', requestId: null });
    expect(byName(await searchPeople(tag, { t: tid }))[`${tag}a`]).toEqual({ status: 'MEMBER', requestId: null });
    // the owner is left out with the topic, found without it; no status without a topic
    expect((await searchPeople(owner.username, { t: tid, who: owner })).map((h) => h.person.id)).not.toContain(owner.id);
    const plain = await searchPeople(owner.username);
    expect(plain[0]).toMatchObject({ person: { id: owner.id }, status: null });
    // one statement for the page, status included (plus the session)
    expect((await t.countSql(() => owner.client.gql(PEOPLE, { q: tag, t: tid, first: 5 }))).statements).toHaveLength(2);
  });

  it('the XSS corpus in names comes back as text runs', async () => {
    const u = await registerUser(t);
    await setNames(u.id, `needle ${XSS_CORPUS[0]}`.slice(0, 64), `\uE000fake\uE001 ${XSS_CORPUS[1]}`.slice(0, 64));
    const [hit] = await searchPeople('needle');
    expect(marked(hit.name)).toEqual(['needle']);
    expect(hit.name.map((r) => r.text).join('')).not.toContain('\uE000');
    expect(codeOf(await t.client().gql(PEOPLE, { q: 'n' }))).toBe('BAD_USER_INPUT');
  });
});
