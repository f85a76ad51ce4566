import { LIMITS } from '@poolmates/schema';
import type { FieldNode } from 'graphql';
import { clock } from '../../platform/clock.js';
import type { Context } from '../../platform/context.js';
import { int } from '../../platform/read.js';
import { cursorSql, isoSql, planScope, SPLICE_NOW, SPLICE_Q, SPLICE_VIEWER, spliceObject, spliceQParams, type SplicePage, type SpliceStatement, type SpliceText, type SpliceType } from '../../platform/splice.js';
import { uploadUrlSql, USER_SPLICE } from '../users/user.splice.js';
import { squadCountSql, squadUsersSql } from './membership.js';

/*
 * The topic pages spliced (decision 066): each statement starts with `q` (the clock's now and the
 * session's viewer id, bound as parameters) and writes the `data` JSON as text. Every expression
 * answers what the resolver answers (topic.resolver.ts, topic.policy.ts): the splice tests compare
 * both paths field by field.
 */

const Q = SPLICE_Q;
const qParams = (ctx: Context): unknown[] => spliceQParams(ctx, clock.now());
const local = (col: string, zone: string, format: string) => `to_char(${col} at time zone ${zone}, '${format}')`;
const squadSize = squadCountSql;
const state = (t: string) => `case when ${SPLICE_NOW} < ${t}.starts_at then 'UPCOMING' when ${SPLICE_NOW} < ${t}.ends_at then 'RUNNING' else 'ENDED' end`;

const CATEGORY: SpliceType = {
  name: 'Category',
  fields: { id: { leaf: (c) => `${c}.id::text` }, name: { leaf: (c) => `${c}.name` } },
};

const VIEWER_CAN: SpliceType = {
  name: 'TopicViewerCan',
  fields: {
    // canDelete: the owner, and the topic not active (running, or someone other than the owner joined)
    delete: { leaf: (t) => `coalesce(${SPLICE_VIEWER} = ${t}.owner_id, false) and ${state(t)} <> 'RUNNING' and ${squadSize(t)} <= 1` },
    viewTimeline: { leaf: () => `${SPLICE_VIEWER} is not null` },
  },
};

const TOPIC: SpliceType = {
  name: 'Topic',
  fields: {
    id: { leaf: (t) => `${t}.id::text` },
    topic: { leaf: (t) => `${t}.title` },
    yourName: { leaf: (t) => `${t}.your_name` },
    description: { leaf: (t) => `${t}.description` },
    squadSize: { leaf: (t) => `${t}.squad_size` },
    durationDays: { leaf: (t) => `${t}.duration_days` },
    timezone: { leaf: (t) => `${t}.timezone` },
    startsAt: { leaf: (t) => isoSql(`${t}.starts_at`) },
    endsAt: { leaf: (t) => isoSql(`${t}.ends_at`) },
    // legacy poolactive (topicPolicy.isActive): running, or someone other than the owner joined
    active: { leaf: (t) => `(${state(t)} = 'RUNNING' or ${squadSize(t)} > 1)` },
    startDate: { leaf: (t) => local(`${t}.starts_at`, `${t}.timezone`, 'YYYY-MM-DD') },
    startTime: { leaf: (t) => local(`${t}.starts_at`, `${t}.timezone`, 'HH12:MI AM') },
    endDate: { leaf: (t) => local(`${t}.ends_at`, `${t}.timezone`, 'YYYY-MM-DD') },
    imageUrl: { leaf: (t) => uploadUrlSql(`${t}.image`) },
    memberCount: { leaf: squadSize },
    isFull: { leaf: (t) => `${squadSize(t)} >= ${t}.squad_size` },
    state: { leaf: state },
    owner: { object: (t, f) => sub(spliceObject(USER_SPLICE, f.selectionSet, 'ow'), `users ow where ow.id = ${t}.owner_id`) },
    category: { object: (t, f) => sub(spliceObject(CATEGORY, f.selectionSet, 'ca'), `categories ca where ca.id = ${t}.category_id`) },
    viewerCan: { object: (t, f) => spliceObject(VIEWER_CAN, f.selectionSet, t) },
    // the owner first, then the others in joining order (membership.ts: the resolver's order)
    members: {
      object: (t, f) => (spliceObject(USER_SPLICE, f.selectionSet, 'su') === null ? null : squadUsersSql(t, (a) => spliceObject(USER_SPLICE, f.selectionSet, a)!)),
    },
  },
};

const sub = (json: string | null, from: string) => (json === null ? null : `(select ${json} from ${from})`);

/** `topics(first:)`: the browse page (topicReads.list without filters). `after`, `offset`, filters: the resolvers. */
const browse: SplicePage = {
  root: 'topics',
  plan(field: FieldNode, key: string) {
    const build = (first: number): string | null => {
      const edge: SpliceType = {
        name: 'TopicEdge',
        fields: { cursor: { leaf: (p) => cursorSql('topic', `${p}.id`) }, node: { object: (p, f) => spliceObject(TOPIC, f.selectionSet, p) } },
      };
      const pageInfo: SpliceType = {
        name: 'PageInfo',
        fields: { hasNextPage: { leaf: (g) => `${g}.more` }, endCursor: { leaf: (g) => cursorSql('topic', `${g}.last`) } },
      };
      const connection: SpliceType = {
        name: 'TopicConnection',
        fields: {
          edges: {
            object: (_x, f) => {
              const e = spliceObject(edge, f.selectionSet, 'p');
              return e && `coalesce((select json_agg(${e} order by p.id desc) from page p where p.rn <= ${int(first)}), '[]')`;
            },
          },
          pageInfo: {
            object: (_x, f) =>
              sub(spliceObject(pageInfo, f.selectionSet, 'g'), `(select count(*) > ${int(first)} as more, min(id) filter (where rn <= ${int(first)}) as last from page) g`),
          },
        },
      };
      const json = spliceObject(connection, field.selectionSet, 'x');
      return (
        json &&
        `with ${Q}, page as (select t.*, row_number() over (order by t.id desc) as rn from topics t, q where t.ends_at > q.now order by t.id desc limit ${int(first + 1)})
select json_build_object('${key}', ${json})::text as r`
      );
    };
    // one text per `first` (at most pageSizeMax of them), built with the document's fragments in scope
    const scope = planScope();
    const texts = new Map<number, SpliceText | null>();
    const text = (first: number) => {
      if (!texts.has(first)) texts.set(first, scope.text(() => build(first)));
      return texts.get(first)!;
    };
    if (text(LIMITS.topicsPageSize) === null) return null;
    return (args, ctx, vars): SpliceStatement | null => {
      if (args.after != null || args.offset != null || args.categoryIds != null || args.search != null) return null;
      // as pageWindow: the default size, at least 1, at most the cap
      const first = Math.min(Math.max((args.first as number | null | undefined) ?? LIMITS.topicsPageSize, 1), LIMITS.pageSizeMax);
      const filled = text(first)?.(vars) ?? null;
      return filled === null ? null : { sql: filled.sql, params: [...qParams(ctx), ...filled.binds] };
    };
  },
};

/** `topic(id:)`: the card, its squad, `viewerCan`, the viewer's place and presence, a page of comments (the extensions). */
const detail: SplicePage = {
  root: 'topic',
  plan(field: FieldNode, key: string) {
    const text = planScope().text(() => {
      const json = spliceObject(TOPIC, field.selectionSet, 't');
      // no row (an unknown topic): null, and the resolvers answer it as they do
      return json && `with ${Q} select json_build_object('${key}', ${json})::text as r from topics t where t.id = ?::int`;
    });
    if (text === null) return null;
    return (args, ctx, vars) => {
      const id = typeof args.id === 'string' && /^[1-9][0-9]{0,9}$/.test(args.id) ? Number(args.id) : null;
      if (id === null || id > 2_147_483_647) return null;
      const filled = text(vars);
      // the slots' binds stand between q's and the id's (the text's order)
      return filled === null ? null : { sql: filled.sql, params: [...qParams(ctx), ...filled.binds, id] };
    };
  },
};

export const topicSplices: readonly SplicePage[] = [browse, detail];
