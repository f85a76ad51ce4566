import { membershipPolicy, type SquadIds } from '../topics/membership.js';
import type { User } from '../users/user.entity.js';

/**
 * Who may do what with smart tags (active-topic.md §6: "any member may add or remove their own
 * smart tag on a post"). A tag is its author's alone: every read and write is scoped to the viewer,
 * so another person's tag can be neither seen nor touched (there is no operation that names one).
 */
export const smartTagPolicy = {
  /** Tag, untag and list my tags in a topic: its squad (owner included). */
  canUse: (viewer: Pick<User, 'id'> | null, squad: SquadIds) => membershipPolicy.isMember(viewer, squad),
};
