import { LIMITS } from '@poolmates/schema';
import type { LegacyPostSearchHitFragment } from '../../gql/graphql.js';
import { graphql } from '../../gql/index.js';
import { id, obj, str } from '../../rest/body.js';
import { relativeTime } from '../../rest/legacy-format.js';
import { legacyList, legacyPaging } from '../../rest/paging.js';
import { defineRow, type RestRow } from '../../rest/row.js';
import { runsToHtml } from './search-sql.js';

graphql(`fragment LegacyPostSearchHit on PostSearchHit { postId topicId createdAt highlight { text match } author { id username profileImageUrl } post { html } }`);

/** A hit in the legacy post field names (active-topic.md §3 "Post"), plus `searchtxt`: the passage as HTML, matches in <mark>, the text escaped. */
const toLegacyHit = (h: LegacyPostSearchHitFragment) => ({
  postid: Number(h.postId),
  topicid: Number(h.topicId),
  topicId: Number(h.topicId),
  userid: Number(h.author.id),
  username: h.author.username,
  profile_image: h.author.profileImageUrl ?? '',
  topictxt: h.highlight.map((r) => r.text).join(''),
  topicpost: h.post.html,
  searchtxt: runsToHtml(h.highlight),
  currentTime: relativeTime(h.createdAt),
});

/** `searchObj` with the spec's spellings: `topicid` (and `topicId`), `searchterm` (and `searchTerm`). */
const searchObj = (b: Record<string, unknown>) => {
  const o = obj(b.searchObj, 'searchObj');
  return { o, t: id(o, 'topicid', 'topicId'), q: str(o, 'searchterm', 'searchTerm') };
};

/** active-topic.md §7: in-topic search. Squad members only; the value 0 when nothing is found. */
export const topicSearchRows: RestRow[] = [
  defineRow({
    // the search bar's live results (more than 1 character)
    method: 'post',
    path: '/getsearchresult',
    document: graphql(`query LegacyTopicSearchSuggestions($t: ID!, $q: String!) { topicSearchSuggestions(topicId: $t, query: $q) { ...LegacyPostSearchHit } }`),
    input: (b) => {
      const { t, q } = searchObj(b);
      return { t, q };
    },
    payload: ({ topicSearchSuggestions: hits }) => (hits.length === 0 ? 0 : hits.map(toLegacyHit)),
  }),
  defineRow({
    // "Show All Search": paged by the client's limit (the spec's client asks 1 a request), 3+ characters
    method: 'post',
    path: '/getUserSearchpostLimit',
    document: graphql(`
      query LegacyTopicSearch($t: ID!, $q: String!, $first: Int, $offset: Int) {
        topicSearch(topicId: $t, query: $q, first: $first, offset: $offset) { edges { node { ...LegacyPostSearchHit } } pageInfo { hasNextPage } }
      }
    `),
    input: (b) => {
      const { o, t, q } = searchObj(b);
      return { t, q, ...legacyPaging(o, { defaultLimit: LIMITS.topicSearchPageSize }) };
    },
    payload: ({ topicSearch }, page) => (topicSearch.edges.length === 0 ? 0 : legacyList(topicSearch, page, toLegacyHit)),
  }),
];
