import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { Category } from './category.entity.js';
import { readSquads } from './membership.js';
import { Topic } from './topic.entity.js';
import { TimelineEntry } from './timeline-entry.entity.js';
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
    /** A day of a topic's timeline ({topicId, day}), many topics in one statement (the home timeline). */
    timelineDay: new DataLoader<{ topicId: number; day: number }, TimelineEntry | null, string>(
      async (keys) => {
        const rows = await em.find(TimelineEntry, { $or: keys.map((k) => ({ topic: k.topicId, day: k.day })) });
        const byKey = new Map(rows.map((r) => [`${r.topic.id}:${r.day}`, r]));
        return keys.map((k) => byKey.get(`${k.topicId}:${k.day}`) ?? null);
      },
      { cacheKeyFn: (k) => `${k.topicId}:${k.day}` },
    ),
  };
}
export type TopicLoaders = ReturnType<typeof createTopicLoaders>;
