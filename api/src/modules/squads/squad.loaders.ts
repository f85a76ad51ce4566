import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { RequestStatus, TopicRequest } from './topic-request.entity.js';
import { byIdLoader } from '../../platform/by-id-loader.js';

/** Per request: requests by id, and the viewer's open or accepted request for each topic a page shows. */
export function createSquadLoaders(em: EntityManager, viewerId: number | null) {
  return {
    /** Requests by id (what a page of notifications is about). */
    requestById: byIdLoader((ids) => em.find(TopicRequest, { id: { $in: ids } })),
    /** Pending requests waiting for the viewer's answer, per topic (an owner's dashboard): one statement per page. */
    pendingForViewerByTopic: new DataLoader<number, number>(async (topicIds) => {
      if (viewerId === null) return topicIds.map(() => 0);
      const rows = await em
        .getConnection()
        .execute<{ topic_id: number; n: string }[]>(
          'select topic_id, count(*) as n from topic_requests where recipient_id = ? and status = ? and topic_id in (?) group by topic_id',
          [viewerId, RequestStatus.PENDING, [...topicIds]],
        );
      const counts = new Map(rows.map((r) => [r.topic_id, Number(r.n)]));
      return topicIds.map((id) => counts.get(id) ?? 0);
    }),
    viewerRequestByTopic: new DataLoader<number, TopicRequest | null>(async (topicIds) => {
      if (viewerId === null) return topicIds.map(() => null);
      const rows = await em.find(
        TopicRequest,
        { topic: { $in: [...topicIds] }, candidate: viewerId, status: { $in: [RequestStatus.PENDING, RequestStatus.ACCEPTED] } },
        { orderBy: { id: 'desc' } },
      );
      const map = new Map<number, TopicRequest>();
      for (const r of rows) if (!map.has(r.topic.id)) map.set(r.topic.id, r);
      return topicIds.map((id) => map.get(id) ?? null);
    }),
  };
}
export type SquadLoaders = ReturnType<typeof createSquadLoaders>;
