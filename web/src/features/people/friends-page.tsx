import { useQuery } from '@apollo/client/react';
import { Link, Navigate, NavLink, Route, Routes, useLocation } from 'react-router';
import { MeQueryDocument } from '../../lib/session.graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ListSkeleton } from '../../ui/list-skeleton';
import { NotFound } from '../../ui/not-found';
import { FollowList } from './follow-list';
import './people.css';

/**
 * /homepage/friend/ (accounts.md §2): the signed-in person's own people, Following (the index) and
 * Followers, each paginated 10 at a time with links to every profile and Follow / Following.
 */
export function FriendsPage() {
  const { data } = useQuery(MeQueryDocument, { fetchPolicy: 'cache-first' });
  useDocumentTitle('Friends');
  const me = data?.me;
  // the index tab (`/homepage/friend` or `/homepage/friend/`): NavLink's `end` misses the slash form
  const onFollowing = !/\/followers\/?$/i.test(useLocation().pathname);
  return (
    <div className="people-page friends-page">
      <header className="friends-page__head">
        <h1>Friends</h1>
        <p className="friends-page__lead">People you follow and people who follow you. Follow someone from their profile or a pool&rsquo;s squad.</p>
      </header>
      {!me ? (
        <ListSkeleton label="Loading friends…" rows={4} />
      ) : (
        <section className="people-tabs" aria-label="Following and followers">
          <nav className="people-tabs__nav" aria-label="Friend lists">
            <Link to="/homepage/friend" className={`people-tabs__tab${onFollowing ? ' active' : ''}`} aria-current={onFollowing ? 'page' : undefined}>
              Following
            </Link>
            <NavLink to="/homepage/friend/followers" className="people-tabs__tab">
              Followers
            </NavLink>
          </nav>
          <Routes>
            <Route index element={<FollowList key={`following-${me.id}`} userId={me.id} kind="following" />} />
            <Route path="followers" element={<FollowList key={`followers-${me.id}`} userId={me.id} kind="followers" />} />
            <Route path="following" element={<Navigate to="/homepage/friend" replace />} />
            <Route path="*" element={<NotFound homeTo="/homepage" embedded />} />
          </Routes>
        </section>
      )}
    </div>
  );
}
