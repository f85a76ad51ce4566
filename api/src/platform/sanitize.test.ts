import { describe, expect, it } from 'vitest';
import { FORBIDDEN_IN_STORED_HTML, XSS_CORPUS } from '../../test/xss-corpus.js';
import { htmlText, sanitizeHtml, trimEmptyLines } from './sanitize.js';

describe('sanitizeHtml (DECISIONS.md allowlist)', () => {
  it('keeps the allowed formatting and makes links open safely in a new tab', () => {
    const html = '<p>Hi <strong>there</strong> <em>you</em> <u>u</u> <s>s</s></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre><code>x = 1</code></pre><a href="https://example.com/a?b=1">l</a> <a href="mailto:a@b.c">m</a><br>';
    const out = sanitizeHtml(html);
    expect(out).toContain('<strong>there</strong>');
    expect(out).toContain('<ul><li>one</li></ul>');
    expect(out).toContain('<pre><code>x = 1</code></pre>');
    expect(out).toContain('<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer">l</a>');
    expect(out).toContain('<a href="mailto:a@b.c" target="_blank" rel="noopener noreferrer">m</a>');
  });

  it('drops what is not on the list, keeping the text', () => {
    expect(sanitizeHtml('<h1 class="x" id="y">Title</h1><span style="color:red">red</span>')).toBe('Titlered');
    expect(sanitizeHtml('<a href="/relative" title="t">rel</a>')).toBe('<a target="_blank" rel="noopener noreferrer">rel</a>');
  });

  it.each(XSS_CORPUS)('neutralises %s', (payload) => {
    const out = sanitizeHtml(payload);
    for (const bad of FORBIDDEN_IN_STORED_HTML) expect(out).not.toMatch(bad);
    // sanitising is stable: what is stored stays the same when it is cleaned again
    expect(sanitizeHtml(out)).toBe(out);
  });

  it('strips leading and trailing empty lines and reads the visible text', () => {
    expect(trimEmptyLines('<p><br></p><p> </p><br><p>Hello</p><p>&nbsp;</p><br>')).toBe('<p>Hello</p>');
    expect(htmlText('<p>a</p><p>b<br>c</p>')).toBe('a b c');
    expect(htmlText('<p><br></p>&nbsp;')).toBe('');
  });
});
