import { Navigate, Route, Routes, useLocation } from 'react-router';
import { NotFound } from '../../ui/not-found';
import { BrowsePage } from './browse-page';
import { MEMBER_AREA, TopicAreaContext, VISITOR_AREA } from './topic-area';
import { RequestPage } from './request-page';
import { TimelinePage } from './timeline-page';
import { TopicDetailPage, type CommentsSlot } from './topic-detail-page';
import { TopicNotFound } from './topic-not-found';

/** The signed-in pool area, /homepage/pool/* (pools-and-squads.md §2); `comments` is the topic pages' comments area. */
export function MemberTopicRoutes({ comments }: { comments?: CommentsSlot }) {
  return (
    <TopicAreaContext value={MEMBER_AREA}>
      <Routes>
        <Route index element={<BrowsePage />} />
        <Route path="pooldetails/:id" element={<TopicDetailPage comments={comments} />} />
        <Route path="distimeline" element={<TimelinePage />} />
        <Route path="distimeline/:id" element={<TimelinePage />} />
        <Route path="request/:topicId" element={<RequestPage />} />
        {/* A topic opened from a COMMENTED/REPLIED notification: ?comment=…&reply=… */}
        <Route path="notifydetails/:id" element={<TopicDetailPage comments={comments} fromNotification />} />
        <Route path="*" element={<NotFound homeTo="/homepage/pool" embedded />} />
      </Routes>
    </TopicAreaContext>
  );
}

/** The timeline needs an account: to /signin, then back to this timeline under /homepage. */
function SignInFirst() {
  const { pathname, search } = useLocation();
  return <Navigate to="/signin" replace state={{ from: `${pathname}${search}` }} />;
}

/** The public pool area for visitors, /pool/* (browse and topic pages; actions need sign-in). */
export function VisitorTopicRoutes({ comments }: { comments?: CommentsSlot }) {
  return (
    <TopicAreaContext value={VISITOR_AREA}>
      <Routes>
        <Route index element={<BrowsePage />} />
        <Route path="pooldetails/:id" element={<TopicDetailPage comments={comments} />} />
        <Route path="distimeline/*" element={<SignInFirst />} />
        <Route path="request/*" element={<SignInFirst />} />
        <Route path="notifydetails/*" element={<SignInFirst />} />
        <Route path="nomatch" element={<TopicNotFound poolsTo="/pool" />} />
        <Route path="*" element={<NotFound homeTo="/pool" embedded />} />
      </Routes>
    </TopicAreaContext>
  );
}
