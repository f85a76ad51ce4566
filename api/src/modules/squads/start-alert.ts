import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../platform/context.js';
import { clock } from '../../platform/clock.js';
import { Notification, NotificationType } from '../notifications/notification.entity.js';
import { notificationService } from '../notifications/notification.service.js';
import { squadMemberIds } from '../topics/membership.js';
import { START_ALERT_MINUTES } from '../topics/start-alert-at.js';
import { Topic } from '../topics/topic.entity.js';

export { START_ALERT_MINUTES, startAlertAt } from '../topics/start-alert-at.js';

/**
 * Sends '{topic} @ Start in 15 min' to the squad (owner and members) as a TOPIC_START notification,
 * once. Skipped when the topic is gone, already started long ago, or was alerted already.
 */
export async function sendStartAlert(em: EntityManager, deps: Pick<AppDeps, 'pubsub' | 'jobs' | 'log'>, topicId: number): Promise<number> {
  const topic = await em.findOne(Topic, { id: topicId });
  if (!topic || topic.startsAt.getTime() < clock.now().getTime() - 60 * 60_000) return 0;
  if (await em.count(Notification, { topic: topic.id, type: NotificationType.TOPIC_START })) return 0;
  const userIds = await squadMemberIds(em, topic.id);
  // the notifications and their events commit together
  const made = await em.transactional((tx) =>
    notificationService.events(tx, {
      added: notificationService.add(
        tx,
        userIds.map((userId) => ({ userId, type: NotificationType.TOPIC_START, topicId: topic.id, text: `${topic.title} @ Start in ${START_ALERT_MINUTES} min` })),
      ),
    }),
  );
  notificationService.publish(deps, made);
  return made.length;
}

/** pg-boss: one delayed job per topic, 15 minutes before its start. */
export async function registerStartAlertJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work('topic.start-alert', async ({ topicId }) => {
    const n = await sendStartAlert(deps.orm.em.fork(), deps, topicId);
    if (n) deps.log.info({ topicId, notified: n }, 'topic-start alert sent');
  }, { timed: true }); // 15 minutes before the start (decision 089)
}
