import { deriveKey, hmac, safeEqual } from '../../platform/crypto.js';
import type { User } from '../users/user.entity.js';

const keys = new Map<string, Buffer>();
const keyOf = (sessionSecret: string) => {
  let key = keys.get(sessionSecret);
  if (!key) keys.set(sessionSecret, (key = deriveKey(sessionSecret, 'digest-unsubscribe')));
  return key;
};

/**
 * Who may change a squad digest choice (decision 062): the person, signed in, for themselves only
 * (no operation names another person); or, without a session, whoever holds the unsubscribe token of
 * their digest mail, and then only to turn it off. The token is `<userId>.<HMAC-SHA256>` under a key
 * derived from the session secret for this purpose alone: unguessable, bound to the person.
 */
export const digestPolicy = {
  /** Read or set one's own choice: any signed-in active account (`@Auth()`), the viewer only. */
  canChoose: (viewer: Pick<User, 'id'> | null): viewer is Pick<User, 'id'> => viewer !== null,

  tokenFor(sessionSecret: string, userId: number): string {
    return `${userId}.${hmac(keyOf(sessionSecret), `digest-unsubscribe:${userId}`)}`;
  },

  /** The person a token unsubscribes, or null when it is malformed or forged. */
  userOfToken(sessionSecret: string, token: string): number | null {
    const m = /^([1-9]\d{0,9})\.([0-9a-f]{64})$/.exec(token);
    if (!m) return null;
    const userId = Number(m[1]);
    return Number.isSafeInteger(userId) && safeEqual(digestPolicy.tokenFor(sessionSecret, userId), token) ? userId : null;
  },
};
