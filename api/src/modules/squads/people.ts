import { Arg, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { LIMITS, MSG } from '@poolmates/schema';
import { Auth, SignedIn, type SignedInContext } from '../../platform/auth.js';
import { userInput } from '../../platform/errors.js';
import { membershipPolicy } from '../topics/membership.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';
import { AccountStatus } from '../users/user.enums.js';
import { squadPolicy } from './squad.policy.js';
import { RequestStatus, TopicRequest } from './topic-request.entity.js';
import { IdArg } from '../../platform/ids.js';

@ObjectType({ description: 'A person found by a search, with their place in a topic when one was given.' })
export class PersonResult {
  @Field(() => User)
  user!: User;

  @Field(() => Boolean, { description: 'Already in the squad (owner included).' })
  isMember!: boolean;

  @Field(() => TopicRequest, { nullable: true, description: 'The pending request or invitation between them and the topic.' })
  request!: TopicRequest | null;
}

@Resolver()
export class PeopleResolver {
  /**
   * People search (2+ characters, case ignored) over username, first and last name. With a topic
   * (the owner's 'Send Pool Request' page) the owner is left out and each person's request shows —
   * to the owner only: pending requests and invitations are between the owner and that person, so
   * anyone else gets the people and their (public) membership without request state.
   */
  @Auth()
  @Query(() => [PersonResult])
  async people(
    @Arg('search', () => String) search: string,
    @SignedIn() ctx: SignedInContext,
    @IdArg('topicId', { nullable: true }) topicId?: number,
    @Arg('first', () => Int, { nullable: true }) first?: number,
    @Arg('offset', () => Int, { nullable: true, description: 'How many to skip (a later page: (page − 1) × first).' }) offset?: number,
  ): Promise<PersonResult[]> {
    const term = search.trim().toLowerCase();
    if (term.length < LIMITS.searchMin) throw userInput('search', MSG.searchTooShort);
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const limit = Math.min(Math.max(first ?? LIMITS.pageSizeDefault, 1), LIMITS.pageSizeMax);
    const topic = topicId != null ? await ctx.em.findOne(Topic, { id: topicId }) : null;
    const exclude = [ctx.viewer.id, ...(topic ? [topic.owner.id] : [])];
    const users = await ctx.em.find(
      User,
      { status: AccountStatus.ACTIVE, id: { $nin: exclude }, $or: [{ usernameKey: { $like: like } }, { firstName: { $ilike: like } }, { lastName: { $ilike: like } }] },
      { orderBy: { usernameKey: 'asc' }, limit, offset: Math.max(offset ?? 0, 0) },
    );
    if (!topic || users.length === 0) return users.map((user) => ({ user, isMember: false, request: null }));
    const ids = users.map((u) => u.id);
    const squad = await ctx.loaders.topics.squadMembers.load(topic.id);
    const requests = squadPolicy.canSeeRequests(ctx.viewer, topic) ? await ctx.em.find(TopicRequest, { topic: topic.id, candidate: { $in: ids }, status: RequestStatus.PENDING }) : [];
    const byUser = new Map(requests.map((r) => [r.candidate.id, r]));
    return users.map((user) => ({ user, isMember: membershipPolicy.isMember(user, squad), request: byUser.get(user.id) ?? null }));
  }
}
