import { ApolloClient, ApolloLink, InMemoryCache, type FieldPolicy, type Reference, type TypePolicies } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { ErrorCode } from '@poolmates/schema';
import { OperationTypeNode } from 'graphql';
import type { Client } from 'graphql-ws';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { Observable } from 'rxjs';
import { busyRetryLink } from './busy-retry';
import { earlyFirstScreenLink } from './early-first-screen';
import { emitSocketReconnected } from './socket-events';
import { uploadAwareFetch } from './upload-fetch';

export interface ApolloClientOptions {
  /** Absolute HTTP endpoint; defaults to `<origin>/graphql`. */
  httpUrl?: string;
  /** WebSocket endpoint; defaults to `ws(s)://<host>/graphql`. Pass `null` to disable subscriptions. */
  wsUrl?: string | null;
  /** Carries subscriptions instead of the WebSocket link (tests feed events through it). */
  subscriptionLink?: ApolloLink;
  /** Called once per failed operation whose errors include UNAUTHENTICATED (session ended). */
  onUnauthenticated?: () => void;
  /** The busy-retry backoff (decision 060); tests shorten it. */
  busyRetry?: Parameters<typeof busyRetryLink>[0];
  /** The cache's type policies: the features' paged fields, composed by app/ (web-features.ts). */
  typePolicies?: TypePolicies;
}

let defaultTypePolicies: TypePolicies = {};
/** The type policies of a client made without `typePolicies` (the test setup gives the app's: test/setup.ts). */
export function setDefaultTypePolicies(policies: TypePolicies): void {
  defaultTypePolicies = policies;
}

export function defaultHttpUrl(): string {
  return new URL('/graphql', window.location.origin).href;
}

export function defaultWsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

function createTransportLink(httpUrl: string): ApolloLink {
  // A drop-in terminating link for queries and mutations that switches to a GraphQL multipart
  // request when the variables hold a File. Apollo Server's CSRF prevention only accepts multipart
  // with this header. `uploadAwareFetch` reports upload progress (see lib/upload-fetch.ts).
  return new UploadHttpLink({
    uri: httpUrl,
    credentials: 'same-origin',
    headers: { 'Apollo-Require-Preflight': 'true' },
    fetch: uploadAwareFetch,
  });
}

/** LIMITS.graphqlBatchMax (the api's bound; a test holds them equal): LIMITS itself is not in the entry chunk. */
export const BATCH_MAX = 6;

/**
 * The operations asked with `context: { firstScreen: true }` in the same moment go as one HTTP
 * request, a JSON array the api answers in order (decision 083): a signed-in page's session check
 * and its first screen's reads. Everything else goes alone.
 */
function createFirstScreenLink(httpUrl: string, single: ApolloLink): ApolloLink {
  const batch = new BatchHttpLink({ uri: httpUrl, credentials: 'same-origin', headers: { 'Apollo-Require-Preflight': 'true' }, batchMax: BATCH_MAX, batchInterval: 1 });
  // A batch refused whole (HTTP 400: the cookie names no live session — expired, revoked on another
  // device — and the api refuses a visitor's batch, graphql-http.ts) sends each of its reads again
  // alone, as a visitor's: `Me` answers null and the guard goes to the landing page, instead of
  // "Can't reach Poolmates" (the guard's check joins the batched one in flight and got its 400).
  const aloneIfRefused = new ApolloLink((operation, forward) =>
    new Observable((observer) => {
      let sub = forward(operation).subscribe({
        next: (result) => observer.next(result),
        error: (err: unknown) => {
          if (!(ServerError.is(err) && err.statusCode === 400) || operation.getContext().alone === true) return observer.error(err);
          operation.setContext({ alone: true });
          sub = forward(operation).subscribe(observer);
        },
        complete: () => observer.complete(),
      });
      return () => sub.unsubscribe();
    }),
  );
  // The batch's answers reach their operations in one task (the link hands them all over at once),
  // and each one's cache write, broadcast and renders would pile up in it: each answer is handed
  // over in a task of its own, in order (`Me` first), so the main thread can paint in between.
  const oneTaskEach = new ApolloLink((operation, forward) =>
    new Observable((observer) => {
      const later = (f: () => void) => void setTimeout(f, 0);
      const sub = forward(operation).subscribe({
        next: (result) => later(() => observer.next(result)),
        error: (err: unknown) => later(() => observer.error(err)),
        complete: () => later(() => observer.complete()),
      });
      return () => sub.unsubscribe();
    }),
  );
  // the boot script's request, sent from the signed-in shell's head, answers what it asked (decision 092)
  return ApolloLink.from([oneTaskEach, aloneIfRefused, earlyFirstScreenLink(), ApolloLink.split((op) => op.getContext().alone === true, single, batch)]);
}

interface Connection {
  edges: Array<{ cursor: string }>;
}

/**
 * A cursor-paged connection field: a first page replaces the list, a page fetched `after` a cursor
 * is appended after that cursor (so a page loaded twice is not listed twice).
 */
export function cursorPaged(keyArgs: string[] | false): FieldPolicy<Connection> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const after = typeof args?.after === 'string' ? args.after : null;
      if (!existing || !after) return incoming;
      const at = existing.edges.findIndex((e) => e.cursor === after);
      const head = at >= 0 ? existing.edges.slice(0, at + 1) : existing.edges;
      return { ...incoming, edges: [...head, ...incoming.edges] };
    },
  };
}

/**
 * A connection paged towards older items with `before` (chat messages, newest first): a first page
 * replaces the list, an older page is appended after its cursor; a node listed twice (a live
 * message that was also on a page) is kept once.
 */
export function olderPaged(keyArgs: string[] | false): FieldPolicy<Connection> {
  return {
    keyArgs,
    merge(existing, incoming, { args, readField }) {
      const before = typeof args?.before === 'string' ? args.before : null;
      if (!existing || !before) return incoming;
      const at = existing.edges.findIndex((e) => e.cursor === before);
      const head = at >= 0 ? existing.edges.slice(0, at + 1) : existing.edges;
      const held = new Set(head.map((e) => readField<string>('id', (e as unknown as { node: Reference }).node)));
      const older = incoming.edges.filter((e) => !held.has(readField<string>('id', (e as unknown as { node: Reference }).node)));
      return { ...incoming, edges: [...head, ...older] };
    },
  };
}

/**
 * Resolves once the page has loaded and the browser has an idle moment (at most 1.5 s later; at once
 * where there is no window): the socket's code, its connection and the first events of the streams
 * a page opens at start come after the page's own requests and first renders (decision 071: on a
 * phone they competed with them). The streams lose nothing: each resumes from the event id its
 * page's query returned, or opens with the current state (presence).
 */
function afterLoadIdle(): Promise<void> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return Promise.resolve();
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((done) => window.addEventListener('load', () => done(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((done) => {
        if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => done(), { timeout: 1500 });
        else window.setTimeout(done, 200);
      }),
  );
}

/**
 * A graphql-ws client that downloads graphql-ws on the first subscription, not on the first visit
 * (decision 035: a visitor on / subscribes to nothing). GraphQLWsLink only calls `subscribe`. The
 * `graphql-ws/client` entry: the package's index also holds its server, and with it graphql-js's
 * executor and validator (~120 KB raw, a 0.5 s task on a phone; decision 071).
 */
function lazyWsClient(url: string): Client & { isOpen(): boolean } {
  let client: Promise<[Client, typeof import('./ws-resume').resumeAfterLastEvent]> | null = null;
  // acknowledged and not closed since: a hot write may ride it (`overSocket`)
  let open = false;
  const load = () =>
    (client ??= afterLoadIdle()
      .then(() => Promise.all([import('graphql-ws/client'), import('./ws-resume')]))
      .then(([{ createClient }, { resumeAfterLastEvent }]) => [
      // a reconnect after a drop is told to the features that hold live state (lib/socket-events)
      createClient({
        url,
        lazy: true,
        retryAttempts: 5,
        on: {
          connected: (_socket, _payload, wasRetry) => {
            open = true;
            if (wasRetry) emitSocketReconnected();
          },
          closed: () => void (open = false),
        },
      }),
      resumeAfterLastEvent,
    ]));
  const subscribe: Client['subscribe'] = (payload, sink) => {
    let cancel: (() => void) | null = null;
    let cancelled = false;
    load().then(
      ([c, resumeAfterLastEvent]) => {
        const resumable = resumeAfterLastEvent(payload, sink);
        if (!cancelled) cancel = c.subscribe(resumable.payload, resumable.sink);
      },
      (err: unknown) => sink.error(err),
    );
    return () => {
      cancelled = true;
      cancel?.();
    };
  };
  return { subscribe, isOpen: () => open } as Partial<Client> as Client & { isOpen(): boolean };
}

/** What `overSocket` reads of an operation. */
interface Routed {
  readonly operationType?: OperationTypeNode;
  getContext(): Record<string, unknown>;
}

/**
 * Does `op` ride the live socket rather than HTTP (decisions 098, 103)? A subscription always; an
 * operation asked with `context: { viaSocket: true }` (a call's signals) always; a hot write asked
 * with `context: { socketWhenOpen: true }` (a chat message, a post without images) when the socket is
 * open and the browser online — it then costs the api no HTTP request, cookie or session read of its
 * own — and over HTTP otherwise (the socket not open yet, dropped, or the device offline: a socket
 * can look open for a while after the network went, and a write must fail fast to be retried).
 */
export function overSocket(op: Routed, socketOpen: () => boolean, online = () => typeof navigator === 'undefined' || navigator.onLine !== false): boolean {
  if (op.operationType === OperationTypeNode.SUBSCRIPTION) return true;
  const context = op.getContext();
  if (context.viaSocket === true) return true;
  return context.socketWhenOpen === true && op.operationType === OperationTypeNode.MUTATION && socketOpen() && online();
}

/** A cursor-paged field whose first page carries `field` (null on later pages): appending keeps it. */
export function keepFirstPageField(policy: FieldPolicy<Connection>, field: string): FieldPolicy<Connection> {
  const merge = policy.merge as (existing: Connection | undefined, incoming: Connection, options: { args: Record<string, unknown> | null }) => Connection;
  return {
    ...policy,
    merge(existing, incoming, options) {
      const merged = merge(existing, incoming, options as never);
      const after = typeof options.args?.after === 'string';
      return after && existing ? { ...merged, [field]: (existing as unknown as Record<string, unknown>)[field] ?? null } : merged;
    },
  };
}

export function createApolloClient(options: ApolloClientOptions = {}): ApolloClient {
  const httpUrl = options.httpUrl ?? defaultHttpUrl();
  const wsUrl = options.wsUrl === undefined ? defaultWsUrl() : options.wsUrl;

  const errorLink = new ErrorLink(({ error }) => {
    if (
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((e) => e.extensions?.code === ErrorCode.UNAUTHENTICATED)
    ) {
      options.onUnauthenticated?.();
    }
  });

  const single = createTransportLink(httpUrl);
  const http = ApolloLink.split((op) => op.getContext().firstScreen === true, createFirstScreenLink(httpUrl, single), single);
  // The session cookie rides on the WebSocket upgrade; the socket opens on the first subscription.
  const ws = !options.subscriptionLink && wsUrl ? lazyWsClient(wsUrl) : null;
  const subscriptions = options.subscriptionLink ?? (ws ? new GraphQLWsLink(ws) : null);
  // A call's signals and, while the socket is open, a chat message or a text post ride it too
  // (`overSocket`: decisions 098, 103): no HTTP request each, no wait for one of the browser's six
  // connections. The api guards a socket's mutation as an HTTP one (origin at the upgrade, session,
  // admission, limits). A test's own subscription link takes subscriptions only.
  const transport = subscriptions
    ? ApolloLink.split((op) => (ws ? overSocket(op, ws.isOpen) : op.operationType === OperationTypeNode.SUBSCRIPTION), subscriptions, http)
    : http;

  return new ApolloClient({
    // a refusal as busy (HTTP 503/429 + Retry-After, UNAVAILABLE on the socket) is tried again
    // with backoff when safe to repeat; the page shows "Busy, retrying…" meanwhile (decision 060)
    link: ApolloLink.from([errorLink, busyRetryLink(options.busyRetry), transport]),
    cache: new InMemoryCache({
      typePolicies: options.typePolicies ?? defaultTypePolicies,
    }),
  });
}

/**
 * Takes one node (by id) out of a cached connection field of Query, e.g. an answered request
 * leaving 'Request' (pools-and-squads.md §4: confirmed or deleted requests are removed).
 */
export function dropFromConnection(client: ApolloClient, field: string, typename: string, id: string) {
  client.cache.modify<Record<string, unknown>>({
    fields: {
      [field]: (existing: unknown, { readField }) => {
        const conn = existing as { edges?: Array<{ node: Reference }> } | undefined;
        if (!conn?.edges) return existing;
        return { ...conn, edges: conn.edges.filter((e) => !(readField('__typename', e.node) === typename && readField('id', e.node) === id)) };
      },
    },
  });
}
