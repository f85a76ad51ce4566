import type { Request, Response } from 'express';
import type { AppDeps } from '../../platform/context.js';
import { MailMessage } from './mail-message.entity.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Dev only (no SMTP_URL): the last 50 mails, so a newcomer can read OTP codes without a mail server. */
export function devOutboxPage(deps: AppDeps) {
  return async (_req: Request, res: Response) => {
    const mails = await deps.orm.em.fork().find(MailMessage, {}, { orderBy: { createdAt: 'desc' }, limit: 50 });
    const rows = mails
      .map((m) => `<article><h2>${esc(m.subject)}</h2><p class="meta">to ${esc(m.to)} · ${m.createdAt.toISOString()} · ${m.status}</p><pre>${esc(m.text)}</pre></article>`)
      .join('\n');
    res.type('html').setHeader('Cache-Control', 'no-store');
    res.send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev outbox · Poolmates</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1d2433}h1{color:#3b5bdb}article{border:1px solid #dde2ee;border-radius:10px;padding:1rem;margin:1rem 0}h2{font-size:1rem;margin:0}.meta{color:#6b7385;font-size:.85rem;margin:.25rem 0}pre{white-space:pre-wrap;background:#f4f6fb;padding:.75rem;border-radius:8px}</style></head>
<body><h1>Dev outbox</h1><p>Mail is not configured (<code>SMTP_URL</code> is unset), so messages land here and in the server log.</p>${rows || '<p>No mail yet.</p>'}</body></html>`);
  };
}
