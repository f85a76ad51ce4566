import express, { Router, type Request, type Response } from 'express';
import { contextFromExpress, type AppDeps } from '../../platform/context.js';
import { escHtml as esc, htmlPage as page, pageErrors } from '../../platform/html-page.js';
import { UNDO_PATH, undoEmailChange } from './email-change.js';

const tokenOf = (v: unknown) => (typeof v === 'string' ? v.slice(0, 300) : '');

/**
 * The link in the "your email address was changed" mail (decision 020). GET only shows a button,
 * because mail scanners open links on their own; the POST it sends restores the old address and
 * signs every device out. The token itself is the credential (signed, single use, 7 days).
 */
export function emailUndoRouter(deps: AppDeps): Router {
  const router = Router();
  router.get(UNDO_PATH, (req: Request, res: Response) => {
    const t = tokenOf(req.query.t);
    if (!t) return page(res, 400, 'Link incomplete', '<p>This link is missing its code. Open it again from the mail.</p>');
    page(
      res,
      200,
      'Undo the email change?',
      `<p>This puts back the email address the change was made from, and signs out every device signed in to the account.</p>
<form method="post" action="${UNDO_PATH}"><input type="hidden" name="t" value="${esc(t)}"><button type="submit">Undo the change</button></form>`,
    );
  });
  router.post(UNDO_PATH, express.urlencoded({ extended: false, limit: '4kb' }), async (req: Request, res: Response) => {
    const ctx = await contextFromExpress(deps, req, res);
    const result = await undoEmailChange(ctx, tokenOf((req.body as Record<string, unknown> | undefined)?.t));
    if (!result.ok) return page(res, 410, 'Cannot undo the change', `<p>${esc(result.reason)}</p>`);
    page(
      res,
      200,
      'Your email address is back',
      `<p>Your account uses <strong>${esc(result.email)}</strong> again, and every device was signed out.</p>
<p>If you did not make the change, someone knew your password: sign in and choose a new one with “Forgot Password ?”.</p>
<p><a class="button" href="/signin">Sign in</a></p>`,
    );
  });
  router.use(UNDO_PATH, pageErrors);
  return router;
}
