import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { LIMITS } from '@poolmates/schema';
import { Auth } from '../../platform/auth.js';
import type { Context } from '../../platform/context.js';
import { userInput } from '../../platform/errors.js';
import { TopicMember } from '../topics/topic-member.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';
import { AccountStatus } from '../users/user.enums.js';
import { RequestStatus, TopicRequest } from './topic-request.entity.js';

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
   * (the owner's 'Send Pool Request' page) the owner is left out and each person's request shows.
   */
  @Auth()
  @Query(() => [PersonResult])
  async people(
    @Arg('search', () => String) search: string,
    @Ctx() ctx: Context,
    @Arg('topicId', () => ID, { nullable: true }) topicId?: string,
    @Arg('first', () => Int, { nullable: true }) first?: number,
  ): Promise<PersonResult[]> {
    const term = search.trim().toLowerCase();
    if (term.length < 2) throw userInput('search', 'Type at least 2 characters.');
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const limit = Math.min(Math.max(first ?? LIMITS.pageSizeDefault, 1), LIMITS.pageSizeMax);
    const topic = topicId && /^\d{1,9}$/.test(topicId) ? await ctx.em.findOne(Topic, { id: Number(topicId) }) : null;
    const exclude = [ctx.viewer!.id, ...(topic ? [topic.owner.id] : [])];
    const users = await ctx.em.find(
      User,
      { status: AccountStatus.ACTIVE, id: { $nin: exclude }, $or: [{ usernameKey: { $like: like } }, { firstName: { $ilike: like } }, { lastName: { $ilike: like } }] },
      { orderBy: { usernameKey: 'asc' }, limit },
    );
    if (!topic || users.length === 0) return users.map((user) => ({ user, isMember: false, request: null }));
    const ids = users.map((u) => u.id);
    const members = new Set((await ctx.em.find(TopicMember, { topic: topic.id, user: { $in: ids } })).map((m) => m.user.id));
    const requests = await ctx.em.find(TopicRequest, { topic: topic.id, candidate: { $in: ids }, status: RequestStatus.PENDING });
    const byUser = new Map(requests.map((r) => [r.candidate.id, r]));
    return users.map((user) => ({ user, isMember: members.has(user.id), request: byUser.get(user.id) ?? null }));
  }
}
