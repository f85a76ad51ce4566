import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ComingSoon } from '../../ui/coming-soon';
import { NotFound } from '../../ui/not-found';
import { BrowsePage } from './browse-page';
import { MEMBER_AREA, PoolAreaContext, VISITOR_AREA } from './pool-area';
import { TimelinePage } from './timeline-page';
import { TopicDetailPage } from './topic-detail-page';
import { TopicNotFound } from './topic-not-found';

/** The signed-in pool area, /homepage/pool/* (pools-and-squads.md §2). */
export function MemberPoolRoutes() {
  return (
    <PoolAreaContext value={MEMBER_AREA}>
      <Routes>
        <Route index element={<BrowsePage />} />
        <Route path="pooldetails/:id" element={<TopicDetailPage />} />
        <Route path="distimeline" element={<TimelinePage />} />
        <Route path="distimeline/:id" element={<TimelinePage />} />
        {/* Later issues: join requests and notification links. */}
        <Route path="request/*" element={<ComingSoon title="Send Pool Request" backTo="/homepage/pool" />} />
        <Route path="notifydetails/*" element={<ComingSoon title="Notification" backTo="/homepage/pool" />} />
        <Route path="*" element={<NotFound homeTo="/homepage/pool" embedded />} />
      </Routes>
    </PoolAreaContext>
  );
}

/** The timeline needs an account: to /signin, then back to this timeline under /homepage. */
function SignInFirst() {
  const { pathname, search } = useLocation();
  return <Navigate to="/signin" replace state={{ from: `${pathname}${search}` }} />;
}

/** The public pool area for visitors, /pool/* (browse and topic pages; actions need sign-in). */
export function VisitorPoolRoutes() {
  return (
    <PoolAreaContext value={VISITOR_AREA}>
      <Routes>
        <Route index element={<BrowsePage />} />
        <Route path="pooldetails/:id" element={<TopicDetailPage />} />
        <Route path="distimeline/*" element={<SignInFirst />} />
        <Route path="request/*" element={<SignInFirst />} />
        <Route path="notifydetails/*" element={<SignInFirst />} />
        <Route path="nomatch" element={<TopicNotFound poolsTo="/pool" />} />
        <Route path="*" element={<NotFound homeTo="/pool" embedded />} />
      </Routes>
    </PoolAreaContext>
  );
}
