import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApolloServer } from '@apollo/server';
import { jitGateway } from './platform/jit.js';
import { stopLogConsumers } from './platform/log-consumer.js';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import express, { Router } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { LIMITS, MSG } from '@poolmates/schema';
import type { Config } from './platform/config.js';
import type { DatabaseState } from './platform/embedded-postgres.js';
import { contextFromExpress, earlyRead, keepEarlyRead, type AppDeps, type Context } from './platform/context.js';
import { createErrorFormatter } from './platform/errors.js';
import type { Logger } from './platform/logger.js';
import type { Orm } from './platform/orm.js';
import { documentStore, guardPlugin } from './platform/guard.js';
import { boundsFor, checkDocumentBounds, MEMBER_BOUNDS, PARSE_OPTIONS, VISITOR_BOUNDS } from './platform/document-bounds.js';
import { setPreparedWarn } from './platform/prepared.js';
import { createAppPubSub } from './platform/pubsub.js';
import { requestLogging } from './platform/request-id.js';
import { buildAppSchema } from './platform/schema.js';
import { metricsAccess, noStore, securityHeaders } from './platform/security-headers.js';
import { webStatic } from './platform/web-static.js';
import { attachWebSocketServer } from './platform/ws.js';
import { createOriginPolicy, graphqlRefusal, plainRefusal, refuseCrossSite } from './platform/origin.js';
import { createRestRouter } from './rest/router.js';
import { Admission, admissionLimits, admissionPlugin, admitRead, readAdmissionLimits, utilizationShedder } from './platform/admission.js';
import { registerRateLimitJobs } from './platform/rate-limit.js';
import { deriveKey } from './platform/crypto.js';
import { batchQueriesOnlyPlugin, graphqlHttp } from './platform/graphql-http.js';
import { keepRecentSessions, readSession, tokenFromHeaders } from './platform/session.js';
import { isDatabaseOutage, OUTAGE_RETRY_AFTER, outagePlugin, unavailableBody } from './platform/outage.js';
import { startJobs } from './platform/jobs.js';
import { watchLoopDelay } from './platform/loop-delay.js';
import { localStorage } from './platform/storage.js';
import { features, makeLoaders, resolvers, restRows } from './features.js';
import { splicer } from './platform/splice.js';
import { createMailer } from './modules/mail/mail.module.js';

/** The largest JSON body of a GraphQL request without a session token (decision 052). */
export const VISITOR_BODY_MAX = 64 * 1024;

/** A GraphQL request stopped by a database outage before Apollo: as Apollo answers one (decision 094). */
function answerUnavailable(res: express.Response): void {
  const body = unavailableBody();
  res.status(503).setHeader('Retry-After', OUTAGE_RETRY_AFTER);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/**
 * graphql-upload's middleware, its parser's own errors made the client's: a form busboy cannot read
 * (a malformed part header — a NUL in a field name, found by the attacker's pass of decision 094)
 * came out as an error with no status, a 500. Its own refusals (400, 413) pass as they are.
 */
export function readUploads(uploads: express.RequestHandler): express.RequestHandler {
  return (req, res, next) =>
    void uploads(req, res, (err?: unknown) => {
      if (err && typeof (err as { status?: unknown }).status !== 'number') return next(Object.assign(new Error(MSG.formUnreadable), { status: 400, expose: true }));
      next(err as Error | undefined);
    });
}

/** How long an idle kept-alive HTTP connection stays open (above common proxies' 60 s). */
export const KEEP_ALIVE_MS = 65_000;

export interface AppHandle {
  deps: AppDeps;
  httpServer: Server;
  apollo: ApolloServer<Context>;
  /** What the caches keyed by query texts hold (tests, decision 052). */
  caches: { documents(): { documents: number; bytes: number }; compiled(): { compiled: number; bytes: number } };
  /** Admission control in front of the writes (decision 060): tests hold its slots. */
  admission: Admission;
  /** Admission control in front of the reads (decision 090): HTTP queries and the shim's reads. */
  readAdmission: Admission;
  /** Open WebSocket connections and the operations open on them (tests, /metrics). */
  live: { connections(): number; operations(): number };
  /** Listens on `port` (0 = any free one) and returns the bound port. */
  listen(port: number, host?: string): Promise<number>;
  stop(): Promise<void>;
}

/** The session secret: SESSION_SECRET, or one generated once and kept under DATA_DIR. */
export function resolveSessionSecret(config: Config): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const dir = resolve(config.DATA_DIR);
  const file = join(dir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function defaultWebDist(): string {
  return fileURLToPath(new URL('../../web/dist', import.meta.url));
}

/** Builds the one Express app: GraphQL over HTTP and WebSocket, the REST shim, uploads, the web app. */
export async function createApp(
  config: Config,
  orm: Orm,
  log: Logger,
  opts: { databaseUrl: string; /** the embedded cluster's supervision state; absent with DATABASE_URL */ databaseState?: () => DatabaseState },
): Promise<AppHandle> {
  // a label past its prepared statements' cap (decision 087) says so through the logger, once
  setPreparedWarn((message, label) => log.warn({ label }, message));
  const pubsub = createAppPubSub(config.REDIS_URL, (err) => log.warn({ err }, 'realtime event could not cross Redis'));
  const sessionSecret = resolveSessionSecret(config);
  const jobs = await startJobs(opts.databaseUrl, log);
  const mailer = await createMailer({ smtpUrl: config.SMTP_URL, jobs, orm, log });
  const deps: AppDeps = {
    config,
    orm,
    log,
    pubsub,
    sessionSecret,
    keys: { otp: deriveKey(sessionSecret, 'otp'), securityCode: deriveKey(sessionSecret, 'security-code'), pdfTicket: deriveKey(sessionSecret, 'pdf-ticket'), device: deriveKey(sessionSecret, 'device-cookie') },
    jobs,
    mailer,
    storage: localStorage(config.DATA_DIR),
    loaders: makeLoaders,
  };
  // the features, in list order (features.ts): their socket hooks, then their queues
  // signed-in queries reuse a session read moments ago (decision 045); revocations and changes drop it
  const stopRecentSessions = keepRecentSessions(orm, config.SESSION_CACHE_MS, pubsub, (err) => log.warn({ err }, 'session revocations: the subscription failed, listening again'));
  const hooks = features.flatMap((f) => (f.socket ? [f.socket(deps)] : []));
  for (const feature of features) await feature.jobs?.(deps);
  await registerRateLimitJobs(deps);
  const schema = await buildAppSchema(resolvers, pubsub);
  const app = express();
  app.disable('x-powered-by');
  // no ETag on API answers: hashing every GraphQL/shim body cost 2.6 % of a request (issue 18), and
  // personal data is no-store anyway; static files keep theirs (serve-static sets its own)
  app.set('etag', false);
  // the same trust decides req.ip on HTTP and the client address of a WebSocket (decision 017)
  app.set('trust proxy', config.TRUST_PROXY);
  const trustProxy = app.get('trust proxy fn') as (addr: string, i: number) => boolean;
  const httpServer = createServer(app);
  const loopDelay = watchLoopDelay({ logOverMs: config.LOOP_STALL_LOG_MS, log });
  // An idle kept-alive connection stays open 65 s (Node's default is 5 s): a client or proxy that
  // reuses one after 5–60 s idle (load balancers keep theirs 60 s) otherwise races the server
  // closing it and gets ECONNRESET on a request the server never saw (seen in the feed walk at
  // 5.8 s idle, decision 048). Shutdown does not wait for them (the drain plugin closes idle ones).
  httpServer.keepAliveTimeout = KEEP_ALIVE_MS;
  // the bound port, asked once it is known (address() is a system call: not on every request)
  let bound: number | null = null;
  const boundPort = () => {
    if (bound === null) bound = (httpServer.address() as { port: number } | null)?.port ?? null;
    return bound ?? config.PORT;
  };
  const origins = createOriginPolicy(config, boundPort);
  // one limiter for every door's writes: HTTP and shim mutations (Apollo plugin), socket operations (decision 060)
  // past saturation a share of new mutations is refused at once (decision 101)
  const admission = new Admission(admissionLimits(config), config.ADMISSION_SHED_UTILIZATION > 0 ? utilizationShedder({ over: config.ADMISSION_SHED_UTILIZATION }) : null);
  // and one for HTTP's and the shim's reads: one person's flood of queries is bounded (decision 090)
  const readAdmission = new Admission(readAdmissionLimits(config));
  const ws = attachWebSocketServer(httpServer, schema, deps, { origins, trustProxy, introspection: config.GRAPHQL_INTROSPECTION, hooks, admission });

  const documents = documentStore();
  const gateway = config.GRAPHQL_JIT ? jitGateway(schema) : null;
  const apollo = new ApolloServer<Context>({
    // graphql-jit behind Apollo's gateway hook, Apollo's parse, validation and plugins unchanged (decision 033)
    ...(gateway ? { gateway } : { schema }),
    // parsed documents kept bounded in bytes, none the guards refused; the parser stops at the
    // largest token bound (the visitor's is checked before Apollo: decision 052)
    documentStore: documents,
    parseOptions: PARSE_OPTIONS,
    // off in production unless GRAPHQL_INTROSPECTION=true; "Did you mean …?" goes with it (decision 017)
    introspection: config.GRAPHQL_INTROSPECTION,
    hideSchemaDetailsFromClientErrors: !config.GRAPHQL_INTROSPECTION,
    csrfPrevention: true,
    stopOnTerminationSignals: false, // main.ts owns SIGINT/SIGTERM: drain, then stop jobs and the database
    includeStacktraceInErrorResponses: false,
    formatError: createErrorFormatter(log),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: 5000 }),
      { async serverWillStart() { return { async drainServer() { await ws.dispose(); } }; } },
      ApolloServerPluginLandingPageDisabled(),
      // installed by default, it wraps every field resolver (willResolveField) for hints we never
      // set: 3 % of a browse request's CPU (issue 18)
      ApolloServerPluginCacheControlDisabled(),
      guardPlugin(documents),
      admissionPlugin(admission, readAdmission),
      // a batch's operations are queries only (decision 083)
      batchQueriesOnlyPlugin(),
      // an answer a database outage stopped: 503 with Retry-After (decision 094)
      outagePlugin(),
    ],
  });
  await apollo.start();

  app.use(requestLogging(log, config.LOG_FORMAT === 'pretty' ? 'debug' : 'info'));
  app.use(securityHeaders({ origins, hsts: config.secureCookies }));
  // liveness: fails only when the embedded PostgreSQL is gone for good (the process then exits);
  // a database that is down or restarting is readiness's business
  app.get('/healthz', (_req, res) => {
    if (opts.databaseState?.() === 'failed') res.status(503).json({ ok: false, database: 'failed' });
    else res.json({ ok: true });
  });
  // Prometheus text format; `?gc=1` runs a collection first when node was started with --expose-gc (benchmarks)
  // `?reset=1` starts the event-loop delay's window afresh after reading it (a benchmark's step)
  app.get('/metrics', metricsAccess(config.METRICS_TOKEN), (req, res) => {
    const gc = (globalThis as { gc?: () => void }).gc;
    if (req.query.gc === '1' && gc) gc();
    const m = process.memoryUsage();
    const delay = loopDelay.read();
    if (req.query.reset === '1') loopDelay.reset();
    res.type('text/plain; version=0.0.4').send(
      [
        `process_resident_memory_bytes ${m.rss}`,
        `nodejs_heap_used_bytes ${m.heapUsed}`,
        `nodejs_heap_total_bytes ${m.heapTotal}`,
        `nodejs_external_memory_bytes ${m.external}`,
        `poolmates_ws_connections ${ws.connections()}`,
        `poolmates_ws_operations ${ws.operations()}`,
        `poolmates_admission_running ${admission.load().running}`,
        `poolmates_admission_waiting ${admission.load().waiting}`,
        `poolmates_admission_refused_total{reason="busy"} ${admission.refused.busy}`,
        `poolmates_admission_refused_total{reason="person"} ${admission.refused.person}`,
        `poolmates_admission_shed_total ${admission.refused.shed}`,
        `poolmates_admission_shed_share ${admission.shedLevel()}`,
        `poolmates_read_admission_running ${readAdmission.load().running}`,
        `poolmates_read_admission_waiting ${readAdmission.load().waiting}`,
        `poolmates_read_admission_refused_total{reason="busy"} ${readAdmission.refused.busy}`,
        `poolmates_read_admission_refused_total{reason="person"} ${readAdmission.refused.person}`,
        `process_uptime_seconds ${Math.round(process.uptime())}`,
        `nodejs_eventloop_delay_max_seconds ${(delay.maxMs / 1000).toFixed(4)}`,
        `nodejs_eventloop_delay_p99_seconds ${(delay.p99Ms / 1000).toFixed(4)}`,
      ].join('\n') + '\n',
    );
  });
  app.get('/readyz', async (_req, res) => {
    const state = opts.databaseState?.() ?? 'up';
    if (state !== 'up') {
      res.status(503).json({ ok: false, database: state });
      return;
    }
    try {
      await Promise.race([orm.em.getConnection().execute('select 1'), new Promise((_r, rej) => setTimeout(rej, 2000).unref())]);
      res.json({ ok: true });
    } catch {
      res.status(503).json({ ok: false, database: 'unreachable' });
    }
  });

  const memberJson = express.json({ limit: '1mb' });
  const visitorJson = express.json({ limit: VISITOR_BODY_MAX });
  // a body the visitor's bound holds: its Content-Length says so, or there is none (a GET: no
  // session read for nothing); one of unknown length (chunked) is not known to be within it
  const withinVisitorBody = (req: express.Request): boolean => {
    const header = req.headers['content-length'];
    if (header === undefined) return req.headers['transfer-encoding'] === undefined;
    const length = Number(header);
    return Number.isFinite(length) && length <= VISITOR_BODY_MAX;
  };
  // the session of a body past the visitor's bound, read once: the request's context starts from it
  // (decision 094); a database that cannot be reached answers 503 UNAVAILABLE as the context would
  const bodySession = (req: express.Request, res: express.Response, next: express.NextFunction, token: string, then: (live: boolean) => void) => {
    const early = earlyRead(res);
    if (early !== undefined) return then(early !== null);
    readSession(orm, sessionSecret, token, true).then(
      (read) => {
        keepEarlyRead(res, read);
        then(read !== null);
      },
      (err: unknown) => (isDatabaseOutage(err) ? answerUnavailable(res) : next(err)),
    );
  };
  const jsonBody: express.RequestHandler = (req, res, next) => {
    const token = tokenFromHeaders(req.headers);
    if (!token) return visitorJson(req, res, next);
    // past a visitor's bound only a live session's body is read: a made-up token is a visitor's
    // (its 1 MB would be read and parsed before the session check refused it). A body within the
    // bound (every page's) costs no extra read; a larger one the request's one session read.
    if (withinVisitorBody(req)) return memberJson(req, res, next);
    bodySession(req, res, next, token, (live) => (live ? memberJson : visitorJson)(req, res, next));
  };
  // a multipart body (an upload: every one is a signed-in person's) past the visitor's bound is read
  // only for a live session, as a JSON body (052 amended): graphql-upload would otherwise parse a
  // visitor's 1 MB `operations` field and spool its files before any session check
  const multipartBound: express.RequestHandler = (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    if (withinVisitorBody(req)) return next();
    const tooLarge = () => next(Object.assign(new Error('request entity too large'), { status: 413 }));
    const token = tokenFromHeaders(req.headers);
    if (!token) return tooLarge();
    bodySession(req, res, next, token, (live) => (live ? next() : tooLarge()));
  };
  app.use(
    '/graphql',
    refuseCrossSite(origins, graphqlRefusal),
    noStore,
    multipartBound,
    // one file more than a post may carry reaches createPost, which answers the spec's "Maximum 8 images"
    readUploads(graphqlUploadExpress({ maxFileSize: LIMITS.profileImageMaxBytes + 1, maxFiles: LIMITS.postImagesMax + 1 })),
    // a request carrying no session token is a visitor's: its body is at most 64 KiB, refused
    // (413) from its Content-Length before it is read — reading and parsing a 900 kB body costs
    // ~11 ms of CPU (decision 052); a signed-in body may carry a 1,000,000-character variable
    jsonBody,
    graphqlHttp(apollo, (req, res) => contextFromExpress(deps, req, res), {
      // the text's bounds before Apollo parses: first the largest (no session read for a text
      // over it), then the viewer's (decision 052)
      beforeSession: (text, req) => {
        const bounds = tokenFromHeaders(req.headers) ? MEMBER_BOUNDS : VISITOR_BOUNDS;
        return typeof text === 'string' && text.length > bounds.bytes ? checkDocumentBounds(text, bounds) : null;
      },
      withSession: (text, ctx) => checkDocumentBounds(text, boundsFor(ctx.viewerRow !== null)),
      format: (e) => ({ message: e.message, extensions: { code: e.extensions.code } }),
    },
    // read pages one statement builds whole: PostgreSQL's JSON text spliced in (decision 066)
    config.GRAPHQL_SPLICE ? splicer(schema, features.flatMap((f) => f.splices ?? []), orm) : undefined,
    // a signed-in page's first screen in one request: a JSON array of at most 6 queries, each
    // answered as if it came alone (decision 083); a visitor's request never batches
    // (a token that turns out to be no one's session is a visitor's too: its batch is refused; a
    // deactivated account's session is a live one: its page load learns so from `Me`)
    { max: LIMITS.graphqlBatchMax, allowed: (req) => tokenFromHeaders(req.headers) !== null, signedIn: (ctx) => ctx.accountRow !== null },
    // a spliced read page takes a read slot as Apollo's reads do (decision 090)
    (ctx) => admitRead(readAdmission, ctx),
    ),
  );

  app.use(createRestRouter(apollo, deps, origins, restRows, schema));
  // any state-changing route added below is covered as well
  app.use(refuseCrossSite(origins, plainRefusal));
  const featureRoutes = Router();
  for (const feature of features) feature.routes?.(featureRoutes, deps);
  app.use(featureRoutes);

  const webDist = config.WEB_DIST ?? defaultWebDist();
  app.get('/graphiql', (_req, res) => {
    res.sendFile(join(webDist, 'graphiql.html'), (err) => {
      if (err) res.status(404).type('text').send('GraphiQL is not built: run `npm run build -w web`.');
    });
  });
  // a missing picture is a 404, not the web app's HTML
  app.use('/uploads', express.static(join(resolve(config.DATA_DIR), 'uploads'), { maxAge: '30d', immutable: true, index: false, fallthrough: false }));
  app.use(webStatic(webDist));
  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  app.use((err: Error & { status?: number; statusCode?: number }, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    // the database cannot be reached: to retry, not a server error (decision 094)
    if (isDatabaseOutage(err) && !res.headersSent) {
      if (req.path.startsWith('/graphql')) return answerUnavailable(res);
      return void res.status(503).setHeader('Retry-After', OUTAGE_RETRY_AFTER).json({ error: MSG.databaseUnavailable });
    }
    const status = err.status ?? err.statusCode ?? 500;
    if (status >= 500) log.error({ err }, 'unhandled error');
    if (!res.headersSent) res.status(status >= 500 ? 500 : status).json({ error: status >= 500 ? 'Internal server error' : err.message });
  });

  return {
    deps,
    httpServer,
    apollo,
    admission,
    readAdmission,
    live: { connections: ws.connections, operations: ws.operations },
    caches: { documents: documents.kept, compiled: () => ({ compiled: gateway?.compiled() ?? 0, bytes: gateway?.compiledBytes() ?? 0 }) },
    listen(port, host = config.HOST) {
      return new Promise((res, rej) => {
        httpServer.once('error', rej);
        httpServer.listen(port, host, () => res((httpServer.address() as { port: number }).port));
      });
    },
    async stop() {
      log.info('draining HTTP and WebSocket connections');
      await apollo.stop();
      log.info('stopping the job queue');
      await stopLogConsumers(deps);
      await jobs.stop();
      for (const hook of hooks) await hook.stop?.();
      stopRecentSessions();
      await pubsub.close();
      loopDelay.stop();
      admission.useShedder(null);
    },
  };
}
