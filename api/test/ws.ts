import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';

/** What one operation over the socket answers; errors of a refused subscription come as `errors`. */
export interface WsResult<T = Record<string, unknown>> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface SocketOptions {
  /** The session token sent as `connectionParams.authToken`; none: a visitor. */
  token?: string | null;
  /** Headers of the HTTP upgrade (Origin, Cookie, X-Forwarded-For…), as a browser or proxy would send. */
  headers?: Record<string, string>;
  /** Called with the close code when the server closes the socket (4401 on sign-out). */
  onClosed?: (code: number) => void;
}

function clientOf(t: TestApp, opts: SocketOptions, lazy: boolean): Client {
  const headers = opts.headers;
  return createClient({
    url: t.url.replace('http', 'ws') + '/graphql',
    // ws takes upgrade headers as a third constructor argument, which graphql-ws never passes
    webSocketImpl: headers
      ? class extends WebSocket {
          constructor(url: string, protocols?: string | string[]) {
            super(url, protocols, { headers });
          }
        }
      : WebSocket,
    connectionParams: opts.token ? { authToken: opts.token } : {},
    retryAttempts: 0,
    lazy,
    ...(lazy ? {} : { onNonLazyError: () => {} }),
    ...(opts.onClosed ? { on: { closed: (e: unknown) => opts.onClosed!((e as { code: number }).code) } } : {}),
  });
}

/** A graphql-ws client connected at once (not on its first subscription), as the web app's is. */
export function openSocket(t: TestApp, opts: SocketOptions = {}): Client {
  return clientOf(t, opts, false);
}

/**
 * A test file's app and its sockets: the app starts before the file's tests (`env` as
 * startTestApp's, handed to `started`), and every socket `ws` opened is disposed before it stops.
 */
export function appWithSockets(env: Record<string, string>, started: (t: TestApp) => void): { ws: (token: string) => Client } {
  let t: TestApp | undefined;
  const open: Client[] = [];
  beforeAll(async () => {
    t = await startTestApp(env);
    started(t);
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.dispose()));
    await t?.stop();
  });
  return {
    ws: (token) => {
      const c = openSocket(t!, { token });
      open.push(c);
      return c;
    },
  };
}

/** Resolves when the socket's connection is acknowledged. */
export const connected = (c: Client): Promise<unknown> => new Promise((r) => c.on('connected', r));

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Waits for the subscriptions just started on `client` to be listening: the server sets each up
 * asynchronously (a session read, then the pubsub listener) and says nothing when done, so a fixed
 * sleep alone missed events on a loaded machine. A query on the same socket is handled after them
 * in arrival order; its answer, plus a short grace, means they are in place.
 */
export async function settle(client: Client, graceMs = 150): Promise<void> {
  await new Promise((resolve) => client.subscribe({ query: '{ __typename }' }, { next: () => {}, error: resolve, complete: () => resolve(undefined) }));
  await sleep(graceMs);
}

/** One operation on a socket of its own; resolves with its first result, or its errors, then closes. */
export async function socketOnce<T = Record<string, unknown>>(t: TestApp, query: string, opts: SocketOptions & { variables?: Record<string, unknown> } = {}): Promise<WsResult<T>> {
  const client = clientOf(t, opts, true);
  try {
    return await new Promise<WsResult<T>>((resolve) => {
      client.subscribe({ query, variables: opts.variables }, { next: (v) => resolve(v as WsResult<T>), error: (e) => resolve({ errors: e as WsResult['errors'] }), complete: () => {} });
    });
  } finally {
    await client.dispose();
  }
}

/** The first event of a subscription (rejects with its errors); `stop` ends the subscription. */
// eslint-disable-next-line typescript/no-explicit-any
export function firstEvent<T = any>(client: Client, query: string, variables?: Record<string, unknown>): { first: Promise<{ data: T }>; stop: () => void } {
  let stop = () => {};
  const first = new Promise<{ data: T }>((resolve, reject) => {
    stop = client.subscribe({ query, variables }, { next: (v) => resolve(v as { data: T }), error: reject, complete: () => {} });
  });
  return { first, stop };
}

/** Every event of a subscription, as the value of its one root field, in arrival order. */
export function collectEvents<T>(client: Client, query: string, variables?: Record<string, unknown>): { events: T[]; stop: () => void } {
  const events: T[] = [];
  const stop = client.subscribe({ query, variables }, { next: (v) => events.push(Object.values(v.data ?? {})[0] as T), error: () => {}, complete: () => {} });
  return { events, stop };
}

/** What a subscription answers first (an event, its errors, or 'complete'): for refusals. */
export function firstAnswer(client: Client, query: string, variables?: Record<string, unknown>): Promise<unknown> {
  return new Promise((resolve) => {
    client.subscribe({ query, variables }, { next: resolve, error: resolve, complete: () => resolve('complete') });
  });
}
