import type { Server } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { randomUUID } from 'node:crypto';
import { tokenFromHeaders } from './auth.js';
import { buildContext, findSession, type AppDeps } from './context.js';

/**
 * graphql-ws on the same path as HTTP. The session comes from the upgrade request's cookie or
 * `connectionParams.authToken`; when a session is revoked its sockets are closed (code 4401).
 */
export function attachWebSocketServer(httpServer: Server, schema: GraphQLSchema, deps: AppDeps) {
  const wss = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const socketsBySession = new Map<string, Set<WebSocket>>();

  const tokenOf = (ctx: { connectionParams?: Record<string, unknown>; extra: { request: { headers: import('node:http').IncomingHttpHeaders } } }) => {
    const param = ctx.connectionParams?.authToken;
    return typeof param === 'string' && param ? param : tokenFromHeaders(ctx.extra.request.headers);
  };

  const cleanup = useServer(
    {
      schema,
      onConnect: async (ctx) => {
        const session = await findSession(deps.orm.em.fork(), deps, tokenOf(ctx));
        const socket = ctx.extra.socket;
        // A socket can close while the session is looked up (a page navigating away as it
        // connects): then it was never here. Otherwise the close handler is attached before
        // anything else is awaited, so no close is missed and no presence row is left behind
        // (the heartbeat would keep such a row fresh: its person would look online for ever).
        if (session && socket.readyState === socket.OPEN) {
          const set = socketsBySession.get(session.id) ?? new Set();
          set.add(socket);
          socketsBySession.set(session.id, set);
          const userId = session.user.id;
          const presenceId = deps.presence.connected(userId);
          socket.once('close', () => {
            set.delete(socket);
            if (set.size === 0) socketsBySession.delete(session.id);
            presenceId
              .then((id) => deps.presence.disconnected(id, userId))
              .catch((err: unknown) => deps.log.warn({ err }, 'presence update failed'));
          });
          await presenceId;
        }
        return true;
      },
      context: (ctx) =>
        buildContext(deps, {
          headers: ctx.extra.request.headers,
          ip: ctx.extra.request.socket.remoteAddress ?? null,
          requestId: randomUUID(),
          token: tokenOf(ctx),
        }),
    },
    wss,
  );

  const revoked = deps.pubsub.subscribe('SESSIONS_REVOKED');
  void (async () => {
    for await (const { sessionIds } of revoked) {
      for (const id of sessionIds) {
        for (const socket of socketsBySession.get(id) ?? []) socket.close(4401, 'Session revoked');
      }
    }
  })();

  return {
    /** Open WebSocket connections of this process (for /metrics). */
    connections: () => wss.clients.size,
    async dispose() {
      // ending the iterator settles its pending next(); awaiting return() itself would wait forever
      void revoked.return?.();
      await cleanup.dispose();
    },
  };
}
