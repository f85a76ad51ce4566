import type { EntityManager } from '@mikro-orm/postgresql';
import { DAY_MS, LIMITS, MSG } from '@poolmates/schema';
import type { SignedInContext } from '../../platform/auth.js';
import { clock } from '../../platform/clock.js';
import type { AppDeps } from '../../platform/context.js';
import { forbidden, notFound, unauthenticated, userInput } from '../../platform/errors.js';
import { eventFromRow, publishEphemeral, publishEvents, sharedEventReads, streamHead, userStream, type EventRow, type LogEvent } from '../../platform/events.js';
import { covers, fixedSel, int, readRows, type Sel, type SelTree } from '../../platform/read.js';
import { Binds, runPrepared } from '../../platform/prepared.js';
import { recheckedInStatement, sessionCheckCte } from '../../platform/session.js';
import { checkThrottle, throttleInStatement, type ThrottleCounts } from '../../platform/write-limits.js';
import { nudgeLogConsumers } from '../../platform/log-consumer.js';
import { PUSH_CONSUMER } from '../push/push.module.js';
import { chatText } from './chat.html.js';
import { chatMailTemplate } from './chat.mail.js';
import { chatReads, conversationJson, messageJson, reviveConversation, reviveMessage, unreadTotalOf, type ConversationRow, type MessageRow } from './chat.reads.js';

const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The log consumer that mails a burst of unread messages (decision 073; its cursors in `log_consumers`). */
export const CHAT_MAIL_CONSUMER = 'chat-mail';

// `send`'s one statement re-checks a reused session (decision 067)
recheckedInStatement('sendChatMessage');

/** One statement through the ORM's connection (its pool and the tests' statement count), plain rows. */
async function exec<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}

/** The event kinds of chat in the person streams (decision 057); TYPING is `chat.typing`, never stored. */
export const CHAT_KINDS = { MESSAGE: 'chat.message', READ: 'chat.read', DELETED: 'chat.deleted', CLEARED: 'chat.cleared', TYPING: 'chat.typing' } as const;

/**
 * The end of a chat write's ONE statement (decision 057): the events of its CTE `evsrc` (`who`,
 * `kind`, `conversation_id`, `message_id`, `ord`) appended to the person streams `user:<who>`, in
 * the same statement as the change. Each stream is bumped once, by its count of events, and the
 * streams in ascending user id: two statements that bump the same two streams (A→B and B→A) lock
 * their rows in the same order, so neither waits on the other's second lock. `evsrc` must depend on
 * every other write of the statement, so the stream locks come last and are held the shortest.
 * Defines the CTEs `bump` and `ev` (the appended events, `row_to_json(ev)` is an EventRow); takes
 * `actor` and `at`: SQL of the actor's id and the time (`int(id)` and `?`, or binds: decision 072).
 */
function appendChatEvents(actor: string, at = '?'): string {
  return `bump as (
       insert into event_streams as es (stream, last_seq)
       select 'user:' || s.who, count(*) from evsrc s group by s.who order by s.who
       on conflict (stream) do update set last_seq = es.last_seq + excluded.last_seq
       returning stream, last_seq),
     ev as (
       insert into events (stream, seq, kind, actor_id, data, created_at)
       select b.stream, b.last_seq - count(*) over w + row_number() over (w order by s.ord), s.kind, ${actor},
         jsonb_build_object('conversationId', s.conversation_id, 'messageId', s.message_id), ${at}
       from evsrc s join bump b on b.stream = 'user:' || s.who
       window w as (partition by s.who)
       returning stream, seq, kind, actor_id, data, created_at as at)`;
}
/** The person's choice for direct messages by e-mail (Settings › Notifications, decision 061; default on), `np` their notification_preferences row (left-joined). */
const WANTS_DM_EMAIL = `coalesce((np.channels #>> '{DIRECT_MESSAGES,email}')::boolean, true)`;
/** The people who want direct messages by e-mail (`u`): the send statement's `mailable` and the chat-mail consumer's filter, narrowed by `and …`. */
const MAILABLE = `select u.id from users u left join notification_preferences np on np.user_id = u.id where ${WANTS_DM_EMAIL}`;
const EVENTS_JSON = '(select json_agg(row_to_json(ev) order by ev.stream, ev.seq) from ev)';

function publish(deps: AppDeps, rows: readonly EventRow[] | null | undefined, views?: Record<string, CarriedView> | null): LogEvent[] {
  const events = (rows ?? []).map((r) => {
    const e: LogEvent = eventFromRow(r);
    const view = views?.[e.stream];
    return view ? { ...e, view } : e;
  });
  publishEvents(deps.pubsub, events);
  return events;
}

/**
 * What a MESSAGE event's delivery shows, built by the send's statement for each person stream
 * (issue 27: a delivered event reads nothing): the message, the conversation as that person sees
 * it and their unread total, with the fields of `CARRIED` — a subscription asking for more (or
 * other) fields reads its view as before. The web's ChatEvents document asks a subset.
 */
const PERSON: SelTree = { id: true, username: true, firstName: true, lastName: true, profileImageUrl: true };
const MESSAGE: SelTree = { id: true, clientId: true, conversationId: true, text: true, createdAt: true, mine: true, sender: PERSON };
const CARRIED: SelTree = { message: MESSAGE, conversation: { id: true, unreadCount: true, updatedAt: true, other: PERSON, lastMessage: MESSAGE } };
const CARRIED_SEL = fixedSel(CARRIED);
type CarriedView = Pick<EventView, 'message' | 'conversation' | 'unreadTotal'>;
/** Does a subscription's selection of ChatEvent ask only what a carried view holds? */
const CARRIED_EVENT: SelTree = { ...CARRIED, id: true, kind: true, conversationId: true, messageId: true, unreadTotal: true };
const carriedCovers = (sel: Sel): boolean => covers(CARRIED_EVENT, sel);

/** The viewer's member row of a conversation: null when they are not in it (or it does not exist). */
async function membership(em: EntityManager, viewerId: number, conversationId: number): Promise<{ otherId: number } | null> {
  if (conversationId <= 0) return null;
  const [row] = await exec<{ other_id: number }>(em, 'select other_id from conversation_members where conversation_id = ? and user_id = ?', [conversationId, viewerId]);
  return row ? { otherId: row.other_id } : null;
}

/** Typing events: the last one per (person, conversation), to send at most one each LIMITS.chatTypingEveryMs. */
const typingAt = new Map<string, number>();

/** A chat event's view, read once per event and shared by its person's tabs for a few seconds (as the feed's `postFor`). */
const viewOfEvent = sharedEventReads<EventView | null>();

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
   * moves both people's list order and appends the `chat.message` event to both people's streams
   * (decision 057). The conversation row is locked by the statement, so a conversation's message ids
   * commit in order.
   */
  async send(ctx: SignedInContext, input: { toUserId: number; clientId: string; text: string }, sel: Sel): Promise<MessageRow> {
    const me = ctx.viewerRow.id;
    const clientId = input.clientId.trim();
    if (!CLIENT_ID.test(clientId)) throw userInput('clientId', MSG.chatClientIdInvalid);
    const { text, html } = chatText(input.text);
    if (input.toUserId === me) throw userInput('toUserId', MSG.chatToSelf);
    // its own statements only: no EntityManager forked for a message (`ctx.db`)
    const em = ctx.db;
    const stored = async (id: number) => (await chatReads.messagesById(ctx.deps.orm, [id], sel))[0];
    const [a, b] = me < input.toUserId ? [me, input.toUserId] : [input.toUserId, me];
    // issue 27 (decision 059): the retry's first message, the limit (not counted for a retry), the
    // recipient, the write, its events and the answer in this ONE statement — nothing is written
    // unless the checks pass; the refusals below come in the order they always had
    // a session taken from the recent sessions is re-checked here (decision 067): nothing counts nor is written without it
    // fixed text, every value a bind: a named prepared statement per selection (decision 072)
    const p = new Binds();
    const sess = sessionCheckCte(p, ctx.sessionReused ?? null);
    const meB = p.v(me, 'int');
    const to = p.v(Math.max(0, input.toUserId), 'int');
    const cid = p.v(clientId, 'text');
    const [aB, bB] = [p.v(a, 'int'), p.v(b, 'int')];
    const lim = throttleInStatement(p, me, 'chat', 'not exists (select 1 from st) and exists (select 1 from sess)');
    const now = p.v(clock.now(), 'timestamptz');
    // the one part the selection varies: with the label, it decides the whole text (the kept text is sent)
    const asked = messageJson('msg', sel);
    const sql = `with ${sess},
       st as (select id from chat_messages where sender_id = ${meB} and client_id = ${cid}),
       ${lim},
       rcp as (select status from users where id = ${to}),
       ok as (select 1 as one where exists (select 1 from sess) and not exists (select 1 from st) and exists (select 1 from lim_ok) and (select status from rcp) = 'ACTIVE'),
       conv as (
         insert into conversations (user_a_id, user_b_id, created_at) select ${aB}, ${bB}, ${now} from ok
         -- a no-op update of a column no key holds: a FOR NO KEY UPDATE lock, which the key-share
         -- locks of a concurrent message's foreign key do not wait on (FOR UPDATE deadlocked: decision 036)
         on conflict (user_a_id, user_b_id) do update set created_at = conversations.created_at
         returning id),
       msg as (
         insert into chat_messages (conversation_id, sender_id, client_id, html, text, created_at)
         select conv.id, ${meB}, ${cid}, ${p.v(html, 'text')}, ${p.v(text, 'text')}, ${now} from conv
         on conflict (sender_id, client_id) do nothing
         returning *),
       mem as (
         insert into conversation_members (conversation_id, user_id, other_id, last_message_id, last_activity_at)
         select msg.conversation_id, p.who, p.other, msg.id, msg.created_at from msg, (values (${meB}, ${to}), (${to}, ${meB})) p(who, other)
         on conflict (conversation_id, user_id) do update set
           last_message_id = greatest(conversation_members.last_message_id, excluded.last_message_id),
           last_activity_at = greatest(conversation_members.last_activity_at, excluded.last_activity_at)
         returning conversation_id, user_id, other_id, last_message_id, read_up_to, cleared_up_to, last_activity_at),
       -- the two person streams' heads as this statement's snapshot saw them (for the carried views)
       heads as (select stream, last_seq from event_streams where stream in ('user:' || ${meB}, 'user:' || ${to})),
       evsrc as (
         select p.who, '${CHAT_KINDS.MESSAGE}'::text as kind, msg.conversation_id, msg.id as message_id, 1 as ord
         from msg, (values (${meB}), (${to})) p(who) where (select count(*) from mem) > 0),
       ${appendChatEvents(meB, now)}
       select exists (select 1 from sess) as session_ok, (select id from st) as stored_id, (select count from lim_m) as lim_m, (select count from lim_h) as lim_h, (select status from rcp) as to_status,
         -- who has work for the log's consumers (decision 073): a recipient with a browser to push to
         -- (decision 061), one who wants direct messages by e-mail; the others' cursors move in bulk
         exists (select 1 from push_subscriptions where user_id = ${to}) as pushable,
         exists (${MAILABLE} and u.id = ${to}) as mailable, msg.id, msg.conversation_id, ${asked} as message, ${EVENTS_JSON} as events,
         -- each stream's view of its MESSAGE event (issue 27: delivery reads nothing). This statement's
         -- reads see the tables as they were before it (not its own message: counted in, and the last
         -- message), so a view is exact only when no other write reached that stream since the
         -- statement's snapshot: its head then moved by exactly this statement's one event. Otherwise
         -- (a concurrent write to the same person) no view: its delivery reads it, as before.
         (select json_object_agg(b.stream, json_build_object(
             'message', ${messageJson('msg', CARRIED_SEL.under('message'))},
             'conversation', ${conversationJson('cm', CARRIED_SEL.under('conversation'), { lastMessage: messageJson('msg', CARRIED_SEL.at('conversation', 'lastMessage')), unreadPlus: `(cm.user_id = ${to})::int` })},
             'unreadTotal', ${unreadTotalOf('cm.user_id')} + (cm.user_id = ${to})::int))
           from bump b join mem cm on b.stream = 'user:' || cm.user_id
           where b.last_seq - 1 = coalesce((select h.last_seq from heads h where h.stream = b.stream), 0)) as views
       from (select 1) one left join msg on true`;
    const [made] = await runPrepared<ThrottleCounts & { session_ok: boolean; stored_id: string | null; to_status: string | null; id: string | null; conversation_id: number | null; pushable: boolean; mailable: boolean; message: MessageRow | null; events: EventRow[] | null; views: Record<string, CarriedView> | null }>(
      em,
      'chat.send',
      sql,
      p.values,
      { shape: asked },
    );
    if (!made.session_ok) throw unauthenticated();
    if (made.stored_id !== null) return stored(Number(made.stored_id)); // a retry after a lost answer costs no allowance
    checkThrottle('chat', made);
    if (!made.to_status) throw notFound(MSG.chatRecipientUnknown);
    if (made.to_status !== 'ACTIVE') throw forbidden(MSG.chatRecipientInactive);
    if (made.id === null) {
      // the same client id committed first (a parallel retry): answer that message
      const [first] = await exec<{ id: string }>(em, 'select id from chat_messages where sender_id = ? and client_id = ?', [me, clientId]);
      if (first) return stored(Number(first.id));
      throw notFound(MSG.chatMessageNotFound);
    }
    const events = publish(ctx.deps, made.events, made.views);
    // the push and the e-mail follow from the log (decision 073): the send queues nothing; the
    // consumers with work for the recipient are nudged (the push one now, the mail one when the
    // message is CHAT_EMAIL_DELAY_SECONDS old), the others pass over it in their sweep
    const wake = [made.pushable ? PUSH_CONSUMER : null, made.mailable ? CHAT_MAIL_CONSUMER : null].filter((c) => c !== null);
    if (wake.length) nudgeLogConsumers(ctx.deps, events.filter((e) => e.stream === userStream(input.toUserId)), wake);
    return reviveMessage(made.message!);
  },

  /**
   * The log's `chat.message` events of age (the `chat-mail` consumer, decision 073): each
   * recipient's conversation once, for the recipients who can receive it (active, direct messages by
   * e-mail on: decision 061) — `mailUnread` mails what is unread and unmailed, so the first message
   * of a burst mails the burst and the rest, or a repeat, find nothing new.
   */
  async mailBursts(deps: AppDeps, events: readonly LogEvent[]): Promise<void> {
    const pairs = new Map<string, { recipientId: number; conversationId: number }>();
    for (const e of events) {
      const who = Number(e.stream.slice('user:'.length));
      if (e.kind !== CHAT_KINDS.MESSAGE || e.actorId === who) continue; // the sender's own copy
      pairs.set(`${who}:${e.data.conversationId}`, { recipientId: who, conversationId: Number(e.data.conversationId) });
    }
    if (pairs.size === 0) return;
    const people = [...new Set([...pairs.values()].map((p) => p.recipientId))];
    const rows = await exec<{ id: number }>(
      deps.orm.em.fork() as EntityManager,
      `${MAILABLE} and u.id = any(?::int[]) and u.status = 'ACTIVE'`,
      [`{${people.join(',')}}`],
    );
    const can = new Set(rows.map((r) => r.id));
    for (const p of pairs.values()) if (can.has(p.recipientId)) await chatService.mailUnread(deps, p.recipientId, p.conversationId);
  },

  /**
   * The message email (the `chat.mail` job): the recipient's unread messages from the other person
   * that no email told them of yet, in ONE email; nothing when they read (or cleared) them by now,
   * or their account is not active. `emailed_up_to` moves in the same statement that reads them, so
   * two jobs of one burst never send the same messages twice.
   */
  async mailUnread(deps: AppDeps, recipientId: number, conversationId: number): Promise<number> {
    const em = deps.orm.em.fork() as EntityManager;
    const [row] = await exec<{ to: string | null; status: string; from_name: string; msgs: { text: string }[] | null; wants_email: boolean }>(
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
         (select json_agg(json_build_object('text', msgs.text) order by msgs.id) from msgs) as msgs, (select count(*) from upd) as marked,
         -- the person's choice for direct messages by e-mail (Settings › Notifications, decision 061; default on)
         ${WANTS_DM_EMAIL} as wants_email
       from target t join users u on u.id = t.user_id join users f on f.id = t.other_id left join notification_preferences np on np.user_id = t.user_id`,
      [conversationId, recipientId],
    );
    if (!row?.msgs?.length || !row.to || row.status !== 'ACTIVE' || !row.wants_email) return 0;
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
    const [row] = await exec<{ events: EventRow[] | null }>(
      ctx.em,
      `with old as (select read_up_to from conversation_members where conversation_id = ? and user_id = ?),
       upd as (
         update conversation_members m set read_up_to = greatest(m.read_up_to, least(?::bigint, (select coalesce(max(x.id), 0) from chat_messages x where x.conversation_id = m.conversation_id)))
         where m.conversation_id = ? and m.user_id = ? returning m.read_up_to),
       evsrc as (
         select ${int(me)} as who, '${CHAT_KINDS.READ}'::text as kind, ${int(conversationId)} as conversation_id, upd.read_up_to as message_id, 1 as ord
         from upd, old where upd.read_up_to > old.read_up_to),
       ${appendChatEvents(int(me))}
       select ${EVENTS_JSON} as events`,
      [conversationId, me, Math.max(0, upToMessageId), conversationId, me, clock.now()],
    );
    publish(ctx.deps, row?.events);
  },

  /** Marks every conversation read up to its newest incoming message; answers how many messages that read. */
  async markAllRead(ctx: SignedInContext): Promise<number> {
    const me = ctx.viewerRow.id;
    const [row] = await exec<{ n: number; events: EventRow[] | null }>(
      ctx.em,
      `with target as (
         select m.conversation_id, ${'(select max(x.id) from chat_messages x where x.conversation_id = m.conversation_id and x.sender_id = m.other_id and x.deleted_at is null)'} as up_to,
           (select count(*)::int from chat_messages ux where ux.conversation_id = m.conversation_id and ux.sender_id = m.other_id and ux.deleted_at is null and ux.id > greatest(m.read_up_to, m.cleared_up_to)) as unread
         from conversation_members m where m.user_id = ? for update),
       upd as (
         update conversation_members m set read_up_to = greatest(m.read_up_to, t.up_to)
         from target t where m.conversation_id = t.conversation_id and m.user_id = ? and t.unread > 0
         returning m.conversation_id, m.read_up_to),
       evsrc as (
         select ${int(me)} as who, '${CHAT_KINDS.READ}'::text as kind, upd.conversation_id, upd.read_up_to as message_id, upd.conversation_id as ord from upd),
       ${appendChatEvents(int(me))}
       select (select coalesce(sum(t.unread), 0)::int from target t join upd on upd.conversation_id = t.conversation_id) as n, ${EVENTS_JSON} as events`,
      [me, me, clock.now()],
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
    const [row] = await exec<{ events: EventRow[] | null }>(
      ctx.em,
      `with del as (update chat_messages set deleted_at = ? where id = ? and sender_id = ? and deleted_at is null returning id, conversation_id),
       evsrc as (
         select m.user_id as who, '${CHAT_KINDS.DELETED}'::text as kind, del.conversation_id, del.id as message_id, 1 as ord
         from del join conversation_members m on m.conversation_id = del.conversation_id),
       ${appendChatEvents(int(me))}
       select ${EVENTS_JSON} as events`,
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
    const [row] = await exec<{ events: EventRow[] | null }>(
      ctx.em,
      `with upd as (
         update conversation_members m set cleared_up_to = greatest(m.cleared_up_to, m.last_message_id), read_up_to = greatest(m.read_up_to, m.last_message_id)
         where m.conversation_id = ? and m.user_id = ? returning m.cleared_up_to),
       evsrc as (
         select ${int(me)} as who, '${CHAT_KINDS.CLEARED}'::text as kind, ${int(conversationId)} as conversation_id, upd.cleared_up_to as message_id, 1 as ord from upd),
       ${appendChatEvents(int(me))}
       select ${EVENTS_JSON} as events`,
      [conversationId, me, clock.now()],
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
    publishEphemeral(ctx.deps.pubsub, userStream(member.otherId), CHAT_KINDS.TYPING, me, { conversationId });
    return true;
  },

  /** The head of the viewer's person stream ("0" when none): where `chatEvents(after:)` starts. */
  async lastEventId(ctx: SignedInContext): Promise<string> {
    return String(await streamHead(ctx.em, userStream(ctx.viewerRow.id)));
  },

  /**
   * A chat event as its person sees it, in one statement: the message (MESSAGE), the conversation
   * as they see it now and their unread total. The event carries the conversation and message ids,
   * so nothing is read from the log; the answer is shared by the person's tabs (same event, same
   * selection) for a few seconds. Membership needs no check: a person's stream holds only theirs.
   */
  eventView(deps: AppDeps, viewerId: number, e: LogEvent, sel: Sel): Promise<EventView | null> {
    const conversationId = Number(e.data.conversationId);
    const messageId = e.data.messageId == null ? null : Number(e.data.messageId);
    if (!Number.isSafeInteger(conversationId) || (messageId !== null && !Number.isSafeInteger(messageId))) throw new Error(`chat: event ${e.stream}:${e.seq} names no conversation`);
    const kind = KIND_VIEW[e.kind];
    if (!kind) return Promise.resolve(null);
    // carried by the event (a live MESSAGE whose statement built this stream's view): nothing to read
    const carried = e.view as CarriedView | undefined;
    if (carried && kind === 'MESSAGE' && carriedCovers(sel)) {
      return Promise.resolve({ id: e.seq, kind, conversationId, messageId, message: reviveMessage(carried.message), conversation: reviveConversation(carried.conversation), unreadTotal: carried.unreadTotal });
    }
    const message = kind === 'MESSAGE' && messageId !== null ? `(select ${messageJson('x', sel.under('message'))} from chat_messages x where x.id = ${int(messageId)} and x.deleted_at is null)` : 'null';
    const sql = `select json_build_object('message', ${message},
        'conversation', (select ${conversationJson('m', sel.under('conversation'))} from conversation_members m where m.conversation_id = ${int(conversationId)} and m.user_id = ${int(viewerId)}),
        'unreadTotal', ${unreadTotalOf(viewerId)}) as r`;
    return viewOfEvent(`${e.stream}:${e.seq}:${e.at}\n${sql}`, () =>
      readRows<Pick<EventView, 'message' | 'conversation' | 'unreadTotal'>>(deps.orm, sql).then(([r]) => ({ id: e.seq, kind, conversationId, messageId: kind === 'TYPING' ? null : messageId, ...r })),
    );
  },

  /** Deletes chat events of the person streams older than LIMITS.chatEventsKeepDays (a daily job); a cursor older than that gets RESET. */
  async pruneEvents(deps: AppDeps): Promise<number> {
    const em = deps.orm.em.fork() as EntityManager;
    const cutoff = new Date(clock.now().getTime() - LIMITS.chatEventsKeepDays * DAY_MS);
    return em
      .getConnection()
      .execute(`delete from events where created_at < ? and stream like 'user:%' and kind like 'chat.%'`, [cutoff], 'run')
      .then((r) => (r as { affectedRows?: number }).affectedRows ?? 0);
  },
};

/** The GraphQL kind of each chat event kind. */
const KIND_VIEW: Record<string, EventView['kind']> = {
  [CHAT_KINDS.MESSAGE]: 'MESSAGE',
  [CHAT_KINDS.READ]: 'READ',
  [CHAT_KINDS.DELETED]: 'DELETED',
  [CHAT_KINDS.CLEARED]: 'CLEARED',
  [CHAT_KINDS.TYPING]: 'TYPING',
};
