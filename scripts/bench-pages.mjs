// The hot pages `npm run bench` measures side by side: each GraphQL document the web app's pages
// send, with the fields the raw server (bench-raw.mjs) answers too. Both sides get the same body
// (`{query, variables}`) and the same id sequence; the raw server routes on `path` instead of
// parsing the document. Change a document here and its SQL in bench-raw.mjs together: the bench
// compares one answer of each side before timing and refuses to time a page whose answers differ.

const user = 'id username profileImageUrl';
const card = `id topic yourName squadSize durationDays startDate startTime imageUrl memberCount owner { ${user} } category { id name }`;
const item = `id html edited createdAt likeCount replyCount viewerHasLiked author { ${user} } viewerCan { edit delete remove report interact }`;
const postCore = `id html createdAt images { url width height } author { ${user} }`;
const post = `${postCore} text replyCount replyTo { id html deleted author { ${user} } } replies { ${postCore} } viewerCan { delete reply }`;
const comments = (first) => `comments(first: ${first}) { edges { cursor node { ${item} } } pageInfo { hasNextPage endCursor } }`;

// the web app's own documents as Apollo Client sends them (topic.graphql.ts `TopicDetail`, comments.graphql.ts
// `TopicComments`): `__typename` in every selection, fields asked both by a fragment and the query
const webPerson = 'id username firstName lastName profileImageUrl __typename';
const WEB_DETAIL = `query TopicDetail($id: ID!) {
  topic(id: $id) {
    ...TopicCardFields
    description
    timezone
    startsAt
    state
    memberCount
    isFull
    owner { ...PersonFields __typename }
    members { ...PersonFields __typename }
    viewerCan { delete viewTimeline __typename }
    viewerStatus
    viewerRequest { id kind __typename }
    onlineMemberIds
    __typename
  }
}
fragment TopicCardFields on Topic {
  id topic yourName squadSize durationDays startDate startTime startsAt timezone imageUrl active memberCount
  category { id name __typename }
  owner { ${webPerson} }
  __typename
}
fragment PersonFields on User { ${webPerson} }`;
const WEB_COMMENTS = `query TopicComments($topicId: ID!, $first: Int, $after: String) {
  topic(id: $topicId) {
    id
    commentEventId
    comments(first: $first, after: $after) {
      edges { cursor node { ...CommentFields __typename } __typename }
      pageInfo { hasNextPage endCursor __typename }
      __typename
    }
    __typename
  }
}
fragment CommentAuthorFields on User { ${webPerson} }
fragment CommentFields on Comment {
  id topicId html edited createdAt likeCount replyCount viewerHasLiked
  author { ...CommentAuthorFields __typename }
  viewerCan { edit delete remove report interact __typename }
  __typename
}`;

/**
 * `ids(i)` picks the i-th request's variables from the seeded data (`data`: topic ids with the most
 * comments first, user ids). Signed-in pages send the bench viewer's Bearer token.
 */
export const PAGES = [
  {
    name: 'browse, 20 topics',
    path: '/browse',
    signedIn: false,
    query: `query Browse { topics(first: 20) { edges { cursor node { ${card} } } pageInfo { hasNextPage endCursor } } }`,
    variables: () => ({}),
  },
  {
    name: 'topic detail, members + 5 comments',
    path: '/detail',
    signedIn: true,
    query: `query Detail($id: ID!) { topic(id: $id) { ${card} description endDate state isFull members { ${user} } viewerCan { delete viewTimeline } ${comments(5)} } }`,
    variables: (i, data) => ({ id: String(data.topicIds[i % data.topicIds.length]) }),
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
