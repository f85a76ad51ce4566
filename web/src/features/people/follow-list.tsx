import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import type { PersonRowFieldsFragment } from '../../gql/graphql';
import { personName, profilePath } from '../../lib/person';
import { useLoadMore } from '../../lib/use-load-more';
import { Alert } from '../../ui/alert';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { UsersIcon } from '../../ui/icons';
import { ListFooter } from '../../ui/list-footer';
import { Pill } from '../../ui/pill';
import { StatePanel } from '../../ui/state-panel';
import { PersonFollowersQueryDocument, PersonFollowingQueryDocument } from './people.graphql';
import { useFollowToggle } from './use-follow-toggle';
import { ListSkeleton } from '../../ui/list-skeleton';

/** Followers / following: 10 a page (pools-and-squads.md §9). */
export const FOLLOW_PAGE = 10;

export type FollowListKind = 'followers' | 'following';

interface Connection {
  edges: Array<{ node: PersonRowFieldsFragment }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

function PersonRow({ person, lastRef }: { person: PersonRowFieldsFragment; lastRef?: (el: Element | null) => void }) {
  const name = personName(person);
  const { toggle, pending, error } = useFollowToggle(person.id, person.viewerFollow);
  const followingNow = person.viewerFollow === 'FOLLOWING';
  return (
    <li ref={lastRef} className="people-row pm-card">
      <Link className="people-row__link" to={profilePath(person.id, true)}>
        <Avatar name={name} imageUrl={person.profileImageUrl} size={44} />
        <span className="people-row__names">
          <span className="people-row__name">{name}</span>
          {name !== person.username && <span className="people-row__username">@{person.username}</span>}
        </span>
      </Link>
      {person.viewerFollow === 'SELF' ? (
        <Pill tone="neutral" className="people-row__you">
          You
        </Pill>
      ) : (
        <Button
          size="small"
          variant={followingNow ? 'secondary' : 'primary'}
          loading={pending}
          aria-label={`${followingNow ? 'Following' : 'Follow'} ${name}`}
          title={followingNow ? 'Click to unfollow' : undefined}
          onClick={() => void toggle()}
        >
          {followingNow ? 'Following' : 'Follow'}
        </Button>
      )}
      {error && (
        <div className="people-row__error">
          <Alert>{error}</Alert>
        </div>
      )}
    </li>
  );
}

/**
 * The 'follower' / 'following' tab of a profile (signed-in only): newest first, 10 a page with
 * infinite scroll; each row links to the person and offers Follow / Following ('You' for oneself).
 */
export function FollowList({ userId, kind }: { userId: string; kind: FollowListKind }) {
  const query = useQuery(kind === 'followers' ? PersonFollowersQueryDocument : PersonFollowingQueryDocument, {
    variables: { userId, first: FOLLOW_PAGE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const data = query.data as Partial<Record<FollowListKind, Connection>> | undefined;
  const conn = data?.[kind];
  const more = useLoadMore(conn?.pageInfo, query.fetchMore as never);
  const what = kind === 'followers' ? 'followers' : 'people followed';

  if (!conn && query.loading) return <ListSkeleton label={`Loading ${what}…`} />;
  if (!conn) {
    return (
      <StatePanel icon={<UsersIcon size={26} />} title={`Could not load the ${what}`} actions={<Button variant="secondary" onClick={() => void query.refetch().catch(() => undefined)}>Try again</Button>} />
    );
  }
  const people = conn.edges.map((e) => e.node);
  return (
    <>
      {people.length === 0 ? (
        <StatePanel icon={<UsersIcon size={26} />} title={kind === 'followers' ? 'No followers yet' : 'Not following anyone yet'} />
      ) : (
        <ul className="people-follows" aria-label={kind === 'followers' ? 'Followers' : 'Following'}>
          {people.map((p, i) => (
            <PersonRow key={p.id} person={p} lastRef={i === people.length - 1 ? more.lastRef : undefined} />
          ))}
        </ul>
      )}
      <ListFooter hasMore={more.hasMore} loadingMore={more.loadingMore} failed={more.failed} onMore={() => void more.loadMore()} what={what} />
    </>
  );
}
