import { AsyncLocalStorage } from 'node:async_hooks';
import { PgBoss } from 'pg-boss';
import type { Logger } from './logger.js';

const inJob = new AsyncLocalStorage<true>();
/** True inside a job handler: the SQL-count tests leave out what a job ran meanwhile (api/test/harness.ts). */
export const inBackgroundJob = (): boolean => inJob.getStore() === true;
/** Runs `fn` as background work (a job handler, a log consumer's pass): outside any request's count. */
export const asBackgroundWork = <T>(fn: () => Promise<T>): Promise<T> => inJob.run(true, fn);

/**
 * Every background queue and its payload: the platform's own here, each feature's in its
 * `<feature>.module.ts` by declaration merging (decision 069), beside the handlers it registers.
 */
export interface JobQueues {
  'rate-limits.expire': Record<string, never>;
}
export type QueueName = keyof JobQueues;

export interface Jobs {
  send<Q extends QueueName>(queue: Q, data: JobQueues[Q], opts?: { startAfter?: Date | number; singletonKey?: string; singletonSeconds?: number; retryLimit?: number; retryDelay?: number }): Promise<void>;
  /**
   * Handles the queue's jobs. A job sent to run now wakes its worker at once (LISTEN/NOTIFY); the
   * worker also looks every `BACKSTOP_POLL_SECONDS` for jobs whose time has come (a retry, a
   * `startAfter`). `timed`: the queue's jobs are sent for a moment that matters (a ring's end, a
   * focus phase's): looked for every `TIMED_POLL_SECONDS` instead (decision 089).
   */
  work<Q extends QueueName>(queue: Q, handler: (data: JobQueues[Q]) => Promise<void>, opts?: { timed?: boolean }): Promise<void>;
  schedule(queue: QueueName, cron: string): Promise<void>;
  stop(): Promise<void>;
}

const RETRY = { retryLimit: 8, retryDelay: 5, retryBackoff: true, retryDelayMax: 600 };

/**
 * How often an idle worker looks for jobs (decision 089). pg-boss's fetch (`WITH next AS …`) is
 * planned on every call (~0.4 ms of PostgreSQL's planning each) and every queue polled on its own:
 * 17 queues every 0.5 s were ~34 fetches a second at idle, more than the writes of a busy minute.
 * Jobs to run now wake their queue's workers through LISTEN/NOTIFY (pg-boss's `useListenNotify`,
 * each queue `notify`), so polling is only for jobs that come of age: a retry, a `startAfter`.
 */
export const BACKSTOP_POLL_SECONDS = 5;
/** For queues whose jobs are due at a moment that matters (`work(…, { timed: true })`): at most this late. */
export const TIMED_POLL_SECONDS = 1;
/** Without a LISTEN connection (it failed; pg-boss warns and polls): as before 089. */
const FALLBACK_POLL_SECONDS = 0.5;

/** pg-boss on the application's PostgreSQL (schema `pgboss`): mail retries, scheduled purges. */
export async function startJobs(databaseUrl: string, log: Logger): Promise<Jobs> {
  // one more connection than `max`: the LISTEN one
  const boss = new PgBoss({ connectionString: databaseUrl, max: 4, schema: 'pgboss', useListenNotify: true });
  boss.on('error', (err: unknown) => log.error({ err }, 'job queue error'));
  boss.on('warning', (w: { message: string; data?: unknown }) => log.warn({ data: w.data }, `job queue: ${w.message}`));
  await boss.start();
  const created = new Set<string>();
  const ensure = async (queue: string) => {
    if (created.has(queue)) return;
    await boss.createQueue(queue, { ...RETRY, notify: true });
    // a queue made before 089 exists without `notify` (createQueue leaves an existing queue as it is)
    if (!(await boss.getQueue(queue))?.notify) await boss.updateQueue(queue, { notify: true });
    created.add(queue);
  };
  return {
    async send(queue, data, opts = {}) {
      await ensure(queue);
      await boss.send(queue, data as object, { ...RETRY, ...opts });
    },
    async work(queue, handler, opts = {}) {
      await ensure(queue);
      const notifyPollingIntervalSeconds = opts.timed ? TIMED_POLL_SECONDS : BACKSTOP_POLL_SECONDS;
      await boss.work<JobQueues[typeof queue]>(queue, { pollingIntervalSeconds: FALLBACK_POLL_SECONDS, notifyPollingIntervalSeconds, batchSize: 5 }, async (jobs) => {
        for (const job of jobs) await inJob.run(true, () => handler(job.data));
      });
    },
    async schedule(queue, cron) {
      await ensure(queue);
      await boss.schedule(queue, cron);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
