import { addDays, DAY_MS, dateInZone, LIMITS } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import type { AppDeps } from '../../platform/context.js';
import { zonedToUtc } from '../../platform/time.js';
import { isoWeek } from '../accountability/days.js';
import { squadNews } from './digest.content.js';
import { inSquadSql } from '../topics/membership.js';
import { digestMail } from './digest.mail.js';
import { digestPolicy } from './digest.policy.js';
import { DEFAULT_DIGEST, DigestFrequency } from './digest.types.js';

export const UNSUBSCRIBE_PATH = '/digest/unsubscribe';

const hour = `${String(LIMITS.digestLocalHour).padStart(2, '0')}:00`;

/**
 * The period a person's digest is due for at `now`, or null when none is yet: DAILY from the local
 * hour of each local date (`D2027-07-02`); WEEKLY from Monday's local hour for the rest of that ISO
 * week (`W2027-W27`). A process that was down at the hour sends the period's digest when it is back.
 */
export function duePeriod(frequency: DigestFrequency, zone: string, now: Date): { period: string; lengthMs: number } | null {
  const today = dateInZone(now, zone);
  if (frequency === DigestFrequency.DAILY) return now >= zonedToUtc(today, hour, zone) ? { period: `D${today}`, lengthMs: DAY_MS } : null;
  if (frequency === DigestFrequency.WEEKLY) {
    const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    return now >= zonedToUtc(monday, hour, zone) ? { period: `W${isoWeek(today)}`, lengthMs: 7 * DAY_MS } : null;
  }
  return null;
}

interface Candidate {
  id: number;
  username: string;
  email: string;
  timezone: string | null;
  frequency: string | null;
}

/**
 * The digest sweep (decision 062), every 5 minutes through pg-boss (and called by the tests). For each
 * person with a verified address, the digest on, and a squad not ended a week ago or more, whose period
 * is due: claim the period (a unique (user, period) row, committed before anything else, so a second
 * or concurrent run sends nothing), read the news of their squads since their previous run (at most
 * one period back), and queue one mail through the mail queue when there is news. Returns the number
 * of mails queued. A crash between the claim and the queueing loses that period's digest: at most once.
 */
export async function sweepDigests(deps: AppDeps): Promise<number> {
  const em = deps.orm.em.fork();
  const now = clock.now();
  const exec = <T extends object[]>(sql: string, params: unknown[]) => em.getConnection().execute<T>(sql, params, 'all');
  const people = await exec<Candidate[]>(
    `select u.id, u.username, u.email, u.timezone, s.frequency from users u left join digest_settings s on s.user_id = u.id
      where u.email_verified and u.email is not null and u.status = 'ACTIVE' and coalesce(s.frequency, ?) <> 'OFF'
        and exists (select 1 from topics t where ${inSquadSql('t', 'u.id')}
                      and t.ends_at >= ?)`,
    [DEFAULT_DIGEST, new Date(now.getTime() - 7 * DAY_MS)],
  );
  const due = people.flatMap((p) => {
    const frequency = (p.frequency ?? DEFAULT_DIGEST) as DigestFrequency;
    const d = duePeriod(frequency, p.timezone ?? 'UTC', now);
    return d ? [{ ...p, frequency, ...d }] : [];
  });
  if (due.length === 0) return 0;
  const runs = await exec<{ user_id: number; period: string; ran_at: Date }[]>('select user_id, period, ran_at from digest_runs where user_id in (?) and ran_at > ?', [
    due.map((p) => p.id),
    new Date(now.getTime() - 8 * DAY_MS),
  ]);
  const taken = new Set(runs.map((r) => `${r.user_id}:${r.period}`));
  const lastRun = new Map<number, number>();
  for (const r of runs) lastRun.set(r.user_id, Math.max(lastRun.get(r.user_id) ?? 0, new Date(r.ran_at).getTime()));
  const base = (deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`).replace(/\/$/, '');
  let sent = 0;
  for (const p of due) {
    if (taken.has(`${p.id}:${p.period}`)) continue;
    const claimed = await exec<{ id: number }[]>('insert into digest_runs (user_id, period, ran_at, mailed) values (?, ?, ?, false) on conflict (user_id, period) do nothing returning id', [p.id, p.period, now]);
    if (claimed.length === 0) continue; // another run has it
    const since = new Date(Math.max(lastRun.get(p.id) ?? 0, now.getTime() - p.lengthMs));
    try {
      const squads = await squadNews(em.fork(), p.id, since, now);
      if (squads.length === 0) continue; // nothing to say: no mail
      const unsubscribeUrl = `${base}${UNSUBSCRIBE_PATH}?token=${digestPolicy.tokenFor(deps.sessionSecret, p.id)}`;
      await deps.mailer.enqueue(em.fork(), p.email, digestMail({ username: p.username, weekly: p.frequency === DigestFrequency.WEEKLY, squads, base, unsubscribeUrl }));
      await exec('update digest_runs set mailed = true where id = ?', [claimed[0].id]);
      sent++;
    } catch (err) {
      deps.log.warn({ err, userId: p.id, period: p.period }, 'squad digest failed');
    }
  }
  return sent;
}

export async function registerDigestJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work('digest.sweep', async () => {
    const n = await sweepDigests(deps);
    if (n) deps.log.info({ digests: n }, 'squad digests queued');
  });
  // not in api tests: they sweep themselves at the instants they choose
  if (deps.config.NODE_ENV !== 'test') await deps.jobs.schedule('digest.sweep', '*/5 * * * *');
}
