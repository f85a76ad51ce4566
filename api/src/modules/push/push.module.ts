import type { AppDeps } from '../../platform/context.js';
import { defineFeature } from '../../platform/feature.js';
import { NotificationPreferences, PushSubscription } from './push.entity.js';
import { PushResolver } from './push.resolver.js';
import { pushService } from './push.service.js';
import { vapidOf } from './vapid.js';

/** The consumer of new notifications (`push.notification`), rings and messages, and the deliveries (`push.send`). */
async function registerPushJobs(deps: AppDeps): Promise<void> {
  // made (or read) at start: a key pair generated on the first start, not on the first subscribe
  vapidOf(deps.config);
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
