import { LIMITS, MSG } from '@poolmates/schema';
import { htmlText, sanitizeHtml, trimEmptyLines } from '../../platform/sanitize.js';
import { postInput } from './post.errors.js';

/** Markup or text, one token at a time (each match consumes input: linear). */
const TOKEN = /<[^>]*>?|[^<]+/g;
/** A bare address in escaped text: http(s)://… or www.…, up to a space or markup. */
const URL = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
/** What ends a sentence rather than an address. */
const TRAILING = /[.,;:!?)\]}]+$|&(?:quot|apos|#39|gt|lt);?$/i;

/**
 * "URLs in text become links opening in a new tab" (active-topic.md §5): bare http(s):// and www.
 * addresses in the text of sanitised HTML become `<a href target=_blank rel="noopener noreferrer">`;
 * text already inside a link is left alone. The input is the sanitiser's output, so text is escaped
 * (`&amp;` stays `&amp;` in the href, which is how HTML writes `&` in an attribute).
 */
export function linkify(html: string): string {
  let inLink = 0;
  const out: string[] = [];
  for (const token of html.match(TOKEN) ?? []) {
    if (token.startsWith('<')) {
      if (/^<a[\s>]/i.test(token)) inLink++;
      else if (/^<\/a>/i.test(token)) inLink = Math.max(0, inLink - 1);
      out.push(token);
    } else if (inLink) {
      out.push(token);
    } else {
      out.push(
        token.replace(URL, (match) => {
          const tail = TRAILING.exec(match)?.[0] ?? '';
          const url = match.slice(0, match.length - tail.length);
          if (!url || /^www\.$/i.test(url)) return match;
          const href = /^www\./i.test(url) ? `https://${url}` : url;
          return `<a href="${href}" target="_blank" rel="noopener noreferrer">${url}</a>${tail}`;
        }),
      );
    }
  }
  return out.join('');
}

/**
 * A post's HTML on write: the comment allowlist (sanitiser), empty lines trimmed, bare addresses
 * linked; `''` when there is no visible text (a post of images only). Over 64,000 characters is
 * refused with the spec's alert (checked on the sanitised HTML, before the links are added).
 */
export function cleanPostHtml(html: string): { html: string; text: string } {
  if (html.length > LIMITS.postHtmlMax * LIMITS.htmlRawFactor) throw postInput('html', MSG.postTooLong);
  const clean = trimEmptyLines(sanitizeHtml(html));
  if (clean.length > LIMITS.postHtmlMax) throw postInput('html', MSG.postTooLong);
  const text = htmlText(clean);
  if (!text) return { html: '', text: '' };
  return { html: linkify(clean), text };
}
