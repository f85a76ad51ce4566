import type { User } from '../users/user.entity.js';

/** A post as the rules need it: its author and its topic's owner. */
interface PostRef {
  author: { id: number };
  topicOwnerId: number;
}

/**
 * Who may do what in a squad's feed (active-topic.md §6; DECISIONS.md: the active topic area is
 * for squad members only). Every rule starts from membership: the squad as read by
 * topics/membership.ts (owner first). The author deletes their post (userType normaluser); the
 * topic owner deletes any (superuser).
 */
export const postPolicy = {
  canRead: (viewer: Pick<User, 'id'> | null, squad: readonly number[]) => viewer !== null && squad.includes(viewer.id),
  canWrite: (viewer: Pick<User, 'id'> | null, squad: readonly number[]) => viewer !== null && squad.includes(viewer.id),
  canDelete: (viewer: Pick<User, 'id'> | null, post: PostRef, squad: readonly number[]) =>
    viewer !== null && squad.includes(viewer.id) && (viewer.id === post.author.id || viewer.id === post.topicOwnerId),
};
