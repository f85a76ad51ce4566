import { membershipPolicy, type SquadIds } from '../topics/membership.js';
import type { User } from '../users/user.entity.js';

/**
 * Who may do what with the squad's resources (DECISIONS.md "Discussion"; active-topic.md §6 leaves
 * it open): squad members list and add; the member who added a resource, or the topic owner, edits
 * and deletes it — while still in the squad. `squad` is the topic's squad, owner first (membership.ts).
 */
export const resourcePolicy = {
  canList: (viewer: Pick<User, 'id'> | null, squad: SquadIds) => membershipPolicy.isMember(viewer, squad),
  canAdd: (viewer: Pick<User, 'id'> | null, squad: SquadIds) => membershipPolicy.isMember(viewer, squad),
  canChange: (viewer: Pick<User, 'id'> | null, resource: { author: { id: number } }, squad: SquadIds) =>
    viewer !== null && membershipPolicy.isMember(viewer, squad) && (viewer.id === resource.author.id || viewer.id === squad[0]),
};
