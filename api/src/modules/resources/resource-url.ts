import { LIMITS, MSG } from '@poolmates/schema';
import { userInput } from '../../platform/errors.js';

/** A scheme at the start ("https:", "javascript:"), but not a host with a port ("example.com:8080"). */
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i;

/**
 * A resource link as typed → the URL stored (decision 031). Trimmed, with `https://` added only
 * when no scheme was typed (an `http://` link stays `http://`; the legacy client's `//host/path`
 * becomes `https://host/path`). Only http and https are accepted, with a host that has a dot (or
 * is `localhost`), no spaces and no user:password part. Stored as the WHATWG URL serialises it
 * (issue 26, decision 052): scheme and host in lower case, an international name in punycode, and
 * `"`, `<`, `>`, non-ASCII… percent-encoded in the path, query and fragment — so
 * `https://x.example.com/"><svg/onload=…>` is kept as `https://x.example.com/%22%3E%3Csvg/onload=%E2%80%A6%3E`,
 * never as typed. A bare host keeps no trailing slash. At most LIMITS.resourceUrlMax, serialised.
 */
export function normalizeResourceUrl(raw: string): string {
  const typed = raw.trim();
  if (!typed) throw userInput('url', MSG.resourceLinkRequired);
  if (/\s/.test(typed)) throw userInput('url', MSG.resourceLinkSpaces);
  const scheme = SCHEME.exec(typed)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') throw userInput('url', MSG.resourceLinkInvalid);
  const whole = scheme ? typed : typed.startsWith('//') ? `https:${typed}` : `https://${typed}`;
  if (whole.length > LIMITS.resourceUrlMax) throw userInput('url', MSG.resourceLinkTooLong);
  let parsed: URL;
  try {
    parsed = new URL(whole);
  } catch {
    throw userInput('url', MSG.resourceLinkInvalid);
  }
  const host = parsed.hostname;
  const hostOk = host === 'localhost' || (/\./.test(host) && !host.startsWith('.') && !host.endsWith('.'));
  // "https:example.com" parses, but is not what anyone means; nor are credentials in a shared link
  if (!/^https?:\/\//i.test(whole) || !hostOk || parsed.username || parsed.password) throw userInput('url', MSG.resourceLinkInvalid);
  const bare = parsed.pathname === '/' && !parsed.search && !parsed.hash && !/^https?:\/\/[^/?#]*\/$/i.test(whole);
  const stored = bare ? parsed.href.slice(0, -1) : parsed.href;
  if (stored.length > LIMITS.resourceUrlMax) throw userInput('url', MSG.resourceLinkTooLong);
  return stored;
}

/** A resource's name: trimmed, 1–LIMITS.resourceNameMax characters, on one line. */
export function cleanResourceName(raw: string): string {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (!name) throw userInput('name', MSG.resourceNameRequired);
  if (name.length > LIMITS.resourceNameMax) throw userInput('name', MSG.resourceNameTooLong);
  return name;
}

/** The legacy `asseturl`: the stored URL without its scheme (`//host/path`). */
export const legacyAssetUrl = (url: string): string => url.replace(/^https?:/i, '');
