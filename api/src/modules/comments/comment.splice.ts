import { LIMITS } from '@poolmates/schema';
import { int } from '../../platform/read.js';
import { cursorSql, extendSplice, isoSql, literalInt, SPLICE_VIEWER, spliceObject, type SpliceType } from '../../platform/splice.js';
import { USER_SPLICE } from '../users/user.splice.js';

/*
 * A topic's first page of comments inside the topic's spliced statement (decision 066), as the
 * read path's `extendRead('Topic', 'comments')` (comment.reads.ts) and the resolvers answer it:
 * newest first, `viewerCan` from commentPolicy (the viewer from the session, `q.viewer`). Only a
 * literal `first` (or none): a variable, `after` or `offset` keep the page on the resolvers.
 */
const iso = isoSql;
const V = SPLICE_VIEWER;

extendSplice('Topic', 'comments', {
  args: true,
  object(t, field) {
    if (field.arguments?.some((a) => a.name.value !== 'first')) return null;
    const asked = literalInt(field, 'first');
    if (asked === null) return null;
    // as pageWindow: the default size, at least 1, at most the cap
    const first = Math.min(Math.max(asked ?? LIMITS.commentsPageSize, 1), LIMITS.pageSizeMax);
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
            return e && `coalesce((select json_agg(${e} order by c.id desc) from (select * from comments x where x.topic_id = ${t}.id order by x.id desc limit ${int(first)}) c), '[]')`;
          },
        },
        pageInfo: {
          object: (_x, f) => {
            const g = spliceObject(pageInfo, f.selectionSet, 'g');
            return (
              g &&
              `(select ${g} from (select count(*) > ${int(first)} as more, min(id) filter (where rn <= ${int(first)}) as last from (select x.id, row_number() over (order by x.id desc) as rn from comments x where x.topic_id = ${t}.id order by x.id desc limit ${int(first + 1)}) z) g)`
            );
          },
        },
      },
    };
    return spliceObject(connection, field.selectionSet, 'x');
  },
});
