import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { squadOf, type TestUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { webDocument } from '../../../test/web-documents.js';
import { CHAT, POST, cid } from './hot-writes.test-kit.js';

/**
 * A hot write is its own statements (rule 03): it needs no EntityManager of its own — a fork (a
 * UnitOfWork, MikroORM's configuration written twice) per post and per message was ~1.4 % of the
 * app's CPU at 450 writes/s (2026-11-29). `ctx.db` runs them on the root EntityManager; the answer's
 * `viewerCan` finds the squad on the row. Counted by `t.countForks`.
 */
let t: TestApp;
let owner: TestUser;
let member: TestUser;
let topicId: string;
beforeAll(async () => {
  t = await startTestApp();
  const s = await squadOf(t, 1, { topic: 'Forks', squadSize: 5 });
  [owner, member, topicId] = [s.owner, s.members[0], s.topicId];
});
afterAll(() => t?.stop());

const WEB_POST = webDocument('CreatePost', { apollo: true });
const WEB_CHAT = webDocument('SendChatMessage', { apollo: true });

describe('a hot write forks no EntityManager', () => {
  it("a post and a chat message, as the bench and as the web app send them (the web's post answer with its viewerCan)", async () => {
    // warm: the person's session is read once (then reused, as in the app)
    expect((await member.client.gql(POST, { t: topicId, h: '<p>warm</p>', c: cid() })).errors).toBeUndefined();
    const { forks } = await t.countForks(async () => {
      const a = await member.client.gql(POST, { t: topicId, h: '<p>no fork</p>', c: cid() });
      expect(a.errors).toBeUndefined();
      const b = await member.client.gql(WEB_POST, { topicId, html: '<p>web, no fork</p>', clientId: cid() });
      expect(b.errors).toBeUndefined();
      // the author may delete their own post and reply in their squad: from the row's squad, no loader
      expect(b.data.createPost.viewerCan).toMatchObject({ delete: true, reply: true });
      const c = await member.client.gql(CHAT, { i: { toUserId: owner.id, clientId: cid(), text: 'no fork' } });
      expect(c.errors).toBeUndefined();
      const d = await member.client.gql(WEB_CHAT, { input: { toUserId: owner.id, clientId: cid(), text: 'web, no fork' } });
      expect(d.errors).toBeUndefined();
    });
    expect(forks).toBe(0);
  });

  it('a retried post (its client id stored) still answers its viewerCan from the squad (read once for the retry)', async () => {
    const clientId = cid();
    const first = await member.client.gql(WEB_POST, { topicId, html: '<p>once</p>', clientId });
    const again = await member.client.gql(WEB_POST, { topicId, html: '<p>once</p>', clientId });
    expect(again.data.createPost.id).toBe(first.data.createPost.id);
    expect(again.data.createPost.viewerCan).toMatchObject({ delete: true, reply: true });
  });
});
