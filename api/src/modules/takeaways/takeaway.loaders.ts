import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { byIdLoader } from '../../platform/by-id-loader.js';
import { TimelineEntry } from '../topics/timeline-entry.entity.js';
import { Takeaway } from './takeaway.entity.js';

/** Per request: the takeaways of many timeline days in one statement (oldest first), and days by id. */
export function createTakeawayLoaders(em: EntityManager) {
  return {
    byTimelineEntry: new DataLoader<number, Takeaway[]>(async (entryIds) => {
      const rows = await em.find(Takeaway, { timelineEntry: { $in: [...entryIds] } }, { orderBy: { id: 'asc' } });
      const byEntry = new Map<number, Takeaway[]>();
      for (const t of rows) byEntry.set(t.timelineEntry.id, [...(byEntry.get(t.timelineEntry.id) ?? []), t]);
      return entryIds.map((id) => byEntry.get(id) ?? []);
    }),
    timelineEntryById: byIdLoader((ids) => em.find(TimelineEntry, { id: { $in: ids } })),
  };
}
export type TakeawayLoaders = ReturnType<typeof createTakeawayLoaders>;
