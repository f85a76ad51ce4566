import { randomBytes } from 'node:crypto';

/** The hot writes' documents (decision 072), as the tests of their statements send them. */
export const POST = 'mutation($t: ID!, $h: String, $c: String, $r: ID) { createPost(topicId: $t, html: $h, clientId: $c, replyToId: $r) { id } }';
export const CHAT = 'mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { id clientId conversationId text createdAt mine sender { id username } } }';
export const cid = () => `c-${randomBytes(6).toString('hex')}`;

/** A logged statement's SQL (MikroORM's log line without its colours and its `[took …]`). */
// oxlint-disable-next-line no-control-regex
export const sqlOf = (line: string) => line.replace(/\x1b\[[0-9;]*m/g, '').replace(/^\[query\]\s*/, '').replace(/ \[took [^\]]*\]$/, '').trim();
