import type { ErrorRequestHandler, Request, Response } from 'express';

export const escHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A small page of our own for the doors a mail's link opens in a browser (the digest's unsubscribe,
 * the email-change undo). Not cached; no Referer leaves it (the token is in the address bar).
 */
export function htmlPage(res: Response, status: number, title: string, body: string): void {
  res.status(status).type('html').setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escHtml(title)} · Poolmates</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:520px;margin:3rem auto;padding:0 1rem;color:#1d2433}h1{font-size:1.4rem;color:#3b5bdb}button,.button{font:inherit;background:#3b5bdb;color:#fff;border:0;border-radius:8px;padding:.6rem 1.2rem;cursor:pointer;text-decoration:none;display:inline-block}</style></head>
<body><main><h1>${escHtml(title)}</h1>${body}</main></body></html>`);
}

/**
 * Whether the client asked for a page: a browser's navigation or form post names `text/html`
 * before `*\/*`. An API client (`Accept: application/json`, or none / `*\/*` as curl and fetch
 * send) keeps the JSON answer.
 */
export const wantsPage = (req: Request) => req.accepts(['json', 'html']) === 'html';

/** A refusal: a page with the title and message for a browser, `{ error }` JSON for an API client. */
export function refusal(req: Request, res: Response, status: number, title: string, message: string): void {
  if (wantsPage(req)) return htmlPage(res, status, title, `<p>${escHtml(message)}</p>`);
  res.status(status).setHeader('Cache-Control', 'no-store');
  res.json({ error: message });
}

const BODY_ERRORS: Record<string, [string, string]> = {
  'entity.too.large': ['Request too large', 'This request is too large. Open the link again from the mail.'],
  'encoding.unsupported': ['Request not understood', 'This request is in an encoding Poolmates does not read. Open the link again from the mail.'],
  'charset.unsupported': ['Request not understood', 'This request is in a character set Poolmates does not read. Open the link again from the mail.'],
  'entity.parse.failed': ['Request not understood', 'This request could not be read. Open the link again from the mail.'],
};

/** A mail-link door's own error handler: its body parser's refusals (413, 415, 400) answered as `refusal` does. */
export const pageErrors: ErrorRequestHandler = (err: Error & { status?: number; type?: string }, req, res, next) => {
  const status = err.status ?? 500;
  const known = err.type ? BODY_ERRORS[err.type] : undefined;
  if (res.headersSent || status >= 500 || !known) return next(err);
  refusal(req, res, status, known[0], known[1]);
};
