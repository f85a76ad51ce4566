import type { User } from '../users/user.entity.js';
import type { Topic } from '../topics/topic.entity.js';
import type { TopicRequest } from './topic-request.entity.js';

/** Who may do what in a squad (pools-and-squads.md §4, §6). */
export const squadPolicy = {
  canInvite: (viewer: User, topic: Topic) => viewer.id === topic.owner.id,
  /** A topic's pending requests and invitations are the owner's to see (each person sees their own through `viewerRequest`). */
  canSeeRequests: (viewer: User, topic: Topic) => viewer.id === topic.owner.id,
  canAnswer: (viewer: User, request: TopicRequest) => viewer.id === request.recipient.id,
  canCancel: (viewer: User, request: TopicRequest) => viewer.id === request.sender.id,
  canRemove: (viewer: User, topic: Topic, userId: number) => viewer.id === topic.owner.id && userId !== viewer.id,
  /** Members and the owner may report anyone else in the squad. */
  canReport: (viewer: User, squad: number[], userId: number) => squad.includes(viewer.id) && squad.includes(userId) && userId !== viewer.id,
};
