import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from '@graphql-yoga/subscription';
import { Redis } from 'ioredis';

/** The User fields a subscriber may receive (JSON-safe: it may cross Redis). */
export type UserSnapshot = Record<string, string | number | boolean | null>;

/** Every realtime topic and its payload. `[id, payload]` topics are per user/topic/room. */
export type PubSubChannels = {
  /** `user` is the updated row's public and private fields, so 1,000 open tabs need no 1,000 reads. */
  VIEWER_UPDATED: [userId: number, payload: { userId: number; user: UserSnapshot }];
  SESSIONS_REVOKED: [payload: { sessionIds: string[] }];
  NOTIFICATION_ADDED: [userId: number, payload: { notificationId: number }];
  PRESENCE_CHANGED: [topicId: number, payload: { userId: number; online: boolean }];
  COMMENT_ADDED: [topicId: number, payload: { commentId: number }];
};

export type PubSub = ReturnType<typeof createPubSub<PubSubChannels>> & { close(): Promise<void> };

/** In-memory by default; Redis when `REDIS_URL` is set so several api processes act as one. */
export function createAppPubSub(redisUrl?: string): PubSub {
  if (!redisUrl) return Object.assign(createPubSub<PubSubChannels>(), { close: async () => {} });
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return Object.assign(createPubSub<PubSubChannels>({ eventTarget }), {
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  });
}

