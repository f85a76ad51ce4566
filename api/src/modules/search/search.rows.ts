import { LIMITS } from '@poolmates/schema';
import type { LegacyPersonHitFragment } from '../../gql/graphql.js';
import { graphql } from '../../gql/index.js';
import { obj, optId, str } from '../../rest/body.js';
import { legacyList, legacyPaging } from '../../rest/paging.js';
import { defineRow, type RestRow } from '../../rest/row.js';

graphql(`fragment LegacyTopicHit on TopicSearchHit { topic { id topic } }`);
graphql(`fragment LegacyPersonHit on PersonSearchHit { person { id firstName lastName username } status { status requestId } }`);

/** A topic in the spec's names (active-topic.md §3 "Search result"). */
const toTopic = (h: { topic: { id: string; topic: string } }) => ({ topic: h.topic.topic, topicId: Number(h.topic.id) });

/** A person in the spec's names; `status` as the invite list shows it (squads.rows.ts): 'approved' (in the squad), 'pending' (with its requestId) or ''. */
const toPerson = (h: LegacyPersonHitFragment, withStatus: boolean) => ({
  userid: Number(h.person.id),
  firstname: h.person.firstName ?? '',
  lastname: h.person.lastName ?? '',
  username: h.person.username,
  ...(withStatus
    ? { status: { status: h.status?.status === 'MEMBER' ? 'approved' : h.status?.status === 'PENDING' ? 'pending' : '', requestId: h.status?.requestId ? Number(h.status.requestId) : null } }
    : {}),
});

/** `poolsearchobj` with the spec's spellings (`searchterm`, also `searchTerm`), page and limit (5 by default). */
const poolSearchObj = (b: Record<string, unknown>) => {
  const o = obj(b.poolsearchobj, 'poolsearchobj');
  return { o, q: str(o, 'searchterm', 'searchTerm'), ...legacyPaging(o, { defaultLimit: LIMITS.searchPageSize }) };
};

/**
 * active-topic.md §7 "Global search", pools-and-squads.md §7 "Search". Public (visitors search
 * too). 2+ characters once trimmed (a shorter term answers STATUSCODE 1 with the message). An empty
 * result is the value 0, as on the other legacy lists.
 */
export const searchRows: RestRow[] = [
  defineRow({
    // the header overlay: the best few of each, PAYLOAD {topics: [{topic, topicId}], people: [{userid, firstname, lastname, username}]}
    method: 'post',
    path: '/getglobalsearchresult',
    document: graphql(`
      query LegacyGlobalSearch($q: String!, $n: Int) {
        searchTopics(query: $q, first: $n) { edges { node { ...LegacyTopicHit } } }
        searchPeople(query: $q, first: $n) { edges { node { person { id firstName lastName username } } } }
      }
    `),
    input: (b) => ({ q: str(b, 'searchterm', 'searchTerm'), n: LIMITS.searchOverlayItems }),
    payload: ({ searchTopics, searchPeople }) =>
      searchTopics.edges.length + searchPeople.edges.length === 0
        ? 0
        : {
            topics: searchTopics.edges.map((e) => toTopic(e.node)),
            people: searchPeople.edges.map((e) => ({ userid: Number(e.node.person.id), firstname: e.node.person.firstName ?? '', lastname: e.node.person.lastName ?? '', username: e.node.person.username })),
          },
  }),
  defineRow({
    // "Show All Search", tab Pool: [{next: {page, limit}}, ...{topic, topicId}]
    method: 'post',
    path: '/getpoolsearch',
    document: graphql(`
      query LegacyPoolSearch($q: String!, $first: Int, $offset: Int) {
        searchTopics(query: $q, first: $first, offset: $offset) { edges { node { ...LegacyTopicHit } } pageInfo { hasNextPage } }
      }
    `),
    input: (b) => {
      const { q, first, offset } = poolSearchObj(b);
      return { q, first, offset };
    },
    payload: ({ searchTopics }, page) => (searchTopics.edges.length === 0 ? 0 : legacyList(searchTopics, page, toTopic)),
  }),
  defineRow({
    // tab People: [{next}, ...{userid, firstname, lastname, username, status: {status, requestId}}]; topicId (optional) gives the request state
    method: 'post',
    path: '/getpeoplesearch',
    document: graphql(`
      query LegacyPeopleSearch($q: String!, $t: ID, $first: Int, $offset: Int) {
        searchPeople(query: $q, topicId: $t, first: $first, offset: $offset) { edges { node { ...LegacyPersonHit } } pageInfo { hasNextPage } }
      }
    `),
    input: (b) => {
      const { o, q, first, offset } = poolSearchObj(b);
      return { q, t: optId(o, 'topicId', 'topicid'), first, offset };
    },
    payload: ({ searchPeople }, page) => (searchPeople.edges.length === 0 ? 0 : legacyList(searchPeople, page, (h) => toPerson(h, true))),
  }),
];
