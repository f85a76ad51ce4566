import type { Orm } from '../../platform/orm.js';
import { pageWindow, type PageWindow } from '../../platform/pagination.js';
import { pageCursor } from '../../platform/ids.js';
import { dates, int, readRows, type Sel } from '../../platform/read.js';
import { LIMITS } from '@poolmates/schema';
import { reviveUser, userJson } from '../users/user.reads.js';

/**
 * Chat reads (decision 033): each page is ONE statement that builds its JSON in PostgreSQL — the
 * conversation list with the other person, the last visible message and the unread count; a page of
 * messages with their senders; an event as the viewer sees it. Membership is part of every
 * statement (`conversation_members` of the viewer), so a conversation someone is not in reads as
 * nothing. Ids are bigints carried as JSON numbers (exact below 2^53).
 */

/** A message's read row. */
export interface MessageRow {
  id: number;
  clientId: string;
  conversationId: number;
  senderId: number;
  sender: { id: number } & Record<string, unknown>;
  html: string;
  text: string;
  createdAt: Date;
}

/** A conversation as one person sees it. */
export interface ConversationRow {
  id: number;
  otherId: number;
  other: { id: number } & Record<string, unknown>;
  lastMessageId: number;
  readUpTo: number;
  clearedUpTo: number;
  updatedAt: Date;
  unreadCount: number;
  lastMessage: MessageRow | null;
}

export interface NotificationRow {
  id: number;
  conversationId: number;
  from: { id: number } & Record<string, unknown>;
  text: string;
  read: boolean;
  createdAt: Date;
}

/** The unread messages of the member row `m` (its other person's, after both markers, not deleted). */
export const unreadOf = (m: string) =>
  `(select count(*)::int from chat_messages ux where ux.conversation_id = ${m}.conversation_id and ux.sender_id = ${m}.other_id and ux.deleted_at is null and ux.id > greatest(${m}.read_up_to, ${m}.cleared_up_to))`;

/** The viewer's unread messages in all their conversations (the header badge); a string: SQL of the person's id. */
export const unreadTotalOf = (viewer: number | string) =>
  `(select coalesce(sum(${unreadOf('tm')}), 0)::int from conversation_members tm where tm.user_id = ${typeof viewer === 'number' ? int(viewer) : viewer})`;

/** A message's JSON from the chat_messages row `x` (the sender as asked, from a subquery). */
export function messageJson(x: string, sel: Sel): string {
  const sender = sel.has('sender') ? `(select ${userJson('su', sel.under('sender'))} from users su where su.id = ${x}.sender_id)` : `json_build_object('id', ${x}.sender_id)`;
  return `json_build_object('id', ${x}.id, 'clientId', ${x}.client_id, 'conversationId', ${x}.conversation_id, 'senderId', ${x}.sender_id, 'html', ${x}.html, 'text', ${x}.text, 'createdAt', ${x}.created_at, 'sender', ${sender})`;
}

/**
 * A conversation's JSON from the member row `m` of the viewer (fields as asked). `inWrite`: built
 * inside the statement that inserts the message `lastMessage` (SQL of its JSON), which that
 * statement's own reads of chat_messages do not see yet — `unreadPlus` (SQL) adds it to the count.
 */
export function conversationJson(m: string, sel: Sel, inWrite?: { lastMessage: string; unreadPlus: string }): string {
  const other = sel.has('other') ? `(select ${userJson('ou', sel.under('other'))} from users ou where ou.id = ${m}.other_id)` : `json_build_object('id', ${m}.other_id)`;
  const unread = sel.has('unreadCount') ? (inWrite ? `(${unreadOf(m)} + ${inWrite.unreadPlus})` : unreadOf(m)) : '0';
  const last = !sel.has('lastMessage')
    ? 'null'
    : inWrite
      ? inWrite.lastMessage
      : `(select ${messageJson('lx', sel.under('lastMessage'))} from chat_messages lx where lx.conversation_id = ${m}.conversation_id and lx.deleted_at is null and lx.id > ${m}.cleared_up_to order by lx.id desc limit 1)`;
  return `json_build_object('id', ${m}.conversation_id, 'otherId', ${m}.other_id, 'lastMessageId', ${m}.last_message_id, 'readUpTo', ${m}.read_up_to, 'clearedUpTo', ${m}.cleared_up_to, 'updatedAt', ${m}.last_activity_at, 'other', ${other}, 'unreadCount', ${unread}, 'lastMessage', ${last})`;
}

export function reviveMessage<T extends MessageRow | null | undefined>(r: T): T {
  if (r) {
    dates(r, 'createdAt');
    reviveUser(r.sender);
  }
  return r;
}

export function reviveConversation<T extends ConversationRow | null | undefined>(r: T): T {
  if (r) {
    dates(r, 'updatedAt');
    reviveUser(r.other);
    reviveMessage(r.lastMessage);
  }
  return r;
}

const encode = pageCursor.encode;

/** A newest-first page keyed by `key(row)` (the cursor), read `limit` = page + 1 rows. */
function connection<T>(kind: string, w: PageWindow, rows: T[], key: (row: T) => number) {
  const page = rows.slice(0, w.first);
  return {
    edges: page.map((node) => ({ node, cursor: encode(kind, key(node)) })),
    pageInfo: { hasNextPage: rows.length > w.first, endCursor: page.length ? encode(kind, key(page[page.length - 1])) : null },
  };
}

export const chatReads = {
  /**
   * The viewer's conversations by last activity (the newest message id: increasing, so a keyset),
   * each with the other person, the last visible message and the unread count. A conversation the
   * viewer cleared leaves their list until a new message arrives.
   */
  async conversations(orm: Orm, viewerId: number, sel: Sel, args: { first?: number | null; after?: string | null; offset?: number | null }) {
    const w = pageWindow('conversation', args, LIMITS.chatConversationsPageSize, LIMITS.chatConversationsPageMax);
    const below = w.below === null ? '' : ` and cm.last_message_id < ${int(w.below)}`;
    const sql = `select coalesce(json_agg(${conversationJson('m', sel)} order by m.last_message_id desc), '[]'::json) as r
      from (select * from conversation_members cm where cm.user_id = ${int(viewerId)} and cm.last_message_id > cm.cleared_up_to${below}
            order by cm.last_message_id desc limit ${int(w.limit)} offset ${int(w.offset)}) m`;
    const [rows] = await readRows<ConversationRow[]>(orm, sql);
    return connection('conversation', w, rows.map(reviveConversation), (r) => r.lastMessageId);
  },

  /** One conversation of the viewer: by its id, or by the other person; null when they have none. */
  async conversation(orm: Orm, viewerId: number, sel: Sel, by: { id: number } | { otherId: number }): Promise<ConversationRow | null> {
    const where = 'id' in by ? `m.conversation_id = ${int(by.id)}` : `m.other_id = ${int(by.otherId)}`;
    const [row] = await readRows<ConversationRow | null>(orm, `select ${conversationJson('m', sel)} as r from conversation_members m where m.user_id = ${int(viewerId)} and ${where}`);
    return reviveConversation(row ?? null);
  },

  /**
   * A page of a conversation's messages, newest first (`before`: older than that cursor), those the
   * viewer has not cleared; null when the viewer is not in the conversation.
   */
  async messages(orm: Orm, viewerId: number, conversationId: number, sel: Sel, args: { first?: number | null; before?: string | null }) {
    const w = pageWindow('message', { first: args.first, after: args.before }, LIMITS.chatMessagesPageSize, LIMITS.chatMessagesPageMax);
    const below = w.below === null ? '' : ` and mx.id < ${int(w.below)}`;
    const sql = `select case when m.user_id is null then null else (
        select coalesce(json_agg(${messageJson('x', sel)} order by x.id desc), '[]'::json)
        from (select * from chat_messages mx where mx.conversation_id = m.conversation_id and mx.deleted_at is null and mx.id > m.cleared_up_to${below}
              order by mx.id desc limit ${int(w.limit)}) x) end as r
      from (select 1) one left join conversation_members m on m.conversation_id = ${int(conversationId)} and m.user_id = ${int(viewerId)}`;
    const [rows] = await readRows<MessageRow[] | null>(orm, sql);
    if (rows === null) return null;
    return connection('message', w, rows.map(reviveMessage), (r) => r.id);
  },

  /** The viewer's messages after `afterId` in a conversation, oldest first, at most LIMITS.chatCatchUpMax; null when not a member. */
  async messagesAfter(orm: Orm, viewerId: number, conversationId: number, afterId: number, sel: Sel): Promise<MessageRow[] | null> {
    const sql = `select case when m.user_id is null then null else (
        select coalesce(json_agg(${messageJson('x', sel)} order by x.id), '[]'::json)
        from (select * from chat_messages mx where mx.conversation_id = m.conversation_id and mx.deleted_at is null and mx.id > greatest(m.cleared_up_to, ${int(afterId)})
              order by mx.id limit ${int(LIMITS.chatCatchUpMax)}) x) end as r
      from (select 1) one left join conversation_members m on m.conversation_id = ${int(conversationId)} and m.user_id = ${int(viewerId)}`;
    const [rows] = await readRows<MessageRow[] | null>(orm, sql);
    return rows === null ? null : rows.map(reviveMessage);
  },

  /** Messages by id (a send's answer), whoever's conversation: the caller checked. */
  async messagesById(orm: Orm, ids: readonly number[], sel: Sel): Promise<MessageRow[]> {
    if (ids.length === 0) return [];
    const [rows] = await readRows<MessageRow[]>(orm, `select coalesce(json_agg(${messageJson('x', sel)} order by x.id), '[]'::json) as r from chat_messages x where x.id in (${ids.map(int).join(', ')})`);
    return rows.map(reviveMessage);
  },

  async unreadTotal(orm: Orm, viewerId: number): Promise<number> {
    const [n] = await readRows<number>(orm, `select ${unreadTotalOf(viewerId)} as r`);
    return n;
  },

  /**
   * The header's Messages panel: the viewer's incoming messages (not deleted, not cleared), newest
   * first, each read or not by the read marker of its conversation.
   */
  async notifications(orm: Orm, viewerId: number, sel: Sel, args: { first?: number | null; after?: string | null; offset?: number | null }, unreadOnly = false) {
    const w = pageWindow('msgnotify', args, LIMITS.chatNotificationsPageSize);
    const below = (w.below === null ? '' : ` and x.id < ${int(w.below)}`) + (unreadOnly ? ' and x.id > m.read_up_to' : '');
    const from = sel.has('from') ? `(select ${userJson('fu', sel.under('from'))} from users fu where fu.id = n.sender_id)` : `json_build_object('id', n.sender_id)`;
    const sql = `select coalesce(json_agg(json_build_object('id', n.id, 'conversationId', n.conversation_id, 'text', n.text, 'read', n.id <= n.read_up_to, 'createdAt', n.created_at, 'from', ${from}) order by n.id desc), '[]'::json) as r
      from (select x.id, x.conversation_id, x.sender_id, x.text, x.created_at, m.read_up_to
            from conversation_members m join chat_messages x on x.conversation_id = m.conversation_id and x.sender_id = m.other_id and x.deleted_at is null and x.id > m.cleared_up_to
            where m.user_id = ${int(viewerId)}${below} order by x.id desc limit ${int(w.limit)} offset ${int(w.offset)}) n`;
    const [rows] = await readRows<NotificationRow[]>(orm, sql);
    for (const r of rows) {
      dates(r, 'createdAt');
      reviveUser(r.from);
    }
    return connection('msgnotify', w, rows, (r) => r.id);
  },
};
