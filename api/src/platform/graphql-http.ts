import { HeaderMap, type ApolloServer, type ApolloServerPlugin, type BaseContext } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';

/** What is checked of a request's query text before Apollo parses it: with no session yet (cheap, by the largest bound), then with it. */
export interface TextGuard<C> {
  beforeSession(text: unknown, req: Request): GraphQLError | null;
  withSession(text: unknown, context: C): GraphQLError | null;
  format(error: GraphQLError): GraphQLFormattedError;
}

/** The query text of a GraphQL-over-HTTP request: the body's, or a GET's `query` parameter. */
const queryText = (req: Request, search: string): unknown => {
  if (req.method === 'GET' || req.method === 'HEAD') return search ? new URLSearchParams(search).get('query') : undefined;
  const body = req.body as unknown;
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as { query?: unknown }).query : undefined;
};

/** How a POSTed JSON array of operations (one HTTP request for a page's first screen, decision 083) is allowed. */
export interface BatchPolicy<C = BaseContext> {
  /** The most operations one request may carry. */
  max: number;
  /** Whether this request may batch at all (the app: a request with a session token). */
  allowed(req: Request): boolean;
  /**
   * Whether an operation's context (its session read) is a signed-in one. A token that names no
   * live session (made up, signed out, expired) passes `allowed` from the headers alone; its
   * operations are then refused, nothing run, and the batch answered as a visitor's.
   */
  signedIn?(context: C): boolean;
}

/** Marks the context of a batch's operation (a symbol key: Apollo copies the context per operation): the plugin below lets it run queries only. */
const IN_BATCH = Symbol('inBatch');
const inBatch = (ctx: object) => (ctx as { [IN_BATCH]?: true })[IN_BATCH] === true;

/**
 * Apollo plugin (Apollo serves HTTP only; the socket runs its own execute and subscribe): an
 * operation that came in a batch runs only if it is a query (the first screen's reads), a mutation
 * or a subscription there is refused before it executes, in its own answer; and a subscription
 * is refused on HTTP at all — executed as a query, its resolver met no event and the client got
 * "Internal server error" (found by the attacker's pass of 2026-11-28).
 */
export function batchQueriesOnlyPlugin(): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart({ contextValue }) {
      const batched = inBatch(contextValue);
      return {
        async didResolveOperation({ operation }) {
          if (batched && operation && operation.operation !== 'query') {
            throw new GraphQLError('A batch carries queries only.', { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
          }
          if (operation?.operation === 'subscription') {
            throw new GraphQLError(SUBSCRIPTION_OVER_HTTP, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
          }
        },
      };
    },
  };
}

/** The answer to a subscription sent over HTTP. */
export const SUBSCRIPTION_OVER_HTTP = 'Subscriptions run over the WebSocket at /graphql (the graphql-ws protocol), not over HTTP.';

/** A read's admission: its slot's release, or the refusal to answer (decision 090). */
export type ReadRefusal = { status: number; retryAfter: string; error: GraphQLFormattedError };
export type ReadAdmit = (() => void) | ReadRefusal;

type Answer =
  | { kind: 'complete'; status: number; headers: Iterable<[string, string]>; body: string }
  | { kind: 'chunked'; status: number; headers: Iterable<[string, string]>; chunks: AsyncIterable<string> };

const JSON_TYPE = 'application/json; charset=utf-8';
const refusal = (error: GraphQLFormattedError, status = 400): Answer => ({
  kind: 'complete',
  status,
  headers: [['content-type', JSON_TYPE]],
  body: JSON.stringify({ errors: [error] }),
});
const VISITOR_BATCH_MESSAGE = 'Operation batching is for signed-in requests only.';
/** A batch's operation whose session turned out to be no one's (see `BatchPolicy.signedIn`). */
const VISITOR_BATCH = refusal({ message: VISITOR_BATCH_MESSAGE, extensions: { code: 'BAD_REQUEST' } });
/** A batch's element that is not an object (an operation's body): its answer in the batch. */
const NOT_AN_OPERATION = refusal({ message: 'Each element of a batch is one operation: an object with its query.', extensions: { code: 'BAD_REQUEST' } });

/**
 * GraphQL over HTTP: Apollo Server behind Express, as `@as-integrations/express5` does it, minus
 * what it cost per request for nothing (decision 045): the legacy `url.parse` of the whole URL to
 * find the query string (~1 % of a page), and Express's `res.send` (type sniffing, ETag and
 * freshness checks — ETag is off for the API anyway) for a body Apollo has already serialised
 * with its content type. Incremental delivery (a streamed body) is written chunk by chunk as before.
 *
 * A POSTed array (with `batch`, decision 083): at most `batch.max` operations, queries only, each
 * answered exactly as if it had come alone — its own context (session read), text bounds, splice,
 * Apollo's validation and plugins — and the answers written as one JSON array in the same order.
 * Apollo's own batching (`allowBatchedHttpRequests`) is not used: it shares one context and skips
 * what runs here before Apollo.
 */
export function graphqlHttp<C extends BaseContext>(
  server: ApolloServer<C>,
  context: (req: Request, res: Response) => Promise<C>,
  guard?: TextGuard<C>,
  /** A read page's `data` as PostgreSQL wrote it, or null: Apollo answers (splice.ts, decision 066). */
  splice?: (req: Request, context: C, admit?: () => ReadAdmit | Promise<ReadAdmit>) => Promise<{ data: string; contentType: string } | { refused: ReadRefusal } | null>,
  batch?: BatchPolicy<C>,
  /**
   * Read admission for a spliced page (decision 090): a slot (its release) or a refusal's status,
   * Retry-After and error, synchronous when there is room. Apollo's answers take theirs in its plugin.
   */
  admitRead?: (ctx: C) => ReadAdmit | Promise<ReadAdmit>,
): RequestHandler {
  server.assertStarted('graphqlHttp()');

  /** One operation's answer; `req.body` is that operation's (in a batch, a view of the request with its element). */
  const answer = async (req: Request, res: Response, headers: HeaderMap, search: string, batched: boolean): Promise<Answer> => {
    // the text's bounds before Apollo parses (decision 052): a refusal costs a length or one
    // bounded lexer pass, and nothing of it is kept (Apollo's document store never sees it)
    let made: Promise<C> | undefined;
    const makeContext = () => {
      made ??= context(req, res).then((ctx) => {
        if (batched) (ctx as { [IN_BATCH]?: true })[IN_BATCH] = true;
        return ctx;
      });
      return made;
    };
    if (guard) {
      const text = queryText(req, search);
      let refused = guard.beforeSession(text, req);
      if (!refused) {
        // a context that cannot be made (the database is down) is Apollo's to answer, as before
        // the guard existed ("The database is unavailable", never an HTTP 500 from here)
        const ctx = await makeContext().catch(() => undefined);
        if (ctx) refused = guard.withSession(text, ctx);
        // a batch's token that names no one's session: before a spliced answer could go out
        if (ctx && !refused && batched && batch?.signedIn && !batch.signedIn(ctx)) return VISITOR_BATCH;
        if (ctx && !refused && splice) {
          // a read slot is taken only once the document is a spliced page about to run (a mutation,
          // or a document Apollo answers, takes none here: Apollo's plugin takes its own)
          const spliced = await splice(req, ctx, admitRead && (() => admitRead(ctx)));
          if (spliced !== null && 'refused' in spliced) {
            const slot = spliced.refused;
            return { kind: 'complete', status: slot.status, headers: [['content-type', JSON_TYPE], ['retry-after', slot.retryAfter]], body: JSON.stringify({ errors: [slot.error] }) };
          }
          // as Apollo writes a complete answer (its headers: the content type only)
          if (spliced !== null) return { kind: 'complete', status: 200, headers: [['content-type', spliced.contentType]], body: `{"data":${spliced.data}}\n` };
        }
      }
      if (refused) return refusal(guard.format(refused));
    }
    if (batched && batch?.signedIn) {
      const ctx = await makeContext().catch(() => undefined);
      if (ctx && !batch.signedIn(ctx)) return VISITOR_BATCH;
    }
    const response = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search, body: req.body },
      context: makeContext,
    });
    const status = response.status ?? 200;
    if (response.body.kind === 'complete') return { kind: 'complete', status, headers: response.headers, body: response.body.string };
    return { kind: 'chunked', status, headers: response.headers, chunks: response.body.asyncIterator };
  };

  return async (req, res, next) => {
    try {
      if (!('body' in req)) {
        res.status(500).send('`req.body` is not set: the json middleware must run before GraphQL.');
        return;
      }
      const headers = new HeaderMap();
      for (const [key, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      }
      const q = req.url.indexOf('?');
      const search = q < 0 ? '' : req.url.slice(q);
      if (batch && req.method === 'POST' && Array.isArray(req.body)) {
        await answerBatch(req, res, headers, search, batch);
        return;
      }
      const one = await answer(req, res, headers, search, false);
      for (const [key, value] of one.headers) res.setHeader(key, value);
      res.statusCode = one.status;
      if (one.kind === 'complete') {
        res.setHeader('Content-Length', Buffer.byteLength(one.body));
        res.end(req.method === 'HEAD' ? undefined : one.body);
        return;
      }
      for await (const chunk of one.chunks) {
        res.write(chunk);
        (res as Response & { flush?: () => void }).flush?.();
      }
      res.end();
    } catch (err) {
      next(err);
    }
  };

  async function answerBatch(req: Request, res: Response, headers: HeaderMap, search: string, policy: BatchPolicy<C>) {
    const ops = req.body as unknown[];
    const write = (status: number, body: string, extra: Iterable<[string, string]> = []) => {
      for (const [key, value] of extra) res.setHeader(key, value);
      res.status(status).setHeader('Content-Type', JSON_TYPE);
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.end(body);
    };
    if (!policy.allowed(req) || ops.length === 0 || ops.length > policy.max) {
      const message = policy.allowed(req) ? `A batch holds 1 to ${policy.max} operations.` : VISITOR_BATCH_MESSAGE;
      write(400, JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] }));
      return;
    }
    // answered as one JSON body each: no incremental delivery inside a batch
    headers.set('accept', 'application/json');
    const answers = await Promise.all(
      ops.map((op) => {
        // an element that is no operation (a nested array, null, a number): said as such, with no
        // session read for it (Apollo would answer "Operation batching disabled." or "POST body
        // missing, invalid Content-Type…", neither true of this request)
        if (op === null || typeof op !== 'object' || Array.isArray(op)) return Promise.resolve(NOT_AN_OPERATION);
        // the request as this operation alone would have made it: its body is the element
        const view = Object.create(req, { body: { value: op, enumerable: true } }) as Request;
        return answer(view, res, headers, search, true);
      }),
    );
    // a token that names no one's session: refused as a visitor's batch is (nothing ran)
    if (answers.some((a) => a === VISITOR_BATCH)) {
      write(400, JSON.stringify({ errors: [{ message: VISITOR_BATCH_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] }));
      return;
    }
    // a refusal as busy (decision 060) is the batch's: its status and Retry-After, so the client
    // tries again as it would for one request; any other status stays in its operation's answer
    const busy = answers.find((a) => a.status === 503 || a.status === 429);
    const retryAfter = busy ? [...busy.headers].filter(([key]) => key.toLowerCase() === 'retry-after') : [];
    const bodies = answers.map((a) => (a.kind === 'complete' ? a.body.trimEnd() : JSON.stringify({ errors: [{ message: 'Incremental delivery is not available in a batch.', extensions: { code: 'BAD_REQUEST' } }] })));
    write(busy?.status ?? 200, `[${bodies.join(',')}]`, retryAfter);
  }
}
