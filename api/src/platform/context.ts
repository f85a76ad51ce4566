import type { IncomingHttpHeaders } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { Session } from '../modules/auth/session.entity.js';
import { createCommentLoaders, type CommentLoaders } from '../modules/comments/comment.loaders.js';
import { createFollowLoaders, type FollowLoaders } from '../modules/follows/follow.loaders.js';
import { createSquadLoaders, type SquadLoaders } from '../modules/squads/squad.loaders.js';
import { createPresenceLoaders, type PresenceLoaders } from '../modules/presence/presence.loaders.js';
import type { Presence } from '../modules/presence/presence.service.js';
import { createTopicLoaders, type TopicLoaders } from '../modules/topics/topic.loaders.js';
import { createUserLoaders, type UserLoaders } from '../modules/users/user.loaders.js';
import type { User } from '../modules/users/user.entity.js';
import { hashSessionToken, tokenFromHeaders } from './auth.js';
import { clock } from './clock.js';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import type { Orm } from './orm.js';
import type { PubSub } from './pubsub.js';
import { LIMITS } from '@poolmates/schema';
import type { Mailer } from '../modules/mail/mail.service.js';
import type { Jobs } from './jobs.js';
import type { Storage } from './storage.js';

/** What every request shares: built once at start. */
export interface AppDeps {
  config: Config;
  orm: Orm;
  log: Logger;
  pubsub: PubSub;
  sessionSecret: string;
  /** Keys derived from the session secret, one per purpose. */
  keys: { otp: Buffer; securityCode: Buffer; pdfTicket: Buffer };
  jobs: Jobs;
  mailer: Mailer;
  storage: Storage;
  presence: Presence;
}

export interface Loaders {
  users: UserLoaders;
  topics: TopicLoaders;
  squads: SquadLoaders;
  presence: PresenceLoaders;
  comments: CommentLoaders;
  follows: FollowLoaders;
}

/** Per request (or per subscription event): viewer from the session, a forked EntityManager, loaders. */
export interface Context {
  deps: AppDeps;
  em: EntityManager;
  viewer: User | null;
  session: Session | null;
  loaders: Loaders;
  ip: string | null;
  userAgent: string | null;
  requestId: string;
  /** The HTTP response, when there is one (not over WebSocket): lets sign-in set the cookie. */
  res?: Response;
  /**
   * Forgets the EntityManager and loaders: a subscription calls it for each event, so a socket
   * open for hours reads fresh rows instead of its first event's cache (DESIGN.md rule 5).
   */
  refresh(): void;
}

/** Slide the expiry at most once an hour, so a busy client does not write on every request. */
const SLIDE_AFTER_MS = 60 * 60 * 1000;

export async function findSession(em: EntityManager, deps: AppDeps, token: string | null): Promise<Session | null> {
  if (!token || token.length > 200) return null;
  const session = await em.findOne(Session, { tokenHash: hashSessionToken(token, deps.sessionSecret) }, { populate: ['user'] });
  const now = clock.now();
  if (!session || session.revokedAt || session.expiresAt <= now) return null;
  if (now.getTime() - session.lastUsedAt.getTime() > SLIDE_AFTER_MS) {
    session.lastUsedAt = now;
    session.expiresAt = new Date(now.getTime() + LIMITS.sessionTtlDays * 86_400_000);
    await em.flush();
  }
  return session;
}

export interface ContextInput {
  headers: IncomingHttpHeaders;
  ip?: string | null;
  requestId: string;
  res?: Response;
  /** A token from graphql-ws `connectionParams.authToken`. */
  token?: string | null;
}

export async function buildContext(deps: AppDeps, input: ContextInput): Promise<Context> {
  const lookup = deps.orm.em.fork() as EntityManager;
  const session = await findSession(lookup, deps, input.token ?? tokenFromHeaders(input.headers));
  const ua = input.headers['user-agent'];
  const viewer = session ? (session.user as User) : null;
  // the EntityManager and the loaders are made on first use: a subscription that only forwards
  // payloads (most events) never needs them, and 1,000 open sockets should not each hold them
  let em: EntityManager | null = session ? lookup : null;
  let loaders: Loaders | null = null;
  const ctx = {
    deps,
    viewer,
    session,
    ip: input.ip ?? null,
    userAgent: typeof ua === 'string' ? ua.slice(0, 512) : null,
    requestId: input.requestId,
    res: input.res,
    refresh: () => {
      em = null;
      loaders = null;
    },
  } as Context;
  Object.defineProperties(ctx, {
    em: { enumerable: true, get: () => (em ??= deps.orm.em.fork() as EntityManager) },
    loaders: {
      enumerable: true,
      get: () =>
        (loaders ??= {
          users: createUserLoaders(ctx.em),
          topics: createTopicLoaders(ctx.em),
          squads: createSquadLoaders(ctx.em, viewer?.id ?? null),
          presence: createPresenceLoaders(ctx.em),
          comments: createCommentLoaders(ctx.em, viewer?.id ?? null),
          follows: createFollowLoaders(ctx.em, viewer?.id ?? null),
        }),
    },
  });
  return ctx;
}

export function contextFromExpress(deps: AppDeps, req: Request, res: Response): Promise<Context> {
  return buildContext(deps, { headers: req.headers, ip: req.ip ?? null, requestId: String(res.locals.requestId ?? ''), res });
}
