import { LIMITS, MSG } from '@poolmates/schema';
import type { LegacyPostFragment } from '../../gql/graphql.js';
import { graphql } from '../../gql/index.js';
import { id, obj } from '../../rest/body.js';
import { LegacyFailure } from '../../rest/envelope.js';
import { relativeTime } from '../../rest/legacy-format.js';
import { legacyList, legacyPaging } from '../../rest/paging.js';
import { defineRow, type RestRow } from '../../rest/row.js';

// what a legacy post is made of; the rows' operations spread it (codegen types it as LegacyPostFragment)
graphql(`
  fragment LegacyPost on Post {
    id topicId html text createdAt images { url }
    author { id username profileImageUrl }
    replyTo { id html deleted images { url } author { id } }
    replies(first: 3) { ...LegacyPostReply }
    mySmartTag { userId tagName }
  }
`);

graphql(`
  fragment LegacyPostReply on Post { id topicId html text createdAt images { url } author { id username profileImageUrl } mySmartTag { userId tagName } }
`);

type Reply = LegacyPostFragment['replies'][number];

/** A post in the spec's field names (active-topic.md §3 "Post"); `team` is the squad's user ids (`teamusers`). */
function toLegacyPost(p: LegacyPostFragment | Reply, team: number[]): Record<string, unknown> {
  const quote = 'replyTo' in p ? p.replyTo : null;
  return {
    postid: Number(p.id),
    userid: Number(p.author.id),
    topicid: Number(p.topicId),
    topicId: Number(p.topicId),
    topictxt: p.text,
    userPostline: p.html,
    topicpost: p.html,
    teamusers: team,
    imgArray: p.images.map((i) => i.url),
    replyto: quote ? Number(quote.author.id) : null,
    replypostid: quote ? Number(quote.id) : null,
    replyPost: quote ? quote.html : '',
    replyImgarray: quote ? quote.images.map((i) => i.url) : [],
    currentTime: relativeTime(p.createdAt),
    // §3 "smarttag (list of {userid, tagname})": tags are private, so the list holds the viewer's own, if any
    smarttag: p.mySmartTag ? [{ userid: Number(p.mySmartTag.userId), tagname: p.mySmartTag.tagName }] : [],
    replydetails: 'replies' in p ? p.replies.map((r) => toLegacyPost(r, team)) : [],
    userdetails: { userid: Number(p.author.id), username: p.author.username, profile_image: p.author.profileImageUrl ?? '' },
  };
}

const ids = (members: { id: string }[]) => members.map((m) => Number(m.id));

/**
 * active-topic.md §7 "Posts and topic". Squad members only, like the feed itself. Who acts is the
 * session: `userId` and `userType` in /deluserpost's body are ignored (the author deletes their
 * post, the topic owner any). Creating a post has no REST path: the legacy client emitted
 * `userpost1` on its socket, which is the `createPost` mutation (decision 021).
 */
export const postRows: RestRow[] = [
  defineRow({
    method: 'post',
    path: '/getUserpost',
    // one post: all its replies the api carries (50), not a feed page's 3
    document: graphql(`query LegacyGetPost($id: ID!) { post(id: $id) { ...LegacyPost allReplies: replies(first: 50) { ...LegacyPostReply } topic { members { id } } } }`),
    input: (b) => ({ id: id(b, 'postid', 'postId') }),
    payload: ({ post }) => {
      if (!post) throw new LegacyFailure(MSG.postNotFound);
      const team = ids(post.topic.members);
      return { ...toLegacyPost(post, team), replydetails: post.allReplies.map((r) => toLegacyPost(r, team)) };
    },
  }),
  defineRow({
    method: 'post',
    path: '/getUserpostLimit',
    document: graphql(`
      query LegacyFeed($t: ID!, $first: Int, $offset: Int) {
        topic(id: $t) { members { id } }
        topicFeed(topicId: $t, first: $first, offset: $offset) { edges { node { ...LegacyPost } } pageInfo { hasNextPage } }
      }
    `),
    input: (b) => {
      // a page is at most LIMITS.feedPageMax posts: a larger `limit` pages by that many
      const asked = legacyPaging(b, { defaultLimit: LIMITS.feedPageSize });
      const first = Math.min(asked.first, LIMITS.feedPageMax);
      return { t: id(b, 'topicId', 'topicid'), first, offset: (asked.offset / asked.first) * first };
    },
    payload: ({ topic, topicFeed }, page) => {
      const team = ids(topic?.members ?? []);
      return legacyList(topicFeed, page, (p) => toLegacyPost(p, team));
    },
  }),
  defineRow({
    method: 'post',
    path: '/deluserpost',
    document: graphql(`mutation LegacyDeletePost($id: ID!) { deletePost(id: $id) }`),
    input: (b) => ({ id: id(obj(b.obj, 'obj'), 'postId', 'postid') }),
    payload: (_d, { id: postId }) => ({ postid: Number(postId) }),
    message: MSG.postDeleted,
  }),
  defineRow({
    method: 'post',
    path: '/getpostcount',
    document: graphql(`query LegacyPostCount($t: ID!) { topicPostCount(topicId: $t) }`),
    input: (b) => ({ t: id(b, 'topicid', 'topicId') }),
    payload: (d) => d.topicPostCount,
  }),
];
