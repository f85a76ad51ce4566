import { LIMITS, MSG } from '@poolmates/schema';
import { describe, expect, it } from 'vitest';
import { cleanResourceName, legacyAssetUrl, normalizeResourceUrl } from './resource-url.js';

const refusal = (raw: string) => {
  try {
    normalizeResourceUrl(raw);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
};

describe('resource links (decision 031)', () => {
  it('stores the URL whole; https:// only when no scheme was typed; http stays http', () => {
    expect(normalizeResourceUrl('example.com')).toBe('https://example.com');
    expect(normalizeResourceUrl('  example.com/a/b?q=1#top ')).toBe('https://example.com/a/b?q=1#top');
    expect(normalizeResourceUrl('http://example.com/x')).toBe('http://example.com/x');
    expect(normalizeResourceUrl('HTTP://Example.com/X')).toBe('http://example.com/X');
    expect(normalizeResourceUrl('https://docs.rs/tokio/latest/tokio/')).toBe('https://docs.rs/tokio/latest/tokio/');
    // the legacy client strips the scheme and sends //host/path
    expect(normalizeResourceUrl('//example.com/path')).toBe('https://example.com/path');
    // a port is not a scheme
    expect(normalizeResourceUrl('example.com:8080/x')).toBe('https://example.com:8080/x');
    expect(normalizeResourceUrl('localhost:3000')).toBe('https://localhost:3000');
    expect(normalizeResourceUrl('https://bücher.de/ä')).toBe('https://xn--bcher-kva.de/%C3%A4');
  });

  it('stores the URL as WHATWG serialises it: markup in a link never comes back as typed (issue 26)', () => {
    expect(normalizeResourceUrl('https://x.example.com/"><svg/onload=alert(1)>')).toBe('https://x.example.com/%22%3E%3Csvg/onload=alert(1)%3E');
    expect(normalizeResourceUrl('https://x.example.com/?q="><script>')).toBe('https://x.example.com/?q=%22%3E%3Cscript%3E');
    expect(normalizeResourceUrl('https://x.example.com/#"><img>')).toBe('https://x.example.com/#%22%3E%3Cimg%3E');
    expect(normalizeResourceUrl('https://x.example.com\\evil.com/a')).toBe('https://x.example.com/evil.com/a');
    expect(normalizeResourceUrl('https://example.com/')).toBe('https://example.com/');
    expect(normalizeResourceUrl('https://example.com/a/../b')).toBe('https://example.com/b');
    expect(refusal('https://x"><svg>.example.com/')).toBe(MSG.resourceLinkInvalid);
    // the limit holds on the stored form: 700 characters that each become three
    expect(refusal(`https://example.com/${'<'.repeat(700)}`)).toBe(MSG.resourceLinkTooLong);
  });

  it.each([
    ['javascript:alert(1)', MSG.resourceLinkInvalid],
    ['JavaScript:alert(document.cookie)', MSG.resourceLinkInvalid],
    ['data:text/html,<script>alert(1)</script>', MSG.resourceLinkInvalid],
    ['vbscript:msgbox(1)', MSG.resourceLinkInvalid],
    ['ftp://example.com/file', MSG.resourceLinkInvalid],
    ['mailto:a@example.com', MSG.resourceLinkInvalid],
    ['file:///etc/passwd', MSG.resourceLinkInvalid],
    ['https:example.com', MSG.resourceLinkInvalid],
    ['hello', MSG.resourceLinkInvalid],
    ['https://', MSG.resourceLinkInvalid],
    ['https://user:secret@example.com', MSG.resourceLinkInvalid],
    ['https://example.', MSG.resourceLinkInvalid],
    ['example .com', MSG.resourceLinkSpaces],
    ['https://example.com/my file.pdf', MSG.resourceLinkSpaces],
    ['https://example.com/\tx', MSG.resourceLinkSpaces],
    ['', MSG.resourceLinkRequired],
    ['   ', MSG.resourceLinkRequired],
    [`https://example.com/${'a'.repeat(LIMITS.resourceUrlMax)}`, MSG.resourceLinkTooLong],
    [`example.com/${'a'.repeat(LIMITS.resourceUrlMax - 'https://example.com/'.length + 1)}`, MSG.resourceLinkTooLong],
  ])('refuses %j', (raw, message) => {
    expect(refusal(raw)).toBe(message);
  });

  it('accepts a link of exactly the limit once https:// is added', () => {
    const url = `example.com/${'a'.repeat(LIMITS.resourceUrlMax - 'https://example.com/'.length)}`;
    expect(normalizeResourceUrl(url)).toHaveLength(LIMITS.resourceUrlMax);
  });

  it('names: trimmed, one line, 1–100 characters', () => {
    expect(cleanResourceName('  Tokio\n docs ')).toBe('Tokio docs');
    expect(() => cleanResourceName(' \n ')).toThrow(MSG.resourceNameRequired);
    expect(cleanResourceName('x'.repeat(LIMITS.resourceNameMax))).toHaveLength(LIMITS.resourceNameMax);
    expect(() => cleanResourceName('x'.repeat(LIMITS.resourceNameMax + 1))).toThrow(MSG.resourceNameTooLong);
  });

  it('the legacy asseturl is the URL without its scheme', () => {
    expect(legacyAssetUrl('https://example.com/a?b=1')).toBe('//example.com/a?b=1');
    expect(legacyAssetUrl('http://example.com')).toBe('//example.com');
    expect(legacyAssetUrl('HTTPS://Example.com')).toBe('//Example.com');
  });
});
