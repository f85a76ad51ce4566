import { createPublicKey } from 'node:crypto';
import { LIMITS, MSG } from '@poolmates/schema';
import type { Config } from '../../platform/config.js';
import { userInput } from '../../platform/errors.js';

/**
 * The push services browsers subscribe with (Chrome/Edge/Opera: FCM; Firefox: Mozilla autopush;
 * Safari: Apple; legacy Edge: WNS). An endpoint elsewhere would make this server POST to any URL a
 * person names (a request forgery into private networks): refused.
 */
const PUSH_SERVICES = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

const B64URL = /^[A-Za-z0-9_-]+$/;

/** The configured test receivers' hosts (`PUSH_TEST_HOSTS`; never in production). */
const testHosts = (config: Config) =>
  config.NODE_ENV === 'production' ? [] : (config.PUSH_TEST_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);

/**
 * The one spelling an endpoint is stored in (the URL parser's), so unsubscribe finds what subscribe
 * stored however the client spelled it; not a URL: as given (it matches nothing stored).
 */
export function endpointKey(raw: string): string {
  try {
    return new URL(raw).toString();
  } catch {
    return raw;
  }
}

/** A push endpoint: an https URL of a known push service (or a configured test receiver), else a precise error. */
export function checkEndpoint(raw: string, config: Config): string {
  if (raw.length > LIMITS.pushEndpointMax) throw userInput('endpoint', MSG.pushEndpointTooLong);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw userInput('endpoint', MSG.pushEndpointInvalid);
  }
  if (url.username || url.password || url.hash || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw userInput('endpoint', MSG.pushEndpointInvalid);
  // stored as the parser spells it: percent-encoding can make a short address too long for the column
  if (url.toString().length > LIMITS.pushEndpointMax) throw userInput('endpoint', MSG.pushEndpointTooLong);
  if (testHosts(config).includes(url.host.toLowerCase())) return url.toString();
  if (url.protocol !== 'https:') throw userInput('endpoint', MSG.pushEndpointInvalid);
  const host = url.hostname.toLowerCase();
  if (url.port !== '' || !PUSH_SERVICES.some((s) => host === s || host.endsWith(`.${s}`))) throw userInput('endpoint', MSG.pushEndpointHostRefused);
  return url.toString();
}

const decode = (s: string): Buffer | null => (B64URL.test(s.replace(/=+$/, '')) ? Buffer.from(s, 'base64url') : null);

/** The browser's keys (RFC 8291): p256dh a point on P-256 (65 bytes, uncompressed), auth 16 bytes. */
export function checkKeys(p256dh: string, auth: string): { p256dh: string; auth: string } {
  const pub = p256dh.length <= 100 ? decode(p256dh) : null;
  if (!pub || pub.length !== 65 || pub[0] !== 4) throw userInput('p256dh', MSG.pushKeyP256dhInvalid);
  try {
    // throws when the point is not on the curve
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: pub.subarray(1, 33).toString('base64url'), y: pub.subarray(33).toString('base64url') }, format: 'jwk' });
  } catch {
    throw userInput('p256dh', MSG.pushKeyP256dhInvalid);
  }
  const secret = auth.length <= 40 ? decode(auth) : null;
  if (!secret || secret.length !== 16) throw userInput('auth', MSG.pushKeyAuthInvalid);
  return { p256dh: pub.toString('base64url'), auth: secret.toString('base64url') };
}
