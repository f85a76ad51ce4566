import type { IncomingHttpHeaders } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Config } from './config.js';
import type { Jobs } from './jobs.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mailer.js';
import type { Orm } from './orm.js';
import type { PubSub } from './pubsub.js';
import type { Loaders, Viewer } from './registry.js';
import { clock } from './clock.js';
import { findSession, tokenFromHeaders } from './session.js';
import type { Session } from './session.entity.js';
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
  viewer: Viewer | null;
  session: Session | null;
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
}

/** How `renewScope` reaches a context's lazily made EntityManager and loaders. */
const renewers = new WeakMap<Context, () => void>();

/**
 * Forgets a context's EntityManager and loaders. The subscription executor (subscriptions.ts) calls
 * it before each event, so a socket open for hours reads fresh rows instead of its first event's
 * cache (DESIGN.md rule 5); no resolver has to remember it.
 */
export function renewScope(ctx: Context): void {
  renewers.get(ctx)?.();
}

export async function buildContext(deps: AppDeps, input: ContextInput): Promise<Context> {
  const lookup = deps.orm.em.fork() as EntityManager;
  const session = await findSession(lookup, deps.sessionSecret, input.token ?? tokenFromHeaders(input.headers));
  // over HTTP the request goes on with the EntityManager that read its session
  return contextFor(deps, input, session, session ? lookup : null);
}

/**
 * A context for a session already read: a WebSocket reads its session once, when it connects
 * (ws.ts), and every operation on it starts from that, with no EntityManager until a resolver asks
 * (and `renewScope` forgets it before each event). A session that has expired or was revoked since
 * counts as none (revocation also closes the socket).
 */
export function contextFor(deps: AppDeps, input: ContextInput, read: Session | null, em: EntityManager | null = null): Context {
  const session = read && !read.revokedAt && read.expiresAt > clock.now() ? read : null;
  const ua = input.headers['user-agent'];
  const viewer = session ? (session.user as Viewer) : null;
  // the EntityManager and the loaders are made on first use: a subscription that only forwards
  // payloads (most events) never needs them, and 1,000 open sockets should not each hold them
  let loaders: Loaders | null = null;
  const ctx = {
    deps,
    viewer,
    session,
    ip: input.ip ?? null,
    userAgent: typeof ua === 'string' ? ua.slice(0, 512) : null,
    requestId: input.requestId,
    res: input.res,
  } as Context;
  Object.defineProperties(ctx, {
    em: { enumerable: true, get: () => (em ??= deps.orm.em.fork() as EntityManager) },
    loaders: { enumerable: true, get: () => (loaders ??= deps.loaders(ctx.em, viewer?.id ?? null)) },
  });
  renewers.set(ctx, () => {
    em = null;
    loaders = null;
  });
  return ctx;
}

export function contextFromExpress(deps: AppDeps, req: Request, res: Response): Promise<Context> {
  return buildContext(deps, { headers: req.headers, ip: req.ip ?? null, requestId: String(res.locals.requestId ?? ''), res });
}
