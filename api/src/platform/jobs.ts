import { AsyncLocalStorage } from 'node:async_hooks';
import { PgBoss } from 'pg-boss';
import type { Logger } from './logger.js';

const inJob = new AsyncLocalStorage<true>();
/** True inside a job handler: the SQL-count tests leave out what a job ran meanwhile (api/test/harness.ts). */
export const inBackgroundJob = (): boolean => inJob.getStore() === true;
/** Runs `fn` as background work (a job handler, a log consumer's pass): outside any request's count. */
export const asBackgroundWork = <T>(fn: () => Promise<T>): Promise<T> => inJob.run(true, fn);

/** Every background queue and its payload. Handlers are registered by the features that own them. */
export type JobQueues = {
  'mail.send': { messageId: string };
  'account.purge': { userId: number };
  'account.purge-sweep': Record<string, never>;
  'topic.start-alert': { topicId: number };
  'rate-limits.expire': Record<string, never>;
  /** One email for a burst of unread messages from one person (decision 036). */
  'chat.mail': { recipientId: number; conversationId: number };
  'chat.prune-events': Record<string, never>;
  /** The accountability loop (decision 044): the reminder sweep (each minute) and a focus timer's phase switch. */
  'accountability.reminders': Record<string, never>;
  'accountability.focus-phase': { sessionId: number; at: number };
  /** A call session whose signal stream closed: gone unless it came back within the grace (decision 042). */
  'calls.session-gone': { sessionId: string };
  /** A call's ring is over (CALL_RING_MS): who did not answer is told MISSEDCALL, a caller left alone hears UNANSWERED (issue 25). */
  'calls.ring-timeout': { callId: number };
  /** Sessions attached through a process that stopped heartbeating (crashed): gone (decision 042). */
  'calls.sweep': Record<string, never>;
  /** The squad digest sweep (decision 062): each person's digest at their local hour, once per period. */
  'digest.sweep': Record<string, never>;
  /** Web Push (decision 061): new notifications to push (fan-out by preference), and one message to one browser. */
  'push.notification': { notificationIds: number[] };
  'push.send': { subscriptionId: number; payload: string; ttl?: number };
  /** A ringing call to push to one person (with Accept/Decline), and a direct message. */
  'push.call': { callId: number; userId: number };
  'push.message': { recipientId: number; messageId: number };
};
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
