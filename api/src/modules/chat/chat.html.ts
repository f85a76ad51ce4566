import { LIMITS, MSG } from '@poolmates/schema';
import { userInput } from '../../platform/errors.js';
import { sanitizeHtml } from '../../platform/sanitize.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** A bare address in typed text: http(s)://… or www.…, up to a space, a quote or an angle bracket. */
const URL = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
/** What ends a sentence rather than an address. */
const TRAILING = /[.,;:!?)\]}]+$/;

/** Escaped text with its addresses as links opening in a new tab, line breaks as `<br>`. */
function linked(text: string): string {
  let out = '';
  let at = 0;
  for (const m of text.matchAll(URL)) {
    const tail = TRAILING.exec(m[0])?.[0] ?? '';
    const url = m[0].slice(0, m[0].length - tail.length);
    if (!url || /^www\.$/i.test(url)) continue;
    const href = /^www\./i.test(url) ? `https://${url}` : url;
    out += esc(text.slice(at, m.index)) + `<a href="${esc(href)}" target="_blank" rel="noopener noreferrer">${esc(url)}</a>`;
    at = m.index + url.length;
  }
  return (out + esc(text.slice(at))).replace(/\n/g, '<br>');
}

/**
 * A chat message as typed → its stored HTML. Chat is text only (issue 13: "text only with links
 * made clickable"): what was typed is escaped (typed markup shows as typed), line breaks become
 * `<br>`, bare http(s)/www addresses become links opening in a new tab, and the result goes through
 * the comment sanitiser like every stored HTML. 1–2000 characters after trimming, else a precise
 * BAD_USER_INPUT on `text`.
 */
export function chatText(raw: string): { text: string; html: string } {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (!text) throw userInput('text', MSG.chatEmpty);
  if ([...text].length > LIMITS.chatMessageMax) throw userInput('text', MSG.chatTooLong);
  return { text, html: sanitizeHtml(linked(text), 'text') };
}
