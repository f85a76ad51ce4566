import { LIMITS, MSG } from '@poolmates/schema';
import { rateLimited } from './errors.js';
import { clock } from './clock.js';
import { rateLimits } from './rate-limit.js';
import { type SignedInContext } from './auth.js';
import type { Binds } from './prepared.js';
import type { FeatureRegistry } from './registry.js';

/** An allowance of writes per person: per minute, and optionally per hour. */
export interface Allowance {
  perMinute: number;
  perHour?: number;
}

/**
 * The platform's own kinds: `squadItem` is one budget shared by several features (takeaways,
 * resources, the accountability loop's check-ins and focus timer): the squad sees each one.
 */
const SHARED = {
  squadItem: { perMinute: LIMITS.squadItemsPerMinute },
} satisfies Record<string, Allowance>;

/**
 * Every kind of counted write: the shared ones here, each feature's from its descriptor
 * (`defineFeature({ writeLimits })`, decision 069), typed from the feature list (features.ts).
 */
export type WriteKind = keyof typeof SHARED | (FeatureRegistry extends { writeKinds: infer K extends string } ? K : never);

/** Writes that reach other people (a notification, a feed) and so must not be scriptable at will. */
const allowances = new Map<string, Allowance>(Object.entries(SHARED));

/** The features' allowances, once at start (features.ts); a kind declared twice is refused. */
export function registerWriteLimits(limits: Record<string, Allowance>): void {
  for (const [kind, allowance] of Object.entries(limits)) {
    const known = allowances.get(kind);
    if (known && known !== allowance) throw new Error(`write limit "${kind}" is declared twice`);
    allowances.set(kind, allowance);
  }
}

/** The allowance of a kind (throws for one no feature registered: features.ts was not loaded). */
export function allowanceOf(kind: WriteKind): Allowance {
  const allowance = allowances.get(kind);
  if (!allowance) throw new Error(`write limit "${kind}" is not registered (features.ts)`);
  return allowance;
}

/**
 * Counts one write of the signed-in viewer before it is made (decision 018): one atomic upsert per
 * window, so a burst of parallel requests stores exactly the allowance and the rest are refused
 * with "You're doing that too often…" (or, past an hourly cap, "…try again later"). Services call it, so GraphQL and the legacy paths share it.
 */
export async function throttleWrite(ctx: SignedInContext, kind: WriteKind): Promise<void> {
  const { perMinute, perHour } = allowanceOf(kind);
  const key = `write:${kind}:${ctx.viewer.id}`;
  if ((await rateLimits.hit(ctx.em, key, 60)) > perMinute) throw rateLimited(MSG.tooOften);
  if (perHour !== undefined && (await rateLimits.hit(ctx.em, `${key}:hour`, 3600)) > perHour) throw rateLimited(MSG.tooOftenThisHour);
}

/** The counts a `throttleInStatement` answered: null when the statement did not count (its condition was false). */
export interface ThrottleCounts {
  lim_m: number | null;
  lim_h: number | null;
}

/**
 * The same count as `throttleWrite`, as CTEs of the caller's write statement (issue 27: no
 * transaction of its own). Defines `lim_m` (the minute's upsert), `lim_h` (the hour's, only when
 * the minute allowed it, as `throttleWrite` does) and `lim_ok` (one row `ok`: both within the
 * allowance, or nothing counted). `when` (SQL, optional) counts only when true (a chat retry costs
 * no allowance). The statement selects `(select count from lim_m) as lim_m, (select count from
 * lim_h) as lim_h` and hands the row to `checkThrottle`. The person's keys and the times are binds
 * of `b` (decision 072: the same text for everyone); the kind's allowance is part of the text.
 */
export function throttleInStatement(b: Binds, viewerId: number, kind: WriteKind, when = 'true'): string {
  const { perMinute, perHour } = allowanceOf(kind);
  const key = `write:${kind}:${viewerId}`;
  const now = clock.now();
  const at = b.v(now, 'timestamptz');
  const upsert = (name: string, k: string, from: string, windowSeconds: number) => {
    const since = b.v(new Date(now.getTime() - windowSeconds * 1000), 'timestamptz');
    return `${name} as (
        insert into rate_limits as rl (key, window_start, count) select ${b.v(k, 'text')}, ${at}, 1 ${from}
        on conflict (key) do update set
          count = case when rl.window_start <= ${since} then 1 else rl.count + 1 end,
          window_start = case when rl.window_start <= ${since} then excluded.window_start else rl.window_start end
        returning count)`;
  };
  const m = upsert('lim_m', key, `where ${when}`, 60);
  const h = perHour === undefined ? 'lim_h as (select null::int as count where false)' : upsert('lim_h', `${key}:hour`, `from lim_m where lim_m.count <= ${perMinute}`, 3600);
  const hourOk = perHour === undefined ? 'true' : `coalesce((select count from lim_h), 0) <= ${perHour}`;
  return `${m}, ${h}, lim_ok as (select true as ok where coalesce((select count from lim_m), 0) <= ${perMinute} and ${hourOk})`;
}

/** Refuses as `throttleWrite` does from the counts a `throttleInStatement` answered. */
export function checkThrottle(kind: WriteKind, row: ThrottleCounts): void {
  const { perMinute, perHour } = allowanceOf(kind);
  if (row.lim_m !== null && row.lim_m > perMinute) throw rateLimited(MSG.tooOften);
  if (perHour !== undefined && row.lim_h !== null && row.lim_h > perHour) throw rateLimited(MSG.tooOftenThisHour);
}
