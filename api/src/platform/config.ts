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

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  TURN_URLS: z.string().optional(),
  TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

export type Config = z.infer<typeof EnvSchema> & {
  /** True when the session cookie should carry `Secure` (PUBLIC_URL is https). */
  secureCookies: boolean;
};

/** Parses and validates the environment once. Empty strings count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const cfg = parsed.data;
  if (cfg.TURN_URLS && !cfg.TURN_SECRET) throw new ConfigError('Invalid configuration:\n  TURN_SECRET: required when TURN_URLS is set');
  return { ...cfg, secureCookies: cfg.PUBLIC_URL?.startsWith('https:') ?? false };
}
