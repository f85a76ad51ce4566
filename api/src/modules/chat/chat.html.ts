import { LIMITS, MSG } from '@poolmates/schema';
import { userInput } from '../../platform/errors.js';
import { sanitizeHtml } from '../../platform/sanitize.js';
import { linkify } from '../posts/post.html.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A chat message as typed → its stored HTML. Chat is text only (active-topic.md "text only with
 * links made clickable"): what was typed is escaped (typed markup shows as typed), line breaks
 * become `<br>`, bare addresses become links opening in a new tab (the feed's `linkify`), and the
 * result goes through the comment sanitiser like every stored HTML. 1–2000 characters after
 * trimming, else a precise BAD_USER_INPUT.
 */
export function chatText(raw: string): { text: string; html: string } {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (!text) throw userInput('text', MSG.chatEmpty);
  if ([...text].length > LIMITS.chatMessageMax) throw userInput('text', MSG.chatTooLong);
  const html = sanitizeHtml(linkify(esc(text).replace(/\n/g, '<br>')), 'text');
  return { text, html };
}
