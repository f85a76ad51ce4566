import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { Comment, CommentLike, Reply, ReplyLike } from './comment.entity.js';
import { byIdLoader } from '../../platform/by-id-loader.js';

/** Per request: comments by id and whether the viewer liked each comment or reply a page shows. */
export function createCommentLoaders(em: EntityManager, viewerId: number | null) {
  /** `likedOf` answers which of `ids` the (signed-in) viewer liked. */
  const liked = (likedOf: (ids: number[], viewerId: number) => Promise<number[]>) =>
    new DataLoader<number, boolean>(async (ids) => {
      if (viewerId === null) return ids.map(() => false);
      const set = new Set(await likedOf([...ids], viewerId));
      return ids.map((id) => set.has(id));
    });
  return {
    commentById: byIdLoader((ids) => em.find(Comment, { id: { $in: ids } })),
    replyById: byIdLoader((ids) => em.find(Reply, { id: { $in: ids } })),
    viewerLikedComment: liked(async (ids, user) => (await em.find(CommentLike, { comment: { $in: ids }, user }, { fields: ['comment'] })).map((l) => l.comment.id)),
    viewerLikedReply: liked(async (ids, user) => (await em.find(ReplyLike, { reply: { $in: ids }, user }, { fields: ['reply'] })).map((l) => l.reply.id)),
  };
}
export type CommentLoaders = ReturnType<typeof createCommentLoaders>;
