import type { RenderedMail } from '../../platform/mailer.js';
import type { SquadNews } from './digest.content.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const more = (shown: number, total: number) => (total > shown ? ` (and ${total - shown} more)` : '');
/** Only http(s) links become links in the HTML part. */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : null);

export interface DigestMailInput {
  username: string;
  weekly: boolean;
  squads: SquadNews[];
  base: string;
  unsubscribeUrl: string;
}

function textOf(s: SquadNews, url: string): string {
  const lines = [`== ${s.title} ==`, url];
  if (s.postCount) lines.push('', `Posted${more(s.posts.length, s.postCount)}:`, ...s.posts.map((p) => `- ${p.author}: ${p.line}`));
  if (s.takeawayCount) lines.push('', `Takeaways${more(s.takeaways.length, s.takeawayCount)}:`, ...s.takeaways.map((k) => `- ${k.author}: ${k.text}`));
  if (s.resourceCount) lines.push('', `Resources shared${more(s.resources.length, s.resourceCount)}:`, ...s.resources.map((r) => `- ${r.author}: ${r.name} <${r.url}>`));
  if (s.checkedIn.length) lines.push('', `Checked in: ${s.checkedIn.join(', ')}`);
  lines.push('', `Squad streak: ${plural(s.squadStreak, 'day', 'days')} · yours: ${plural(s.myStreak, 'day', 'days')}`);
  return lines.join('\n');
}

const h3 = (t: string) => `<h4 style="margin:12px 0 4px;font-size:14px;color:#5c6478">${esc(t)}</h4>`;
const list = (items: string[]) => `<ul style="margin:0;padding-left:20px">${items.map((i) => `<li style="margin:2px 0">${i}</li>`).join('')}</ul>`;

function htmlOf(s: SquadNews, url: string): string {
  let out = `<h3 style="margin:20px 0 4px;font-size:16px"><a href="${esc(url)}" style="color:#3b5bdb;text-decoration:none">${esc(s.title)}</a></h3>`;
  if (s.postCount) out += h3(`Posted${more(s.posts.length, s.postCount)}`) + list(s.posts.map((p) => `<strong>${esc(p.author)}</strong>: ${esc(p.line)}`));
  if (s.takeawayCount) out += h3(`Takeaways${more(s.takeaways.length, s.takeawayCount)}`) + list(s.takeaways.map((k) => `<strong>${esc(k.author)}</strong>: ${esc(k.text)}`));
  if (s.resourceCount) {
    out += h3(`Resources shared${more(s.resources.length, s.resourceCount)}`);
    out += list(s.resources.map((r) => `<strong>${esc(r.author)}</strong>: ${safeUrl(r.url) ? `<a href="${esc(r.url)}">${esc(r.name)}</a>` : esc(r.name)}`));
  }
  if (s.checkedIn.length) out += `<p style="margin:8px 0 0">Checked in: ${esc(s.checkedIn.join(', '))}</p>`;
  out += `<p style="margin:8px 0 0;color:#5c6478">Squad streak: <strong>${plural(s.squadStreak, 'day', 'days')}</strong> · yours: ${plural(s.myStreak, 'day', 'days')}</p>`;
  return out;
}

/** The digest: one section per squad with news; an HTML and a plain-text part; RFC 8058 one-click unsubscribe headers. */
export function digestMail(m: DigestMailInput): RenderedMail {
  const period = m.weekly ? 'this week' : 'today';
  const subject = m.squads.length === 1 ? `Your squad digest: ${m.squads[0].title}` : `Your squad digest: ${m.squads.length} squads`;
  const url = (s: SquadNews) => `${m.base}/homepage/active/${s.topicId}`;
  const settings = `${m.base}/homepage/setting/digest`;
  const text =
    `Hi ${m.username},\n\nWhat your squads did since your last digest (${period}'s digest):\n\n` +
    m.squads.map((s) => textOf(s, url(s))).join('\n\n') +
    `\n\n--\nChange how often you get this: ${settings}\nUnsubscribe: ${m.unsubscribeUrl}\n`;
  const html = `<!doctype html><html><body style="margin:0;background:#f4f6fb;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1d2433">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:12px;padding:32px">
<tr><td><h1 style="margin:0 0 8px;font-size:20px;color:#3b5bdb">Poolmates</h1><h2 style="margin:0 0 8px;font-size:17px">Your squad digest</h2>
<p style="margin:0">Hi ${esc(m.username)}, here is what your squads did since your last digest.</p>
${m.squads.map((s) => htmlOf(s, url(s))).join('\n')}
<p style="margin:28px 0 0;font-size:12px;color:#6b7385"><a href="${esc(settings)}" style="color:#6b7385">Change how often you get this</a> · <a href="${esc(m.unsubscribeUrl)}" style="color:#6b7385">Unsubscribe</a></p></td></tr></table></td></tr></table></body></html>`;
  return {
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${m.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
