import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/** DECISIONS.md "Discussion": the only tags user HTML may keep. */
const ALLOWED_TAGS = ['p', 'br', 'a', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre'];
const SAFE_HREF = /^(?:https?:|mailto:)/i;

const { window } = new JSDOM('');
const purify = createDOMPurify(window as never);
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const href = node.getAttribute('href')?.trim() ?? '';
  if (!SAFE_HREF.test(href)) node.removeAttribute('href');
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * User HTML (comments, replies, posts) on write: the allowlist of DECISIONS.md, links only
 * http/https/mailto opened in a new tab with rel=noopener noreferrer, nothing else survives (no
 * attributes but a link's href, no styles, no SVG/MathML, no comments).
 */
export function sanitizeHtml(html: string): string {
  return purify
    .sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'target', 'rel'], ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false, KEEP_CONTENT: true })
    .trim();
}

/** The text a person would see (for emptiness checks and notification snippets). */
export function htmlText(html: string): string {
  const template = window.document.createElement('template');
  template.innerHTML = html.replace(/<br\s*\/?>/gi, ' ').replace(/<\/(p|li|blockquote|pre)>/gi, ' ');
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').replace(/\u00a0/g, ' ').trim();
}

/**
 * Comments (pools-and-squads.md §5): leading and trailing empty lines are stripped — empty
 * paragraphs and line breaks at either end of the sanitised HTML.
 */
export function trimEmptyLines(html: string): string {
  const edge = '(?:<p>(?:\\s|&nbsp;|<br\\s*/?>)*</p>|<br\\s*/?>|\\s|&nbsp;)+';
  return html.replace(new RegExp(`^${edge}`, 'i'), '').replace(new RegExp(`${edge}$`, 'i'), '');
}
