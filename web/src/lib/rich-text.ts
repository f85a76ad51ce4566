/**
 * The comment box's content as HTML (pools-and-squads.md §5 "Comments"): whatever the browser's
 * contenteditable made of it (divs, p, br, b/i, lists…) becomes lines as `<p>` plus the few inline
 * tags the server keeps; leading and trailing empty lines are stripped. The server sanitises again
 * (DECISIONS.md "Discussion"); this only keeps what is sent tidy and comparable.
 */

type Block = { kind: 'line'; html: string } | { kind: 'raw'; html: string };

const INLINE_TAG: Record<string, string> = {
  B: 'strong',
  STRONG: 'strong',
  I: 'em',
  EM: 'em',
  U: 'u',
  S: 's',
  STRIKE: 's',
  DEL: 's',
  CODE: 'code',
};

const LINE_BLOCKS = new Set(['DIV', 'P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER']);
const SAFE_LINK = /^(https?:|mailto:)/i;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** One inline node: text, a kept inline tag, a safe link; anything else gives its content. */
function inlineNode(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return escapeHtml(node.textContent ?? '');
  if (!(node instanceof Element)) return '';
  if (node.tagName === 'BR') return '<br>';
  const inner = inlineHtml(node);
  const tag = INLINE_TAG[node.tagName];
  if (tag) return inner ? `<${tag}>${inner}</${tag}>` : '';
  if (node.tagName === 'A') {
    const href = node.getAttribute('href')?.trim() ?? '';
    return SAFE_LINK.test(href) ? `<a href="${escapeHtml(href)}">${inner}</a>` : inner;
  }
  return inner;
}

/** Inline content of a node; line breaks stay `<br>`. */
function inlineHtml(node: Node): string {
  return [...node.childNodes].map(inlineNode).join('');
}

function listHtml(list: Element): string {
  const tag = list.tagName === 'OL' ? 'ol' : 'ul';
  const items = [...list.children]
    .filter((li) => li.tagName === 'LI')
    .map((li) => `<li>${inlineHtml(li)}</li>`)
    .join('');
  return items ? `<${tag}>${items}</${tag}>` : '';
}

/** Splits a container into lines: `<br>` ends a line, a div/p is a line of its own. */
function collect(container: Node, blocks: Block[]) {
  let current: string | null = null;
  const end = () => {
    if (current !== null) blocks.push({ kind: 'line', html: current });
    current = null;
  };
  for (const child of container.childNodes) {
    if (child instanceof Element && LINE_BLOCKS.has(child.tagName)) {
      end();
      const before = blocks.length;
      collect(child, blocks);
      if (blocks.length === before) blocks.push({ kind: 'line', html: '' });
    } else if (child instanceof Element && (child.tagName === 'UL' || child.tagName === 'OL')) {
      end();
      const html = listHtml(child);
      if (html) blocks.push({ kind: 'raw', html });
    } else if (child instanceof Element && (child.tagName === 'BLOCKQUOTE' || child.tagName === 'PRE')) {
      end();
      const tag = child.tagName.toLowerCase();
      const inner = child.tagName === 'PRE' ? escapeHtml(child.textContent ?? '') : inlineHtml(child);
      if (inner.trim()) blocks.push({ kind: 'raw', html: `<${tag}>${inner}</${tag}>` });
    } else if (child instanceof Element && child.tagName === 'BR') {
      blocks.push({ kind: 'line', html: current ?? '' });
      current = null;
    } else if (child.nodeType === Node.TEXT_NODE || child instanceof Element) {
      current = (current ?? '') + inlineNode(child);
    }
  }
  end();
}

/** A line with no visible text (tags such as `<strong><br></strong>` included). */
const isBlank = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;|[\s\u00a0\u200b]/g, '') === '';

/** The editor's content as the HTML to send; '' when there is nothing but empty lines. */
export function editorHtml(root: Node): string {
  const blocks: Block[] = [];
  collect(root, blocks);
  let start = 0;
  let stop = blocks.length;
  while (start < stop && blocks[start].kind === 'line' && isBlank(blocks[start].html)) start++;
  while (stop > start && blocks[stop - 1].kind === 'line' && isBlank(blocks[stop - 1].html)) stop--;
  return blocks
    .slice(start, stop)
    .map((b) => (b.kind === 'raw' ? b.html : `<p>${isBlank(b.html) ? '<br>' : b.html}</p>`))
    .join('');
}

/** True when the editor holds no visible text (Post stays disabled). */
export function editorIsEmpty(root: Node): boolean {
  return (root.textContent ?? '').replace(/[\s\u00a0\u200b]/g, '') === '';
}

/**
 * Inserts plain text at the caret (paste): the browser's own insertText keeps undo working; where
 * that is missing (tests, old engines) the text goes in through a Range, line breaks as `<br>`.
 */
export function insertPlainText(root: HTMLElement, text: string) {
  const doc = root.ownerDocument;
  const selection = doc.getSelection();
  const inside = !!selection && selection.rangeCount > 0 && root.contains(selection.getRangeAt(0).commonAncestorContainer);
  if (inside && typeof doc.execCommand === 'function') {
    try {
      if (doc.execCommand('insertText', false, text)) return;
    } catch {
      // fall through to the Range
    }
  }
  const range = inside && selection ? selection.getRangeAt(0) : doc.createRange();
  if (!inside) {
    range.selectNodeContents(root);
    range.collapse(false);
  }
  range.deleteContents();
  const fragment = doc.createDocumentFragment();
  text.split('\n').forEach((line, i) => {
    if (i > 0) fragment.append(doc.createElement('br'));
    if (line) fragment.append(doc.createTextNode(line));
  });
  const last = fragment.lastChild;
  range.insertNode(fragment);
  if (last && selection) {
    range.setStartAfter(last);
    range.collapse(true);
    selection.removeAllRanges();
    selection.addRange(range);
  }
}
