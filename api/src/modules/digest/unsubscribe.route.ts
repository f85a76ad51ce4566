import { MSG } from '@poolmates/schema';
import express, { Router, type Request, type Response } from 'express';
import type { AppDeps } from '../../platform/context.js';
import { escHtml as esc, htmlPage as page, pageErrors, refusal, wantsPage } from '../../platform/html-page.js';
import { UNSUBSCRIBE_PATH } from './digest.job.js';
import { digestService } from './digest.service.js';

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
    if (!token) return refusal(req, res, 400, 'Link incomplete', MSG.digestUnsubscribeInvalid);
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
    if (!ok) return refusal(req, res, 400, 'Cannot unsubscribe', MSG.digestUnsubscribeInvalid);
    // an API client that asked for JSON gets it; a browser and the mail provider's POST get the page
    if (!wantsPage(req) && req.get('accept')?.includes('json')) return void res.json({ ok: true, message: MSG.digestUnsubscribed });
    page(res, 200, 'Unsubscribed', `<p>${esc(MSG.digestUnsubscribed)}</p>`);
  });
  // any other method: 405 naming the two it takes (was the app's JSON 404)
  router.all(UNSUBSCRIBE_PATH, (req: Request, res: Response) => {
    res.setHeader('Allow', 'GET, POST');
    refusal(req, res, 405, 'Not available', MSG.digestUnsubscribeInvalid);
  });
  router.use(UNSUBSCRIBE_PATH, pageErrors);
  return router;
}
