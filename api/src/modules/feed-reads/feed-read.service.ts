import { MSG } from '@poolmates/schema';
import type { SignedInContext } from '../../platform/auth.js';
import { clock } from '../../platform/clock.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { squadMemberIds } from '../topics/membership.js';

export const feedReadService = {
  /**
   * Moves the viewer's read marker on a topic's feed forward to `upToPostId`: the newest post their
   * open feed has shown (the client says what it showed; the server never marks "everything now",
   * so a post that arrives while the mark is made stays unread). Clamped to the topic's newest post
   * and never moved back (`greatest`), in one statement; squad members only.
   */
  async mark(ctx: SignedInContext, topicId: number, upToPostId: number): Promise<void> {
    const squad = topicId > 0 ? await squadMemberIds(ctx.em, topicId) : [];
    if (squad.length === 0) throw notFound(MSG.topicNotFound);
    if (!squad.includes(ctx.viewerRow.id)) throw forbidden(MSG.feedSquadOnly);
    if (upToPostId <= 0) throw notFound(MSG.postNotFound);
    await ctx.em.getConnection().execute(
      `insert into feed_read_markers (user_id, topic_id, last_post_id, updated_at)
       select ?::int, ?::int, least(?::int, coalesce(max(p.id), 0)), ?::timestamptz from posts p where p.topic_id = ?
       on conflict (user_id, topic_id) do update
         set last_post_id = greatest(feed_read_markers.last_post_id, excluded.last_post_id), updated_at = excluded.updated_at`,
      [ctx.viewerRow.id, topicId, upToPostId, clock.now(), topicId],
      'run',
      ctx.em.getTransactionContext(),
    );
    ctx.loaders.feedReads.unread.clear(topicId);
  },
};
