import { LIMITS } from '@poolmates/schema';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';

/** Thrown when an environment variable has a bad value; the message names the variable. */
export class ConfigError extends Error {}

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: string[]) =>
  z.string().refine((v) => {
    try {
      return protocols.includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);

/**
 * Which peers may tell us the client's address in `X-Forwarded-For` (Express's `trust proxy`):
 * `false` (none), a hop count, or a comma list of addresses, CIDRs and the names `loopback`,
 * `linklocal`, `uniquelocal`. `true` (every peer) is refused: any client could then pick its own IP.
 */
const trustProxy = z.string().transform((v, ctx): false | number | string[] => {
  const text = v.trim().toLowerCase();
  if (text === 'false' || text === 'none') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text.split(',').map((p) => p.trim()).filter(Boolean);
  try {
    if (text === 'true' || list.length === 0) throw new Error('every peer');
    proxyaddr.compile(list);
    return list;
  } catch (err) {
    const detail = (err as Error).message === 'every peer' ? 'trusting every peer lets any client choose its address' : (err as Error).message;
    ctx.addIssue({ code: 'custom', message: `must be false, a hop count, or a comma list of addresses/CIDRs/loopback/linklocal/uniquelocal (${detail})` });
    return z.NEVER;
  }
});

export const PLAN_CACHE_MODES = ['force_generic_plan', 'auto', 'force_custom_plan'] as const;
export type PlanCacheMode = (typeof PLAN_CACHE_MODES)[number];

/**
 * Decision 104: the app's named statements (decision 072: the hot writes, the spliced pages) are
 * planned once per connection, generically, not five times with their values first — the post's
 * statement costs ~12 ms to plan, and with `auto` 4 % of its runs were planned at 300 writes/s (a
 * pooled connection opened after an idle spell plans six times). Sent as a startup parameter (no
 * round trip); MikroORM's own statements carry their values in their text and are unaffected.
 */
export const DEFAULT_PLAN_CACHE_MODE: PlanCacheMode = 'force_generic_plan';

/** A secret: long enough, and not a placeholder someone forgot to replace (docker-compose's `change-me-…`). */
const secret = (min: number) =>
  z
    .string()
    .min(min, `must be at least ${min} characters`)
    .refine((v) => !/change-?me|placeholder/i.test(v), 'is a placeholder: set a random value (e.g. `openssl rand -hex 32`)');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  SESSION_SECRET: secret(32).optional(),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  TURN_URLS: z.string().optional(),
  TURN_SECRET: secret(16).optional(),
  /** Default: true, except in production (demo accounts have published passwords). */
  SEED_DEMO: bool.optional(),
  /** Default: true, except in production. Off also hides "Did you mean …?" suggestions; GraphiQL needs it on. */
  GRAPHQL_INTROSPECTION: bool.optional(),
  /** Sockets one person may hold open on this process (decision 052); the fan-out bench raises it (1,000 sockets, one person). */
  WS_SOCKETS_PER_PERSON: z.coerce.number({ message: 'must be a number' }).int().min(1).max(100_000).default(LIMITS.socketsPerPersonMax),
  /** Socket connects one person (visitors: one address) may make per minute, all processes together; past it closed with 1013 (decision 076; `bench:fanout` raises it). */
  WS_CONNECTS_PER_MINUTE: z.coerce.number({ message: 'must be a number' }).int().min(1).max(1_000_000).default(LIMITS.socketConnectsPerMinute),
  /**
   * Admission control in front of the writes (decision 060): mutations (HTTP, REST shim, socket)
   * and socket operations running at once, waiting at most, the longest wait before a waiting one is
   * refused instead of run, and one signed-in person's share. Past them: 503 + Retry-After / UNAVAILABLE.
   */
  ADMISSION_CONCURRENCY: z.coerce.number({ message: 'must be a number' }).int().min(1).max(10_000).default(LIMITS.admissionConcurrency),
  ADMISSION_QUEUE: z.coerce.number({ message: 'must be a number' }).int().min(0).max(1_000_000).default(LIMITS.admissionQueue),
  ADMISSION_QUEUE_WAIT_MS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(600_000).default(LIMITS.admissionQueueWaitMs),
  ADMISSION_PER_PERSON: z.coerce.number({ message: 'must be a number' }).int().min(1).max(1_000_000).default(LIMITS.admissionPerPerson),
  /**
   * Load shedding (decision 101): while the event loop's utilisation stays at or above this (0–1),
   * a share of new mutations is refused at once as busy, rising while it stays there and halving
   * when it falls. 0: off. Default 0.97, off under NODE_ENV=test (a loaded test machine would refuse).
   */
  ADMISSION_SHED_UTILIZATION: z.coerce.number({ message: 'must be a number' }).min(0).max(1).optional(),
  /** PostgreSQL's plan_cache_mode on the app's connections (decision 104): generic plans, planned once a connection. */
  PG_PLAN_CACHE_MODE: z.enum(PLAN_CACHE_MODES).default(DEFAULT_PLAN_CACHE_MODE),
  /**
   * Admission control in front of the reads (decision 090): queries over HTTP (each of a batch's
   * operations) and the REST shim's reads at once, waiting at most, the longest wait, and one
   * person's share (visitors: one address's, twice it). Past them: 429 / 503 + Retry-After.
   */
  READ_ADMISSION_CONCURRENCY: z.coerce.number({ message: 'must be a number' }).int().min(1).max(10_000).default(LIMITS.readAdmissionConcurrency),
  READ_ADMISSION_QUEUE: z.coerce.number({ message: 'must be a number' }).int().min(0).max(1_000_000).default(LIMITS.readAdmissionQueue),
  READ_ADMISSION_QUEUE_WAIT_MS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(600_000).default(LIMITS.readAdmissionQueueWaitMs),
  READ_ADMISSION_PER_PERSON: z.coerce.number({ message: 'must be a number' }).int().min(1).max(1_000_000).default(LIMITS.readAdmissionPerPerson),
  /** A socket's fan-out bound (decision 060): bytes waiting to be sent, and the longest unflushed send; past either it is closed (1013). */
  WS_SEND_BUFFER_MAX: z.coerce.number({ message: 'must be a number' }).int().min(1).max(1024 * 1024 * 1024).default(LIMITS.socketSendBufferMax),
  WS_SEND_STALL_MS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(600_000).default(LIMITS.socketSendStallMs),
  /** Default: true. Executes GraphQL over HTTP and the REST shim compiled by graphql-jit (decision 033); false: graphql-js. */
  GRAPHQL_JIT: bool.optional(),
  /** Default: true. Read pages whose whole selection one statement builds answer PostgreSQL's JSON text as it came (decision 066); false: always execute. */
  GRAPHQL_SPLICE: bool.optional(),
  /**
   * How long (ms) a signed-in query may reuse its session and person as read for an earlier request
   * of the same token (decision 045); 0: every request reads them. Mutations always read them.
   */
  SESSION_CACHE_MS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(5000).default(1000),
  /** Default: true. One memory-reducing collection after start (idle RSS ~200 → ~130 MiB; decision 045). */
  MEMORY_TRIM_AT_START: bool.optional(),
  /** Logs each event-loop stall longer than this (ms), with the garbage collections in it (decision 077); unset: off. /metrics reports the delay either way. */
  LOOP_STALL_LOG_MS: z.coerce.number({ message: 'must be a number' }).int().min(10).max(600_000).optional(),
  /** Lets `/metrics` answer a non-loopback client that sends `Authorization: Bearer <token>`. */
  METRICS_TOKEN: secret(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Default: `pretty` for a development start in a terminal, else `json` (production, pipes, log collectors). */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: trustProxy.default(['loopback']),
  /** Chat: how long after a person's first unread message from someone they are emailed (one email for the burst; none if read by then). */
  /** e2e only (decision 044): with NODE_ENV other than production, `POST /__test__/clock {advanceMs}` moves the server's clock. */
  TEST_CLOCK: bool.optional(),
  CHAT_EMAIL_DELAY_SECONDS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(86_400).default(300),
  /**
   * Web Push (decision 061): the VAPID key pair (base64url, as `web-push generate-vapid-keys` prints
   * it) and the contact the push services see (`mailto:` or `https:`). Unset: generated on first
   * start into DATA_DIR/vapid.json and kept there.
   */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URL').optional(),
  /**
   * Web Push endpoint hosts accepted besides the push services', over http too (comma list of
   * host[:port], e.g. `127.0.0.1:9999`): tests and local receivers only — refused in production.
   */
  PUSH_TEST_HOSTS: z.string().optional(),
  /** Calls: STUN servers handed to every participant (comma list of stun: URLs; `none` for none). */
  CALL_STUN_URLS: z.string().default('stun:stun.l.google.com:19302'),
  /** Calls: lifetime of the TURN REST credentials (coturn use-auth-secret), at most an hour (DECISIONS.md). */
  CALL_TURN_TTL_SECONDS: z.coerce.number({ message: 'must be a number' }).int().min(60).max(3600).default(3600),
  /** Calls: a session whose signal stream has been closed this long (no reconnect) has left the call. */
  CALL_DISCONNECT_GRACE_MS: z.coerce.number({ message: 'must be a number' }).int().min(100).max(300_000).default(10_000),
  /** Calls: how long a ring lasts; then whoever did not answer has missed the call (the web's popup also closes at 90 s). */
  CALL_RING_MS: z.coerce.number({ message: 'must be a number' }).int().min(500).max(600_000).default(90_000),
});

export type Config = Omit<z.infer<typeof EnvSchema>, 'SEED_DEMO' | 'GRAPHQL_INTROSPECTION' | 'LOG_FORMAT' | 'GRAPHQL_JIT' | 'GRAPHQL_SPLICE' | 'MEMORY_TRIM_AT_START' | 'ADMISSION_SHED_UTILIZATION'> & {
  MEMORY_TRIM_AT_START: boolean;
  ADMISSION_SHED_UTILIZATION: number;
  SEED_DEMO: boolean;
  LOG_FORMAT: 'json' | 'pretty';
  GRAPHQL_INTROSPECTION: boolean;
  GRAPHQL_JIT: boolean;
  GRAPHQL_SPLICE: boolean;
  /** True when the session cookie should carry `Secure` (PUBLIC_URL is https). */
  secureCookies: boolean;
};

/** Parses and validates the environment once. Empty strings count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, terminal = process.stdout.isTTY === true): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const cfg = parsed.data;
  if (cfg.TURN_URLS && !cfg.TURN_SECRET) throw new ConfigError('Invalid configuration:\n  TURN_SECRET: required when TURN_URLS is set');
  const badTurn = (cfg.TURN_URLS ?? '').split(',').map((u) => u.trim()).filter(Boolean).find((u) => !/^turns?:[^\s]+$/.test(u));
  if (badTurn) throw new ConfigError(`Invalid configuration:\n  TURN_URLS: ${badTurn} is not a turn: or turns: URL`);
  const production = cfg.NODE_ENV === 'production';
  if (!cfg.VAPID_PUBLIC_KEY !== !cfg.VAPID_PRIVATE_KEY) throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  if (production && cfg.PUSH_TEST_HOSTS) throw new ConfigError('Invalid configuration:\n  PUSH_TEST_HOSTS: not allowed in production');
  return {
    ...cfg,
    SEED_DEMO: cfg.SEED_DEMO ?? !production,
    LOG_FORMAT: cfg.LOG_FORMAT ?? (cfg.NODE_ENV === 'development' && terminal ? 'pretty' : 'json'),
    GRAPHQL_INTROSPECTION: cfg.GRAPHQL_INTROSPECTION ?? !production,
    GRAPHQL_JIT: cfg.GRAPHQL_JIT ?? true,
    ADMISSION_SHED_UTILIZATION: cfg.ADMISSION_SHED_UTILIZATION ?? (cfg.NODE_ENV === 'test' ? 0 : LIMITS.admissionShedUtilization),
    GRAPHQL_SPLICE: cfg.GRAPHQL_SPLICE ?? true,
    MEMORY_TRIM_AT_START: cfg.MEMORY_TRIM_AT_START ?? true,
    secureCookies: cfg.PUBLIC_URL?.startsWith('https:') ?? false,
  };
}
