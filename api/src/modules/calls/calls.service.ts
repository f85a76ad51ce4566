import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS, MSG } from '@poolmates/schema';
import type { SignedInContext } from '../../platform/auth.js';
import { throttleWrite } from '../../platform/write-limits.js';
import { clock } from '../../platform/clock.js';
import type { AppDeps } from '../../platform/context.js';
import { forbidden, notFound, rateLimited, userInput } from '../../platform/errors.js';
import { appendEvent, publishEphemeral, topicStream } from '../../platform/events.js';
import { notificationService } from '../notifications/notification.service.js';
import { squadIdsSql } from '../topics/membership.js';
import { checkSessionId, EPHEMERAL_CALL_KINDS, endLocked, joinLocked, leaveLocked, missedCall, noEffects, takeSignalToken, unansweredLocked, type CallEventPayload, type Effects } from './calls.locked.js';
import { callPolicy } from './calls.policy.js';
import { CHAT_COLS, callView, callViewSql, exec, headSql, participantBySession, PARTICIPANT_COLS, readHead, toChat, toHead, toParticipant, toView, UUID, type CallRow, type CallView, type ChatMessageView, type ChatRow, type HeadRow, type ParticipantRow, type ParticipantView } from './calls.reads.js';
import type { SignalRouter } from './calls.signals.js';
import { iceServersFor, type IceServer } from './calls.turn.js';

const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** First key of the advisory lock that serialises starting a call in one topic. */
const CALL_START_LOCK = 0x63616c6c & 0x7fffffff;
/** How often a process says its open signal streams are still open, and when silence means it is gone. */
const HEARTBEAT_MS = 20_000;
const SWEEP_AFTER_MS = 90_000;

export interface JoinView {
  call: CallView;
  sessionId: string;
  iceServers: IceServer[];
  iceExpiresAt: Date | null;
}

export interface CallsDeps {
  deps: AppDeps;
  router: SignalRouter;
}

/** A call event's data on the log (scalars only). */
const eventData = ({ callId, sessionId, userId, leftReason, messageId }: CallEventPayload) => ({
  callId,
  sessionId: sessionId ?? null,
  userId: userId ?? null,
  leftReason: leftReason ?? null,
  messageId: messageId ?? null,
});

/** The calls workflows (decision 042): each change in one transaction on the locked call row, its live effects after the commit. */
export function createCallsService({ deps, router }: CallsDeps) {
  function publish(fx: Effects): void {
    // MEDIA and CHAT: live only, on the squad stream's channel (callEvents opens it with `ephemeral`)
    for (const e of fx.events) if (EPHEMERAL_CALL_KINDS.has(e.payload.kind)) publishEphemeral(deps.pubsub, topicStream(e.topicId), `call.${e.payload.kind.toLowerCase()}`, null, eventData(e.payload));
    // the ring also reaches a closed tab as a Web Push: the push consumer reads `call.ring` from the
    // log (modules/push decides by preference; decisions 061, 068), nudged by `publish`
    for (const s of fx.closeSessions) router.close(s);
    notificationService.publish(deps, fx.logged);
    for (const s of fx.watchSessions) void watchDetached(s);
    for (const callId of fx.rings) void ringEnds(callId);
  }

  /** Schedules the end of a call's ring. */
  async function ringEnds(callId: number): Promise<void> {
    try {
      await deps.jobs.send('calls.ring-timeout', { callId }, { startAfter: new Date(Date.now() + deps.config.CALL_RING_MS) });
    } catch (err) {
      deps.log.warn({ err, callId }, 'could not schedule the end of the ring');
    }
  }

  /** Schedules the check that removes a session still detached after the grace. */
  async function watchDetached(sessionId: string): Promise<void> {
    try {
      await deps.jobs.send('calls.session-gone', { sessionId }, { startAfter: new Date(Date.now() + deps.config.CALL_DISCONNECT_GRACE_MS) });
    } catch (err) {
      deps.log.warn({ err, sessionId }, 'could not schedule the call session check');
    }
  }

  async function inTx(work: (em: EntityManager, fx: Effects, now: Date) => Promise<void>): Promise<void> {
    const fx = noEffects();
    await deps.orm.em.fork().transactional(async (em) => {
      await work(em, fx, clock.now());
      // last, in one lock order (decision 064): the call's changes on its squad stream (MEDIA, a
      // mute toggle, is volatile state like presence; the in-call chat has its own catch-up,
      // `callChatMessages(after)`: neither is logged), then the person streams in ascending id —
      // the popups' RING/CANCEL/BUSY (decision 068) and the MISSEDCALL notifications' events
      for (const e of fx.events) {
        if (EPHEMERAL_CALL_KINDS.has(e.payload.kind)) continue;
        fx.logged.push(await appendEvent(em, topicStream(e.topicId), `call.${e.payload.kind.toLowerCase()}`, null, eventData(e.payload)));
      }
      const also = fx.incoming.map((i) => ({ userId: i.userId, kind: `call.${i.payload.kind.toLowerCase()}`, actorId: null, data: { callId: i.payload.callId, busyUserId: i.payload.busyUserId ?? null } }));
      fx.logged.push(...(await notificationService.events(em, { added: fx.notifications, also })));
    });
    publish(fx);
  }

  /** Open streams per session in this process (the heartbeat's list). */
  const attachedHere = new Map<string, number>();
  const beat = setInterval(() => {
    void service.heartbeat().catch((err: unknown) => deps.log.warn({ err }, 'call session heartbeat failed'));
  }, HEARTBEAT_MS);
  beat.unref();

  const joinView = async (em: EntityManager, callId: number, sessionId: string, viewerId: number): Promise<JoinView> => {
    const ice = iceServersFor(deps.config, viewerId, clock.now());
    return { call: (await callView(em, callId))!, sessionId, iceServers: ice.iceServers, iceExpiresAt: ice.expiresAt };
  };

  const service = {
    router,

    /** Starts the topic's call, or joins the running one: never two calls per topic. Rings the others. */
    async start(ctx: SignedInContext, topicId: number, rawSession: string): Promise<JoinView> {
      const sessionId = checkSessionId(rawSession);
      const viewerId = ctx.viewerRow.id;
      let callId = 0;
      await inTx(async (em, fx, now) => {
        const [topic] = await exec<{ id: number; squad: number[] }>(em, `select t.id, ${squadIdsSql('t')} as squad from topics t where t.id = ?`, [topicId]);
        if (!topic) throw notFound(MSG.topicNotFound);
        if (!topic.squad.includes(viewerId)) throw forbidden(MSG.callSquadOnly);
        await exec(em, 'select pg_advisory_xact_lock(?, ?)', [CALL_START_LOCK, topicId]);
        const [running] = await exec<HeadRow>(em, headSql('c.topic_id = ? and c.ended_at is null', true), [topicId]);
        let head = toHead(running);
        if (!head) {
          const [{ id }] = await exec<{ id: number }>(em, 'insert into calls (topic_id, started_by_id, started_at) values (?, ?, ?) returning id', [topicId, viewerId, now]);
          const others = topic.squad.filter((u) => u !== viewerId);
          if (others.length) await exec(em, 'insert into call_invites (call_id, user_id, rung_at) select ?, u, ? from unnest(?::int[]) u', [id, now, `{${others.join(',')}}`]);
          head = { id, topicId, startedById: viewerId, endedAt: null, squad: topic.squad };
          fx.events.push({ topicId, payload: { kind: 'STARTED', callId: id } });
          // a member already in another running call is busy: the caller hears it, they get no popup
          const busy = others.length
            ? (
                await exec<{ user_id: number }>(
                  em,
                  'select distinct p.user_id from call_participants p join calls c on c.id = p.call_id where p.left_at is null and c.ended_at is null and p.user_id = any(?::int[])',
                  [`{${others.join(',')}}`],
                )
              ).map((r) => r.user_id)
            : [];
          for (const u of others) {
            if (busy.includes(u)) fx.incoming.push({ userId: viewerId, payload: { kind: 'BUSY', callId: id, busyUserId: u } });
            else fx.incoming.push({ userId: u, payload: { kind: 'RING', callId: id } });
          }
          if (others.length) fx.rings.push(id);
        }
        callId = head.id;
        await joinLocked(em, head, viewerId, sessionId, now, fx);
      });
      return joinView(ctx.em, callId, sessionId, viewerId);
    },

    async join(ctx: SignedInContext, callId: number, rawSession: string): Promise<JoinView> {
      const sessionId = checkSessionId(rawSession);
      const viewerId = ctx.viewerRow.id;
      await inTx(async (em, fx, now) => {
        const head = await readHead(em, callId, true);
        callPolicy.assertRunning(head, viewerId);
        await joinLocked(em, head, viewerId, sessionId, now, fx);
      });
      return joinView(ctx.em, callId, sessionId, viewerId);
    },

    async leave(ctx: SignedInContext, callId: number, rawSession: string): Promise<boolean> {
      const sessionId = checkSessionId(rawSession);
      const viewerId = ctx.viewerRow.id;
      await inTx(async (em, fx, now) => {
        const head = await readHead(em, callId, true);
        callPolicy.assertRunning(head, viewerId);
        const [own] = await exec<{ id: number }>(em, 'select id from call_participants where session_id = ? and call_id = ? and user_id = ? and left_at is null', [sessionId, callId, viewerId]);
        if (!own) throw callPolicy.sessionUnknown();
        await leaveLocked(em, head, [sessionId], 'left', now, fx);
      });
      return true;
    },

    async stop(ctx: SignedInContext, callId: number): Promise<boolean> {
      const viewerId = ctx.viewerRow.id;
      await inTx(async (em, fx, now) => {
        const head = await readHead(em, callId, true);
        callPolicy.assertStarter(head, viewerId);
        await endLocked(em, head, 'stopped', now, fx);
      });
      return true;
    },

    /**
     * Closes the popup in every tab of the viewer; a call already over is fine (the popup goes too).
     * A running call hears DECLINED (who: the caller's screen says so), and UNANSWERED when that
     * was the last one rung and the caller is alone.
     */
    async decline(ctx: SignedInContext, callId: number): Promise<boolean> {
      const viewerId = ctx.viewerRow.id;
      await inTx(async (em, fx, now) => {
        const head = await readHead(em, callId, true);
        callPolicy.assertMember(head, viewerId);
        const declined = await exec<{ user_id: number }>(
          em,
          'update call_invites set declined_at = ? where call_id = ? and user_id = ? and declined_at is null and joined_at is null and missed_at is null returning user_id',
          [now, callId, viewerId],
        );
        fx.incoming.push({ userId: viewerId, payload: { kind: 'CANCEL', callId } });
        if (declined.length === 0 || head.endedAt) return;
        fx.events.push({ topicId: head.topicId, payload: { kind: 'DECLINED', callId, userId: viewerId } });
        await unansweredLocked(em, head, fx);
      });
      return true;
    },

    /**
     * The ring is over (CALL_RING_MS after the start): each one rung who neither joined nor declined
     * missed the call — the popup closes, MISSEDCALL now (not again at the end) — and a caller left
     * alone hears UNANSWERED. A call that ended meanwhile is left alone.
     */
    async ringTimeout(callId: number): Promise<void> {
      await inTx(async (em, fx, now) => {
        const head = await readHead(em, callId, true);
        if (!head || head.endedAt) return;
        const missed = await exec<{ user_id: number; title: string; starter: string }>(
          em,
          `update call_invites i set missed_at = ? from calls c join topics t on t.id = c.topic_id join users u on u.id = c.started_by_id
            where i.call_id = ? and c.id = i.call_id and i.joined_at is null and i.declined_at is null and i.missed_at is null
            returning i.user_id, t.title, u.username as starter`,
          [now, callId],
        );
        if (missed.length === 0) return;
        const squad = new Set(head.squad);
        for (const m of missed) if (squad.has(m.user_id)) fx.incoming.push({ userId: m.user_id, payload: { kind: 'CANCEL', callId } });
        await missedCall(em, head, missed.filter((m) => squad.has(m.user_id)), fx);
        await unansweredLocked(em, head, fx);
      });
    },

    async setMedia(ctx: SignedInContext, callId: number, rawSession: string, media: { audio?: boolean | null; video?: boolean | null; hand?: boolean | null; screen?: boolean | null }): Promise<ParticipantView> {
      const sessionId = checkSessionId(rawSession);
      const viewerId = ctx.viewerRow.id;
      await throttleWrite(ctx, 'callMedia');
      let view: ParticipantView | null = null;
      await inTx(async (em, fx) => {
        const head = await readHead(em, callId);
        callPolicy.assertRunning(head, viewerId);
        const [row] = await exec<ParticipantRow>(
          em,
          `update call_participants p set audio = coalesce(?, audio), video = coalesce(?, video), hand = coalesce(?, hand), screen = coalesce(?, screen)
            where session_id = ? and call_id = ? and user_id = ? and left_at is null returning ${PARTICIPANT_COLS}`,
          [media.audio ?? null, media.video ?? null, media.hand ?? null, media.screen ?? null, sessionId, callId, viewerId],
        );
        if (!row) throw callPolicy.sessionUnknown();
        view = toParticipant(row);
        fx.events.push({ topicId: head.topicId, payload: { kind: 'MEDIA', callId, sessionId } });
      });
      return view!;
    },

    /**
     * Relays one signal: the sender's session must be the viewer's and live in the running call, the
     * receiver's live in the same call, the viewer still in the squad (one statement). Never stored.
     */
    async signal(ctx: SignedInContext, input: { callId: number; fromSessionId: string; toSessionId: string; seq: number; payload: string }): Promise<boolean> {
      const gone = await service.signals(ctx, { callId: input.callId, fromSessionId: input.fromSessionId, signals: [{ toSessionId: input.toSessionId, seq: input.seq, payload: input.payload }] }, 'single');
      if (gone.length > 0) throw callPolicy.sessionUnknown();
      return true;
    },

    /**
     * Relays a batch of one session's signals, in their order (decision 098: a joiner's burst to four
     * peers is a few operations, not fifty). The whole batch is checked before any of it goes: the
     * sizes, the sender's session (the viewer's, live in the running call, the viewer in the squad —
     * one statement for every receiver) and the sender's rate (one token a signal, all or none).
     * Returns the receivers not live in the call; their signals are dropped, the others delivered.
     */
    async signals(
      ctx: SignedInContext,
      input: { callId: number; fromSessionId: string; signals: readonly { toSessionId: string; seq: number; payload: string }[] },
      shape: 'single' | 'batch' = 'batch',
    ): Promise<string[]> {
      const from = checkSessionId(input.fromSessionId, 'fromSessionId');
      const list = input.signals;
      if (list.length < 1 || list.length > LIMITS.callSignalsBatchMax) throw userInput('signals', MSG.callSignalsBatchSize);
      let bytes = 0;
      const items = list.map((s, i) => {
        const at = shape === 'single' ? '' : `signals.${i}.`;
        const to = checkSessionId(s.toSessionId, `${at}toSessionId`);
        if (!Number.isInteger(s.seq) || s.seq < 1) throw userInput(`${at}seq`, MSG.callSignalSeqInvalid);
        const size = Buffer.byteLength(s.payload, 'utf8');
        if (size > LIMITS.callSignalMaxBytes) throw userInput(`${at}payload`, MSG.callSignalTooBig);
        bytes += size;
        return { to, seq: s.seq, payload: s.payload };
      });
      if (bytes > LIMITS.callSignalsBatchMaxBytes) throw userInput('signals', MSG.callSignalsBatchTooBig);
      const viewerId = ctx.viewerRow.id;
      const receivers = [...new Set(items.map((s) => s.to))];
      const [row] = await exec<{ member: boolean; ended: boolean; from_ok: boolean; live: string[] }>(
        ctx.em,
        `select coalesce((${squadIdsSql('t')})::jsonb @> to_jsonb(?::int), false) as member, c.ended_at is not null as ended,
                exists (select 1 from call_participants p where p.call_id = c.id and p.session_id = ? and p.user_id = ? and p.left_at is null) as from_ok,
                array(select p.session_id::text from call_participants p where p.call_id = c.id and p.session_id = any(?::uuid[]) and p.left_at is null) as live
           from calls c join topics t on t.id = c.topic_id where c.id = ?`,
        [viewerId, from, viewerId, `{${receivers.join(',')}}`, input.callId],
      );
      if (!row) throw notFound(MSG.callNotFound);
      if (!row.member) throw forbidden(MSG.callSquadOnly);
      if (row.ended) throw callPolicy.ended();
      if (!row.from_ok) throw callPolicy.sessionUnknown();
      const live = new Set(row.live.map((x) => x.toLowerCase()));
      const out = items.filter((s) => live.has(s.to));
      if (out.length > 0 && !takeSignalToken(from, out.length)) throw rateLimited(MSG.callSignalsTooFast);
      for (const s of out) router.deliver({ callId: input.callId, fromSessionId: from, fromUserId: viewerId, toSessionId: s.to, seq: s.seq, payload: s.payload });
      return receivers.filter((to) => !live.has(to));
    },

    /** In-call chat: people in the call write; idempotent by (call, author, clientId). */
    async sendChat(ctx: SignedInContext, callId: number, rawText: string, clientId: string): Promise<ChatMessageView> {
      if (!CLIENT_ID.test(clientId)) throw userInput('clientId', MSG.chatClientIdInvalid);
      const text = rawText.trim();
      if (!text) throw userInput('text', MSG.callChatEmpty);
      if (text.length > LIMITS.callChatMessageMax) throw userInput('text', MSG.callChatTooLong);
      await throttleWrite(ctx, 'callChat');
      const viewerId = ctx.viewerRow.id;
      let message: ChatMessageView | null = null;
      await inTx(async (em, fx, now) => {
        const head = await readHead(em, callId);
        callPolicy.assertRunning(head, viewerId);
        const [inCall] = await exec<{ id: number }>(em, 'select id from call_participants where call_id = ? and user_id = ? and left_at is null', [callId, viewerId]);
        if (!inCall) throw forbidden(MSG.callNotInCall);
        const [fresh] = await exec<ChatRow>(
          em,
          `insert into call_chat_messages (call_id, author_id, client_id, text, created_at) values (?, ?, ?, ?, ?)
             on conflict (call_id, author_id, client_id) do nothing returning ${CHAT_COLS}`,
          [callId, viewerId, clientId, text, now],
        );
        const row = fresh ?? (await exec<ChatRow>(em, `select ${CHAT_COLS} from call_chat_messages where call_id = ? and author_id = ? and client_id = ?`, [callId, viewerId, clientId]))[0];
        message = toChat(row);
        if (fresh) fx.events.push({ topicId: head.topicId, payload: { kind: 'CHAT', callId, messageId: row.id } });
      });
      return message!;
    },

    /** A call's chat, oldest first, after the id last seen. Squad members. */
    async chatMessages(ctx: SignedInContext, callId: number, after: number, first: number): Promise<ChatMessageView[]> {
      const head = await readHead(ctx.em, callId);
      callPolicy.assertMember(head, ctx.viewerRow.id);
      const rows = await exec<ChatRow>(ctx.em, `select ${CHAT_COLS} from call_chat_messages where call_id = ? and id > ? order by id limit ?`, [callId, after, first]);
      return rows.map(toChat);
    },

    async chatMessage(em: EntityManager, id: number): Promise<ChatMessageView | null> {
      const [row] = await exec<ChatRow>(em, `select ${CHAT_COLS} from call_chat_messages where id = ?`, [id]);
      return row ? toChat(row) : null;
    },

    /** The running call of a topic (the Start Call ↔ Join Call check): squad members; null when none. */
    async active(ctx: SignedInContext, topicId: number): Promise<CallView | null> {
      const [row] = await exec<CallRow & { squad: number[] | null; topic: number }>(
        ctx.em,
        `select t.id as topic, ${squadIdsSql('t')} as squad, x.* from topics t left join lateral (${callViewSql('c.topic_id = t.id and c.ended_at is null')}) x on true where t.id = ?`,
        [topicId],
      );
      if (!row) throw notFound(MSG.topicNotFound);
      if (!(row.squad ?? []).includes(ctx.viewerRow.id)) throw forbidden(MSG.callSquadOnly);
      return row.id ? toView(row) : null;
    },

    /**
     * The viewer's calls that are ringing now (decision 064): running, the viewer rung and neither
     * joined, declined nor missed (the ring's end) — what the incoming-call popup shows after a load
     * or a dropped socket, when the RING event itself went by. Squad members only (one removed
     * since is not rung any more). One statement.
     */
    async ringing(ctx: SignedInContext): Promise<CallView[]> {
      const rows = await exec<CallRow>(
        ctx.em,
        callViewSql(
          `c.ended_at is null and exists (select 1 from call_invites i join topics t on t.id = c.topic_id
             where i.call_id = c.id and i.user_id = ? and i.joined_at is null and i.declined_at is null and i.missed_at is null
               and coalesce((${squadIdsSql('t')})::jsonb @> to_jsonb(?::int), false))
           order by c.started_at desc, c.id desc`,
        ),
        [ctx.viewerRow.id, ctx.viewerRow.id],
      );
      return rows.map(toView);
    },

    /** One call by id (running or ended): squad members. */
    async byId(ctx: SignedInContext, callId: number): Promise<CallView> {
      callPolicy.assertMember(await readHead(ctx.em, callId), ctx.viewerRow.id);
      return (await callView(ctx.em, callId))!;
    },

    /**
     * A legacy room (decision 053): the squad's topic id — what a legacy client knows, its events
     * carry `topicid` — names the topic's running call (null: not running); any other id is a call
     * id (running or ended). The topic wins where both exist and the viewer is in its squad.
     * Squad members only, as every read of a call.
     */
    async room(ctx: SignedInContext, roomId: number): Promise<{ topicId: number; call: CallView | null }> {
      const [topic] = await exec<{ squad: number[] | null }>(ctx.em, `select ${squadIdsSql('t')} as squad from topics t where t.id = ?`, [roomId]);
      if (topic && (topic.squad ?? []).includes(ctx.viewerRow.id)) return { topicId: roomId, call: await service.active(ctx, roomId) };
      const head = await readHead(ctx.em, roomId);
      if (!head && topic) throw forbidden(MSG.callSquadOnly);
      callPolicy.assertMember(head, ctx.viewerRow.id);
      return { topicId: head.topicId, call: (await callView(ctx.em, roomId))! };
    },

    /** Fresh ICE servers (TURN credentials) for a person in the running call only. */
    async iceServers(ctx: SignedInContext, callId: number): Promise<{ iceServers: IceServer[]; expiresAt: Date | null }> {
      const viewerId = ctx.viewerRow.id;
      const head = await readHead(ctx.em, callId);
      callPolicy.assertRunning(head, viewerId);
      const [inCall] = await exec<{ id: number }>(ctx.em, 'select id from call_participants where call_id = ? and user_id = ? and left_at is null', [callId, viewerId]);
      if (!inCall) throw forbidden(MSG.callNotInCall);
      return iceServersFor(deps.config, viewerId, clock.now());
    },

    callView,
    participantBySession,

    /**
     * May this viewer's stream for `sessionId` receive now? (the session is theirs, live, in the
     * running call, and they are in its squad) — one statement, asked at subscribe and per signal.
     */
    async sessionLive(em: EntityManager, callId: number, sessionId: string, viewerId: number): Promise<boolean> {
      if (!UUID.test(sessionId)) return false;
      const [row] = await exec<{ ok: boolean }>(
        em,
        `select coalesce((${squadIdsSql('t')})::jsonb @> to_jsonb(?::int), false) and c.ended_at is null as ok
           from call_participants p join calls c on c.id = p.call_id join topics t on t.id = c.topic_id
          where p.session_id = ? and p.call_id = ? and p.user_id = ? and p.left_at is null`,
        [viewerId, sessionId.toLowerCase(), callId, viewerId],
      );
      return row?.ok ?? false;
    },

    /** The session's signal stream opened: it is attached (not "gone") until every stream of it closes. */
    async attach(sessionId: string): Promise<void> {
      attachedHere.set(sessionId, (attachedHere.get(sessionId) ?? 0) + 1);
      await exec(deps.orm.em.fork(), 'update call_participants set attachments = attachments + 1, detached_at = null, seen_at = ? where session_id = ? and left_at is null', [clock.now(), sessionId]);
    },

    /** A stream of the session closed: when it was the last, the grace starts. */
    async detach(sessionId: string): Promise<void> {
      const left = (attachedHere.get(sessionId) ?? 1) - 1;
      if (left > 0) attachedHere.set(sessionId, left);
      else attachedHere.delete(sessionId);
      const [row] = await exec<{ attachments: number }>(
        deps.orm.em.fork(),
        `update call_participants set attachments = greatest(attachments - 1, 0), detached_at = case when attachments <= 1 then ? else detached_at end
          where session_id = ? and left_at is null returning attachments`,
        [clock.now(), sessionId],
      );
      if (row && row.attachments === 0) await watchDetached(sessionId);
    },

    /** This process's streams are still open: their sessions are seen (every HEARTBEAT_MS). */
    async heartbeat(): Promise<void> {
      if (attachedHere.size === 0) return;
      await exec(deps.orm.em.fork(), 'update call_participants set seen_at = ? where session_id = any(?::uuid[]) and left_at is null', [clock.now(), `{${[...attachedHere.keys()].join(',')}}`]);
    },

    /**
     * Sessions attached through a process that has not been heard of for SWEEP_AFTER_MS (it
     * crashed: its streams never detached) count as detached since then; they leave at once.
     */
    async sweep(): Promise<number> {
      const stale = await exec<{ session_id: string }>(
        deps.orm.em.fork(),
        'update call_participants set attachments = 0, detached_at = seen_at where left_at is null and attachments > 0 and seen_at < ? returning session_id',
        [new Date(clock.now().getTime() - SWEEP_AFTER_MS)],
      );
      for (const { session_id } of stale) await this.sessionGone(session_id);
      return stale.length;
    },

    /** The app stops: no more heartbeats. */
    close(): void {
      clearInterval(beat);
    },

    /** The grace is over: a session still detached leaves (`disconnected`); the call ends if it was the last. */
    async sessionGone(sessionId: string): Promise<void> {
      const grace = deps.config.CALL_DISCONNECT_GRACE_MS;
      await inTx(async (em, fx, now) => {
        const cutoff = new Date(now.getTime() - grace + 250);
        const [p] = await exec<{ call_id: number }>(em, 'select call_id from call_participants where session_id = ? and left_at is null and attachments = 0 and detached_at <= ?', [sessionId, cutoff]);
        if (!p) return;
        const head = await readHead(em, p.call_id, true);
        if (!head || head.endedAt) return;
        // read again under the call's lock: a re-subscription may have come in between
        const [still] = await exec<{ id: number }>(em, 'select id from call_participants where session_id = ? and left_at is null and attachments = 0 and detached_at <= ?', [sessionId, cutoff]);
        if (!still) return;
        await leaveLocked(em, head, [sessionId], 'disconnected', now, fx);
      });
    },
  };
  return service;
}
export type CallsService = ReturnType<typeof createCallsService>;
