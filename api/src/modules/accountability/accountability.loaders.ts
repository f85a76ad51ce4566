import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { Topic } from '../topics/topic.entity.js';
import { checkInsOfDays, readMarks, type CheckInRow, type TopicMarks } from './accountability.service.js';

/** Per request: the streak marks of every topic asked (three statements for a whole list). */
export function createAccountabilityLoaders(em: EntityManager) {
  return {
    marks: new DataLoader<number, TopicMarks | null>(async (ids) => {
      const topics = await em.find(Topic, { id: { $in: [...ids] } });
      const marks = await readMarks(em, topics);
      return ids.map((id) => marks.get(id) ?? null);
    }),
    /** Every member's check-in of a topic day ({topicId, day}), a whole timeline in one statement. */
    byDay: new DataLoader<{ topicId: number; day: number }, CheckInRow[], string>(
      async (keys) => {
        const rows = await checkInsOfDays(em, keys);
        return keys.map((k) => rows.filter((r) => r.topicId === k.topicId && r.day === k.day));
      },
      { cacheKeyFn: (k) => `${k.topicId}:${k.day}` },
    ),
  };
}
