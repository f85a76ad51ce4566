import { Parser } from 'htmlparser2';
import sanitize from 'sanitize-html';
import { LIMITS, MSG } from '@poolmates/schema';
import { userInput } from './errors.js';

/** DECISIONS.md "Discussion": the only tags user HTML may keep. */
const ALLOWED_TAGS = ['p', 'br', 'a', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre'];
const SAFE_HREF = /^(?:https?:|mailto:)/i;
/**
 * Elements whose content goes with them (DOMPurify's FORBID_CONTENTS, which the first sanitiser
 * used, plus xmp): their text is script, styles, foreign markup or metadata, never what a person
 * wrote. Not noscript: htmlparser2 reads its content as markup, so dropping it could swallow the
 * rest of a comment; that markup is sanitised like any other.
 */
const DROP_WITH_CONTENT = ['annotation-xml', 'audio', 'colgroup', 'desc', 'foreignobject', 'head', 'iframe', 'math', 'mi', 'mn', 'mo', 'ms', 'mtext', 'noembed', 'noframes', 'plaintext', 'script', 'style', 'svg', 'template', 'thead', 'title', 'video', 'xmp'];

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  // deeper input is refused first (rawHtmlProblem); this is a second bound, flattening the rest
  nestingLimit: LIMITS.htmlDepthMax,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? '';
      return { tagName, attribs: { ...(SAFE_HREF.test(href) ? { href } : {}), target: '_blank', rel: 'noopener noreferrer' } };
    },
  },
};

/** Markup for an HTML tokenizer: `<` then a letter (a tag, its name captured), `/` + letter (an end tag), `!` or `?`. */
const MARKUP = /<(\/?)([a-zA-Z][^\s/>]*)|<[!?]/g;
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/**
 * Why user HTML is refused before it is parsed, or null: 'tags' (more than LIMITS.htmlTagsMax: a
 * parser's work grows with them) or 'depth' (more than LIMITS.htmlDepthMax elements open at once:
 * htmlparser2's work per tag grows with the depth, and DOM sanitisers recurse on it). One scan
 * that keeps at most htmlDepthMax names: linear. The depth is read as a browser would for the
 * usual sloppiness (a `<li>` or `<p>` closes an open one; an end tag closes what it matches, a
 * stray one nothing). The raw length is the caller's to check first (it knows its field's limit).
 */
export function rawHtmlProblem(html: string): 'tags' | 'depth' | null {
  const open: string[] = [];
  let tags = 0;
  MARKUP.lastIndex = 0;
  for (let m = MARKUP.exec(html); m; m = MARKUP.exec(html)) {
    if (++tags > LIMITS.htmlTagsMax) return 'tags';
    if (!m[2]) continue; // a comment, doctype or processing instruction
    const name = m[2].toLowerCase();
    if (m[1]) {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
    } else if (!VOID.has(name)) {
      if ((name === 'li' || name === 'p') && open.at(-1) === name) open.pop();
      if (open.push(name) > LIMITS.htmlDepthMax) return 'depth';
    }
  }
  return null;
}

/**
 * User HTML (comments, replies, posts) on write: the allowlist of DECISIONS.md, links only
 * http/https/mailto opened in a new tab with rel=noopener noreferrer, nothing else survives (no
 * attributes but a link's href, no styles, no SVG/MathML, no comments). A streaming parse
 * (htmlparser2 under sanitize-html): linear in the input, no DOM, no recursion, so nested input
 * cannot stall the event loop or overflow the stack (DOMPurify on jsdom took seconds on 8,000
 * nested tags and overflowed the stack on more); input with too many tags or too deep is refused
 * first (a BAD_USER_INPUT error on `field`). Serialised as the DOM sanitiser did: `<br>` and
 * `&nbsp;`, so stored HTML keeps one form. Check the raw length before calling it.
 */
export function sanitizeHtml(html: string, field = 'html'): string {
  const problem = rawHtmlProblem(html);
  if (problem) throw userInput(field, problem === 'tags' ? MSG.htmlTooManyTags : MSG.htmlTooDeep);
  return sanitize(html, OPTIONS).trim().replaceAll('<br />', '<br>').replaceAll('\u00a0', '&nbsp;');
}

/** Line-breaking tags: the visible text has a space where they are. */
const BREAKS = new Set(['br', 'p', 'li', 'blockquote', 'pre']);

/** The text a person would see (for emptiness checks and notification snippets). One streaming pass. */
export function htmlText(html: string): string {
  const parts: string[] = [];
  const parser = new Parser({
    ontext: (text) => parts.push(text),
    onopentag: (name) => name === 'br' && parts.push(' '),
    onclosetag: (name) => name !== 'br' && BREAKS.has(name) && parts.push(' '),
  });
  parser.end(html);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Markup or text, one token at a time (each match consumes input: linear). */
const TOKEN = /<[^>]*>?|[^<]+/g;
const BLANK = /^(?:\s|&nbsp;)*$/i;
const BR = /^<br\s*\/?>$/i;
const isEmptyLine = (t: string) => BLANK.test(t) || BR.test(t);

/** `text` without its trailing spaces and `&nbsp;`s (a `…+$` regex would retry from every position). */
function trimBlankEnd(text: string): string {
  let end = text.length;
  for (;;) {
    if (end > 0 && /\s/.test(text[end - 1])) end -= 1;
    else if (end >= 6 && text.slice(end - 6, end).toLowerCase() === '&nbsp;') end -= 6;
    else return text.slice(0, end);
  }
}

/** How many tokens from `i` (stepping by `dir`) make one empty paragraph `<p>…</p>`, or 0. */
function emptyParagraph(tokens: string[], i: number, dir: 1 | -1): number {
  const [open, close] = dir === 1 ? ['<p>', '</p>'] : ['</p>', '<p>'];
  if (tokens[i]?.toLowerCase() !== open) return 0;
  for (let j = i + dir; j >= 0 && j < tokens.length; j += dir) {
    if (tokens[j].toLowerCase() === close) return Math.abs(j - i) + 1;
    if (!isEmptyLine(tokens[j])) return 0;
  }
  return 0;
}

/**
 * Comments (pools-and-squads.md §5): leading and trailing empty lines are stripped — empty
 * paragraphs, line breaks, spaces and `&nbsp;` at either end of the sanitised HTML. Token by
 * token (the regex it replaces backtracked quadratically on long runs of spaces).
 */
export function trimEmptyLines(html: string): string {
  const tokens = html.match(TOKEN) ?? [];
  let start = 0;
  let end = tokens.length; // exclusive
  const edge = (tail: boolean) => {
    for (;;) {
      if (start >= end) return;
      const i = tail ? end - 1 : start;
      const para = emptyParagraph(tokens, i, tail ? -1 : 1);
      if (para && para <= end - start) {
        if (tail) end -= para;
        else start += para;
      } else if (isEmptyLine(tokens[i])) {
        if (tail) end -= 1;
        else start += 1;
      } else if (!tokens[i].startsWith('<')) {
        // a text run that starts (or ends) blank: keep only its visible part
        tokens[i] = tail ? trimBlankEnd(tokens[i]) : tokens[i].replace(/^(?:\s|&nbsp;)+/i, '');
        return;
      } else return;
    }
  };
  edge(false);
  edge(true);
  return tokens.slice(start, end).join('');
}
