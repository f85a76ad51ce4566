import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { Topic } from '../topics/topic.entity.js';
import { readMarks, type TopicMarks } from './accountability.service.js';

/** Per request: the streak marks of every topic asked (three statements for a whole list). */
export function createAccountabilityLoaders(em: EntityManager) {
  return {
    marks: new DataLoader<number, TopicMarks | null>(async (ids) => {
      const topics = await em.find(Topic, { id: { $in: [...ids] } });
      const marks = await readMarks(em, topics);
      return ids.map((id) => marks.get(id) ?? null);
    }),
  };
}
