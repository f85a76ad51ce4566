import { membershipPolicy, type SquadIds } from '../topics/membership.js';
import type { User } from '../users/user.entity.js';

type Viewer = Pick<User, 'id'> | null;

/**
 * Who may do what with takeaways (DECISIONS.md "Discussion": they belong to a member and a day and
 * are shown to the squad). Everything needs the squad (owner first, membership.ts): a removed member
 * no longer sees or changes even their own. The author edits; the author or the topic owner deletes.
 */
export const takeawayPolicy = {
  canSee: (viewer: Viewer, squad: SquadIds) => membershipPolicy.isMember(viewer, squad),
  canAdd: (viewer: Viewer, squad: SquadIds) => membershipPolicy.isMember(viewer, squad),
  canEdit: (viewer: Viewer, t: { author: { id: number } }, squad: SquadIds) => viewer !== null && membershipPolicy.isMember(viewer, squad) && viewer.id === t.author.id,
  canDelete: (viewer: Viewer, t: { author: { id: number } }, squad: SquadIds) =>
    viewer !== null && membershipPolicy.isMember(viewer, squad) && (viewer.id === t.author.id || viewer.id === squad[0]),
};
