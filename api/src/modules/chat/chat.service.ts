import type { EntityManager } from '@mikro-orm/postgresql';
import { DAY_MS, LIMITS, MSG } from '@poolmates/schema';
import type { SignedInContext } from '../../platform/auth.js';
import { clock } from '../../platform/clock.js';
import type { AppDeps } from '../../platform/context.js';
import { forbidden, notFound, userInput } from '../../platform/errors.js';
import { int, readRows, type Sel } from '../../platform/read.js';
import { throttleWrite } from '../../platform/write-limits.js';
import { chatText } from './chat.html.js';
import { chatMailTemplate } from './chat.mail.js';
import { chatReads, conversationJson, messageJson, unreadTotalOf, type ConversationRow, type MessageRow } from './chat.reads.js';

const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

type EventTarget = { id: number; userId: number };

/** One statement through the ORM's connection (its pool and the tests' statement count), plain rows. */
async function exec<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}

function publish(deps: AppDeps, events: readonly EventTarget[] | null | undefined): void {
  for (const e of events ?? []) deps.pubsub.publish('CHAT_EVENT', e.userId, { eventId: e.id });
}

/** The viewer's member row of a conversation: null when they are not in it (or it does not exist). */
async function membership(em: EntityManager, viewerId: number, conversationId: number): Promise<{ otherId: number } | null> {
  if (conversationId <= 0) return null;
  const [row] = await exec<{ other_id: number }>(em, 'select other_id from conversation_members where conversation_id = ? and user_id = ?', [conversationId, viewerId]);
  return row ? { otherId: row.other_id } : null;
}

/** Typing events: the last one per (person, conversation), to send at most one each LIMITS.chatTypingEveryMs. */
const typingAt = new Map<string, number>();

export interface EventPayload {
  eventId: number;
  typing?: { conversationId: number };
}

/** An event as its person sees it (ChatEvent's fields). */
export interface EventView {
  id: number;
  kind: string;
  conversationId: number;
  messageId: number | null;
  message: MessageRow | null;
  conversation: ConversationRow | null;
  unreadTotal: number;
}

export const chatService = {
  /**
   * Sends a message (legacy socket `newmsg`/`rplymsg`): to any active person but oneself. One
   * statement makes the conversation if needed, stores the message unless (sender, clientId) is
   * already stored — a retry, even a parallel one, answers the first message and stores nothing —
   * moves both people's list order and writes both people's MESSAGE events. The conversation row is
   * locked by the statement, so a conversation's message ids commit in order.
   */
  async send(ctx: SignedInContext, input: { toUserId: number; clientId: string; text: string }, sel: Sel): Promise<MessageRow> {
    const me = ctx.viewerRow.id;
    const clientId = input.clientId.trim();
    if (!CLIENT_ID.test(clientId)) throw userInput('clientId', MSG.chatClientIdInvalid);
    const { text, html } = chatText(input.text);
    if (input.toUserId === me) throw userInput('toUserId', MSG.chatToSelf);
    const em = ctx.em;
    const stored = async () => {
      const [row] = await exec<{ id: string }>(em, 'select id from chat_messages where sender_id = ? and client_id = ?', [me, clientId]);
      return row ? (await chatReads.messagesById(ctx.deps.orm, [Number(row.id)], sel))[0] : null;
    };
    const retry = await stored();
    if (retry) return retry; // a retry after a lost answer costs no allowance
    await throttleWrite(ctx, 'chat');
    const [to] = input.toUserId > 0 ? await exec<{ status: string }>(em, 'select status from users where id = ?', [input.toUserId]) : [];
    if (!to) throw notFound(MSG.chatRecipientUnknown);
    if (to.status !== 'ACTIVE') throw forbidden(MSG.chatRecipientInactive);
    const [a, b] = me < input.toUserId ? [me, input.toUserId] : [input.toUserId, me];
    const now = clock.now();
    const [made] = await exec<{ id: string; events: EventTarget[] }>(
      em,
      `with conv as (
         insert into conversations (user_a_id, user_b_id, created_at) values (?, ?, ?)
         -- a no-op update of a column no key holds: a FOR NO KEY UPDATE lock, which the key-share
         -- locks of a concurrent mark-read's event row (its foreign key) do not wait on (updating
         -- user_a_id took FOR UPDATE and deadlocked with it: decision 036)
         on conflict (user_a_id, user_b_id) do update set created_at = conversations.created_at
         returning id),
       msg as (
         insert into chat_messages (conversation_id, sender_id, client_id, html, text, created_at)
         select conv.id, ?, ?, ?, ?, ? from conv
         on conflict (sender_id, client_id) do nothing
         returning id, conversation_id, created_at),
       mem as (
         insert into conversation_members (conversation_id, user_id, other_id, last_message_id, last_activity_at)
         select msg.conversation_id, p.who, p.other, msg.id, msg.created_at from msg, (values (${int(me)}, ${int(input.toUserId)}), (${int(input.toUserId)}, ${int(me)})) p(who, other)
         on conflict (conversation_id, user_id) do update set
           last_message_id = greatest(conversation_members.last_message_id, excluded.last_message_id),
           last_activity_at = greatest(conversation_members.last_activity_at, excluded.last_activity_at)
         returning 1),
       ev as (
         insert into chat_events (user_id, conversation_id, kind, message_id, created_at)
         select p.who, msg.conversation_id, 'MESSAGE', msg.id, msg.created_at from msg, (values (${int(me)}), (${int(input.toUserId)})) p(who)
         returning id, user_id)
       select msg.id, (select json_agg(json_build_object('id', ev.id, 'userId', ev.user_id) order by ev.id) from ev) as events, (select count(*) from mem) as members
       from msg`,
      [a, b, now, me, clientId, html, text, now],
    );
    if (!made) {
      // the same client id committed first (a parallel retry): answer that message
      const first = await stored();
      if (first) return first;
      throw notFound(MSG.chatMessageNotFound);
    }
    publish(ctx.deps, made.events);
    await chatService.scheduleMail(ctx.deps, input.toUserId, made.events);
    return (await chatReads.messagesById(ctx.deps.orm, [Number(made.id)], sel))[0];
  },

  /** Queues the recipient's message email: one job per (recipient, conversation) per delay window. */
  async scheduleMail(deps: AppDeps, recipientId: number, events: readonly EventTarget[]): Promise<void> {
    const ev = events.find((e) => e.userId === recipientId);
    if (!ev) return;
    const [row] = await readRows<number>(deps.orm, 'select conversation_id as r from chat_events where id = ?', [ev.id]);
    const delay = deps.config.CHAT_EMAIL_DELAY_SECONDS;
    try {
      await deps.jobs.send('chat.mail', { recipientId, conversationId: row }, { startAfter: delay, singletonKey: `chat-mail-${recipientId}-${row}`, singletonSeconds: delay });
    } catch (err) {
      deps.log.warn({ err, recipientId }, 'chat: the message email could not be queued');
    }
  },

  /**
   * The message email (the `chat.mail` job): the recipient's unread messages from the other person
   * that no email told them of yet, in ONE email; nothing when they read (or cleared) them by now,
   * or their account is not active. `emailed_up_to` moves in the same statement that reads them, so
   * two jobs of one burst never send the same messages twice.
   */
  async mailUnread(deps: AppDeps, recipientId: number, conversationId: number): Promise<number> {
    const em = deps.orm.em.fork() as EntityManager;
    const [row] = await exec<{ to: string | null; status: string; from_name: string; msgs: { text: string }[] | null }>(
      em,
      `with target as (
         select m.conversation_id, m.user_id, m.other_id, greatest(m.read_up_to, m.cleared_up_to, m.emailed_up_to) as floor_id
         from conversation_members m where m.conversation_id = ? and m.user_id = ? for update),
       msgs as (
         select x.id, x.text from chat_messages x, target t
         where x.conversation_id = t.conversation_id and x.sender_id = t.other_id and x.deleted_at is null and x.id > t.floor_id),
       upd as (
         update conversation_members m set emailed_up_to = (select max(id) from msgs)
         from target t where m.conversation_id = t.conversation_id and m.user_id = t.user_id and exists (select 1 from msgs)
         returning 1)
       select u.email as to, u.status, coalesce(nullif(trim(concat_ws(' ', f.first_name, f.last_name)), ''), f.username) as from_name,
         (select json_agg(json_build_object('text', msgs.text) order by msgs.id) from msgs) as msgs, (select count(*) from upd) as marked
       from target t join users u on u.id = t.user_id join users f on f.id = t.other_id`,
      [conversationId, recipientId],
    );
    if (!row?.msgs?.length || !row.to || row.status !== 'ACTIVE') return 0;
    const base = deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`;
    await deps.mailer.enqueue(em, row.to, chatMailTemplate(row.from_name, row.msgs.map((m) => m.text), `${base.replace(/\/$/, '')}/homepage/message`));
    return row.msgs.length;
  },

  /**
   * "Read up to message X": the marker only moves forward (GREATEST) and never past the newest
   * message stored, so a message arriving while this runs stays unread. A READ event tells the
   * viewer's other tabs (only when the marker moved).
   */
  async markRead(ctx: SignedInContext, conversationId: number, upToMessageId: number): Promise<void> {
    const me = ctx.viewerRow.id;
    if (!(await membership(ctx.em, me, conversationId))) throw notFound(MSG.chatConversationNotFound);
    const [row] = await exec<{ events: EventTarget[] | null }>(
      ctx.em,
      `with old as (select read_up_to from conversation_members where conversation_id = ? and user_id = ?),
       upd as (
         update conversation_members m set read_up_to = greatest(m.read_up_to, least(?::bigint, (select coalesce(max(x.id), 0) from chat_messages x where x.conversation_id = m.conversation_id)))
         where m.conversation_id = ? and m.user_id = ? returning m.read_up_to),
       ev as (
         insert into chat_events (user_id, conversation_id, kind, message_id, created_at)
         select ?, ?, 'READ', upd.read_up_to, ? from upd, old where upd.read_up_to > old.read_up_to
         returning id, user_id)
       select (select json_agg(json_build_object('id', ev.id, 'userId', ev.user_id)) from ev) as events`,
      [conversationId, me, Math.max(0, upToMessageId), conversationId, me, me, conversationId, clock.now()],
    );
    publish(ctx.deps, row?.events);
  },

  /** Marks every conversation read up to its newest incoming message; answers how many messages that read. */
  async markAllRead(ctx: SignedInContext): Promise<number> {
    const me = ctx.viewerRow.id;
    const [row] = await exec<{ n: number; events: EventTarget[] | null }>(
      ctx.em,
      `with target as (
         select m.conversation_id, ${'(select max(x.id) from chat_messages x where x.conversation_id = m.conversation_id and x.sender_id = m.other_id and x.deleted_at is null)'} as up_to,
           (select count(*)::int from chat_messages ux where ux.conversation_id = m.conversation_id and ux.sender_id = m.other_id and ux.deleted_at is null and ux.id > greatest(m.read_up_to, m.cleared_up_to)) as unread
         from conversation_members m where m.user_id = ? for update),
       upd as (
         update conversation_members m set read_up_to = greatest(m.read_up_to, t.up_to)
         from target t where m.conversation_id = t.conversation_id and m.user_id = ? and t.unread > 0
         returning m.conversation_id, m.read_up_to),
       ev as (
         insert into chat_events (user_id, conversation_id, kind, message_id, created_at)
         select ?, upd.conversation_id, 'READ', upd.read_up_to, ? from upd
         returning id, user_id)
       select (select coalesce(sum(t.unread), 0)::int from target t join upd on upd.conversation_id = t.conversation_id) as n,
         (select json_agg(json_build_object('id', ev.id, 'userId', ev.user_id) order by ev.id) from ev) as events`,
      [me, me, me, clock.now()],
    );
    publish(ctx.deps, row?.events);
    return row?.n ?? 0;
  },

  /** One message notification (an incoming message of the viewer's) read: its conversation read up to it. */
  async markNotificationRead(ctx: SignedInContext, messageId: number): Promise<number> {
    const me = ctx.viewerRow.id;
    const [row] =
      messageId > 0
        ? await exec<{ conversation_id: number }>(
            ctx.em,
            `select x.conversation_id from chat_messages x join conversation_members m on m.conversation_id = x.conversation_id and m.user_id = ?
             where x.id = ? and x.sender_id = m.other_id and x.deleted_at is null and x.id > m.cleared_up_to`,
            [me, messageId],
          )
        : [];
    if (!row) throw notFound(MSG.chatNotificationNotFound);
    await chatService.markRead(ctx, row.conversation_id, messageId);
    return row.conversation_id;
  },

  /** Deletes one's own message for both people (soft: the events name it); DELETED to both. */
  async deleteMessage(ctx: SignedInContext, messageId: number): Promise<void> {
    const me = ctx.viewerRow.id;
    const [msg] =
      messageId > 0
        ? await exec<{ sender_id: number; member: boolean }>(
            ctx.em,
            `select x.sender_id, exists(select 1 from conversation_members m where m.conversation_id = x.conversation_id and m.user_id = ?) as member
             from chat_messages x where x.id = ? and x.deleted_at is null`,
            [me, messageId],
          )
        : [];
    // someone else's conversation: as if it did not exist
    if (!msg || !msg.member) throw notFound(MSG.chatMessageNotFound);
    if (msg.sender_id !== me) throw forbidden(MSG.chatDeleteOwnOnly);
    const now = clock.now();
    const [row] = await exec<{ events: EventTarget[] | null }>(
      ctx.em,
      `with del as (update chat_messages set deleted_at = ? where id = ? and sender_id = ? and deleted_at is null returning id, conversation_id),
       ev as (
         insert into chat_events (user_id, conversation_id, kind, message_id, created_at)
         select m.user_id, del.conversation_id, 'DELETED', del.id, ? from del join conversation_members m on m.conversation_id = del.conversation_id
         returning id, user_id)
       select (select json_agg(json_build_object('id', ev.id, 'userId', ev.user_id) order by ev.id) from ev) as events, (select count(*) from del)::int as n`,
      [now, messageId, me, now],
    );
    if (!row?.events) throw notFound(MSG.chatMessageNotFound); // deleted meanwhile: the first delete told both
    publish(ctx.deps, row.events);
  },

  /**
   * Delete All Chat: for the viewer only (the other person keeps theirs). The viewer's cleared and
   * read markers move to the newest message; their list drops the conversation until a new message.
   */
  async clear(ctx: SignedInContext, conversationId: number): Promise<void> {
    const me = ctx.viewerRow.id;
    if (!(await membership(ctx.em, me, conversationId))) throw notFound(MSG.chatConversationNotFound);
    const [row] = await exec<{ events: EventTarget[] | null }>(
      ctx.em,
      `with upd as (
         update conversation_members m set cleared_up_to = greatest(m.cleared_up_to, m.last_message_id), read_up_to = greatest(m.read_up_to, m.last_message_id)
         where m.conversation_id = ? and m.user_id = ? returning m.cleared_up_to),
       ev as (
         insert into chat_events (user_id, conversation_id, kind, message_id, created_at)
         select ?, ?, 'CLEARED', upd.cleared_up_to, ? from upd returning id, user_id)
       select (select json_agg(json_build_object('id', ev.id, 'userId', ev.user_id)) from ev) as events`,
      [conversationId, me, me, conversationId, clock.now()],
    );
    publish(ctx.deps, row?.events);
  },

  /** The typing indicator: a TYPING event to the other person's tabs (not stored), at most one each 2 s. */
  async typing(ctx: SignedInContext, conversationId: number): Promise<boolean> {
    const me = ctx.viewerRow.id;
    const member = await membership(ctx.em, me, conversationId);
    if (!member) throw notFound(MSG.chatConversationNotFound);
    const key = `${me}:${conversationId}`;
    const now = Date.now();
    if (now - (typingAt.get(key) ?? 0) < LIMITS.chatTypingEveryMs) return true;
    typingAt.set(key, now);
    if (typingAt.size > 10_000) for (const [k, at] of typingAt) if (now - at > LIMITS.chatTypingEveryMs) typingAt.delete(k);
    ctx.deps.pubsub.publish('CHAT_EVENT', member.otherId, { eventId: 0, typing: { conversationId } });
    return true;
  },

  /** The newest event id of the viewer ("0" when none): where `chatEvents(after:)` starts. */
  async lastEventId(ctx: SignedInContext): Promise<string> {
    const [row] = await exec<{ id: string | null }>(ctx.em, 'select max(id) as id from chat_events where user_id = ?', [ctx.viewerRow.id]);
    return String(row?.id ?? '0');
  },

  /**
   * The viewer's events after `after`, oldest first; past LIMITS.chatCatchUpMax of them, or when
   * `after` is older than what pruning kept, one RESET (reload) carrying the newest id.
   */
  async eventsAfter(em: EntityManager, viewerId: number, after: number): Promise<EventPayload[] | { reset: number }> {
    const [row] = await exec<{ oldest: string | null; ids: string[] }>(
      em,
      `select (select min(id) from chat_events) as oldest,
         coalesce((select json_agg(q.id order by q.id) from (select e.id from chat_events e where e.user_id = ? and e.id > ? order by e.id limit ${int(LIMITS.chatCatchUpMax + 1)}) q), '[]'::json) as ids`,
      [viewerId, after],
    );
    const ids = row.ids.map(Number);
    // pruned past `after`: what went may have been this person's
    const pruned = after > 0 && row.oldest !== null && Number(row.oldest) > after + 1;
    if (ids.length > LIMITS.chatCatchUpMax || pruned) {
      const [last] = await exec<{ id: string | null }>(em, 'select max(id) as id from chat_events where user_id = ?', [viewerId]);
      return { reset: Number(last?.id ?? 0) };
    }
    return ids.map((eventId) => ({ eventId }));
  },

  /** An event as its person sees it, in one statement; null when it is not theirs. */
  async eventView(deps: AppDeps, viewerId: number, payload: EventPayload, sel: Sel): Promise<EventView | null> {
    const conv = conversationJson('m', sel.under('conversation'));
    const total = unreadTotalOf(viewerId);
    if (payload.typing) {
      const [r] = await readRows<EventView | null>(
        deps.orm,
        `select json_build_object('id', 0, 'kind', 'TYPING', 'conversationId', m.conversation_id, 'messageId', null, 'message', null, 'conversation', ${conv}, 'unreadTotal', ${total}) as r
         from conversation_members m where m.conversation_id = ${int(payload.typing.conversationId)} and m.user_id = ${int(viewerId)}`,
      );
      return r ?? null;
    }
    const msg = messageJson('x', sel.under('message'));
    const [r] = await readRows<EventView | null>(
      deps.orm,
      `select json_build_object('id', e.id, 'kind', e.kind, 'conversationId', e.conversation_id, 'messageId', e.message_id,
         'message', case when e.kind = 'MESSAGE' then (select ${msg} from chat_messages x where x.id = e.message_id and x.deleted_at is null) end,
         'conversation', (select ${conv} from conversation_members m where m.conversation_id = e.conversation_id and m.user_id = e.user_id),
         'unreadTotal', ${total}) as r
       from chat_events e where e.id = ${int(payload.eventId)} and e.user_id = ${int(viewerId)}`,
    );
    return r ?? null;
  },

  /** Deletes events older than LIMITS.chatEventsKeepDays (a daily job). */
  async pruneEvents(deps: AppDeps): Promise<number> {
    const em = deps.orm.em.fork() as EntityManager;
    const cutoff = new Date(clock.now().getTime() - LIMITS.chatEventsKeepDays * DAY_MS);
    return em.getConnection().execute('delete from chat_events where created_at < ?', [cutoff], 'run').then((r) => (r as { affectedRows?: number }).affectedRows ?? 0);
  },
};
