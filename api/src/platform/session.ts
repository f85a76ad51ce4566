import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { ReferenceKind, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DAY_MS, LIMITS } from '@poolmates/schema';
import { parse as parseCookie } from 'cookie';
import { clock } from './clock.js';
import { runPrepared, type Binds } from './prepared.js';
import type { Orm } from './orm.js';
import { followChannel, type PubSub } from './pubsub.js';
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
  /** Answered by the recent sessions (not read now): a write that uses it re-checks it in its statement (`sessionCheckCte`). */
  reused?: true;
}

interface Col {
  alias: string;
  field: string;
  prop: string;
  date: boolean;
}

/** An entity's columns, typed by the read row they make (`pick`): the one place a raw row becomes typed. */
type Cols<T> = readonly Col[] & { readonly __row?: T };

const lookups = new WeakMap<Orm, { sql: string; session: Cols<SessionFields>; user: Cols<Row<Viewer>> }>();

/** The eagerly loaded scalar columns of an entity (what `findOne` would read), aliased `<prefix><i>`. */
function columnsOf<T>(meta: EntityMetadata, prefix: string): Cols<T> {
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
  const session = columnsOf<SessionFields>(sm, 's');
  const user = columnsOf<Row<Viewer>>(um, 'u');
  const select = [...session.map((c) => `s."${c.field}" as "${c.alias}"`), ...user.map((c) => `u."${c.field}" as "${c.alias}"`)].join(', ');
  const sql = `select ${select} from "${sm.tableName}" s join "${um.tableName}" u on u."${um.primaryKeys[0]}" = s."${sm.properties.user.fieldNames[0]}" where s."token_hash" = $1::varchar`;
  made = { sql, session, user };
  lookups.set(orm, made);
  return made;
}

/** The row of `cols`: each column under its property name, timestamps as `Date`s (the columns are the entity's, so the row is `T`). */
const pick = <T>(row: Record<string, unknown>, cols: Cols<T>): T => {
  const out: Record<string, unknown> = {};
  for (const c of cols) {
    const v = row[c.alias];
    out[c.prop] = c.date && v != null && !(v instanceof Date) ? new Date(v as string) : v;
  }
  return out as T;
};

/**
 * Sessions read in the last `ms` milliseconds, by token hash (decision 045): a signed-in query
 * reuses the session and person an earlier request of the same token read, instead of a statement
 * of its own (the lookup was ~0.3 ms of CPU, a fifth of a signed-in page). Safe because:
 * - mutations (and subscriptions) never take an entry: what a write decides on is read fresh;
 * - an entry is dropped the moment this process flushes a change of that person or any of their
 *   sessions (sign-out, revocation, deactivation, a password, a name…: MikroORM's `afterFlush`),
 *   and on `SESSIONS_REVOKED` (which crosses processes with Redis) — revocation is immediate;
 * - expiry is checked on every use, and an entry due for the hourly slide is not used;
 * - a read that started before an invalidation is not stored (`gen`).
 * What it can miss for up to `ms`: a change of the person's row made outside the unit of work (raw
 * SQL, another process without a revocation) — seen by queries up to a second late.
 */
class RecentSessions {
  private readonly byHash = new Map<string, { at: number; read: SessionRead }>();
  /** Bumped by every invalidation: a read begun under an older generation is not stored. */
  gen = 0;
  constructor(readonly ms: number) {}

  get(hash: string, now: Date, ms = this.ms): SessionRead | null {
    const hit = this.byHash.get(hash);
    if (!hit) return null;
    const { session } = hit.read;
    if (performance.now() - hit.at > Math.max(ms, this.ms) || session.revokedAt || session.expiresAt <= now || now.getTime() - session.lastUsedAt.getTime() > SLIDE_AFTER_MS) {
      this.byHash.delete(hash);
      return null;
    }
    return hit.read;
  }

  put(hash: string, read: SessionRead, gen: number): void {
    if (gen !== this.gen) return;
    this.byHash.delete(hash); // re-inserted last: the Map's order is the age order
    this.byHash.set(hash, { at: performance.now(), read });
    // bounded: the oldest go first (they are past `ms` soon anyway)
    if (this.byHash.size > RECENT_MAX) this.byHash.delete(this.byHash.keys().next().value!);
  }

  forget(match: (read: SessionRead) => boolean): void {
    this.gen++;
    for (const [hash, hit] of this.byHash) if (match(hit.read)) this.byHash.delete(hash);
  }
}

const RECENT_MAX = 10_000;
const recent = new WeakMap<Orm, RecentSessions>();

/**
 * Turns the reuse of recently read sessions on for `orm` (createApp, SESSION_CACHE_MS > 0); returns
 * what stops it. `revoked`: the `SESSIONS_REVOKED` events (every process's revocations).
 */
export function keepRecentSessions(orm: Orm, ms: number, pubsub: PubSub, onError: (err: unknown) => void): () => void {
  if (ms <= 0) return () => {};
  const cache = new RecentSessions(ms);
  recent.set(orm, cache);
  const userClass = orm.getMetadata().get(Session).properties.user.targetMeta!.class;
  orm.em.getEventManager().registerSubscriber({
    afterFlush({ uow }) {
      const people = new Set<number>();
      for (const cs of uow.getChangeSets()) {
        if (cs.entity instanceof Session) people.add((cs.entity.user as { id: number } | undefined)?.id ?? -1);
        else if (cs.entity instanceof userClass) people.add((cs.entity as { id: number }).id);
      }
      if (people.has(-1)) cache.forget(() => true);
      else if (people.size) cache.forget((r) => people.has(r.user.id));
    },
  });
  const stop = followChannel(
    pubsub,
    'SESSIONS_REVOKED',
    ({ sessionIds }) => {
      const ids = new Set(sessionIds);
      cache.forget((r) => ids.has(r.session.id));
    },
    (err) => {
      // revocations may have been missed meanwhile: nothing cached is trusted
      cache.forget(() => true);
      onError(err);
    },
  );
  return () => {
    recent.delete(orm);
    stop();
  };
}

/**
 * The live session of a token and its person as plain rows, in one statement (sliding the expiry
 * with one more, at most once an hour); null when none, expired or revoked. `reuse`: the request
 * only reads (a query), so a session read for the same token in the last SESSION_CACHE_MS may answer.
 */
export async function readSession(orm: Orm, secret: string, token: string | null, reuse: boolean | 'rechecked' = false): Promise<SessionRead | null> {
  if (!token || token.length > 200) return null;
  const hash = hashSessionToken(token, secret);
  const cache = recent.get(orm);
  if (reuse && cache) {
    const hit = cache.get(hash, clock.now(), reuse === 'rechecked' ? RECHECKED_REUSE_MS : undefined);
    if (hit) return { ...hit, reused: true };
  }
  const gen = cache?.gen ?? 0;
  const lookup = lookupOf(orm);
  // one text whatever the token (decision 089): a named prepared statement, planned once per
  // connection, not per request as MikroORM's `execute` (it writes the hash into the text) was
  const [row] = await runPrepared<Record<string, unknown>>(orm.em as EntityManager, 'session.read', lookup.sql, [hash], { outsideTransaction: true });
  if (!row) return null;
  const session = pick(row, lookup.session);
  const now = clock.now();
  if (session.revokedAt || session.expiresAt <= now) return null;
  if (now.getTime() - session.lastUsedAt.getTime() > SLIDE_AFTER_MS) {
    const expiresAt = expiryFrom(now);
    await runPrepared(orm.em as EntityManager, 'session.slide', 'update "sessions" set "last_used_at" = $1::timestamptz, "expires_at" = $2::timestamptz where "id" = $3::uuid', [now, expiresAt, session.id], {
      outsideTransaction: true,
    });
    session.lastUsedAt = now;
    session.expiresAt = expiresAt;
  }
  const read = { session, user: pick(row, lookup.user) };
  cache?.put(hash, read, gen);
  return read;
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

/**
 * Mutations whose write statement re-checks the session (issue 27: the session read was one
 * transaction a write): a request holding only these may start from a session read moments ago,
 * as a query does (decision 045), because the statement writes nothing unless the session is still
 * live and its person active, read in the same statement (`sessionCheckCte`) — a revocation by
 * raw SQL in another process is seen by the write itself, not up to SESSION_CACHE_MS later.
 * Features register their mutation fields as they load.
 */
const rechecked = new Set<string>();
/**
 * How long such a mutation may reuse a session read (when the recent sessions are on at all): its
 * statement re-checks the session and the person's status, so only the person's other fields (a
 * name in a notification's text) may be this old — and a change made through this process's unit
 * of work drops the entry at once, as for queries.
 */
export const RECHECKED_REUSE_MS = 60_000;
export function recheckedInStatement(...mutationFields: string[]): void {
  for (const f of mutationFields) rechecked.add(f);
}
export const isRecheckedMutation = (field: string): boolean => rechecked.has(field);

/**
 * The CTE `sess` of a write statement: one row when the session `reusedId` (a session the request
 * took from the recent sessions; null: read by this request, nothing to re-check) is live and its
 * person ACTIVE. The statement's writes depend on it and it answers `exists (select 1 from sess)`.
 * Fixed text, the id and the time bound (decision 072): the same statement either way.
 */
export function sessionCheckCte(b: Binds, reusedId: string | null): string {
  const id = b.v(reusedId, 'uuid');
  return `sess as (select 1 as one where ${id} is null
                 union all
                 select 1 from sessions s join users u on u.id = s.user_id
                 where s.id = ${id} and s.revoked_at is null and s.expires_at > ${b.v(clock.now(), 'timestamptz')} and u.status = 'ACTIVE')`;
}
