import { createHmac } from 'node:crypto';
import type { Config } from '../../platform/config.js';

export interface IceServer {
  urls: string[];
  username: string | null;
  credential: string | null;
}

/**
 * coturn's REST credential (use-auth-secret, DECISIONS.md "Realtime, chat, calls"): the username is
 * `expiry:userid` (expiry in Unix seconds), the password base64(HMAC-SHA1(secret, username)).
 * coturn recomputes the HMAC and refuses the username once its expiry has passed.
 */
export function turnCredential(secret: string, userId: number, expiresAtSec: number): { username: string; credential: string } {
  const username = `${expiresAtSec}:${userId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter((u) => u && u !== 'none');

/**
 * The ICE servers of one person in a running call: STUN always (CALL_STUN_URLS), TURN with fresh
 * time-limited credentials when TURN_URLS and TURN_SECRET are set. `expiresAt` null: nothing expires.
 */
export function iceServersFor(config: Pick<Config, 'CALL_STUN_URLS' | 'TURN_URLS' | 'TURN_SECRET' | 'CALL_TURN_TTL_SECONDS'>, userId: number, now: Date): { iceServers: IceServer[]; expiresAt: Date | null } {
  const iceServers: IceServer[] = [];
  const stun = list(config.CALL_STUN_URLS);
  if (stun.length) iceServers.push({ urls: stun, username: null, credential: null });
  const turn = list(config.TURN_URLS);
  if (!turn.length || !config.TURN_SECRET) return { iceServers, expiresAt: null };
  const expiresAtSec = Math.floor(now.getTime() / 1000) + config.CALL_TURN_TTL_SECONDS;
  iceServers.push({ urls: turn, ...turnCredential(config.TURN_SECRET, userId, expiresAtSec) });
  return { iceServers, expiresAt: new Date(expiresAtSec * 1000) };
}
