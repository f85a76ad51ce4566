import { LIMITS } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.js';
import { addComment, squadOf, type TestUser } from '../../../test/factories.js';
import { webDocument } from '../../../test/web-documents.js';
import { MAX_SHAPES, namedTexts, preparedTap, statementName } from '../../platform/prepared.js';
import { ask, comparer, isSpliced, spliceApps } from './splice.test-kit.js';

/*
 * Decision 087's bound (16 texts a label, first come first named) cannot be used up against the
 * web app's own pages: a client that sends 20+ made-up selections of `topic` and `topics` first
 * gets its later ones unnamed, and the web's TopicDetail and Topics still run named, answering as
 * the resolvers do. The warning goes through the app's logger, not as a process warning.
 */
let spliced: TestApp;
let plain: TestApp;
let owner: TestUser;
let topicId: string;
const compare = comparer(() => ({ spliced, plain }));
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';
const warnings: string[] = [];
const onWarning = (w: Error) => warnings.push(w.message);

beforeAll(async () => {
  ({ spliced, plain } = await spliceApps());
  ({ owner, topicId } = await squadOf(spliced, 1, { squadSize: 3 }));
  // two pages of comments: the web's later page runs the text with a cursor
  for (let i = 0; i < LIMITS.commentsPageSize + 2; i++) await addComment(owner, topicId, `<p>comment ${i}</p>`);
  process.on('warning', onWarning);
}, 120_000);

afterAll(async () => {
  process.off('warning', onWarning);
  delete preparedTap.on;
  await plain?.stop();
  await spliced?.stop();
});

/** The statements the splicer ran while `f` ran: label and whether they had a name. */
async function statements(f: () => Promise<unknown>): Promise<{ label: string; named: boolean }[]> {
  const seen: { label: string; named: boolean }[] = [];
  preparedTap.on = ({ label, text }) => seen.push({ label, named: statementName(label, text) !== null });
  try {
    await f();
  } finally {
    delete preparedTap.on;
  }
  return seen.filter((s) => s.label.startsWith('splice.'));
}

describe("the web app's own pages keep their prepared names", () => {
  it('whatever made-up selections of topic and topics a signed-in client sent first', async () => {
    const MADE_UP = 22;
    const made = await statements(async () => {
      for (let i = 0; i < MADE_UP; i++) {
        // each twice: a text is planned (spliced) on its second sighting
        const one = `query($id: ID!) { topic(id: $id) { x${i}: id topic } }`;
        const many = `{ topics { edges { node { y${i}: id } } } }`;
        await ask(spliced, owner.token, one, { id: topicId });
        await ask(spliced, owner.token, many);
        expect([isSpliced(await ask(spliced, owner.token, one, { id: topicId })), isSpliced(await ask(spliced, owner.token, many))]).toEqual([true, true]);
      }
    });
    // the made-up shapes used up their labels' cap: the later ones ran unnamed
    for (const label of ['splice.topic', 'splice.topics']) {
      const mine = made.filter((s) => s.label === label);
      expect(mine).toHaveLength(MADE_UP);
      expect(mine.filter((s) => !s.named).length).toBeGreaterThanOrEqual(MADE_UP - MAX_SHAPES);
    }

    const before = namedTexts();
    const web = await statements(async () => {
      for (const accept of [APOLLO_ACCEPT, undefined]) {
        for (const apollo of [true, false]) {
          const detail = await compare(owner.token, webDocument('TopicDetail', { apollo }), { id: topicId }, 'TopicDetail', accept);
          expect(detail.spliced).toBe(true);
          expect((detail.body as { data: { topic: { id: string } } }).data.topic.id).toBe(topicId);
          const browse = await compare(owner.token, webDocument('Topics', { apollo }), { first: LIMITS.topicsPageSize }, 'Topics', accept);
          expect(browse.spliced).toBe(true);
          expect((browse.body as { data: { topics: { edges: unknown[] } } }).data.topics.edges.length).toBeGreaterThan(0);
          const comments = webDocument('TopicComments', { apollo });
          const first = await compare(owner.token, comments, { topicId, first: LIMITS.commentsPageSize }, 'TopicComments', accept);
          const page = (first.body as { data: { topic: { comments: { pageInfo: { endCursor: string } } } } }).data.topic.comments;
          const second = await compare(owner.token, comments, { topicId, first: LIMITS.commentsPageSize, after: page.pageInfo.endCursor }, 'TopicComments', accept);
          const rest = (second.body as { data: { topic: { comments: { edges: unknown[] } } } }).data.topic.comments;
          expect([first.spliced, second.spliced, rest.edges.length]).toEqual([true, true, 2]);
        }
      }
    });
    // per form (printed, Apollo's): detail, browse and the comments' first page spliced 3 times of 4
    // (a document's first sighting is the resolvers'), the later page 4 times (same document)
    expect(web.length).toBe(26);
    expect(web.filter((s) => !s.named)).toEqual([]);
    expect(new Set(web.map((s) => s.label))).toEqual(new Set(['splice.topic', 'splice.topics']));
    // named ahead at start: nothing new remembered
    expect(namedTexts()).toBe(before);
    // the cap's warning went to the logger, not out as a process warning
    expect(warnings.filter((w) => w.includes('prepared statements'))).toEqual([]);
  });
});
