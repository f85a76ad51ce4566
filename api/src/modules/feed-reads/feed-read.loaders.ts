import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@poolmates/schema';
import DataLoader from 'dataloader';

/**
 * Per request: the viewer's unread posts in each topic a page shows, in one statement — posts and
 * replies by others, not deleted, after the viewer's read marker (all of them before the first
 * visit), counted up to LIMITS.unreadPostsMax (each count reads at most that many rows of the
 * `(topic_id, id)` index). Squad membership is the resolver's question (membership.ts).
 */
export function createFeedReadLoaders(em: EntityManager, viewerId: number | null) {
  return {
    unread: new DataLoader<number, number>(async (topicIds) => {
      if (viewerId === null) return topicIds.map(() => 0);
      const rows = await em.getConnection().execute<{ topic_id: number; n: number }[]>(
        `select t.id as topic_id, (
           select count(*) from (
             select 1 from posts p
             where p.topic_id = t.id and p.id > coalesce(m.last_post_id, 0) and p.deleted_at is null and p.author_id <> ?
             order by p.id desc limit ?
           ) x)::int as n
         from topics t
         left join feed_read_markers m on m.topic_id = t.id and m.user_id = ?
         where t.id in (?)`,
        [viewerId, LIMITS.unreadPostsMax, viewerId, [...topicIds]],
        'all',
        em.getTransactionContext(),
      );
      const byTopic = new Map(rows.map((r) => [r.topic_id, r.n]));
      return topicIds.map((id) => byTopic.get(id) ?? 0);
    }),
  };
}
export type FeedReadLoaders = ReturnType<typeof createFeedReadLoaders>;
