import { MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addComment, createTopic, registerUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { parseId } from './ids.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

describe('ids are parsed once, at the boundary (@IdArg)', () => {
  it('parseId: 1–9 digits is a row id; anything else is −1, which matches no row', () => {
    expect([parseId('7'), parseId('000012'), parseId('999999999')]).toEqual([7, 12, 999_999_999]);
    for (const bad of ['', 'abc', '12a', '-1', '1.5', ' 1', '1234567890']) expect(parseId(bad)).toBe(-1);
  });

  it('a malformed ID argument gets the not-found answer an unknown one gets, never a 500', async () => {
    const a = await registerUser(t);
    const topicId = await createTopic(a);
    for (const id of ['x1', '', '1234567890']) {
      const add = await a.client.gql('mutation($t: ID!) { addComment(topicId: $t, html: "<p>hi</p>") { id } }', { t: id });
      expect(add.errors![0]).toMatchObject({ message: MSG.topicNotFound, extensions: { code: 'NOT_FOUND' } });
      expect((await a.client.gql('mutation($n: ID!) { markNotificationRead(id: $n) { id } }', { n: id })).errors![0]).toMatchObject({ message: MSG.notificationNotFound, extensions: { code: 'NOT_FOUND' } });
      expect((await a.client.gql('query($c: ID!) { comment(id: $c) { id } }', { c: id })).data.comment).toBeNull();
    }
    expect((await a.client.gql('query($t: ID!) { topic(id: $t) { id } }', { t: topicId })).data.topic).toEqual({ id: topicId });
  });

  it('an empty optional ID counts as left out; "0" is an id that matches nothing (as before the decorator)', async () => {
    const owner = await registerUser(t);
    const topicId = await createTopic(owner);
    const SEND = 'mutation($t: ID!, $u: ID) { sendTopicRequest(topicId: $t, userId: $u) { id } }';
    expect((await owner.client.gql(SEND, { t: topicId, u: '' })).errors![0]).toMatchObject({ message: MSG.userNotFound, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await owner.client.gql(SEND, { t: topicId, u: '0' })).errors![0]).toMatchObject({ message: MSG.userNotFound, extensions: { code: 'NOT_FOUND' } });
    const commentId = await addComment(owner, topicId);
    const REPLY = 'mutation($c: ID!, $p: ID) { addReply(commentId: $c, html: "<p>re</p>", replyToId: $p) { id } }';
    expect((await owner.client.gql(REPLY, { c: commentId, p: '' })).data.addReply.id).toBeTruthy();
    expect((await owner.client.gql(REPLY, { c: commentId, p: '0' })).errors![0]).toMatchObject({ message: MSG.replyNotFound, extensions: { code: 'NOT_FOUND' } });
  });
});
