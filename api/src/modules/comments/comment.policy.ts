import type { User } from '../users/user.entity.js';

/** An item of the discussion: a comment or a reply, with its author. */
interface Authored {
  author: { id: number };
}

/**
 * Who may do what to a comment or reply (pools-and-squads.md §5 "Comment actions by role", §6): the
 * author edits and deletes; the topic owner removes and reports others' items; everyone else signed
 * in reports. Visitors may do nothing. The web menu shows exactly `viewerCan`, built from here.
 */
export const commentPolicy = {
  canWrite: (viewer: User | null) => viewer !== null,
  canEdit: (viewer: User | null, item: Authored) => viewer !== null && viewer.id === item.author.id,
  /** Delete (the author) or Remove (the topic owner on someone else's item). */
  canDelete: (viewer: User | null, item: Authored, topicOwnerId: number) => viewer !== null && (viewer.id === item.author.id || viewer.id === topicOwnerId),
  canRemove: (viewer: User | null, item: Authored, topicOwnerId: number) => viewer !== null && viewer.id === topicOwnerId && viewer.id !== item.author.id,
  canReport: (viewer: User | null, item: Authored) => viewer !== null && viewer.id !== item.author.id,
  canLike: (viewer: User | null) => viewer !== null,
};
