// The hot pages `npm run bench` measures side by side: each GraphQL document the web app's pages
// send, with the fields the raw server (bench-raw.mjs) answers too. Both sides get the same body
// (`{query, variables}`) and the same id sequence; the raw server routes on `path` instead of
// parsing the document. Change a document here and its SQL in bench-raw.mjs together: the bench
// compares one answer of each side before timing and refuses to time a page whose answers differ.
import { webDocument } from './bench-lib.mjs';

const user = 'id username profileImageUrl';
const card = `id topic yourName squadSize durationDays startDate startTime imageUrl memberCount owner { ${user} } category { id name }`;
const item = `id html edited createdAt likeCount replyCount viewerHasLiked author { ${user} } viewerCan { edit delete remove report interact }`;
const postCore = `id html createdAt images { url width height } author { ${user} }`;
const post = `${postCore} text replyCount replyTo { id html deleted author { ${user} } } replies { ${postCore} } viewerCan { delete reply }`;
const comments = (first) => `comments(first: ${first}) { edges { cursor node { ${item} } } pageInfo { hasNextPage endCursor } }`;

// the web app's own documents (topic.graphql.ts `TopicDetail`, comments.graphql.ts `TopicComments`), read
// from web/src/gql/graphql.ts as Apollo Client sends them (`__typename` in every selection): a change
// in the web is what the bench measures (and the raw side's answer, bench-raw.mjs, must follow it)
const WEB_DETAIL = webDocument('TopicDetail', { typenames: true });
const WEB_COMMENTS = webDocument('TopicComments', { typenames: true });

// PostGraphile 4's closest equivalents of our browse and detail pages (issue 27: "≥ 1.2× PostGraphile 4
// on browse and detail"; bench-postgraphile.mjs serves them over the same database). What differs, all
// in PostGraphile's favour unless said: its schema is the tables' own (raw columns: `startsAt` +
// `timezone` instead of our local `startDate`/`startTime`, `image` instead of `imageUrl`, integer ids);
// `memberCount` is the members' totalCount (we add the owner); browse has no `ends_at > now()` filter
// (core PostGraphile filters by equality only) and no auth; detail has no session lookup, no `state`,
// `isFull`, `endDate` or `viewerCan` (the client would derive them), the owner is not listed first
// among the members, and `viewerHasLiked` is the viewer's likes' totalCount (the viewer's id passed
// in, where we find it from the token). Cursors are PostGraphile's own.
const pg4Person = 'id username profileImage';
const pg4Card = `id title yourName squadSize durationDays startsAt timezone image topicMembersByTopicId { totalCount } userByOwnerId { ${pg4Person} } categoryByCategoryId { id name }`;
const PG4_BROWSE = `query Browse { allTopics(first: 20, orderBy: ID_DESC) { edges { cursor node { ${pg4Card} } } pageInfo { hasNextPage endCursor } } }`;
const PG4_DETAIL = `query Detail($id: Int!, $viewer: Int!) { topicById(id: $id) { ${pg4Card} description endsAt
  members: topicMembersByTopicId(orderBy: [JOINED_AT_ASC, ID_ASC]) { nodes { userByUserId { ${pg4Person} } } }
  commentsByTopicId(first: 5, orderBy: ID_DESC) { edges { cursor node { id html edited createdAt likeCount replyCount userByAuthorId { ${pg4Person} }
    viewerHasLiked: commentLikesByCommentId(condition: { userId: $viewer }) { totalCount } } } pageInfo { hasNextPage endCursor } } } }`;

/**
 * `ids(i)` picks the i-th request's variables from the seeded data (`data`: topic ids with the most
 * comments first, user ids, the viewer's id). Signed-in pages send the bench viewer's Bearer token. `pg4`:
 * the page's PostGraphile 4 document and variables (browse and detail), timed too unless BENCH_PG4=0.
 */
export const PAGES = [
  {
    name: 'browse, 20 topics',
    path: '/browse',
    signedIn: false,
    query: `query Browse { topics(first: 20) { edges { cursor node { ${card} } } pageInfo { hasNextPage endCursor } } }`,
    variables: () => ({}),
    pg4: { query: PG4_BROWSE, variables: () => ({}) },
  },
  {
    name: 'topic detail, members + 5 comments',
    path: '/detail',
    signedIn: true,
    query: `query Detail($id: ID!) { topic(id: $id) { ${card} description endDate state isFull members { ${user} } viewerCan { delete viewTimeline } ${comments(5)} } }`,
    variables: (i, data) => ({ id: String(data.topicIds[i % data.topicIds.length]) }),
    pg4: { query: PG4_DETAIL, variables: (i, data) => ({ id: Number(data.topicIds[i % data.topicIds.length]), viewer: Number(data.viewerId) }) },
  },
  {
    name: "the web app's topic detail (TopicDetail)",
    path: '/web-detail',
    signedIn: true,
    query: WEB_DETAIL,
    variables: (i, data) => ({ id: String(data.topicIds[i % data.topicIds.length]) }),
  },
  {
    name: "the web app's comments page (TopicComments, 5)",
    path: '/web-comments',
    signedIn: true,
    query: WEB_COMMENTS,
    variables: (i, data) => ({ topicId: String(data.topicIds[i % data.topicIds.length]), first: 5, after: null }),
  },
  {
    name: 'comments page (20)',
    path: '/comments',
    signedIn: true,
    query: `query Comments($id: ID!) { topic(id: $id) { id ${comments(20)} } }`,
    variables: (i, data) => ({ id: String(data.topicIds[i % data.topicIds.length]) }),
  },
  {
    name: 'profile with follow counts',
    path: '/profile',
    signedIn: true,
    query: 'query Profile($id: ID!) { user(id: $id) { id username firstName bio stereotype profileImageUrl createdAt followerCount followingCount viewerFollow } }',
    variables: (i, data) => ({ id: String(data.userIds[i % data.userIds.length]) }),
  },
  {
    // a squad's feed: 12 posts with authors, images, the quoted post and its author, replies and theirs
    name: 'feed page (12 posts)',
    path: '/feed',
    signedIn: true,
    query: `query Feed($id: ID!) { topicFeed(topicId: $id, first: 12) { lastEventId edges { cursor node { ${post} } } pageInfo { hasNextPage endCursor } } }`,
    variables: (i, data) => ({ id: String(data.feedTopicIds[i % data.feedTopicIds.length]) }),
  },
];
