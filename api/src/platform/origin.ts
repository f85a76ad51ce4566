import type { IncomingHttpHeaders } from 'node:http';
import { MSG } from '@poolmates/schema';
import type { Request, RequestHandler, Response } from 'express';
import type { Config } from './config.js';
import { refusal } from './html-page.js';

/** The Vite dev server (scripts/dev.mjs) proxies /graphql keeping the page's Origin. */
export const VITE_DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

export interface OriginPolicy {
  /** The origins our own pages have: PUBLIC_URL's, or loopback on the bound port when it is unset. */
  origins(): string[];
  /** Why a request (or WebSocket upgrade) must be refused as cross-site, or null when it may go on. */
  crossSite(headers: IncomingHttpHeaders): string | null;
  /**
   * The same for a GET that changes something (the legacy `GET /logout`, issue 26): a cross-site
   * navigation carries the Lax cookie and no Origin, so its `Referer` (when sent) must be ours too.
   */
  crossSiteGet(headers: IncomingHttpHeaders): string | null;
}

/**
 * One origin policy for every door (decision 017): graphql-ws at the upgrade, /graphql and the REST
 * shim on state-changing requests. A request is ours when its `Origin` is one of our origins and
 * its `Sec-Fetch-Site` (when sent) is `same-origin` or `none`. `same-site` is refused too: a sibling
 * subdomain or another port on the same host is someone else's page, yet SameSite=Lax cookies go
 * along. A request with neither header (curl, tests, legacy native clients, integrators) is not a
 * browser acting for someone else, and is let through.
 */
export function createOriginPolicy(config: Pick<Config, 'PUBLIC_URL' | 'NODE_ENV'>, boundPort: () => number): OriginPolicy {
  const fixed = config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).origin] : null;
  const dev = config.NODE_ENV === 'development' ? VITE_DEV_ORIGINS : [];
  // asked on every request (CSP, the cross-site check): kept per port, the same array until it changes
  let made: { port: number; list: string[] } | null = null;
  const origins = () => {
    if (fixed) return (made ??= { port: 0, list: [...fixed, ...dev] }).list;
    // unset PUBLIC_URL means "this machine": the names a browser on it may use for the port we listen on
    const port = boundPort();
    if (made?.port !== port) made = { port, list: [...['localhost', '127.0.0.1', '[::1]'].map((h) => `http://${h}:${port}`), ...dev] };
    return made.list;
  };
  return {
    origins,
    crossSite(headers) {
      const site = headers['sec-fetch-site'];
      if (site === 'cross-site' || site === 'same-site') return MSG.crossSiteRefused;
      const origin = headers.origin;
      // a page whose Referrer-Policy is no-referrer (the email-undo page) posts its own form with
      // `Origin: null`; the browser's Sec-Fetch-Site still says whose page it was
      if (origin === 'null' && site === 'same-origin') return null;
      if (origin !== undefined && !origins().includes(origin.toLowerCase())) return MSG.crossSiteRefused;
      return null;
    },
    crossSiteGet(headers) {
      const refused = this.crossSite(headers);
      if (refused) return refused;
      const referer = headers.referer;
      if (referer === undefined || headers['sec-fetch-site'] === 'same-origin') return null;
      if (!URL.canParse(referer)) return MSG.crossSiteRefused;
      return origins().includes(new URL(referer).origin.toLowerCase()) ? null : MSG.crossSiteRefused;
    },
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses state-changing requests (POST, PUT, PATCH, DELETE) that are cross-site; `respond` writes the door's own answer. */
export function refuseCrossSite(policy: OriginPolicy, respond: (req: Request, res: Response, message: string) => void): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const reason = policy.crossSite(req.headers);
    if (reason) return respond(req, res, reason);
    next();
  };
}

/** /graphql's answer: a GraphQL error with HTTP 403. */
export const graphqlRefusal = (_req: Request, res: Response, message: string) => {
  res.status(403).json({ errors: [{ message, extensions: { code: 'FORBIDDEN' } }] });
};

/** Any other route's answer: `{ error }` JSON, or a small page for a browser (a mail link's form posted from elsewhere). */
export const plainRefusal = (req: Request, res: Response, message: string) => refusal(req, res, 403, 'Request refused', message);
