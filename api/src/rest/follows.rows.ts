import { LIMITS, MSG } from '@poolmates/schema';
import type { Request } from 'express';
import { id, obj } from './body.js';
import { LegacyFailure } from './envelope.js';
import { legacyNext, legacyPaging } from './paging.js';
import type { RestRow } from './row.js';

type FollowState = 'SELF' | 'FOLLOWING' | 'NOT_FOLLOWING';
interface GqlPerson {
  id: string;
  username: string;
  profileImageUrl: string | null;
  viewerFollow: FollowState;
}
interface GqlProfile extends GqlPerson {
  firstName: string | null;
  lastName: string | null;
  location: string | null;
  stereotype: string | null;
  bio: string | null;
  followerCount: number;
  followingCount: number;
}

/** The legacy `isFollowing`: true, false, or 'self' for the viewer themselves. */
const isFollowing = (s: FollowState) => (s === 'SELF' ? 'self' : s === 'FOLLOWING');

const PERSON = 'id username profileImageUrl viewerFollow';
const PROFILE = `${PERSON} firstName lastName location stereotype bio followerCount followingCount`;
const details = (u: GqlPerson) => ({ userid: Number(u.id), username: u.username, profile_image: u.profileImageUrl ?? '' });

/** page/limit from the query string (`?page&limit`, as the spec sends them), else from the body object. */
const pagingFrom = (o: Record<string, unknown>, req: Request) => legacyPaging({ ...o, ...(req.query as Record<string, unknown>) }, req, { defaultLimit: LIMITS.followPageSize });

/**
 * A follower/following list: PAYLOAD the plain list, paging in a top-level `NEXT: {next: {page, limit}}`
 * (pools-and-squads.md §7). `key` is the legacy name of the person's details, typo included.
 */
function listRow(path: string, field: 'followers' | 'following', key: 'followerDetails' | 'followeingDetails', who: 'body' | 'viewer'): RestRow {
  return {
    method: 'post',
    path,
    document: `query LegacyFollowList($u: ID!, $first: Int, $offset: Int) { list: ${field}(userId: $u, first: $first, offset: $offset) { edges { node { ${PERSON} } } pageInfo { hasNextPage } } }`,
    variables: (b, req) => {
      if (who === 'viewer') return pagingFrom(b.friendobj === undefined ? {} : obj(b.friendobj, 'friendobj'), req);
      // `userid` is whose list it is (the profile being looked at); `loginUserid` is ignored
      const o = obj(b.followerObj, 'followerObj');
      return { u: id(o, 'userid'), ...pagingFrom(o, req) };
    },
    ...(who === 'viewer' ? { viewerVariable: 'u' } : {}),
    payload: (d) => d.list.edges.map((e: { node: GqlPerson }) => ({ [key]: details(e.node), isFollowing: isFollowing(e.node.viewerFollow) })),
    next: (d, res) => legacyNext(d.list, res),
  };
}

/** pools-and-squads.md §7 "Follow and profiles"; active-topic.md: /getuseraccountdetails, /userfreindlist. */
export const followRows: RestRow[] = [
  listRow('/getuserfollower', 'followers', 'followerDetails', 'body'),
  listRow('/getuserfollowing', 'following', 'followeingDetails', 'body'),
  // "friend list": the people the signed-in user follows (the body's `userid` is ignored)
  listRow('/userfreindlist', 'following', 'followeingDetails', 'viewer'),
  ...(
    [
      ['/addfollower', 'follow'],
      ['/removefollower', 'unfollow'],
    ] as const
  ).map(
    ([path, op]): RestRow => ({
      // `userid` is whom to follow; the follower is the session (`followerId` is ignored)
      method: 'post',
      path,
      document: `mutation LegacyFollow($u: ID!) { r: ${op}(userId: $u) { id viewerFollow followerCount followingCount } }`,
      variables: (b) => ({ u: id(obj(b.followerobject, 'followerobject'), 'userid') }),
      payload: (d) => ({ userid: Number(d.r.id), isFollowing: isFollowing(d.r.viewerFollow), followercount: d.r.followerCount, followingcount: d.r.followingCount }),
    }),
  ),
  {
    // public; `loginUser` is ignored: the session decides isFollowing
    method: 'post',
    path: '/getuseraccountdetails',
    document: `query LegacyAccount($u: ID!) { user(id: $u) { ${PROFILE} } }`,
    variables: (b) => ({ u: id(b, 'userid') }),
    payload: (d: { user: GqlProfile | null }) => {
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
  },
];
