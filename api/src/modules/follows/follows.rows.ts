import { LIMITS, MSG } from '@poolmates/schema';
import type { FollowState, LegacyPersonFragment } from '../../gql/graphql.js';
import { graphql } from '../../gql/index.js';
import { id, obj } from '../../rest/body.js';
import { LegacyFailure } from '../../rest/envelope.js';
import { legacyNext, legacyPaging } from '../../rest/paging.js';
import { defineRow, type RestRow } from '../../rest/row.js';

/** The legacy `isFollowing`: true, false, or 'self' for the viewer themselves. */
const isFollowing = (s: FollowState) => (s === 'SELF' ? 'self' : s === 'FOLLOWING');

/** A person in a follow list (spread by the list and profile operations; codegen adds it to their documents). */
graphql(`fragment LegacyPerson on User { id username profileImageUrl viewerFollow }`);
const details = (u: LegacyPersonFragment) => ({ userid: Number(u.id), username: u.username, profile_image: u.profileImageUrl ?? '' });

/** page/limit from the query string (`?page&limit`, as the spec sends them), else from the body object. */
const pagingFrom = (o: Record<string, unknown>, query: unknown) => legacyPaging({ ...o, ...(query as Record<string, unknown>) }, { defaultLimit: LIMITS.followPageSize });

const Followers = graphql(`
  query LegacyFollowers($u: ID!, $first: Int, $offset: Int) {
    list: followers(userId: $u, first: $first, offset: $offset) { edges { node { ...LegacyPerson } } pageInfo { hasNextPage } }
  }
`);
const Following = graphql(`
  query LegacyFollowing($u: ID!, $first: Int, $offset: Int) {
    list: following(userId: $u, first: $first, offset: $offset) { edges { node { ...LegacyPerson } } pageInfo { hasNextPage } }
  }
`);

/**
 * A follower/following list: PAYLOAD the plain list, paging in a top-level `NEXT: {next: {page, limit}}`
 * (pools-and-squads.md §7). `key` is the legacy name of the person's details, typo included.
 */
function listRow(path: string, document: typeof Followers | typeof Following, key: 'followerDetails' | 'followeingDetails', who: 'body' | 'viewer'): RestRow {
  const payload = (d: { list: { edges: { node: LegacyPersonFragment }[] } }) => d.list.edges.map((e) => ({ [key]: details(e.node), isFollowing: isFollowing(e.node.viewerFollow) }));
  if (who === 'viewer') {
    return defineRow({
      method: 'post',
      path,
      document,
      input: (b, req) => pagingFrom(b.friendobj === undefined ? {} : obj(b.friendobj, 'friendobj'), req.query),
      viewerVariable: 'u',
      payload,
      next: (d, page) => legacyNext(d.list, page),
    });
  }
  return defineRow({
    method: 'post',
    path,
    document,
    // `userid` is whose list it is (the profile being looked at); `loginUserid` is ignored
    input: (b, req) => {
      const o = obj(b.followerObj, 'followerObj');
      return { u: id(o, 'userid'), ...pagingFrom(o, req.query) };
    },
    payload,
    next: (d, page) => legacyNext(d.list, page),
  });
}

const Follow = graphql(`mutation LegacyFollow($u: ID!) { r: follow(userId: $u) { id viewerFollow followerCount followingCount } }`);
const Unfollow = graphql(`mutation LegacyUnfollow($u: ID!) { r: unfollow(userId: $u) { id viewerFollow followerCount followingCount } }`);
/** `userid` is whom to follow; the follower is the session (`followerId` is ignored). */
const followRow = (path: string, document: typeof Follow | typeof Unfollow) =>
  defineRow({
    method: 'post',
    path,
    document,
    input: (b) => ({ u: id(obj(b.followerobject, 'followerobject'), 'userid') }),
    payload: ({ r }) => ({ userid: Number(r.id), isFollowing: isFollowing(r.viewerFollow), followercount: r.followerCount, followingcount: r.followingCount }),
  });

/** pools-and-squads.md §7 "Follow and profiles"; active-topic.md: /getuseraccountdetails, /userfreindlist. */
export const followRows: RestRow[] = [
  listRow('/getuserfollower', Followers, 'followerDetails', 'body'),
  listRow('/getuserfollowing', Following, 'followeingDetails', 'body'),
  // "friend list": the people the signed-in user follows (the body's `userid` is ignored)
  listRow('/userfreindlist', Following, 'followeingDetails', 'viewer'),
  followRow('/addfollower', Follow),
  followRow('/removefollower', Unfollow),
  defineRow({
    // public; `loginUser` is ignored: the session decides isFollowing
    method: 'post',
    path: '/getuseraccountdetails',
    document: graphql(`query LegacyAccount($u: ID!) { user(id: $u) { ...LegacyPerson firstName lastName location stereotype bio followerCount followingCount } }`),
    input: (b) => ({ u: id(b, 'userid') }),
    payload: (d) => {
      const u = d.user;
      if (!u) throw new LegacyFailure(MSG.userNotFound);
      return {
        ...details(u),
        location: u.location ?? '',
        sterotype: u.stereotype ?? 'Blank',
        followercount: u.followerCount,
        followingcount: u.followingCount,
        isFollowing: isFollowing(u.viewerFollow),
        bio: u.bio ?? '',
        firstname: u.firstName ?? '',
        lastname: u.lastName ?? '',
      };
    },
  }),
];
