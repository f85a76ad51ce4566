import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerAndMember, registerUser, SIGN_IN, type TestUser } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';

// Decision 045: a signed-in query reuses the session read moments ago for the same token (the
// harness turns this off for every other test file, whose SQL counts include the session read).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SESSION_CACHE_MS: '5000' });
});
afterAll(() => t?.stop());

const ME = 'query { me { id username firstName status } }';
const MINE = 'query { myTopics(first: 1) { edges { node { id } } } }';
const readsSession = (statements: string[]) => statements.filter((s) => /from "sessions"/.test(s)).length;

/** Another client of the same session (a second tab sending the token). */
const bearer = (u: TestUser): TestClient => {
  const c = t.client();
  c.bearer = u.token;
  return c;
};

/** A second session of `u` (another device). */
async function secondSession(u: TestUser): Promise<TestClient> {
  const c = t.client();
  const r = await c.gql(SIGN_IN, { input: { email: u.email, password: u.password } });
  c.bearer = r.data.signIn.token;
  c.cookies.clear();
  return c;
}

describe('reusing a session read moments ago', () => {
  it('a query right after another reads no session; a mutation always reads it', async () => {
    const u = await registerUser(t);
    const c = bearer(u);
    const first = await t.countSql(() => c.gql(ME));
    expect(first.result.data.me.id).toBe(u.id);
    expect(readsSession(first.statements)).toBe(1);
    const again = await t.countSql(() => c.gql(ME));
    expect(again.result.data.me.id).toBe(u.id);
    expect(readsSession(again.statements)).toBe(0);
    const write = await t.countSql(() => c.gql('mutation { setOnboardingStep(step: DONE) { id } }'));
    expect(readsSession(write.statements)).toBe(1);
  });

  it('a change of the person is seen by the next query', async () => {
    const u = await registerUser(t);
    const c = bearer(u);
    expect((await c.gql(ME)).data.me.firstName).toBeNull();
    expect((await c.gql('mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { id } }', { i: { firstName: 'Ada' } })).errors).toBeUndefined();
    expect((await c.gql(ME)).data.me.firstName).toBe('Ada');
  });

  it('sign-out is immediate for every tab of the session', async () => {
    const u = await registerUser(t);
    const tab = bearer(u);
    expect((await tab.gql(ME)).data.me.id).toBe(u.id);
    expect((await bearer(u).gql('mutation { signOut }')).data.signOut).toBe(true);
    expect((await tab.gql(ME)).data.me).toBeNull();
    expect(codeOf(await tab.gql(MINE))).toBe('UNAUTHENTICATED');
  });

  it('a password change ends the other sessions at once', async () => {
    const u = await registerUser(t);
    const other = await secondSession(u);
    expect((await other.gql(ME)).data.me.id).toBe(u.id);
    const changed = await bearer(u).gql('mutation($i: ChangePasswordInput!) { changePassword(input: $i) { ok } }', {
      i: { currentPassword: u.password, newPassword: 'a new horse battery staple', confirmPassword: 'a new horse battery staple' },
    });
    expect(changed.errors).toBeUndefined();
    expect((await other.gql(ME)).data.me).toBeNull();
    expect((await bearer(u).gql(ME)).data.me.id).toBe(u.id);
  });

  it('deactivation is immediate', async () => {
    const u = await registerUser(t);
    const c = bearer(u);
    expect((await c.gql(MINE)).errors).toBeUndefined();
    expect((await c.gql('mutation($p: String!) { deactivateAccount(password: $p) { ok } }', { p: u.password })).errors).toBeUndefined();
    expect(codeOf(await c.gql(MINE))).toBe('UNAUTHENTICATED');
  });

  it('a revocation announced by another process (SESSIONS_REVOKED) is immediate', async () => {
    const u = await registerUser(t);
    const c = bearer(u);
    expect((await c.gql(ME)).data.me.id).toBe(u.id);
    // another process revoked it: the row changed under this one, and the event came over Redis
    const [row] = await t.orm.em.fork().getConnection().execute<{ id: string }[]>('update sessions set revoked_at = now() where user_id = ? returning id', [Number(u.id)], 'all');
    t.app.deps.pubsub.publish('SESSIONS_REVOKED', { sessionIds: [row.id] });
    await expect.poll(async () => (await c.gql(ME)).data.me).toBeNull();
  });

  it('a post and a chat message reuse the session and re-check it in their statement: a revocation nobody announced refuses them at once, writing nothing (decision 067)', async () => {
    const { member, topicId } = await ownerAndMember(t, { squadSize: 3 });
    const other = await registerUser(t);
    const c = bearer(member);
    const POST = 'mutation($t: ID!, $h: String, $c: String) { createPost(topicId: $t, html: $h, clientId: $c) { id } }';
    const SEND = 'mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { id } }';
    expect((await c.gql(ME)).data.me.id).toBe(member.id);
    const post = await t.countSql(() => c.gql(POST, { t: topicId, h: 'reused', c: 'p-1' }));
    expect(post.result.errors).toBeUndefined();
    expect(readsSession(post.statements)).toBe(0);
    const chat = await t.countSql(() => c.gql(SEND, { i: { toUserId: other.id, clientId: 'm-1', text: 'reused' } }));
    expect(chat.result.errors).toBeUndefined();
    expect(readsSession(chat.statements)).toBe(0);
    const counts = async () =>
      (
        await t.orm.em.fork().getConnection().execute<{ posts: number; msgs: number; lims: number }[]>(
          `select (select count(*)::int from posts where author_id = ?) as posts, (select count(*)::int from chat_messages where sender_id = ?) as msgs,
            (select coalesce(sum(count), 0)::int from rate_limits where key like ?) as lims`,
          [Number(member.id), Number(member.id), `write:%:${member.id}%`],
        )
      )[0];
    const before = await counts();
    expect(before).toMatchObject({ posts: 1, msgs: 1 });
    // revoked behind this process's back (raw SQL, no SESSIONS_REVOKED): a query may be served for a moment, a write is not
    await t.orm.em.fork().getConnection().execute('update sessions set revoked_at = now() where user_id = ?', [Number(member.id)]);
    expect(codeOf(await c.gql(POST, { t: topicId, h: 'after the revocation', c: 'p-2' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await c.gql(SEND, { i: { toUserId: other.id, clientId: 'm-2', text: 'after the revocation' } }))).toBe('UNAUTHENTICATED');
    expect(await counts()).toEqual(before); // the refused writes wrote nothing and counted nothing
    // another person's session is untouched
    expect((await bearer(other).gql(SEND, { i: { toUserId: member.id, clientId: 'm-3', text: 'still here' } })).errors).toBeUndefined();
  });
});
