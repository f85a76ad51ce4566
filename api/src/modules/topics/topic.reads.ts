import type { GraphQLResolveInfo } from 'graphql';
import { LIMITS } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import type { Context } from '../../platform/context.js';
import { pageWindow, toConnection } from '../../platform/pagination.js';
import { asked, dates, int, jsonRow, nestedOf, Params, readRows, Reuse, type Columns, type ReadScope, type Sel } from '../../platform/read.js';
import { reviveUser, userJson } from '../users/user.reads.js';
import { squadIdsSql, squadsOfSql, squadUsersSql } from './membership.js';
import type { Topic } from './topic.entity.js';
import type { TopicConnection } from './topic.types.js';
import type { PageArgs } from '../../platform/pagination.js';

/** A topic list's filters (browse, an owner's list, a squad's lists). */
export interface ListArgs extends PageArgs {
  categoryIds?: string[] | null;
  search?: string | null;
  /** Own list only: leave out ended topics. */
  currentOnly?: boolean | null;
  /** Only topics that have started. */
  runningOnly?: boolean | null;
}

/** The columns each `Topic` field reads (decision 033); relations and the squad are added below. */
const TOPIC_COLUMNS: Columns = {
  id: {},
  topic: { title: '$.title' },
  yourName: { yourName: '$.your_name' },
  description: { description: '$.description' },
  squadSize: { squadSize: '$.squad_size' },
  durationDays: { durationDays: '$.duration_days' },
  startsAt: { startsAt: '$.starts_at' },
  endsAt: { endsAt: '$.ends_at' },
  timezone: { timezone: '$.timezone' },
  createdAt: { createdAt: '$.created_at' },
  imageUrl: { image: '$.image' },
  startDate: { startsAt: '$.starts_at', timezone: '$.timezone' },
  startTime: { startsAt: '$.starts_at', timezone: '$.timezone' },
  endDate: { endsAt: '$.ends_at', timezone: '$.timezone' },
  state: { startsAt: '$.starts_at', endsAt: '$.ends_at' },
  active: { startsAt: '$.starts_at', endsAt: '$.ends_at' },
  viewerCan: { startsAt: '$.starts_at', endsAt: '$.ends_at' },
  isFull: { squadSize: '$.squad_size' },
  memberCount: {},
  members: {},
  owner: {},
  category: {},
};

/** The fields that read the squad (owner first, then members in joining order). */
const SQUAD_FIELDS = ['memberCount', 'isFull', 'active', 'viewerCan', 'members'];

/** A topic's read row: a `Topic` as the field resolvers see it, plus its `$` values. */
export type TopicRow = Topic & { $: { squad?: number[]; members?: unknown[] } };

/** The select list and joins of topics rows aliased `t` for the selection `sel` (also read by global search). */
export function topicSql(sel: Sel, scope: ReadScope) {
  const joins: string[] = [];
  const props: Record<string, string> = {};
  if (sel.has('owner')) {
    props.owner = userJson('o', sel.under('owner'));
    joins.push('join users o on o.id = t.owner_id');
  }
  if (sel.has('category')) {
    props.category = `json_build_object('id', cat.id, 'name', cat.name, '$', '{}'::json)`;
    joins.push('join categories cat on cat.id = t.category_id');
  }
  const nested = nestedOf('Topic', sel, 't', scope);
  const extras: Record<string, string> = { ...nested.extras };
  if (sel.hasAny(SQUAD_FIELDS)) extras.squad = squadIdsSql('t');
  if (sel.has('members')) {
    const members = sel.under('members');
    extras.members = squadUsersSql('t', (a) => userJson(a, members));
  }
  const columns = { ...TOPIC_COLUMNS, ...Object.fromEntries(nested.answered.map((f) => [f, {}])) };
  const json = jsonRow(columns, 't', sel, { id: '$.id', owner: "json_build_object('id', $.owner_id)", category: "json_build_object('id', $.category_id)" }, props, extras);
  const withOwner = sel.has('owner');
  const revive = (row: TopicRow): TopicRow => {
    dates(row, 'startsAt', 'endsAt', 'createdAt');
    if (withOwner) reviveUser(row.owner);
    if (row.$.members) for (const m of row.$.members) reviveUser(m as object);
    nested.revive(row);
    return row;
  };
  return { json, joins: joins.join(' '), revive };
}

const scopeOf = (ctx: Context): ReadScope => ({ viewerId: ctx.viewerRow?.id ?? null });

/** `topicSql` of a list's nodes and of one topic, per document field and viewer (decision 048). */
const listSql = new Reuse<ReturnType<typeof topicSql>>();
const oneSql = new Reuse<ReturnType<typeof topicSql>>();

/** Topic reads: one statement per page, plain rows (decision 033). Writes stay in topic.service.ts. */
export const topicReads = {
  /** As `topicService.list` filtered: the browse list, an owner's list, the viewer's active pools. */
  async list(ctx: Context, info: GraphQLResolveInfo, args: ListArgs, scope: { ownerId?: number; squadOf?: number; includeEnded?: boolean } = {}): Promise<TopicConnection> {
    const w = pageWindow('topic', args, LIMITS.topicsPageSize);
    const reader = scopeOf(ctx);
    const { json, joins, revive } = listSql.get(info, reader.viewerId, () => topicSql(asked(info).at('edges', 'node'), reader));
    const q = new Params();
    const now = () => `t.ends_at > ${q.p(clock.now().toISOString())}::timestamptz`;
    const where: string[] = [];
    if (scope.ownerId || scope.includeEnded) {
      if (scope.ownerId) where.push(`t.owner_id = ${int(scope.ownerId)}`);
      if (args.currentOnly) where.push(now());
    } else where.push(now());
    if (scope.squadOf) where.push(squadsOfSql('t', scope.squadOf));
    if (args.runningOnly) where.push(`t.starts_at <= ${q.p(clock.now().toISOString())}::timestamptz`);
    const term = args.search?.trim().toLowerCase();
    if (term) where.push(`t.title ilike ${q.p(`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
    if (args.categoryIds?.length) {
      const ids = args.categoryIds.map(Number).filter(Number.isSafeInteger);
      where.push(ids.length ? `t.category_id in (${ids.map(int).join(', ')})` : 'false');
    }
    if (w.below !== null) where.push(`t.id < ${int(w.below)}`);
    const rows = await readRows<TopicRow>(
      ctx.deps.orm,
      `select ${json} as r from (select * from topics t where ${where.join(' and ')} order by t.id desc limit ${int(w.limit)} offset ${int(w.offset)}) t ${joins} order by t.id desc`,
      q,
    );
    return toConnection('topic', w, rows.map(revive)) as TopicConnection;
  },

  /** One topic with what the query asks of it (its squad, a page of comments…); null when unknown. */
  async get(ctx: Context, info: GraphQLResolveInfo, id: number): Promise<Topic | null> {
    if (id <= 0) return null;
    const reader = scopeOf(ctx);
    const { json, joins, revive } = oneSql.get(info, reader.viewerId, () => topicSql(asked(info), reader));
    const [row] = await readRows<TopicRow>(ctx.deps.orm, `select ${json} as r from topics t ${joins} where t.id = ${int(id)}`);
    return row ? revive(row) : null;
  },
};
