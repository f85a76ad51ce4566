import { MSG } from '@poolmates/schema';
import express, { Router, type Request, type Response } from 'express';
import type { AppDeps } from '../../platform/context.js';
import { UNSUBSCRIBE_PATH } from './digest.job.js';
import { digestService } from './digest.service.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(res: Response, status: number, title: string, body: string): void {
  res.status(status).type('html').setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer'); // the token is in the address bar
  res.send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)} · Poolmates</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:520px;margin:3rem auto;padding:0 1rem;color:#1d2433}h1{font-size:1.4rem;color:#3b5bdb}button{font:inherit;background:#3b5bdb;color:#fff;border:0;border-radius:8px;padding:.6rem 1.2rem;cursor:pointer}</style></head>
<body><main><h1>${esc(title)}</h1>${body}</main></body></html>`);
}

const tokenOf = (v: unknown) => (typeof v === 'string' ? v.slice(0, 200) : '');

/**
 * The digest's unsubscribe link (RFC 8058, decision 062). GET only shows a button (mail scanners
 * open links on their own); the POST — the mail provider's one-click `List-Unsubscribe=One-Click`,
 * or that button — turns the digest off without a session. The token in the query is the credential.
 */
export function digestUnsubscribeRouter(deps: AppDeps): Router {
  const router = Router();
  router.get(UNSUBSCRIBE_PATH, (req: Request, res: Response) => {
    const token = tokenOf(req.query.token);
    if (!token) return page(res, 400, 'Link incomplete', `<p>${esc(MSG.digestUnsubscribeInvalid)}</p>`);
    page(
      res,
      200,
      'Unsubscribe from the squad digest?',
      `<p>You will stop getting the squad digest e-mail. Your squads and notifications stay as they are.</p>
<form method="post" action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
    );
  });
  router.post(UNSUBSCRIBE_PATH, express.urlencoded({ extended: false, limit: '1kb' }), async (req: Request, res: Response) => {
    const token = tokenOf(req.query.token) || tokenOf((req.body as Record<string, unknown> | undefined)?.token);
    const ok = await digestService.unsubscribe(deps.orm.em.fork(), deps.sessionSecret, token);
    if (!ok) return page(res, 400, 'Cannot unsubscribe', `<p>${esc(MSG.digestUnsubscribeInvalid)}</p>`);
    page(res, 200, 'Unsubscribed', `<p>${esc(MSG.digestUnsubscribed)}</p>`);
  });
  return router;
}
