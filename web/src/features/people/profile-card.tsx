import { useApolloClient } from '@apollo/client/react';
import { useCallback, useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { PersonProfileFieldsFragment } from '../../gql/graphql';
import { personName, profilePath } from '../../lib/person';
import { Alert } from '../../ui/alert';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { EditIcon, GlobeIcon, MessageIcon } from '../../ui/icons';
import { Pill } from '../../ui/pill';
import { useFollowToggle } from './use-follow-toggle';
import { paths } from '../../lib/paths';

const count = (n: number, one: string, many: string) => (
  <>
    <strong className="people-card__count">{n}</strong> {n === 1 ? one : many}
  </>
);

/** Visitors are sent to sign-in for any action, and come back here afterwards (§6). */
function useSignInFirst() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => navigate('/signin', { state: { from: `${pathname}${search}` } });
}

/** Follow / Unfollow and Message on someone else's card; "Edit profile" on one's own. */
function CardActions({ person, signedIn }: { person: PersonProfileFieldsFragment; signedIn: boolean }) {
  const client = useApolloClient();
  const signInFirst = useSignInFirst();
  // An open follower tab of this person is reloaded, so the viewer appears in (or leaves) it.
  const refreshFollowers = useCallback(() => {
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'followers', args: { userId: person.id } });
    client.cache.gc();
  }, [client, person.id]);
  const { toggle, pending, error } = useFollowToggle(person.id, person.viewerFollow, refreshFollowers);

  if (person.viewerFollow === 'SELF') {
    return (
      <div className="people-card__actions">
        <ButtonLink variant="secondary" size="small" to="/homepage/profile">
          <EditIcon size={16} /> Edit profile
        </ButtonLink>
      </div>
    );
  }
  const followingNow = person.viewerFollow === 'FOLLOWING';
  return (
    <>
      <div className="people-card__actions">
        <Button
          size="small"
          variant={followingNow ? 'secondary' : 'primary'}
          loading={pending}
          onClick={() => (signedIn ? void toggle() : signInFirst())}
        >
          {followingNow ? 'Unfollow' : 'Follow'}
        </Button>
        {signedIn ? (
          <ButtonLink variant="secondary" size="small" to={paths.chatWith(person.id)}>
            <MessageIcon size={16} /> Message
          </ButtonLink>
        ) : (
          <Button size="small" variant="secondary" onClick={signInFirst}>
            <MessageIcon size={16} /> Message
          </Button>
        )}
      </div>
      {error && <Alert>{error}</Alert>}
    </>
  );
}

/**
 * Someone's profile (pools-and-squads.md §2, §3): photo, username, name, location, stereotype, bio,
 * follower and following counts (links to the tabs) and the viewer's actions.
 */
export function ProfileCard({ person, signedIn }: { person: PersonProfileFieldsFragment; signedIn: boolean }) {
  const titleId = useId();
  const fullName = [person.firstName, person.lastName].filter(Boolean).join(' ');
  const base = profilePath(person.id, signedIn);
  return (
    <article className="people-card pm-card" aria-labelledby={titleId}>
      <Avatar name={personName(person)} imageUrl={person.profileImageUrl} size={112} label={`Photo of ${personName(person)}`} />
      <div className="people-card__main">
        <div className="people-card__head">
          <h1 id={titleId} className="people-card__username">
            {person.username}
          </h1>
          {person.stereotype && <Pill className={`people-badge people-badge--${person.stereotype.toLowerCase()}`}>{person.stereotype}</Pill>}
        </div>
        {fullName && <p className="people-card__name">{fullName}</p>}
        {person.location && (
          <p className="people-card__location">
            <GlobeIcon size={16} /> <span>{person.location}</span>
          </p>
        )}
        {person.bio && <p className="people-card__bio">{person.bio}</p>}
        <div className="people-card__counts">
          <Link to={`${base}/details/follower`}>{count(person.followerCount, 'Follower', 'Followers')}</Link>
          <Link to={`${base}/details/following`}>{count(person.followingCount, 'Following', 'Following')}</Link>
        </div>
        <CardActions person={person} signedIn={signedIn} />
      </div>
    </article>
  );
}
