import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { execute, getOperationAST, type ExecutionArgs, type GraphQLError, type GraphQLSchema } from 'graphql';
import { LIMITS, MSG } from '@poolmates/schema';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocket, WebSocketServer } from 'ws';
import { randomUUID } from 'node:crypto';
import { contextFor, type AppDeps } from './context.js';
import { createErrorFormatter, rateLimited } from './errors.js';
import { enterMutation, ownerOf, refusalError, type Admission, type Release } from './admission.js';
import type { SocketHook } from './feature.js';
import { guardedSubscribe } from './guard.js';
import { readSession, tokenFromHeaders, type SessionRead } from './session.js';
import { followChannel } from './pubsub.js';
import { subscribeWithFreshScope } from './subscriptions.js';
import { rateLimits } from './rate-limit.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import proxyaddr from 'proxy-addr';
import type { OriginPolicy } from './origin.js';
import { addressKey } from './address.js';

/** A person's share of socket subscription starts, in units of their write share (`ADMISSION_PER_PERSON`). */
const SUBSCRIBE_SHARE = 4;

/**
 * Largest WebSocket message accepted (ws closes the socket with 1009 above it, before reading it;
 * its default is 100 MiB): a document's 32 KiB and a 64,000-character post in the variables, with
 * room. 1 MiB before decision 052 (a 900 kB message cost 31 ms of CPU to refuse).
 */
export const WS_MAX_PAYLOAD = 256 * 1024;

/**
 * A socket that counts its messages: past LIMITS.socketMessagesPer10s in 10 s it is closed (4429)
 * and every message after is dropped before graphql-ws reads it (issue 26: 5,000 subscribes sent at
 * once, each parsed and answered, stalled the event loop 0.4 s even once refused).
 */
class MeteredSocket extends WebSocket {
  private windowStarted = 0;
  private messages = 0;
  private flooded = false;
  /** The fan-out bound (decision 060), set as the server opens the socket. */
  sendBound: { bufferMax: number; stallMs: number } | null = null;
  /** When each send not yet flushed to the network started, oldest first (ws calls back in order). */
  private readonly unflushed: number[] = [];

  /**
   * A send past the bound — more than `bufferMax` bytes waiting, or the oldest send unflushed for
   * `stallMs` — closes the socket with 1013 (try again later) instead of queueing more: a client that
   * does not read its updates cannot grow the server's memory (graphql-ws waits for each send, so
   * undelivered events would otherwise pile up behind it). The client reconnects and catches up.
   */
  override send(data: unknown, ...rest: unknown[]): void {
    const bound = this.sendBound;
    if (this.readyState === this.OPEN) this.corkForTick();
    if (bound === null || this.readyState !== this.OPEN) return void (super.send as (...a: unknown[]) => void)(data, ...rest);
    const cb = typeof rest[rest.length - 1] === 'function' ? (rest.pop() as (err?: Error) => void) : undefined;
    const now = performance.now();
    if (this.closedForSlowness(now)) {
      cb?.();
      return;
    }
    this.unflushed.push(now);
    (super.send as (...a: unknown[]) => void)(data, ...rest, (err?: Error) => {
      this.unflushed.shift();
      cb?.(err);
    });
  }

  /** The TCP socket is held (corked) until the current tick's sends are all written. */
  private corked = false;

  /**
   * Holds the socket's writes until this tick's microtasks are done, then writes them in one
   * `writev` (decision 093): one write fans out to several subscriptions of a socket in the same
   * microtask run (a person's feed, notices, squad events), and each frame was its own syscall —
   * `writev` was the largest single cost of the fan-out. The bytes and their order are the same;
   * only the syscalls are fewer. A send's callback (graphql-ws waits for it) comes after the flush.
   */
  private corkForTick(): void {
    if (this.corked) return;
    // ws keeps its TCP socket in `_socket` and offers no cork of its own
    const raw = (this as unknown as Record<string, Duplex | null | undefined>)['_socket'];
    if (!raw || raw.destroyed) return;
    this.corked = true;
    raw.cork();
    process.nextTick(() => {
      this.corked = false;
      raw.uncork();
    });
  }

  /**
   * Past the bound: closed with 1013, true. Checked on every send and by the server's sweep (a
   * subscription waits for its one unflushed send, so a stalled socket sends nothing more to check).
   */
  closedForSlowness(now: number): boolean {
    const bound = this.sendBound;
    if (bound === null || this.readyState !== this.OPEN) return false;
    if (this.bufferedAmount <= bound.bufferMax && (this.unflushed.length === 0 || now - this.unflushed[0] <= bound.stallMs)) return false;
    this.close(1013, MSG.socketTooSlow);
    // a peer that reads nothing never answers the close either: its subscriptions end (and their
    // pending events go) when the socket is gone, so it goes after a second, not ws's 30 s
    setTimeout(() => this.terminate(), 1000).unref();
    return true;
  }

  override emit(event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'message') {
      if (this.flooded) return false;
      const now = Date.now();
      if (now - this.windowStarted >= 10_000) {
        this.windowStarted = now;
        this.messages = 0;
      }
      if (++this.messages > LIMITS.socketMessagesPer10s) {
        this.flooded = true;
        this.close(4429, MSG.tooManySubscribes);
        return false;
      }
    }
    return super.emit(event, ...args);
  }
}

/**
 * graphql-ws on the same path as HTTP. The session comes from the upgrade request's cookie or
 * `connectionParams.authToken`; when a session is revoked its sockets are closed (code 4401).
 * A cross-site upgrade (another origin's page, which would carry the user's cookie) is refused with
 * 403 before any socket exists (decision 017). Features act on signed-in sockets through their
 * socket hooks (presence), and every subscription event gets a fresh EntityManager (decision 023).
 */
export function attachWebSocketServer(
  httpServer: Server,
  schema: GraphQLSchema,
  deps: AppDeps,
  opts: { origins: OriginPolicy; trustProxy: (addr: string, i: number) => boolean; introspection: boolean; hooks: readonly SocketHook[]; admission: Admission },
) {
  const wss = new WebSocketServer({
    WebSocket: MeteredSocket,
    server: httpServer,
    path: '/graphql',
    maxPayload: WS_MAX_PAYLOAD,
    verifyClient: ({ req }, done) => {
      const refused = opts.origins.crossSite(req.headers);
      if (refused) deps.log.warn({ origin: req.headers.origin, site: req.headers['sec-fetch-site'] }, 'cross-site WebSocket refused');
      done(!refused, 403, refused ?? undefined);
    },
  });
  const sendBound = { bufferMax: deps.config.WS_SEND_BUFFER_MAX, stallMs: deps.config.WS_SEND_STALL_MS };
  /*
   * Sockets not yet initialised, per address (probe 2026-11-28): counted from the upgrade until
   * `connection_init` (onConnect) or the close, whichever comes first; past the cap a new one is
   * closed at once with 1013 (graphql-ws' client retries it with its backoff).
   */
  const awaitingInit = new Map<string, number>();
  const initialised = new WeakMap<WebSocket, () => void>();
  wss.on('connection', (socket: MeteredSocket, req: IncomingMessage) => {
    socket.sendBound = sendBound;
    const address = addressKey(proxyaddr(req, opts.trustProxy));
    const waiting = awaitingInit.get(address) ?? 0;
    if (waiting >= LIMITS.socketsAwaitingInitPerAddressMax) {
      socket.close(1013, MSG.tooManyConnects);
      return;
    }
    awaitingInit.set(address, waiting + 1);
    let counted = true;
    const settle = () => {
      if (!counted) return;
      counted = false;
      const left = (awaitingInit.get(address) ?? 1) - 1;
      if (left > 0) awaitingInit.set(address, left);
      else awaitingInit.delete(address);
    };
    initialised.set(socket, settle);
    socket.once('close', settle);
  });
  // one sweep for all sockets (1,000 checks of two numbers), twice per stall bound, at most each second
  const sweep = setInterval(() => {
    const now = performance.now();
    for (const socket of wss.clients) (socket as MeteredSocket).closedForSlowness(now);
  }, Math.min(1000, Math.max(10, Math.floor(sendBound.stallMs / 2))));
  sweep.unref();
  const socketsBySession = new Map<string, Set<WebSocket>>();
  /**
   * Each socket's session, read once when it connects (null: a visitor), as plain rows: its
   * operations start from it, and no entity or EntityManager is kept per socket (decision 039).
   */
  const sessionOf = new WeakMap<WebSocket, SessionRead | null>();

  const tokenOf = (ctx: { connectionParams?: Record<string, unknown>; extra: { request: { headers: import('node:http').IncomingHttpHeaders } } }) => {
    const param = ctx.connectionParams?.authToken;
    return typeof param === 'string' && param ? param : tokenFromHeaders(ctx.extra.request.headers);
  };

  /*
   * Caps on live connections (issue 26, decision 052): sockets per person and per visitors'
   * address (this process's; counted once the session is read, before the acknowledgement),
   * operations open at once per socket; messages per socket per 10 s (MeteredSocket).
   */
  const socketsByOwner = new Map<string, number>();
  /** Each open socket's operations (graphql-ws's own record), for the count in /metrics. */
  const operationsOf = new Map<WebSocket, Record<string, unknown>>();
  const limited = (message: string) => [rateLimited(message)];
  /** Operations open on a socket, the new one included, counted up to `max + 1`. */
  const openOperations = (subscriptions: Record<string, unknown>, max: number): number => {
    let n = 0;
    for (const _ in subscriptions) if (++n > max) break;
    return n;
  };

  const subscribe = guardedSubscribe(schema, { introspection: opts.introspection, suggestions: opts.introspection });
  /*
   * Admission (decision 060): a socket's mutation or query holds a slot while it executes (one
   * person's share counted, as on HTTP); a subscription holds one while it starts (its start may
   * read), counted against a share of the person's own for subscription starts (apart from their
   * writes, SUBSCRIBE_SHARE times as large: a workspace page opens seven at once, and three or four
   * tabs may open together), so one person's subscribe/complete loop on many sockets no longer
   * fills the queue in front of everyone (probe 2026-11-27).
   * Refused: an Error message with UNAVAILABLE / RATE_LIMITED and `retryAfterMs`; nothing ran.
   * The slot rides on the operation's arguments to the execute/subscribe below, which give it back.
   */
  const slots = new WeakMap<ExecutionArgs, Release>();
  /** Slots taken for operations of a socket not yet started: given back if the socket closes first. */
  const pendingOf = new WeakMap<WebSocket, Set<Release>>();
  const admitted = async (socket: WebSocket, args: ExecutionArgs): Promise<readonly GraphQLError[] | null> => {
    const operation = getOperationAST(args.document, args.operationName);
    const kind = operation?.operation;
    if (!kind) return null;
    const owner = ownerOf({ viewerRow: sessionOf.get(socket)?.user ?? null });
    let answer =
      kind === 'subscription' && owner !== null
        ? opts.admission.enter(`${owner}/subscribe`, opts.admission.limits.perPerson * SUBSCRIBE_SHARE)
        : kind === 'mutation'
          ? enterMutation(opts.admission, operation, owner)
          : opts.admission.enter(owner);
    if (answer instanceof Promise) answer = await answer;
    if (typeof answer !== 'function') return [refusalError(answer)];
    const release = answer;
    let pending = pendingOf.get(socket);
    if (!pending) pendingOf.set(socket, (pending = new Set()));
    const once = () => {
      pending.delete(once);
      release();
    };
    pending.add(once);
    if (socket.readyState !== socket.OPEN) once();
    else slots.set(args, once);
    return null;
  };
  const withSlot = <R>(run: (args: ExecutionArgs) => R) => async (args: ExecutionArgs): Promise<Awaited<R>> => {
    try {
      return await run(args);
    } finally {
      slots.get(args)?.();
    }
  };
  // the same error masking as HTTP (Apollo's formatError): an unexpected error in an event's
  // resolvers, or in the stream itself, reaches the client as an id, its message only in the log
  const format = createErrorFormatter(deps.log);
  const masked = (errors: readonly GraphQLError[]) => errors.map((e) => format(e.toJSON(), e));
  const cleanup = useServer(
    {
      schema,
      // the same validation and guards as HTTP (graphql-ws would otherwise validate on its own, without them)
      onSubscribe: (ctx, _id, payload) => {
        const socket = ctx.extra.socket;
        const signedIn = (sessionOf.get(socket) ?? null) !== null;
        const max = signedIn ? LIMITS.socketOperationsMax : LIMITS.visitorSocketOperationsMax;
        if (openOperations(ctx.subscriptions, max) > max) return limited(MSG.tooManyOperations(max));
        const args = subscribe(payload, signedIn);
        if (Array.isArray(args)) return args;
        return admitted(socket, args as ExecutionArgs).then((refused) => refused ?? args);
      },
      subscribe: withSlot(subscribeWithFreshScope),
      execute: withSlot(execute),
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: masked(result.errors) } : undefined),
      onError: (_ctx, _id, _payload, errors) => masked(errors),
      onConnect: async (ctx) => {
        initialised.get(ctx.extra.socket)?.();
        // a session read moments ago for the same token answers (decision 045): a socket keeps what
        // it read at connect anyway (revocation closes it), and a reconnect storm of one person's
        // tabs is one statement and one shared read, not one each
        const read = await readSession(deps.orm, deps.sessionSecret, tokenOf(ctx), true);
        const socket = ctx.extra.socket;
        sessionOf.set(socket, read);
        // one person's sockets, or visitors' from one address (as Express's req.ip)
        const owner = read ? `user:${read.user.id}` : `ip:${addressKey(proxyaddr(ctx.extra.request, opts.trustProxy))}`;
        // connects per minute (decision 076): one upsert counted in PostgreSQL, so every process
        // shares the count and a burst of parallel connects stops exactly at the allowance. Refused
        // ones count too: a loop stays refused until its window ends, then gets in. 1013 ("try
        // again later"): graphql-ws' client retries it with its backoff (4429 it takes as fatal)
        const connects = await rateLimits.hit(deps.orm.em.fork() as EntityManager, `ws-connect:${owner}`, 60);
        if (connects > deps.config.WS_CONNECTS_PER_MINUTE) {
          if (connects === deps.config.WS_CONNECTS_PER_MINUTE + 1) deps.log.warn({ owner }, 'socket connects past the allowance: refused until the minute ends');
          socket.close(1013, MSG.tooManyConnects);
          return false;
        }
        const open = socketsByOwner.get(owner) ?? 0;
        if (open >= (read ? deps.config.WS_SOCKETS_PER_PERSON : LIMITS.visitorSocketsPerAddressMax)) {
          socket.close(4429, MSG.tooManySockets);
          return false;
        }
        if (socket.readyState !== socket.OPEN) return false;
        socketsByOwner.set(owner, open + 1);
        operationsOf.set(socket, ctx.subscriptions);
        socket.once('close', () => {
          operationsOf.delete(socket);
          const left = (socketsByOwner.get(owner) ?? 1) - 1;
          if (left > 0) socketsByOwner.set(owner, left);
          else socketsByOwner.delete(owner);
        });
        // A socket can close while the session is looked up (a page navigating away as it
        // connects): then it was never here. Otherwise the close handler is attached before
        // anything else is awaited, so no close is missed and no hook's row is left behind (a
        // presence row kept fresh by the heartbeat would show its person online for ever).
        if (read && socket.readyState === socket.OPEN) {
          const sessionId = read.session.id;
          const set = socketsBySession.get(sessionId) ?? new Set();
          set.add(socket);
          socketsBySession.set(sessionId, set);
          const opened = opts.hooks.map((hook) => hook.opened({ userId: read.user.id, sessionId }));
          socket.once('close', () => {
            set.delete(socket);
            if (set.size === 0) socketsBySession.delete(sessionId);
            for (const closing of opened) {
              closing.then((close) => close()).catch((err: unknown) => deps.log.warn({ err }, 'socket hook failed on close'));
            }
          });
          await Promise.all(opened);
        }
        return true;
      },
      context: (ctx) =>
        contextFor(
          deps,
          {
            headers: ctx.extra.request.headers,
            // as Express's req.ip: X-Forwarded-For counts only through the trusted proxies
            ip: proxyaddr(ctx.extra.request, opts.trustProxy),
            requestId: randomUUID(),
          },
          sessionOf.get(ctx.extra.socket) ?? null,
        ),
    },
    wss,
  );

  const stopRevocations = followChannel(
    deps.pubsub,
    'SESSIONS_REVOKED',
    ({ sessionIds }) => {
      for (const id of sessionIds) {
        for (const socket of socketsBySession.get(id) ?? []) socket.close(4401, 'Session revoked');
      }
    },
    (err) => deps.log.error({ err }, 'session revocations: the subscription failed (revoked sockets may stay open until it is made again)'),
  );

  return {
    /** Open WebSocket connections of this process (for /metrics). */
    connections: () => wss.clients.size,
    /** Operations open on them (subscriptions, and queries under way). */
    operations: () => {
      let n = 0;
      for (const subscriptions of operationsOf.values()) n += Object.keys(subscriptions).length;
      return n;
    },
    async dispose() {
      clearInterval(sweep);
      stopRevocations();
      await cleanup.dispose();
    },
  };
}
