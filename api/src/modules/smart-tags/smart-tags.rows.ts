import { LIMITS } from '@poolmates/schema';
import { graphql } from '../../gql/index.js';
import { id, obj, str } from '../../rest/body.js';
import { relativeTime } from '../../rest/legacy-format.js';
import { legacyPaging } from '../../rest/paging.js';
import { defineRow, type RestRow } from '../../rest/row.js';

/**
 * active-topic.md §7 smart tag paths. Who acts is the session: a body's `userId`/`userid` is
 * ignored (so /rmvusersmarttag naming someone else removes only the caller's own tag), and
 * `topicid` is read from the post itself.
 */
export const smartTagRows: RestRow[] = [
  defineRow({
    method: 'post',
    path: '/addsmarttag',
    document: graphql(`mutation LegacySetSmartTag($p: ID!, $n: String!) { setSmartTag(postId: $p, tagName: $n) { postId topicId tagName } }`),
    input: (b) => {
      const o = obj(b.obj, 'obj');
      return { p: id(o, 'postId', 'postid'), n: str(o, 'tagname', 'tagName') };
    },
    payload: ({ setSmartTag: t }) => ({ postid: Number(t.postId), topicid: Number(t.topicId), tagname: t.tagName }),
  }),
  defineRow({
    method: 'post',
    path: '/rmvusersmarttag',
    document: graphql(`mutation LegacyRemoveSmartTag($p: ID!) { removeSmartTag(postId: $p) { id } }`),
    input: (b) => {
      const o = obj(b.obj, 'obj');
      return { p: id(o, 'postId', 'postid') };
    },
    payload: () => 1,
  }),
  defineRow({
    // "list of postid and tagname" (5 a page); the value 0 when there are none (§4: the empty state)
    method: 'post',
    path: '/getusersmarttag',
    document: graphql(`
      query LegacyMySmartTags($t: ID!, $first: Int, $offset: Int) {
        mySmartTags(topicId: $t, first: $first, offset: $offset) { edges { node { postId topicId tagName createdAt excerpt } } }
      }
    `),
    input: (b) => {
      const o = obj(b.smartobj, 'smartobj');
      return { t: id(o, 'topicid', 'topicId'), ...legacyPaging(o, { defaultLimit: LIMITS.smartTagsPageSize }) };
    },
    payload: ({ mySmartTags }) =>
      mySmartTags.edges.length === 0
        ? 0
        : mySmartTags.edges.map(({ node: t }) => ({
            postid: Number(t.postId),
            tagname: t.tagName,
            topicid: Number(t.topicId),
            topictxt: t.excerpt,
            currentTime: relativeTime(t.createdAt),
          })),
  }),
];
