import { MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addComment, createTopic, registerUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { pageCursor, parseBigId, parseCursor, parseId } from './ids.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

describe('ids are parsed once, at the boundary (@IdArg)', () => {
  it('parseId: 1–9 digits is a row id; more digits is a format error; anything else is −1, which matches no row', () => {
    expect([parseId('7'), parseId('000012'), parseId('999999999')]).toEqual([7, 12, 999_999_999]);
    for (const bad of ['', 'abc', '12a', '-1', '1.5', ' 1', null, undefined]) expect(parseId(bad)).toBe(-1);
    expect(() => parseId('1234567890', 'topicId')).toThrow(MSG.idTooLong('topicId', 9));
    expect(parseBigId('123456789012345')).toBe(123_456_789_012_345);
    expect(() => parseBigId('1234567890123456')).toThrow(MSG.idTooLong('id', 15));
  });

  it('one cursor codec: a page cursor decodes to what was encoded, only for its own kind; event cursors are digits', () => {
    expect(pageCursor.decode('topic', pageCursor.encode('topic', 42))).toBe(42);
    for (const bad of [pageCursor.encode('post', 42), 'bm90IGEgY3Vyc29y', '', pageCursor.encode('hit', 12_345_678)]) expect(() => pageCursor.decode(bad.startsWith('aGl0') ? 'hit' : 'topic', bad, 7)).toThrow(MSG.cursorInvalid);
    expect([parseCursor('0'), parseCursor(''), parseCursor(null), parseCursor('17')]).toEqual([0, null, null, 17]);
    for (const bad of ['x', '-1', '1234567890123456']) expect(() => parseCursor(bad)).toThrow(MSG.eventCursorInvalid);
  });

  it('a 10-digit topic id is a format error on its argument, not "Topic not found"', async () => {
    const a = await registerUser(t);
    const add = await a.client.gql('mutation($t: ID!) { addComment(topicId: $t, html: "<p>hi</p>") { id } }', { t: '1234567890' });
    expect(add.errors![0]).toMatchObject({ message: MSG.idTooLong('topicId', 9), extensions: { code: 'BAD_USER_INPUT' } });
    const detail = await a.client.gql('query($t: ID!) { topic(id: $t) { id } }', { t: '12345678901' });
    expect(detail.errors![0]).toMatchObject({ message: MSG.idTooLong('id', 9), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('a malformed ID argument gets the not-found answer an unknown one gets, never a 500', async () => {
    const a = await registerUser(t);
    const topicId = await createTopic(a);
    for (const id of ['x1', '']) {
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
