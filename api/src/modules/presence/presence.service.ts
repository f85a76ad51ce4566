import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { clock } from '../../platform/clock.js';
import type { AppDeps } from '../../platform/context.js';
import { squadsOfWhere } from '../topics/membership.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';
import { PresenceSocket } from './presence.entity.js';

/** A connection not seen for this long no longer counts (a crashed process); presence.splice.ts says the same in SQL. */
export const FRESH_MS = 60_000;
/** First key of the two-key advisory lock that serialises one user's presence changes. */
const PRESENCE_LOCK = 0x7072;
const HEARTBEAT_MS = 20_000;
const fresh = () => new Date(clock.now().getTime() - FRESH_MS);

/** The topics (not ended) whose squad a user is in: where their presence is news. */
async function topicsOf(em: EntityManager, userId: number): Promise<number[]> {
  const topics = await em.find(Topic, { endsAt: { $gt: clock.now() }, ...squadsOfWhere(em, userId) }, { fields: ['id'] });
  return topics.map((t) => t.id);
}

/**
 * Presence (DECISIONS.md: online in a topic while at least one connection is open), shared by all
 * api processes through PostgreSQL; changes go out on PRESENCE_CHANGED per topic.
 */
export function createPresence(deps: Pick<AppDeps, 'orm' | 'pubsub' | 'log'>) {
  const processId = randomUUID();
  const timer = setInterval(() => {
    deps.orm.em
      .fork()
      .nativeUpdate(PresenceSocket, { processId }, { seenAt: clock.now() })
      .catch((err: unknown) => deps.log.warn({ err }, 'presence heartbeat failed'));
  }, HEARTBEAT_MS);
  timer.unref();

  async function announce(em: EntityManager, userId: number, online: boolean) {
    for (const topicId of await topicsOf(em, userId)) deps.pubsub.publish('PRESENCE_CHANGED', topicId, { userId, online });
  }

  return {
    /** A signed-in socket opened; returns its id for `disconnected`. */
    async connected(userId: number): Promise<string> {
      const id = randomUUID();
      // per-user advisory lock: two tabs opening at once must not both count two and stay silent
      await deps.orm.em.fork().transactional(async (em) => {
        await em.getConnection().execute('select pg_advisory_xact_lock(?, ?)', [PRESENCE_LOCK, userId], 'all', em.getTransactionContext());
        em.create(PresenceSocket, { id, user: em.getReference(User, userId), processId, seenAt: clock.now() });
        await em.flush();
        // announced under the lock: a quick close and reopen cannot publish 'online' before 'offline'
        if ((await em.count(PresenceSocket, { user: userId, seenAt: { $gt: fresh() } })) === 1) await announce(em, userId, true);
      });
      return id;
    },

    async disconnected(connectionId: string, userId: number): Promise<void> {
      await deps.orm.em.fork().transactional(async (em) => {
        await em.getConnection().execute('select pg_advisory_xact_lock(?, ?)', [PRESENCE_LOCK, userId], 'all', em.getTransactionContext());
        await em.nativeDelete(PresenceSocket, { id: connectionId });
        if ((await em.count(PresenceSocket, { user: userId, seenAt: { $gt: fresh() } })) === 0) await announce(em, userId, false);
      });
    },

    async stop(): Promise<void> {
      clearInterval(timer);
      await deps.orm.em.fork().nativeDelete(PresenceSocket, { processId });
    },
  };
}
export type Presence = ReturnType<typeof createPresence>;

/** Which of `userIds` have a fresh connection. */
export async function onlineAmong(em: EntityManager, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await em.find(PresenceSocket, { user: { $in: userIds }, seenAt: { $gt: fresh() } }, { fields: ['user'] });
  return new Set(rows.map((r) => r.user.id));
}
