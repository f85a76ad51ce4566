import { describe, expect, it } from 'vitest';
import { editorHtml, editorIsEmpty } from './rich-text';

const html = (inner: string) => {
  const div = document.createElement('div');
  div.innerHTML = inner;
  return div;
};

describe('the comment box as HTML', () => {
  it('turns lines into paragraphs and strips leading and trailing empty lines only', () => {
    expect(editorHtml(html('<div><br></div><br>first<div>second</div><div><br></div><div>fourth<br></div><p>&nbsp;</p><br>'))).toBe('<p>first</p><p>second</p><p><br></p><p>fourth</p>');
    expect(editorHtml(html('a<br><br>b'))).toBe('<p>a</p><p><br></p><p>b</p>');
    expect(editorHtml(html('<div><br></div><div> </div>'))).toBe('');
    // what Chrome makes of Enter after bold text
    expect(editorHtml(html('<div>a <b>b</b></div><div><b><br></b></div><div><b>c</b></div><div><b><br></b></div>'))).toBe('<p>a <strong>b</strong></p><p><br></p><p><strong>c</strong></p>');
  });

  it('keeps bold, italic, lists and safe links; drops other markup and unsafe links', () => {
    expect(editorHtml(html('<b>b</b> <i>i</i> <span style="color:red">s</span> <a href="https://x.org">x</a> <a href="javascript:alert(1)">y</a>'))).toBe('<p><strong>b</strong> <em>i</em> s <a href="https://x.org">x</a> y</p>');
    expect(editorHtml(html('<ul><li>one</li><li><b>two</b></li></ul>'))).toBe('<ul><li>one</li><li><strong>two</strong></li></ul>');
    expect(editorHtml(html('1 &lt; 2 &amp; <img src=x onerror="alert(1)">'))).toBe('<p>1 &lt; 2 &amp; </p>');
  });

  it('is empty with only whitespace and line breaks', () => {
    expect(editorIsEmpty(html('<div><br></div>&nbsp; '))).toBe(true);
    expect(editorIsEmpty(html('<div>x</div>'))).toBe(false);
  });
});
