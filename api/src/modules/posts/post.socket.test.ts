import { MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerAndMember, registerUser, type TestUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { socketOnce } from '../../../test/ws.js';

/** createPost through the socket door (decision 103): the web sends a text post so while its socket is open. */
let t: TestApp;
let member: TestUser;
let topicId: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ member, topicId } = await ownerAndMember(t, { topic: 'Socket feed topic' }));
});
afterAll(() => t?.stop());

describe('createPost over the socket', () => {
  it('over the socket (a text post from a page with the socket open, decision 103): posted once per client id; an outsider refused as over HTTP', async () => {
    const q = 'mutation($t: ID!, $h: String, $c: String) { createPost(topicId: $t, html: $h, clientId: $c) { id text } }';
    const over = (token: string, c: string) => socketOnce<{ createPost: { id: string; text: string } }>(t, q, { token, variables: { t: topicId, h: '<p>over the socket</p>', c } });
    const first = await over(member.token, 'sock-post-1');
    expect(first.errors).toBeUndefined();
    expect(first.data?.createPost.text).toBe('over the socket');
    expect((await over(member.token, 'sock-post-1')).data?.createPost.id).toBe(first.data?.createPost.id);
    const outsider = await registerUser(t);
    expect((await over(outsider.token, 'sock-post-2')).errors?.[0]).toMatchObject({ message: MSG.feedSquadOnly, extensions: { code: 'FORBIDDEN' } });
  });
});
