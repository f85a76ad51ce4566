#!/usr/bin/env node
// The baseline for `npm run bench:fanout`: a bare graphql-ws server (no auth, no database) whose one
// subscription field receives what POST /publish sends. Same metrics endpoint as the app.
import { setMaxListeners } from 'node:events';
import { createServer } from 'node:http';
import { createPubSub } from '@graphql-yoga/subscription';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';

// as the app's in-memory pub/sub (platform/pubsub.ts): 1,000 listeners on one topic are not a leak
const eventTarget = new EventTarget();
setMaxListeners(0, eventTarget);
const pubsub = createPubSub({ eventTarget });
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString, resolve: () => 'ok' } } }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: { event: { type: GraphQLString, subscribe: () => pubsub.subscribe('EVENT'), resolve: (v) => v } },
  }),
});
const server = createServer((req, res) => {
  if (req.url?.startsWith('/metrics')) {
    if (req.url.includes('gc=1') && globalThis.gc) globalThis.gc();
    const m = process.memoryUsage();
    res.end(`nodejs_heap_used_bytes ${m.heapUsed}\npoolmates_ws_connections ${wss.clients.size}\n`);
  } else if (req.url === '/publish' && req.method === 'POST') {
    pubsub.publish('EVENT', String(Date.now()));
    res.end('ok');
  } else res.end('bare');
});
const wss = new WebSocketServer({ server, path: '/graphql' });
useServer({ schema }, wss);
server.listen(0, '127.0.0.1', () => console.log(`bare ws on ${server.address().port}`));
