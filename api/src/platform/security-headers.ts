import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { OriginPolicy } from './origin.js';

/**
 * CSP forbids inline script; styles may be inline (React style props). GraphiQL needs workers.
 * `connect-src` names our own WebSocket origins exactly (was `ws: wss:`, any host).
 */
export function csp(wsOrigins: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${wsOrigins.join(' ')}`.trim(),
    "worker-src 'self' blob:",
    "media-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Our origins as WebSocket origins: http → ws, https → wss. CSP host sources cannot name an IPv6
 * literal (Chromium logs "invalid source" for `ws://[::1]:4000` on every page, issue 10 e2e), so
 * those are left out: CSP 3's 'self' already matches ws(s) on the page's own host.
 */
export const wsOriginsOf = (origins: string[]) => origins.filter((o) => !o.includes('[')).map((o) => o.replace(/^http/, 'ws'));

export function securityHeaders(opts: { origins: OriginPolicy; hsts: boolean }): RequestHandler {
  let cached: { origins: string[]; value: string } | null = null;
  return (_req, res, next) => {
    // the origins are known once the server listens (PORT 0): computed on first use, then kept
    // (the policy answers the same array while they stay the same)
    const origins = opts.origins.origins();
    if (cached?.origins !== origins) cached = { origins, value: csp(wsOriginsOf(origins)) };
    res.setHeader('Content-Security-Policy', cached.value);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    // only behind https (PUBLIC_URL): a plain-http local start must not pin browsers to https
    if (opts.hsts) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

/** Answers with personal data (GraphQL, the REST shim) are never stored by a browser or a cache. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * /metrics is for the machine's own scrapers and benchmarks: loopback clients (as Express sees
 * them, after TRUST_PROXY), or anyone sending `Authorization: Bearer $METRICS_TOKEN` when it is set.
 */
export function metricsAccess(token: string | undefined): RequestHandler {
  const expected = token ? Buffer.from(`Bearer ${token}`) : null;
  return (req, res, next) => {
    if (LOOPBACK.test(req.ip ?? '')) return next();
    const given = Buffer.from(req.headers.authorization ?? '');
    if (expected && given.length === expected.length && timingSafeEqual(given, expected)) return next();
    res.status(403).type('text').send('Forbidden');
  };
}
