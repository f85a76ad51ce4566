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
  work<Q extends QueueName>(queue: Q, handler: (data: JobQueues[Q]) => Promise<void>): Promise<void>;
  schedule(queue: QueueName, cron: string): Promise<void>;
  stop(): Promise<void>;
}

const RETRY = { retryLimit: 8, retryDelay: 5, retryBackoff: true, retryDelayMax: 600 };

/** pg-boss on the application's PostgreSQL (schema `pgboss`): mail retries, scheduled purges. */
export async function startJobs(databaseUrl: string, log: Logger): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 4, schema: 'pgboss' });
  boss.on('error', (err: unknown) => log.error({ err }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  const ensure = async (queue: string) => {
    if (created.has(queue)) return;
    await boss.createQueue(queue, RETRY);
    created.add(queue);
  };
  return {
    async send(queue, data, opts = {}) {
      await ensure(queue);
      await boss.send(queue, data as object, { ...RETRY, ...opts });
    },
    async work(queue, handler) {
      await ensure(queue);
      await boss.work<JobQueues[typeof queue]>(queue, { pollingIntervalSeconds: 0.5, batchSize: 5 }, async (jobs) => {
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
