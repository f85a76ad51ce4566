import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

/**
 * GraphQL over HTTP: Apollo Server behind Express, as `@as-integrations/express5` does it, minus
 * what it cost per request for nothing (decision 045): the legacy `url.parse` of the whole URL to
 * find the query string (~1 % of a page), and Express's `res.send` (type sniffing, ETag and
 * freshness checks — ETag is off for the API anyway) for a body Apollo has already serialised
 * with its content type. Incremental delivery (a streamed body) is written chunk by chunk as before.
 */
export function graphqlHttp<C extends BaseContext>(server: ApolloServer<C>, context: (req: Request, res: Response) => Promise<C>): RequestHandler {
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
      const response = await server.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: q < 0 ? '' : req.url.slice(q), body: req.body },
        context: () => context(req, res),
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
