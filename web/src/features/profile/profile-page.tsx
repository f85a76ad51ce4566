import type { ReactNode } from 'react';
import { Link, NavLink, Route, Routes } from 'react-router';
import { ArrowLeftIcon } from '../../ui/icons';
import { NotFound } from '../../ui/not-found';
import { ProfileDetailsTab } from './profile-details-tab';
import { ProfilePictureTab } from './profile-picture-tab';
import './profile.css';

// Absolute: relative links under a splat route resolve against the whole matched path.
const TABS = [
  { to: '/homepage/profile', label: 'Details', end: true },
  { to: '/homepage/profile/profilepicture', label: 'Profile picture' },
  { to: '/homepage/profile/yourpool', label: 'Your pools' },
];

/**
 * /homepage/profile/*: title, back arrow and the Details / Profile picture / Your pools tabs. The
 * Your pools tab belongs to the pool area; the app passes it in (features do not import each other).
 */
export function ProfilePage({ yourPools }: { yourPools: ReactNode }) {
  return (
    <div className="profile">
      <div className="profile__head">
        <Link to="/homepage" className="pm-icon-button" aria-label="Back to home">
          <ArrowLeftIcon />
        </Link>
        <h1 className="profile__title">Profile &amp; settings</h1>
      </div>
      <nav className="profile__tabs" aria-label="Profile sections">
        {TABS.map((t) => (
          <NavLink key={t.label} to={t.to} end={t.end} className="profile__tab">
            {t.label}
          </NavLink>
        ))}
      </nav>
      <div className="profile__body">
        <Routes>
          <Route index element={<ProfileDetailsTab />} />
          <Route path="profilepicture" element={<ProfilePictureTab />} />
          <Route path="yourpool/*" element={yourPools} />
          <Route path="*" element={<NotFound homeTo="/homepage" embedded />} />
        </Routes>
      </div>
    </div>
  );
}
