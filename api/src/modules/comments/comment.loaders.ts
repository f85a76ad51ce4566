import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { Comment, CommentLike, Reply, ReplyLike } from './comment.entity.js';

/** Per request: comments by id and whether the viewer liked each comment or reply a page shows. */
export function createCommentLoaders(em: EntityManager, viewerId: number | null) {
  const liked = <L extends CommentLike | ReplyLike>(entity: new () => L, key: 'comment' | 'reply') =>
    new DataLoader<number, boolean>(async (ids) => {
      if (viewerId === null) return ids.map(() => false);
      const rows = await em.find(entity, { [key]: { $in: [...ids] }, user: viewerId } as never, { fields: [key] as never });
      const set = new Set(rows.map((r) => (r as unknown as Record<string, { id: number }>)[key].id));
      return ids.map((id) => set.has(id));
    });
  return {
    commentById: new DataLoader<number, Comment | null>(async (ids) => {
      const rows = await em.find(Comment, { id: { $in: [...ids] } });
      const map = new Map(rows.map((c) => [c.id, c]));
      return ids.map((id) => map.get(id) ?? null);
    }),
    replyById: new DataLoader<number, Reply | null>(async (ids) => {
      const rows = await em.find(Reply, { id: { $in: [...ids] } });
      const map = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => map.get(id) ?? null);
    }),
    viewerLikedComment: liked(CommentLike, 'comment'),
    viewerLikedReply: liked(ReplyLike, 'reply'),
  };
}
export type CommentLoaders = ReturnType<typeof createCommentLoaders>;
