import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { Category } from './category.entity.js';
import { readSquads } from './membership.js';
import { Topic } from './topic.entity.js';
import { byIdLoader } from '../../platform/by-id-loader.js';

/** Per-request batches for the relations and counts a topic list renders. */
export function createTopicLoaders(em: EntityManager) {
  return {
    topicById: byIdLoader((ids) => em.find(Topic, { id: { $in: ids } })),
    categoryById: byIdLoader((ids) => em.find(Category, { id: { $in: ids } })),
    /** The squad, owner first then joining order (membership.ts); [] for an unknown topic. */
    squadMembers: new DataLoader<number, number[]>(async (topicIds) => {
      const squads = await readSquads(em, topicIds);
      return topicIds.map((id) => squads.get(id) ?? []);
    }),
  };
}
export type TopicLoaders = ReturnType<typeof createTopicLoaders>;
