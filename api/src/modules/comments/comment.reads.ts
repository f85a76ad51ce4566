import type { GraphQLResolveInfo } from 'graphql';
import { LIMITS } from '@poolmates/schema';
import type { Context } from '../../platform/context.js';
import type { PageArgs } from '../../platform/connection.js';
import { pageWindow, toConnection, type PageWindow } from '../../platform/pagination.js';
import { asked, dates, extendRead, int, jsonRow, readRows, type Columns, type ReadScope, type Sel } from '../../platform/read.js';
import { reviveUser, userJson } from '../users/user.reads.js';
import type { Comment } from './comment.entity.js';

/** The columns each `Comment` field reads (decision 033). */
const COMMENT_COLUMNS: Columns = {
  id: {},
  html: { html: '$.html' },
  edited: { edited: '$.edited', editedAt: '$.edited_at' },
  likeCount: { likeCount: '$.like_count' },
  replyCount: { replyCount: '$.reply_count' },
  createdAt: { createdAt: '$.created_at' },
  topicId: {},
  topic: {},
  author: {},
  viewerHasLiked: {},
  viewerCan: {},
  replies: {},
};

/** A comment's read row: `$.liked` (the viewer liked it), `$.topicOwnerId` (for `viewerCan`). */
export type CommentRow = Comment & { $: { liked?: boolean; topicOwnerId?: number } };

/**
 * SQL for a page of a topic's comments, newest first, as a JSON array: `topicId` is a SQL
 * expression (an integer, or the outer topics row's `t.id`), `topicOwnerId` likewise.
 */
function pageSql(sel: Sel, scope: ReadScope, w: PageWindow, topicId: string, topicOwnerId: string): string {
  const joins: string[] = [];
  const props: Record<string, string> = {};
  if (sel.has('author')) {
    props.author = userJson('ca', sel.under('author'));
    joins.push('join users ca on ca.id = c.author_id');
  }
  const extras: Record<string, string> = {};
  if (sel.has('viewerHasLiked'))
    extras.liked = scope.viewerId === null ? 'false' : `exists(select 1 from comment_likes l where l.comment_id = c.id and l.user_id = ${int(scope.viewerId)})`;
  if (sel.has('viewerCan')) extras.topicOwnerId = topicOwnerId;
  const json = jsonRow(COMMENT_COLUMNS, 'c', sel, { id: '$.id', topic: "json_build_object('id', $.topic_id)", author: "json_build_object('id', $.author_id)" }, props, extras);
  const below = w.below === null ? '' : ` and x.id < ${int(w.below)}`;
  return `(select coalesce(json_agg(${json} order by c.id desc), '[]'::json) from (select * from comments x where x.topic_id = ${topicId}${below} order by x.id desc limit ${int(w.limit)} offset ${int(w.offset)}) c ${joins.join(' ')})`;
}

function revive(rows: CommentRow[]): CommentRow[] {
  for (const r of rows) {
    dates(r, 'createdAt', 'editedAt');
    reviveUser(r.author);
  }
  return rows;
}

const windowOf = (args: PageArgs) => pageWindow('comment', args, LIMITS.commentsPageSize);

/** Comment reads: one statement per page, plain rows (decision 033). */
export const commentReads = {
  /** A topic's comments, newest first (5 a page by default). */
  async page(ctx: Context, info: GraphQLResolveInfo, topicId: number, args: PageArgs) {
    const w = windowOf(args);
    const sel = asked(info).at('edges', 'node');
    const owner = `(select ot.owner_id from topics ot where ot.id = ${int(topicId)})`;
    const [rows] = await readRows<CommentRow[]>(ctx.deps.orm, `select ${pageSql(sel, { viewerId: ctx.viewerRow?.id ?? null }, w, int(topicId), owner)} as r`);
    return toConnection('comment', w, revive(rows));
  },

  /** The page a topic's read already holds for this field (`prefetched`), as a connection. */
  connection(rows: CommentRow[], args: PageArgs) {
    return toConnection('comment', windowOf(args), rows);
  },
};

// the topic page reads its first page of comments in the topic's own statement
extendRead('Topic', 'comments', {
  sql(alias, f, scope) {
    let w: PageWindow;
    try {
      w = windowOf(f.args() as PageArgs);
    } catch {
      return null; // a bad cursor: the field resolver reads, and refuses, as before
    }
    return pageSql(f.below().at('edges', 'node'), scope, w, `${alias}.id`, `${alias}.owner_id`);
  },
  revive: (rows) => revive(rows as CommentRow[]),
});
