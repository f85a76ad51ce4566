import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../platform/config.js';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const cache = new Map<string, Vapid>();

/**
 * The VAPID key pair (RFC 8292) the push services know this server by: from the environment, else
 * DATA_DIR/vapid.json, made on first start (mode 0600). Changing it orphans every subscription
 * (browsers subscribed with the old public key): keep the file with the database's backups.
 */
export function vapidOf(config: Config): Vapid {
  const subject = config.VAPID_SUBJECT ?? (config.PUBLIC_URL?.startsWith('https:') ? config.PUBLIC_URL.replace(/\/$/, '') : 'mailto:admin@poolmates.invalid');
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const file = join(config.DATA_DIR, 'vapid.json');
  const known = cache.get(file);
  if (known) return { ...known, subject };
  let keys: { publicKey: string; privateKey: string };
  try {
    keys = JSON.parse(readFileSync(file, 'utf8')) as typeof keys;
  } catch {
    keys = webpush.generateVAPIDKeys();
    mkdirSync(config.DATA_DIR, { recursive: true });
    // `wx`: two processes starting at once keep the first one's pair
    try {
      writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    } catch {
      keys = JSON.parse(readFileSync(file, 'utf8')) as typeof keys;
    }
  }
  const vapid = { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
  cache.set(file, vapid);
  return vapid;
}
