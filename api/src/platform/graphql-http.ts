import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';

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

/**
 * GraphQL over HTTP: Apollo Server behind Express, as `@as-integrations/express5` does it, minus
 * what it cost per request for nothing (decision 045): the legacy `url.parse` of the whole URL to
 * find the query string (~1 % of a page), and Express's `res.send` (type sniffing, ETag and
 * freshness checks — ETag is off for the API anyway) for a body Apollo has already serialised
 * with its content type. Incremental delivery (a streamed body) is written chunk by chunk as before.
 */
export function graphqlHttp<C extends BaseContext>(
  server: ApolloServer<C>,
  context: (req: Request, res: Response) => Promise<C>,
  guard?: TextGuard<C>,
  /** A read page's `data` as PostgreSQL wrote it, or null: Apollo answers (splice.ts, decision 066). */
  splice?: (req: Request, context: C) => Promise<{ data: string; contentType: string } | null>,
): RequestHandler {
  server.assertStarted('graphqlHttp()');
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
      // the text's bounds before Apollo parses (decision 052): a refusal costs a length or one
      // bounded lexer pass, and nothing of it is kept (Apollo's document store never sees it)
      let made: Promise<C> | undefined;
      if (guard) {
        const text = queryText(req, search);
        let refused = guard.beforeSession(text, req);
        if (!refused) {
          // a context that cannot be made (the database is down) is Apollo's to answer, as before
          // the guard existed ("The database is unavailable", never an HTTP 500 from here)
          const ctx = await (made = context(req, res)).catch(() => undefined);
          if (ctx) refused = guard.withSession(text, ctx);
          if (ctx && !refused && splice) {
            const spliced = await splice(req, ctx);
            if (spliced !== null) {
              // as Apollo writes a complete answer (its headers: the content type only)
              const body = `{"data":${spliced.data}}\n`;
              res.status(200).setHeader('Content-Type', spliced.contentType);
              res.setHeader('Content-Length', Buffer.byteLength(body));
              res.end(body);
              return;
            }
          }
        }
        if (refused) {
          const body = JSON.stringify({ errors: [guard.format(refused)] });
          res.status(400).setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Content-Length', Buffer.byteLength(body));
          res.end(body);
          return;
        }
      }
      const response = await server.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search, body: req.body },
        context: () => made ?? context(req, res),
      });
      for (const [key, value] of response.headers) res.setHeader(key, value);
      res.statusCode = response.status ?? 200;
      if (response.body.kind === 'complete') {
        const body = response.body.string;
        res.setHeader('Content-Length', Buffer.byteLength(body));
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      for await (const chunk of response.body.asyncIterator) {
        res.write(chunk);
        (res as Response & { flush?: () => void }).flush?.();
      }
      res.end();
    } catch (err) {
      next(err);
    }
  };
}
