import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { clock } from '../../platform/clock.js';
import type { AppDeps } from '../../platform/context.js';
import { runPrepared } from '../../platform/prepared.js';
import { squadsOfExprSql } from '../topics/membership.js';
import { PresenceSocket } from './presence.entity.js';

/** A connection not seen for this long no longer counts (a crashed process); presence.splice.ts says the same in SQL. */
export const FRESH_MS = 60_000;
/** First key of the two-key advisory lock that serialises one user's presence changes. */
const PRESENCE_LOCK = 0x7072;
const HEARTBEAT_MS = 20_000;
const fresh = () => new Date(clock.now().getTime() - FRESH_MS);

/**
 * A socket opened (decision 102): its row in, and — when the user had no other fresh connection — the
 * topics (not ended) whose squad they are in, where their coming online is news; no rows otherwise.
 * One statement (a data-modifying CTE runs whether read or not); the insert is not visible to its
 * own count, so "no other" is `n = 0`.
 * $1 connection id, $2 user, $3 process, $4 now, $5 fresh-after.
 */
const CONNECT_SQL = `with ins as (insert into presence_connections (id, user_id, process_id, seen_at) values ($1::uuid, $2::int, $3::uuid, $4::timestamptz) returning 1),
  others as (select count(*)::int as n from presence_connections where user_id = $2::int and seen_at > $5::timestamptz)
  select t.id from topics t where (select n from others) = 0 and t.ends_at > $4::timestamptz and ${squadsOfExprSql('t', '$2::int')}`;

/**
 * A socket closed (decision 102): its row out, and — when no other fresh connection of the user is
 * left — the topics where their going offline is news. The deleted row is still in the statement's
 * snapshot: the count leaves it out by id. $1 connection id, $2 user, $3 now, $4 fresh-after.
 */
const DISCONNECT_SQL = `with del as (delete from presence_connections where id = $1::uuid returning 1),
  others as (select count(*)::int as n from presence_connections where user_id = $2::int and seen_at > $4::timestamptz and id <> $1::uuid)
  select t.id from topics t where (select n from others) = 0 and t.ends_at > $3::timestamptz and ${squadsOfExprSql('t', '$2::int')}`;

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

  /** Under the user's lock (held to the commit): a quick close and reopen cannot publish 'online' after 'offline'. */
  const lock = (em: EntityManager, userId: number) => runPrepared(em, 'presence.lock', 'select pg_advisory_xact_lock($1::int, $2::int)', [PRESENCE_LOCK, userId]);
  const announce = (rows: { id: number }[], userId: number, online: boolean) => {
    for (const { id } of rows) deps.pubsub.publish('PRESENCE_CHANGED', id, { userId, online });
  };

  return {
    /** A signed-in socket opened; returns its id for `disconnected`. */
    async connected(userId: number): Promise<string> {
      const id = randomUUID();
      // per-user advisory lock: two tabs opening at once must not both count two and stay silent;
      // the statement after it sees what the lock's holder committed (its own snapshot)
      await deps.orm.em.fork().transactional(async (em) => {
        await lock(em, userId);
        announce(await runPrepared<{ id: number }>(em, 'presence.connect', CONNECT_SQL, [id, userId, processId, clock.now(), fresh()]), userId, true);
      });
      return id;
    },

    async disconnected(connectionId: string, userId: number): Promise<void> {
      await deps.orm.em.fork().transactional(async (em) => {
        await lock(em, userId);
        announce(await runPrepared<{ id: number }>(em, 'presence.disconnect', DISCONNECT_SQL, [connectionId, userId, clock.now(), fresh()]), userId, false);
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
