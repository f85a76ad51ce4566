import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import { runPrepared } from '../../platform/prepared.js';
import { joinedAtSql } from '../topics/membership.js';
import { type Notification, NotificationType } from './notification.entity.js';
import { notificationService } from './notification.service.js';

/**
 * "A squad mate posted while you were away" (issue 29, decision 062), in the transaction of the post.
 * A member is away from a squad when they were last seen in it — the latest of opening its workspace
 * (`topic_visits`), their open feed showing posts (`feed_read_markers.updated_at`) and their own last
 * post there, or their joining it (a new member is not away at once) — more than
 * LIMITS.awayAfterMinutes ago. Each away
 * member gets at most one per absence: the upsert on `away_post_notices (user, topic)` claims the
 * absence (its last-seen instant) only when it is newer than the one claimed before, in one statement,
 * so concurrent posts cannot both claim it. Coming back moves last-seen on: the next absence claims anew.
 */
export async function notifyAwayMembers(
  em: EntityManager,
  post: { topicId: number; title: string; author: { id: number; username: string } },
  squad: readonly number[],
): Promise<Notification[]> {
  const others = squad.filter((id) => id !== post.author.id);
  if (others.length === 0) return [];
  const now = clock.now();
  const awaySince = new Date(now.getTime() - LIMITS.awayAfterMinutes * 60_000);
  // fixed text with binds, a named prepared statement (decision 072)
  const claimed = await runPrepared<{ user_id: number }>(
    em,
    'away.claim',
    `with seen as (
       select m.uid, greatest(
         (select v.visited_at from topic_visits v where v.user_id = m.uid and v.topic_id = $1::int),
         (select f.updated_at from feed_read_markers f where f.user_id = m.uid and f.topic_id = $1::int),
         (select max(p.created_at) from posts p where p.author_id = m.uid and p.topic_id = $1::int),
         ${joinedAtSql('$1::int', 'm.uid')},
         (select o.created_at from topics o where o.id = $1::int and o.owner_id = m.uid)) as last_seen
       from unnest($2::int[]) as m(uid))
     insert into away_post_notices (user_id, topic_id, absence_since, notified_at)
     select uid, $1::int, coalesce(last_seen, 'epoch'::timestamptz), $3::timestamptz from seen where coalesce(last_seen, 'epoch'::timestamptz) < $4::timestamptz
     on conflict (user_id, topic_id) do update set absence_since = excluded.absence_since, notified_at = excluded.notified_at
       where away_post_notices.absence_since < excluded.absence_since
     returning user_id`,
    [post.topicId, others, now, awaySince],
  );
  if (claimed.length === 0) return [];
  // the title came with the post's statement: no read after the write
  const text = `${post.author.username} posted in ${post.title} while you were away`;
  const t = post.topicId;
  return notificationService.add(
    em,
    claimed.map((c) => ({ userId: c.user_id, actorId: post.author.id, type: NotificationType.POSTED_WHILE_AWAY, topicId: t, text })),
  );
}
