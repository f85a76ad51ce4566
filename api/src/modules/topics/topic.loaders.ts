import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { Category } from './category.entity.js';
import { TopicMember } from './topic-member.entity.js';
import { Topic } from './topic.entity.js';

/** Per-request batches for the relations and counts a topic list renders. */
export function createTopicLoaders(em: EntityManager) {
  return {
    topicById: new DataLoader<number, Topic | null>(async (ids) => {
      const rows = await em.find(Topic, { id: { $in: [...ids] } });
      const map = new Map(rows.map((t) => [t.id, t]));
      return ids.map((id) => map.get(id) ?? null);
    }),
    categoryById: new DataLoader<number, Category | null>(async (ids) => {
      const rows = await em.find(Category, { id: { $in: [...ids] } });
      const map = new Map(rows.map((c) => [c.id, c]));
      return ids.map((id) => map.get(id) ?? null);
    }),
    /** User ids of the members other than the owner, in joining order. */
    memberIdsByTopic: new DataLoader<number, number[]>(async (topicIds) => {
      const rows = await em.find(TopicMember, { topic: { $in: [...topicIds] } }, { orderBy: { joinedAt: 'asc', id: 'asc' } });
      const map = new Map<number, number[]>();
      for (const r of rows) map.set(r.topic.id, [...(map.get(r.topic.id) ?? []), r.user.id]);
      return topicIds.map((id) => map.get(id) ?? []);
    }),
  };
}
export type TopicLoaders = ReturnType<typeof createTopicLoaders>;
