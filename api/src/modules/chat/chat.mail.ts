import type { RenderedMail } from '../../platform/mailer.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const SHOWN = 5;
const cut = (t: string) => (t.length > 300 ? `${t.slice(0, 299)}…` : t);

/** One email for a burst of unread messages from one person: the newest few, and where to answer. */
export function chatMailTemplate(from: string, texts: readonly string[], url: string): RenderedMail {
  const n = texts.length;
  const shown = texts.slice(-SHOWN).map(cut);
  const more = n > SHOWN ? n - SHOWN : 0;
  const subject = n === 1 ? `${from} sent you a message on Poolmates` : `${from} sent you ${n} messages on Poolmates`;
  const text = `${subject}.\n\n${shown.map((t) => `> ${t.replace(/\n/g, '\n> ')}`).join('\n\n')}${more ? `\n\n…and ${more} more.` : ''}\n\nRead and answer: ${url}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1d2433">
<h1 style="font-size:20px;color:#3b5bdb">Poolmates</h1><h2 style="font-size:17px">${esc(subject)}</h2>
${shown.map((t) => `<blockquote style="margin:8px 0;padding:8px 12px;border-left:3px solid #3b5bdb;white-space:pre-wrap">${esc(t)}</blockquote>`).join('')}
${more ? `<p>…and ${more} more.</p>` : ''}<p><a href="${esc(url)}" style="display:inline-block;background:#3b5bdb;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Read and answer</a></p></body></html>`;
  return { subject, text, html };
}
