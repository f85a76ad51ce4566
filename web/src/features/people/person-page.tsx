import { useQuery } from '@apollo/client/react';
import type { ComponentType } from 'react';
import { Navigate, NavLink, Route, Routes, useLocation, useParams } from 'react-router';
import { profilePath } from '../../lib/person';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFound } from '../../ui/not-found';
import { LoadingScreen } from '../../ui/spinner';
import { FollowList } from './follow-list';
import { PersonProfileQueryDocument } from './people.graphql';
import { ProfileCard } from './profile-card';
import './people.css';

/** The sub-paths a profile has: the card alone, or its 'details/*' tabs. */
const KNOWN_SUBPATH = /^(details(\/(follower|following)?)?)?\/?$/i;

function NotFoundHere({ signedIn }: { signedIn: boolean }) {
  return <NotFound homeTo={signedIn ? '/homepage' : '/'} embedded />;
}

/** Followers / Following tabs under the card (sign-in required; the routes check it first). */
function FollowTabs({ userId, signedIn }: { userId: string; signedIn: boolean }) {
  const base = `${profilePath(userId, signedIn)}/details`;
  return (
    <section className="people-tabs" aria-label="Followers and following">
      <nav className="people-tabs__nav" aria-label="Follow lists">
        <NavLink to={`${base}/follower`} className="people-tabs__tab">
          Followers
        </NavLink>
        <NavLink to={`${base}/following`} className="people-tabs__tab">
          Following
        </NavLink>
      </nav>
      <Routes>
        <Route index element={<Navigate to={`${base}/follower`} replace />} />
        <Route path="follower" element={<FollowList key={`followers-${userId}`} userId={userId} kind="followers" />} />
        <Route path="following" element={<FollowList key={`following-${userId}`} userId={userId} kind="following" />} />
      </Routes>
    </section>
  );
}

/** A part of the profile from another feature (app/ passes it): the person's streaks (features/accountability). */
type StreaksSlot = ComponentType<{ userId: string }>;

function PersonPage({ id, signedIn, streaks: Streaks }: { id: string; signedIn: boolean; streaks?: StreaksSlot }) {
  const { data, loading } = useQuery(PersonProfileQueryDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const person = data?.user;
  useDocumentTitle(person ? `@${person.username}` : null);
  if (!person) {
    // Unknown, inactive, or the load failed: the not-found image (pools-and-squads.md §8).
    return loading ? <LoadingScreen label="Loading profile…" /> : <NotFoundHere signedIn={signedIn} />;
  }
  return (
    <div className="people-page">
      <ProfileCard person={person} signedIn={signedIn} />
      <Routes>
        <Route index element={Streaks ? <Streaks userId={person.id} /> : null} />
        <Route path="details/*" element={<FollowTabs userId={person.id} signedIn={signedIn} />} />
      </Routes>
    </div>
  );
}

/**
 * Someone's profile at account/:id/* (pools-and-squads.md §2): /homepage/account/{id} when signed in,
 * /account/{id} for visitors. The id must be all digits; 'details/follower' and 'details/following'
 * need an account, so visitors go to sign-in and come back.
 */
export function PersonRoutes({ signedIn, streaks }: { signedIn: boolean; streaks?: StreaksSlot }) {
  const { id = '', '*': rest = '' } = useParams();
  const { pathname, search } = useLocation();
  if (!/^\d+$/.test(id) || !KNOWN_SUBPATH.test(rest)) return <NotFoundHere signedIn={signedIn} />;
  if (!signedIn && /^details/i.test(rest)) return <Navigate to="/signin" replace state={{ from: `${pathname}${search}` }} />;
  return <PersonPage key={id} id={id} signedIn={signedIn} streaks={streaks} />;
}
