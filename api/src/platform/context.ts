import type { IncomingHttpHeaders } from 'node:http';
import { Kind, OperationTypeNode, parse } from 'graphql';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Config } from './config.js';
import type { Jobs } from './jobs.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mailer.js';
import type { Orm } from './orm.js';
import type { PubSub } from './pubsub.js';
import type { Row } from './read.js';
import { ACTIVE_STATUS, type Loaders, type Viewer } from './registry.js';
import { clock } from './clock.js';
import { isRecheckedMutation, readSession, tokenFromHeaders, type SessionFields, type SessionRead } from './session.js';
import { Session } from './session.entity.js';
import { databaseUnavailable } from './errors.js';
import { isDatabaseOutage } from './outage.js';
import type { Storage } from './storage.js';

export type { Loaders, Viewer };

/** What every request shares: built once at start. */
export interface AppDeps {
  config: Config;
  orm: Orm;
  log: Logger;
  pubsub: PubSub;
  sessionSecret: string;
  /** Keys derived from the session secret, one per purpose. */
  keys: { otp: Buffer; securityCode: Buffer; pdfTicket: Buffer; device: Buffer };
  jobs: Jobs;
  mailer: Mailer;
  storage: Storage;
  /** Every feature's loaders for one request (`loadersOf(features)`, feature.ts). */
  loaders: (em: EntityManager, viewerId: number | null) => Loaders;
}

/** Per request (or per subscription event): viewer from the session, a forked EntityManager, loaders. */
export interface Context {
  deps: AppDeps;
  em: EntityManager;
  /**
   * For a statement of its own only (`runPrepared`, `getConnection().execute`): `em` when this
   * request made it, else the root EntityManager — a statement touches no identity map, and a fork
   * (a UnitOfWork, MikroORM's configuration written twice) per hot write was ~1.4 % of the app's CPU
   * at 450 writes/s (2026-11-29). Never for entities (find, persist, flush): that is `em`.
   */
  readonly db: EntityManager;
  /**
   * The signed-in person as an entity managed by `em` (writes: relations, `em.assign`, flush).
   * Made on first use from `viewerRow` (decision 039): a read path reads `viewerRow` instead.
   */
  viewer: Viewer | null;
  /**
   * The signed-in person as a plain read row: every column the entity loads eagerly, under its
   * property names (policies, `viewerCan`, read scopes, the auth check). No entity, no EntityManager.
   * After a sign-in in this request it is the entity itself.
   */
  readonly viewerRow: Row<Viewer> | null;
  /**
   * The session's person whatever their account's status. `viewerRow` is null for an account that
   * is not active (a deactivated person signed in to restore it): every field reads such a session
   * as a visitor's — squad-only fields included, through the one membership policy — except the
   * auth check, `me` and the fields open to any status (issue 26, decision 052).
   */
  readonly accountRow: Row<Viewer> | null;
  session: Session | null;
  /**
   * The session's id when this request took it from the recent sessions (a query, or a mutation
   * whose statement re-checks it: `sessionCheckCte`); null when it was read now (or none).
   */
  readonly sessionReused?: string | null;
  loaders: Loaders;
  ip: string | null;
  userAgent: string | null;
  requestId: string;
  /** The HTTP response, when there is one (not over WebSocket): lets sign-in set the cookie. */
  res?: Response;
}

export interface ContextInput {
  headers: IncomingHttpHeaders;
  ip?: string | null;
  requestId: string;
  res?: Response;
  /** A token from graphql-ws `connectionParams.authToken`. */
  token?: string | null;
  /**
   * The request only reads (a query): a session read moments ago for the same token may answer
   * (decision 045); 'rechecked': only mutations whose statements re-check the session (decision 067).
   */
  reuseSession?: boolean | 'rechecked';
}

/** A session as a context starts from: read as plain rows (`readSession`), or an entity (compat). */
export type SessionSource = SessionRead | Session | null;

const isLive = (s: Pick<SessionFields, 'revokedAt' | 'expiresAt'>) => !s.revokedAt && s.expiresAt > clock.now();

/** What a context makes lazily. One object, shared by reference: Apollo runs every operation on a
 * copy of the context (`Object.assign(Object.create(proto), ctx)`: own properties only), and the
 * copy must see the same EntityManager, people and loaders as the original. */
interface Lazy {
  em: EntityManager | null;
  loaders: Loaders | null;
  row: Row<Viewer> | null;
  sessionFields: SessionFields | null;
  /** undefined: not made yet. */
  viewer: Viewer | null | undefined;
  session: Session | null | undefined;
  /** Over HTTP the entities join `em`; over a WebSocket they stay detached. */
  attach: boolean;
  /** The session's person as read (a plain row), kept to make the detached entities again after `renew` (WebSocket only). */
  plain: Row<Viewer> | null;
}

const STATE = Symbol('context state');

/**
 * One request's (or one subscription's) context. The session arrives as plain rows; the entities
 * (`viewer`, `session`), the EntityManager and the loaders are made on first use, so a read page
 * forks no EntityManager and constructs no entity (decision 039). Over HTTP the entities join `em`
 * (as before, when the lookup's EntityManager went on with the request): a write through them
 * flushes. Over a WebSocket they stay detached, as the session read when the socket connected did.
 * The lazy parts are accessors on the prototype (an own enumerable getter would be called by
 * Apollo's copy, forking an EntityManager for every request).
 */
class RequestContext implements Context {
  readonly deps: AppDeps;
  readonly ip: string | null;
  readonly userAgent: string | null;
  readonly requestId: string;
  res?: Response;
  sessionReused: string | null = null;
  readonly [STATE]: Lazy;

  constructor(deps: AppDeps, input: ContextInput, read: SessionSource, attach: boolean) {
    const ua = input.headers['user-agent'];
    this.deps = deps;
    this.ip = input.ip ?? null;
    this.userAgent = typeof ua === 'string' ? ua.slice(0, 512) : null;
    this.requestId = input.requestId;
    this.res = input.res;
    const state: Lazy = { em: null, loaders: null, row: null, sessionFields: null, viewer: null, session: null, attach, plain: null };
    if (read instanceof Session) {
      // an entity read elsewhere: it is its own row
      if (isLive(read)) {
        state.row = read.user as Row<Viewer>;
        state.viewer = read.user as Viewer;
        state.session = read;
      }
    } else if (read && isLive(read.session)) {
      state.row = read.user;
      state.plain = read.user;
      state.sessionFields = read.session;
      if (read.reused) this.sessionReused = read.session.id;
      state.viewer = undefined;
      state.session = undefined;
    }
    this[STATE] = state;
  }

  get viewerRow(): Row<Viewer> | null {
    const row = this[STATE].row;
    return row && row.status !== ACTIVE_STATUS ? null : row;
  }

  get accountRow(): Row<Viewer> | null {
    return this[STATE].row;
  }

  get em(): EntityManager {
    const s = this[STATE];
    return (s.em ??= this.deps.orm.em.fork() as EntityManager);
  }

  get db(): EntityManager {
    return this[STATE].em ?? (this.deps.orm.em as EntityManager);
  }

  get loaders(): Loaders {
    const s = this[STATE];
    return (s.loaders ??= this.deps.loaders(this.em, this.viewerRow?.id ?? null));
  }

  get viewer(): Viewer | null {
    const s = this[STATE];
    if (s.viewer === undefined) {
      s.viewer = make(this, this.deps.orm.getMetadata().get(Session).properties.user.targetMeta!.class as new () => Viewer, s.row!);
      // from now on the row is the entity: a change a write makes (a status, a name) is what later fields read
      s.row = s.viewer as Row<Viewer>;
    }
    return s.viewer;
  }

  set viewer(v: Viewer | null) {
    const s = this[STATE];
    s.viewer = v;
    s.row = v as Row<Viewer> | null;
  }

  get session(): Session | null {
    const s = this[STATE];
    if (s.session === undefined) s.session = s.sessionFields ? make(this, Session, { ...s.sessionFields, user: this.viewer }) : null;
    return s.session;
  }

  set session(session: Session | null) {
    this[STATE].session = session;
  }

  /** Goes on with an EntityManager made elsewhere. */
  adopt(em: EntityManager): void {
    this[STATE].em = em;
  }

  /**
   * Forgets the EntityManager and the loaders; over a WebSocket also the detached person and session
   * entities made from the socket's rows (made again on first use): an idle subscription kept a User
   * entity with MikroORM's ~60 accessor closures, ~8 KB a socket (decision 085).
   */
  renew(): void {
    const s = this[STATE];
    s.em = null;
    s.loaders = null;
    if (!s.attach && s.sessionFields && s.plain && s.viewer !== undefined) {
      s.viewer = undefined;
      s.session = undefined;
      s.row = s.plain;
    }
  }
}

/**
 * An entity from a plain row. Over HTTP: hydrated into the context's EntityManager as MikroORM
 * hydrates a row it read (`em.merge(Entity, data)`: managed, its loaded properties known, so a lazy
 * property is still fetched by `populate` and a change is dirty at the next flush), or the instance
 * it already holds for that id. Over a WebSocket: detached. (Not a private method: Apollo's copy
 * of the context would not carry its brand.)
 */
function make<T extends object>(ctx: RequestContext, cls: new () => T, row: object): T {
  if (ctx[STATE].attach) return ctx.em.merge(cls, { ...row } as never) as T;
  // no constructor, as MikroORM hydrates: a lazy property the row does not carry stays unloaded
  return Object.assign(Object.create(cls.prototype) as T, row);
}

/**
 * Forgets a context's EntityManager and loaders. The subscription executor (subscriptions.ts) calls
 * it before each event, so a socket open for hours reads fresh rows instead of its first event's
 * cache (DESIGN.md rule 5); no resolver has to remember it.
 */
export function renewScope(ctx: Context): void {
  if (ctx instanceof RequestContext) ctx.renew();
}

export async function buildContext(deps: AppDeps, input: ContextInput): Promise<Context> {
  const read = await readSession(deps.orm, deps.sessionSecret, input.token ?? tokenFromHeaders(input.headers), input.reuseSession ?? false).catch((err: unknown) => {
    // the database cannot be reached: answered 503 UNAVAILABLE with Retry-After, not a 500 (decision 094)
    throw isDatabaseOutage(err) ? databaseUnavailable() : err;
  });
  return new RequestContext(deps, input, read, true);
}

/**
 * Session reads made before the request's context (a body past the visitor's bound is read only
 * for a live session, app.ts), handed to it: one read a request (decision 094). Keyed by the
 * response: a batch's operations see views of the request, never another object for the response.
 */
const earlyReads = new WeakMap<Response, { read: SessionRead | null; at: number }>();

/** Keeps a session read made before the context for it (`undefined`: none was made). */
export const keepEarlyRead = (res: Response, read: SessionRead | null): void => void earlyReads.set(res, { read, at: clock.now().getTime() });
export const earlyRead = (res: Response): SessionRead | null | undefined => earlyReads.get(res)?.read;

/**
 * How old an early read a query may start from: the recent sessions' default freshness (decision
 * 045). The read was made BEFORE the body, which a client may send for minutes (review of 094).
 */
const EARLY_READ_QUERY_MS = 1000;

/**
 * A context for a session already read: a WebSocket reads its session once, when it connects
 * (ws.ts), and every operation on it starts from that, with no EntityManager until a resolver asks
 * (and `renewScope` forgets it before each event). A session that has expired or was revoked since
 * counts as none (revocation also closes the socket). `em`: an EntityManager the entities of the
 * session already belong to (they are then managed by it).
 */
export function contextFor(deps: AppDeps, input: ContextInput, read: SessionSource, em: EntityManager | null = null): Context {
  const ctx = new RequestContext(deps, input, read, em !== null);
  if (em) ctx.adopt(em);
  return ctx;
}

/**
 * Does this request only read? A document without the words `mutation` and `subscription` anywhere
 * can hold no other operation than queries (a word inside a string or a name only makes it read
 * its session afresh). No document text (a GET, a persisted query, a batch): not known, read afresh.
 */
export function onlyReads(body: unknown): boolean {
  const query = (body as { query?: unknown } | null | undefined)?.query;
  return typeof query === 'string' && !/mutation|subscription/.test(query);
}

/** Documents (by text) that hold only mutations of `isRecheckedMutation` fields: parsed once each. */
const recheckedDocs = new Map<string, boolean>();
function onlyRecheckedMutations(query: string): boolean {
  let ok = recheckedDocs.get(query);
  if (ok !== undefined) return ok;
  try {
    const doc = parse(query, { noLocation: true, maxTokens: 2000 });
    ok = doc.definitions.every(
      (d) =>
        d.kind === Kind.OPERATION_DEFINITION &&
        d.operation === OperationTypeNode.MUTATION &&
        d.selectionSet.selections.every((f) => f.kind === Kind.FIELD && !f.directives?.length && (f.name.value === '__typename' || isRecheckedMutation(f.name.value))),
    );
  } catch {
    ok = false;
  }
  if (recheckedDocs.size < 500) recheckedDocs.set(query, ok);
  return ok;
}

/**
 * May this request start from a session read moments ago (decision 045)? A query (`onlyReads`),
 * or mutations whose write statements re-check the session themselves (issue 27: no transaction
 * for the session read of a post or a chat message; decision 067).
 */
export function reusesSession(body: unknown): boolean | 'rechecked' {
  if (onlyReads(body)) return true;
  const query = (body as { query?: unknown } | null | undefined)?.query;
  return typeof query === 'string' && !/subscription/.test(query) && onlyRecheckedMutations(query) ? 'rechecked' : false;
}

export function contextFromExpress(deps: AppDeps, req: Request, res: Response): Promise<Context> {
  const input: ContextInput = { headers: req.headers, ip: req.ip ?? null, requestId: String(res.locals.requestId ?? ''), res, reuseSession: reusesSession(req.body) };
  // the session this request read for its body: read now (none or no live one: a fresh answer too,
  // nothing of it is kept), or taken from the recent sessions where this request may take it from
  // there (a query); a mutation that may not reads it again (the guards of decisions 045 and 067)
  // The read came before the body, which may take minutes to arrive: a session revoked meanwhile
  // must not write (review of 094). A query takes a fresh read up to EARLY_READ_QUERY_MS old; a
  // rechecked mutation takes it as reused — its statement re-checks the session as it writes
  // (decision 067); any other mutation reads again.
  const kept = earlyReads.get(res);
  if (kept !== undefined) {
    const { read, at } = kept;
    // (none, expired or revoked: it stays so)
    if (read === null) return Promise.resolve(new RequestContext(deps, input, null, true));
    if (input.reuseSession === true && clock.now().getTime() - at <= EARLY_READ_QUERY_MS) return Promise.resolve(new RequestContext(deps, input, read, true));
    if (input.reuseSession === 'rechecked') return Promise.resolve(new RequestContext(deps, input, { ...read, reused: true }, true));
  }
  return buildContext(deps, input);
}
