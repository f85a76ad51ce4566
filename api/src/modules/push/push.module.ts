import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../platform/context.js';
import { runPrepared } from '../../platform/prepared.js';
import { defineFeature } from '../../platform/feature.js';
import { startLogConsumer } from '../../platform/log-consumer.js';
import { NotificationPreferences, PushSubscription } from './push.entity.js';
import { PushResolver } from './push.resolver.js';
import { pushService } from './push.service.js';
import { vapidOf } from './vapid.js';

/** The name of the log consumer that turns new notifications into pushes (its cursors in `log_consumers`). */
export const PUSH_CONSUMER = 'push';

/** The consumer of new notifications (`push.notification`), rings and messages, and the deliveries (`push.send`). */
async function registerPushJobs(deps: AppDeps): Promise<void> {
  // made (or read) at start: a key pair generated on the first start, not on the first subscribe
  vapidOf(deps.config);
  // new notifications, rings and direct messages reach the push queue from the log (decisions 068,
  // 073), not from each write: the `notification.added`, `call.ring` and `chat.message` events of the
  // person streams, at least once (a push's tag makes a repeat replace the first in the browser),
  // resumed from the last one handled
  startLogConsumer(deps, {
    name: PUSH_CONSUMER,
    streams: 'user:',
    kinds: ['notification.added', 'call.ring', 'chat.message'],
    handle: async (events) => {
      // a message is pushed to its recipient, not to its sender (whose stream has it too)
      events = events.filter((e) => e.kind !== 'chat.message' || e.actorId !== Number(e.stream.slice('user:'.length)));
      if (events.length === 0) return;
      // only the people with a browser to push to make a job (most have none: no queue round trips for them)
      const people = [...new Set(events.map((e) => Number(e.stream.slice('user:'.length))))];
      // one text whatever the people (decision 089: a named prepared statement, not planned per pass)
      const rows = await runPrepared<{ user_id: number }>(deps.orm.em.fork() as EntityManager, 'push.subscribed', 'select distinct user_id from push_subscriptions where user_id = any($1::int[])', [people], { outsideTransaction: true });
      const subscribed = new Set(rows.map((r) => `user:${r.user_id}`));
      events = events.filter((e) => subscribed.has(e.stream));
      const notificationIds = events.filter((e) => e.kind === 'notification.added').map((e) => Number(e.data.notificationId));
      if (notificationIds.length) await deps.jobs.send('push.notification', { notificationIds });
      for (const e of events) if (e.kind === 'call.ring') await deps.jobs.send('push.call', { callId: Number(e.data.callId), userId: Number(e.stream.slice('user:'.length)) });
      for (const e of events) if (e.kind === 'chat.message') await deps.jobs.send('push.message', { recipientId: Number(e.stream.slice('user:'.length)), messageId: Number(e.data.messageId) });
    },
  });
  await deps.jobs.work('push.notification', async ({ notificationIds }) => {
    await pushService.fanOut(deps, notificationIds);
  });
  await deps.jobs.work('push.send', async ({ subscriptionId, payload, ttl }) => {
    await pushService.send(deps, subscriptionId, payload, ttl);
  });
  await deps.jobs.work('push.call', async ({ callId, userId }) => {
    await pushService.ring(deps, callId, userId);
  });
  await deps.jobs.work('push.message', async ({ recipientId, messageId }) => {
    await pushService.message(deps, recipientId, messageId);
  });
}

/** Notification preferences and Web Push (issue 29, decision 061). */
export const pushFeature = defineFeature({
  name: 'push',
  entities: [NotificationPreferences, PushSubscription],
  resolvers: [PushResolver],
  jobs: registerPushJobs,
});

// the job queues it works, and their payloads (platform/jobs.ts, decision 069)
declare module '../../platform/jobs.js' {
  interface JobQueues {
    /** New notifications to push (fan-out by preference, decision 061), and one message to one browser. */
    'push.notification': { notificationIds: number[] };
    'push.send': { subscriptionId: number; payload: string; ttl?: number };
    /** A ringing call to push to one person (with Accept/Decline), and a direct message. */
    'push.call': { callId: number; userId: number };
    'push.message': { recipientId: number; messageId: number };
  }
}
