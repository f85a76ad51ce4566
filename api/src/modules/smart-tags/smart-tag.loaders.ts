import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { byIdLoader } from '../../platform/by-id-loader.js';
import { Post } from '../posts/post.entity.js';
import { SmartTag } from './smart-tag.entity.js';

/** Per request: the viewer's tag on each post a page shows (one statement per page), posts by id. */
export function createSmartTagLoaders(em: EntityManager, viewerId: number | null) {
  return {
    /** The viewer's own tag on a post; null for visitors and untagged posts. */
    mine: new DataLoader<number, SmartTag | null>(async (postIds) => {
      if (viewerId === null) return postIds.map(() => null);
      const tags = await em.find(SmartTag, { user: viewerId, post: { $in: [...postIds] } });
      const byPost = new Map(tags.map((t) => [t.post.id, t]));
      return postIds.map((id) => byPost.get(id) ?? null);
    }),
    postById: byIdLoader((ids) => em.find(Post, { id: { $in: ids } })),
  };
}
export type SmartTagLoaders = ReturnType<typeof createSmartTagLoaders>;
