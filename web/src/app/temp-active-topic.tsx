import { Route, Routes, useParams } from 'react-router';
import { FeedTab } from '../features/feed/feed-tab';
import { PostCount } from '../features/feed/post-count';
import { PostPreviewPage } from '../features/feed/post-preview-page';

/**
 * TEMPORARY (issue 12, posts helper): the feed at `/homepage/active/{topicId}` until the workspace
 * page (features/workspace/) is wired here with its header, tabs and membership gate; the lead
 * replaces this file with that page and passes FeedTab/PostPreviewPage/PostCount as its slots.
 */
export function TempActiveTopic() {
  const { topicId = '' } = useParams();
  return (
    <div className="temp-active-topic">
      <p style={{ margin: '8px 16px' }}>
        <PostCount topicId={topicId} />
      </p>
      <Routes>
        <Route index element={<FeedTab topicId={topicId} viewerIsOwner={false} />} />
        <Route path="preview/:postId" element={<TempPreview topicId={topicId} />} />
      </Routes>
    </div>
  );
}

function TempPreview({ topicId }: { topicId: string }) {
  const { postId = '' } = useParams();
  return <PostPreviewPage topicId={topicId} postId={postId} viewerIsOwner={false} />;
}
