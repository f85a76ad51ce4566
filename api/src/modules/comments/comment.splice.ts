import { LIMITS } from '@poolmates/schema';
import { poolStreamHeadSql } from '../../platform/events.js';
import { pageWindow, type PageWindow } from '../../platform/pagination.js';
import { int } from '../../platform/read.js';
import { argReader, cursorSql, extendSplice, isoSql, SPLICE_VIEWER, spliceObject, spliceSlot, type SpliceType, type SpliceVariables } from '../../platform/splice.js';
import { USER_SPLICE } from '../users/user.splice.js';

/*
 * A topic's page of comments inside the topic's spliced statement (decision 066), as the read
 * path's `extendRead('Topic', 'comments')` (comment.reads.ts) and the resolvers answer it: newest
 * first, `viewerCan` from commentPolicy (the viewer from the session, `q.viewer`). `first` and
 * `after`, literal or variables (the web app's comments page), fill the statement's slots per
 * request; a cursor that is not a comment's, or `offset`, keep the page on the resolvers (their
 * error, or their page). `commentEventId` is the pool stream's head, read in the same statement.
 */
const iso = isoSql;
const V = SPLICE_VIEWER;

extendSplice('Topic', 'commentEventId', { leaf: (t) => poolStreamHeadSql(`${t}.id`) });

extendSplice('Topic', 'comments', {
  args: true,
  object(t, field) {
    if (field.arguments?.some((a) => a.name.value !== 'first' && a.name.value !== 'after')) return null;
    const [first, after] = [argReader(field, 'first'), argReader(field, 'after')];
    if (!first || !after) return null;
    // the resolvers' window (pageWindow: the default size, at least 1, at most the cap; the cursor decoded)
    let last: { vars: SpliceVariables; w: PageWindow | null } | null = null; // three slots read one request's window
    const windowOf = (vars: SpliceVariables): PageWindow | null => {
      if (last?.vars !== vars) last = { vars, w: window(vars) };
      return last.w;
    };
    const window = (vars: SpliceVariables): PageWindow | null => {
      const [f, a] = [first(vars), after(vars)];
      if ((f !== undefined && f !== null && typeof f !== 'number') || (a !== undefined && a !== null && typeof a !== 'string')) return null;
      try {
        return pageWindow('comment', { first: f, after: a }, LIMITS.commentsPageSize);
      } catch {
        return null; // a foreign cursor: the resolvers refuse it, as before
      }
    };
    const size = spliceSlot((v) => {
      const w = windowOf(v);
      return w && int(w.first);
    });
    const limit = spliceSlot((v) => {
      const w = windowOf(v);
      return w && int(w.limit);
    });
    const below = spliceSlot((v) => {
      const w = windowOf(v);
      // the cursor's id as a bind: one text with a cursor, one without (decision 087)
      return w && (w.below === null ? '' : { sql: ' and x.id < ?::int', values: [int(w.below)] });
    });
    if (size === null || limit === null || below === null) return null;
    const rows = (n: string) => `comments x where x.topic_id = ${t}.id${below} order by x.id desc limit ${n}`;
    const viewerCan: SpliceType = {
      name: 'CommentViewerCan',
      fields: {
        edit: { leaf: (c) => `coalesce(${V} = ${c}.author_id, false)` },
        delete: { leaf: (c) => `coalesce(${V} = ${c}.author_id, false)` },
        remove: { leaf: (c) => `coalesce(${V} = ${t}.owner_id and ${V} <> ${c}.author_id, false)` },
        report: { leaf: (c) => `coalesce(${V} <> ${c}.author_id, false)` },
        interact: { leaf: () => `${V} is not null` },
      },
    };
    const comment: SpliceType = {
      name: 'Comment',
      fields: {
        id: { leaf: (c) => `${c}.id::text` },
        topicId: { leaf: (c) => `${c}.topic_id::text` },
        html: { leaf: (c) => `${c}.html` },
        edited: { leaf: (c) => `${c}.edited` },
        likeCount: { leaf: (c) => `${c}.like_count` },
        replyCount: { leaf: (c) => `${c}.reply_count` },
        createdAt: { leaf: (c) => iso(`${c}.created_at`) },
        viewerHasLiked: { leaf: (c) => `(${V} is not null and exists (select 1 from comment_likes l where l.comment_id = ${c}.id and l.user_id = ${V}))` },
        author: {
          object: (c, f) => {
            const u = spliceObject(USER_SPLICE, f.selectionSet, 'cu');
            return u && `(select ${u} from users cu where cu.id = ${c}.author_id)`;
          },
        },
        viewerCan: { object: (c, f) => spliceObject(viewerCan, f.selectionSet, c) },
      },
    };
    const edge: SpliceType = {
      name: 'CommentEdge',
      fields: { cursor: { leaf: (c) => cursorSql('comment', `${c}.id`) }, node: { object: (c, f) => spliceObject(comment, f.selectionSet, c) } },
    };
    const pageInfo: SpliceType = {
      name: 'PageInfo',
      fields: { hasNextPage: { leaf: (g) => `${g}.more` }, endCursor: { leaf: (g) => cursorSql('comment', `${g}.last`) } },
    };
    const connection: SpliceType = {
      name: 'CommentConnection',
      fields: {
        edges: {
          object: (_x, f) => {
            const e = spliceObject(edge, f.selectionSet, 'c');
            return e && `coalesce((select json_agg(${e} order by c.id desc) from (select * from ${rows(size)}) c), '[]')`;
          },
        },
        pageInfo: {
          object: (_x, f) => {
            const g = spliceObject(pageInfo, f.selectionSet, 'g');
            return (
              g &&
              `(select ${g} from (select count(*) > ${size} as more, min(id) filter (where rn <= ${size}) as last from (select x.id, row_number() over (order by x.id desc) as rn from ${rows(limit)}) z) g)`
            );
          },
        },
      },
    };
    return spliceObject(connection, field.selectionSet, 'x');
  },
});
