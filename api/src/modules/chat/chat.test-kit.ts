import { randomBytes } from 'node:crypto';
import type { TestUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';

/** Shared by the chat test files: the documents, sending, counting, a stream with history. */
export const chatApp: { t: TestApp } = { t: undefined as never };

export const MSGF = 'id clientId conversationId text createdAt mine sender { id username }';
export const CONV = `id unreadCount updatedAt other { id username } lastMessage { ${MSGF} }`;
export const SEND = `mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { ${MSGF} } }`;
export const LIST = `query($first: Int, $after: String) { conversations(first: $first, after: $after) { edges { cursor node { ${CONV} } } pageInfo { hasNextPage endCursor } } }`;
export const ONE = `query($id: ID, $w: ID) { conversation(id: $id, withUserId: $w) { ${CONV} } }`;
export const PAGE = `query($c: ID!, $first: Int, $before: String) { chatMessages(conversationId: $c, first: $first, before: $before) { edges { cursor node { ${MSGF} } } pageInfo { hasNextPage endCursor } } }`;
export const AFTER = `query($c: ID!, $a: ID!) { chatMessagesAfter(conversationId: $c, afterId: $a) { ${MSGF} } }`;
export const UNREAD = '{ unreadMessageCount }';
export const MARK = `mutation($c: ID!, $u: ID!) { markConversationRead(conversationId: $c, upToMessageId: $u) { id unreadCount } }`;
export const DEL = 'mutation($id: ID!) { deleteChatMessage(id: $id) }';
export const CLEAR = `mutation($c: ID!) { clearConversation(conversationId: $c) { ${CONV} } }`;
export const TYPING = 'mutation($c: ID!) { chatTyping(conversationId: $c) }';
export const NOTES = `query($first: Int, $after: String) { messageNotifications(first: $first, after: $after) { edges { node { id messageId conversationId text read from { id username } } } pageInfo { hasNextPage endCursor } } }`;
export const NOTE_READ = 'mutation($id: ID!) { markMessageNotificationRead(id: $id) { id read } }';
export const ALL_READ = 'mutation { markAllMessageNotificationsRead }';
export const EVENTS = `subscription($a: ID) { chatEvents(after: $a) { id kind conversationId messageId unreadTotal message { id clientId text mine sender { id } } conversation { id unreadCount lastMessage { id } } } }`;

export type Msg = { id: string; clientId: string; conversationId: string; text: string; mine: boolean; sender: { id: string } };
export type Ev = { id: string; kind: string; conversationId: string; messageId: string | null; unreadTotal: number; message: Msg | null; conversation: { id: string; unreadCount: number; lastMessage: { id: string } | null } | null };

export const cid = () => `c-${randomBytes(6).toString('hex')}`;
export async function send(from: TestUser, to: TestUser | string, text: string, clientId = cid()): Promise<Msg> {
  const r = await from.client.gql(SEND, { i: { toUserId: typeof to === 'string' ? to : to.id, clientId, text } });
  if (r.errors) throw new Error(`HTTP ${r.status} ${JSON.stringify(r)}`);
  return r.data.sendChatMessage;
}
export const unread = async (u: TestUser): Promise<number> => (await u.client.gql(UNREAD)).data.unreadMessageCount;
/** The unread count recounted from the tables, independently of the api's SQL. */
export async function recount(u: TestUser): Promise<number> {
  const rows = await chatApp.t.orm.em.getConnection().execute<{ n: number }[]>(
    `select count(*)::int as n from chat_messages x join conversation_members m on m.conversation_id = x.conversation_id
     where m.user_id = ? and x.sender_id <> ? and x.deleted_at is null and x.id > m.read_up_to and x.id > m.cleared_up_to`,
    [Number(u.id), Number(u.id)],
  );
  return rows[0].n;
}
export const sql = (q: string, p: unknown[] = []) => chatApp.t.orm.em.getConnection().execute(q, p);
/** Appends `n` events to a person's stream behind the api's back (no publish): a stream with history. */
export async function appendRaw(u: TestUser, n: number, kind: string, data: Record<string, unknown>): Promise<void> {
  const stream = `user:${u.id}`;
  await sql(
    `with s as (insert into event_streams as es (stream, last_seq) values (?, ?) on conflict (stream) do update set last_seq = es.last_seq + excluded.last_seq returning last_seq)
     insert into events (stream, seq, kind, actor_id, data, created_at) select ?, s.last_seq - ? + g, ?, null, ?::jsonb, now() from s, generate_series(1, ?) g`,
    [stream, n, stream, n, kind, JSON.stringify(data), n],
  );
}
