import type { EntityManager } from '@mikro-orm/postgresql';
import type { PubSub } from '../../platform/pubsub.js';
import { User } from '../users/user.entity.js';
import { TopicMember } from './topic-member.entity.js';
import type { Topic } from './topic.entity.js';

/**
 * The one owner of squad membership (decision 024): "who is in the squad" is the topic's owner
 * plus its `topic_members` rows, and only this file reads or writes those rows. Everything else —
 * squads, presence, the start alert, and the feed, chat and calls to come — asks here:
 *
 * - `squadMemberIds(em, topicId)` / `isSquadMember(em, topicId, userId)`: a fresh read, for
 *   services, jobs and per-event subscription filters (one statement each);
 * - `ctx.loaders.topics.squadMembers.load(topicId)`: the same list batched per request, for field
 *   resolvers (one statement per page, whatever its size);
 * - `membershipPolicy.isMember(viewer, squad)`: the rule on a list already read.
 *
 * It lives in `topics` because both halves of the answer (the owner column, the members table) are
 * topics' tables; `squads` and `presence` depend on `topics`, never the other way (the import scan
 * in membership.test.ts keeps it so).
 */

/** A squad as user ids: the owner first, then the other members in joining order. */
export type SquadIds = readonly number[];

/**
 * The squads of many topics in one statement (an unknown topic gets no entry). Plain SQL because
 * the owner and the members come from two tables that have no relation between them on the
 * entities, and a partial `Topic` load would put half-read topics in the identity map.
 */
export async function readSquads(em: EntityManager, topicIds: readonly number[]): Promise<Map<number, number[]>> {
  const squads = new Map<number, number[]>();
  if (topicIds.length === 0) return squads;
  const rows = await em
    .getConnection()
    .execute<{ topic_id: number; owner_id: number; user_id: number | null }[]>(
      'select t.id as topic_id, t.owner_id, m.user_id from topics t left join topic_members m on m.topic_id = t.id where t.id in (?) order by t.id, m.joined_at, m.id',
      [[...topicIds]],
      'all',
      // inside a transaction (a capacity check under the topic lock) the read must use it
      em.getTransactionContext(),
    );
  for (const r of rows) {
    const squad = squads.get(r.topic_id) ?? [r.owner_id];
    if (r.user_id !== null) squad.push(r.user_id);
    squads.set(r.topic_id, squad);
  }
  return squads;
}

/** Who is in the squad, owner first; empty when there is no such topic. */
export async function squadMemberIds(em: EntityManager, topicId: number): Promise<number[]> {
  return (await readSquads(em, [topicId])).get(topicId) ?? [];
}

/**
 * Tells the squad's live readers that `userId` joined (`member`) or left the squad, after the
 * change's commit (squads calls it beside publishing its `member.*` event): presence streams go
 * quiet or speak again without reading membership per event (decision 100). On the presence channel,
 * so nothing else wakes up for it.
 */
export function announceMembership(pubsub: PubSub, topicId: number, userId: number, member: boolean): void {
  pubsub.publish('PRESENCE_CHANGED', topicId, { userId, online: false, member });
}

/** Is `userId` the owner or a member? A fresh read: subscription filters call it for every event. */
export async function isSquadMember(em: EntityManager, topicId: number, userId: number): Promise<boolean> {
  return (await squadMemberIds(em, topicId)).includes(userId);
}

/**
 * A filter on `Topic` for the topics whose squad holds `userId` (owned or joined): one statement
 * with the members as a sub-query, so it composes with paging and other conditions.
 */
export function squadsOfWhere(em: EntityManager, userId: number) {
  const joined = em.createQueryBuilder(TopicMember, 'm').select('m.topic').where({ user: userId });
  return { $or: [{ owner: userId }, { id: { $in: joined } }] };
}

/**
 * The read path's SQL (decision 033), for a statement over the `topics` row aliased `t`: the squad
 * in the order above, as a sub-select of `select <user id> as user_id, <order keys>` rows.
 */
function squadRowsSql(t: string): string {
  return `select ${t}.owner_id as user_id, 0 as ord, null::timestamptz as joined_at, 0 as mid
    union all select m.user_id, 1, m.joined_at, m.id from topic_members m where m.topic_id = ${t}.id`;
}

/** SQL: the squad's people of the topic `topic` (an SQL int expression) as rows `uid`, unordered, for a statement's own join (decision 078). */
export function squadUidRowsSql(topic: string): string {
  return `select o.owner_id as uid from topics o where o.id = ${topic}
             union all select j.user_id from topic_members j where j.topic_id = ${topic}`;
}

/** SQL: how many people the squad holds (the owner and the members: `squadIdsSql`'s length), counted without building the list. */
export function squadCountSql(t: string): string {
  return `(select 1 + count(*)::int from topic_members m where m.topic_id = ${t}.id)`;
}

/** SQL: the squad's user ids as a JSON array, owner first. */
export function squadIdsSql(t: string): string {
  return `(select json_agg(s.user_id order by s.ord, s.joined_at, s.mid) from (${squadRowsSql(t)}) s)`;
}

/** SQL: the ids (as text, GraphQL's ID) of the squad's people that `keep` holds for (an SQL condition on `s.user_id`), a JSON array in the squad's order. */
export function squadIdTextsSql(t: string, keep: (userId: string) => string): string {
  return `(select coalesce(json_agg(s.user_id::text order by s.ord, s.joined_at, s.mid), '[]'::json) from (${squadRowsSql(t)}) s where ${keep('s.user_id')})`;
}

/** SQL: the squad's people as a JSON array of `row(alias)` over `users` (a user row gone is left out, as the loader does). */
export function squadUsersSql(t: string, row: (alias: string) => string): string {
  return `(select coalesce(json_agg(${row('su')} order by s.ord, s.joined_at, s.mid), '[]'::json) from (${squadRowsSql(t)}) s join users su on su.id = s.user_id)`;
}

/** SQL: a condition on the topics row `t`, "its squad holds `userId`" (as `squadsOfWhere`). */
export function squadsOfSql(t: string, userId: number): string {
  if (!Number.isSafeInteger(userId)) throw new Error('squadsOfSql: not an id');
  return squadsOfExprSql(t, String(userId));
}

/** SQL: as `squadsOfSql`, the user as an SQL expression (a bind, `$2::int`): a prepared statement's fixed text. */
export function squadsOfExprSql(t: string, user: string): string {
  return `(${t}.owner_id = ${user} or ${t}.id in (select m.topic_id from topic_members m where m.user_id = ${user}))`;
}

/**
 * SQL: the squad rows of the topics whose ids are bound to the two `?` (bind the id list twice):
 * `topic_id, user_id, joined_at` — the owner first with a null `joined_at` (a squad since its start).
 */
export function squadJoinsSql(): string {
  return `select t.id as topic_id, t.owner_id as user_id, null::timestamptz as joined_at from topics t where t.id in (?)
       union all select m.topic_id, m.user_id, m.joined_at from topic_members m where m.topic_id in (?)`;
}

/** SQL: a condition "the user `user` is enrolled in the squad of topic `topic`" (the owner aside); both are SQL expressions. */
export function enrolledSql(topic: string, user: string): string {
  return `exists (select 1 from topic_members m where m.topic_id = ${topic} and m.user_id = ${user})`;
}

/** SQL: a condition "`user` is in the squad of the topics row `t`, owner or member" (`user` an SQL expression). */
export function inSquadSql(t: string, user: string): string {
  return `(${t}.owner_id = ${user} or ${enrolledSql(`${t}.id`, user)})`;
}

/** SQL: when `user` joined the squad of `topic` (null for the owner or someone not in it); both are SQL expressions. */
export function joinedAtSql(topic: string, user: string): string {
  return `(select j.joined_at from topic_members j where j.topic_id = ${topic} and j.user_id = ${user})`;
}

/** When `userId` joined the squad (null for the owner, who is in it from the start, or for someone not in it). */
export async function memberJoinedAt(em: EntityManager, topicId: number, userId: number): Promise<Date | null> {
  const rows = await em
    .getConnection()
    .execute<{ joined_at: Date | string }[]>('select joined_at from topic_members where topic_id = ? and user_id = ?', [topicId, userId], 'all', em.getTransactionContext());
  return rows.length ? new Date(rows[0].joined_at) : null;
}

/** Enrolls a member other than the owner; the caller checks capacity under the topic lock and flushes. */
export function addSquadMember(em: EntityManager, topic: Topic, userId: number, joinedAt: Date): void {
  em.create(TopicMember, { topic, user: em.getReference(User, userId), joinedAt });
}

/** Removes a member other than the owner; false when they were not one. */
export async function removeSquadMember(em: EntityManager, topicId: number, userId: number): Promise<boolean> {
  return (await em.nativeDelete(TopicMember, { topic: topicId, user: userId })) > 0;
}

export const membershipPolicy = {
  /** In the squad: the owner or a member. Squad-only things (presence, the team, the active topic) ask this. */
  isMember: (viewer: Pick<User, 'id'> | null, squad: SquadIds): boolean => viewer !== null && squad.includes(viewer.id),
  /** Legacy `poolactive` counts the others: everyone but the owner. */
  othersJoined: (squad: SquadIds): number => Math.max(squad.length - 1, 0),
};
