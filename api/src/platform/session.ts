import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { ReferenceKind, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DAY_MS, LIMITS } from '@poolmates/schema';
import { parse as parseCookie } from 'cookie';
import { clock } from './clock.js';
import type { Orm } from './orm.js';
import type { Row } from './read.js';
import type { Viewer } from './registry.js';
import { Session } from './session.entity.js';

/**
 * Sessions in one place (decision 023): the token, its keyed hash, the lookup every door uses
 * (HTTP, WebSocket, REST shim) and the expiry — set when a session opens and slid on use.
 */
export const SESSION_COOKIE = 'pm_session';

/** Slide the expiry at most once an hour, so a busy client does not write on every request. */
const SLIDE_AFTER_MS = 60 * 60 * 1000;

const expiryFrom = (now: Date) => new Date(now.getTime() + LIMITS.sessionTtlDays * DAY_MS);

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as a keyed hash: a leaked table yields no usable session. */
export function hashSessionToken(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}

/** The session token from `Authorization: Bearer` (integrators) or the HttpOnly cookie (browsers). */
export function tokenFromHeaders(headers: IncomingHttpHeaders): string | null {
  const auth = headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || null;
  if (headers.cookie) {
    const token = parseCookie(headers.cookie)[SESSION_COOKIE];
    if (token) return token;
  }
  return null;
}

/** A session's own columns, as a plain object (its person is `SessionRead.user`). */
export type SessionFields = Omit<Session, 'user'>;

/**
 * A session as every door reads it (decision 039): ONE plain statement, no entity, no
 * EntityManager. `user` is the signed-in person as a read row — every column the entity loads
 * eagerly, under its property names, timestamps as `Date`s — so policies and field resolvers read
 * it as they read a `User`. The context makes the entities from it only when a write needs them.
 */
export interface SessionRead {
  session: SessionFields;
  user: Row<Viewer>;
}

interface Col {
  alias: string;
  field: string;
  prop: string;
  date: boolean;
}

const lookups = new WeakMap<Orm, { sql: string; session: Col[]; user: Col[] }>();

/** The eagerly loaded scalar columns of an entity (what `findOne` would read), aliased `<prefix><i>`. */
function columnsOf(meta: EntityMetadata, prefix: string): Col[] {
  return meta.props
    .filter((p: EntityProperty) => p.kind === ReferenceKind.SCALAR && !p.lazy && p.persist !== false && !p.embedded && p.fieldNames?.length === 1)
    .map((p: EntityProperty, i: number) => ({ alias: `${prefix}${i}`, field: p.fieldNames[0], prop: p.name, date: p.runtimeType === 'Date' }));
}

/** The lookup statement, built once per ORM from its metadata (the platform names no feature's entity). */
function lookupOf(orm: Orm) {
  let made = lookups.get(orm);
  if (made) return made;
  const sm = orm.getMetadata().get(Session);
  const um = sm.properties.user.targetMeta!;
  const session = columnsOf(sm, 's');
  const user = columnsOf(um, 'u');
  const select = [...session.map((c) => `s."${c.field}" as "${c.alias}"`), ...user.map((c) => `u."${c.field}" as "${c.alias}"`)].join(', ');
  const sql = `select ${select} from "${sm.tableName}" s join "${um.tableName}" u on u."${um.primaryKeys[0]}" = s."${sm.properties.user.fieldNames[0]}" where s."token_hash" = ?`;
  made = { sql, session, user };
  lookups.set(orm, made);
  return made;
}

const pick = (row: Record<string, unknown>, cols: readonly Col[]) => {
  const out: Record<string, unknown> = {};
  for (const c of cols) {
    const v = row[c.alias];
    out[c.prop] = c.date && v != null && !(v instanceof Date) ? new Date(v as string) : v;
  }
  return out;
};

/**
 * The live session of a token and its person as plain rows, in one statement (sliding the expiry
 * with one more, at most once an hour); null when none, expired or revoked.
 */
export async function readSession(orm: Orm, secret: string, token: string | null): Promise<SessionRead | null> {
  if (!token || token.length > 200) return null;
  const lookup = lookupOf(orm);
  const conn = orm.em.getConnection();
  const [row] = await conn.execute<Record<string, unknown>[]>(lookup.sql, [hashSessionToken(token, secret)], 'all');
  if (!row) return null;
  const session = pick(row, lookup.session) as unknown as SessionFields;
  const now = clock.now();
  if (session.revokedAt || session.expiresAt <= now) return null;
  if (now.getTime() - session.lastUsedAt.getTime() > SLIDE_AFTER_MS) {
    const expiresAt = expiryFrom(now);
    await conn.execute('update "sessions" set "last_used_at" = ?, "expires_at" = ? where "id" = ?', [now, expiresAt, session.id], 'run');
    session.lastUsedAt = now;
    session.expiresAt = expiresAt;
  }
  return { session, user: pick(row, lookup.user) as unknown as Row<Viewer> };
}

/** The live session of a token (its person populated), sliding its expiry; null when none. */
export async function findSession(em: EntityManager, secret: string, token: string | null): Promise<Session | null> {
  if (!token || token.length > 200) return null;
  const session = await em.findOne(Session, { tokenHash: hashSessionToken(token, secret) }, { populate: ['user'] });
  const now = clock.now();
  if (!session || session.revokedAt || session.expiresAt <= now) return null;
  if (now.getTime() - session.lastUsedAt.getTime() > SLIDE_AFTER_MS) {
    session.lastUsedAt = now;
    session.expiresAt = expiryFrom(now);
    await em.flush();
  }
  return session;
}

/**
 * A new session for `user` (persisted and flushed), with the token to hand back once. Every way in
 * (sign-in, registration, reset) has just proved the password: sudo mode starts (decision 020).
 */
export async function openSession(
  em: EntityManager,
  secret: string,
  user: Viewer,
  device: { userAgent: string | null; ip: string | null },
): Promise<{ session: Session; token: string }> {
  const token = newSessionToken();
  const now = clock.now();
  const session = em.create(Session, {
    tokenHash: hashSessionToken(token, secret),
    user,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: expiryFrom(now),
    userAgent: device.userAgent,
    ip: device.ip,
    passwordConfirmedAt: now,
  });
  await em.persist(session).flush();
  return { session, token };
}
