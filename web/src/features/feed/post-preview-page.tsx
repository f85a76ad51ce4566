import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { errorCode } from '../../lib/graphql-errors';
import { Button } from '../../ui/button';
import { ArrowLeftIcon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { PostQueryDocument } from './feed.graphql';
import { PostCard, type SmartTagAction } from './post-card';
import { PostComposer } from './post-composer';
import { useFeedEvents } from './feed-tab';
import './feed.css';
import { paths } from '../../lib/paths';

export interface PostPreviewPageProps {
  topicId: string;
  postId: string;
  viewerIsOwner: boolean;
  smartTagAction?: SmartTagAction;
}

/**
 * `/homepage/active/{topicid}/preview/{postid}` (active-topic.md §2): one post with its replies, a
 * back button and a reply box. A Postreply notification opens it. Live like the feed: the feed's
 * events from the `feedEventId` read with the post (replies arrive, merged by id, with the server's
 * count; a deleted reply leaves; the post itself deleted shows "This post was deleted.").
 */
export function PostPreviewPage({ topicId, postId, viewerIsOwner, smartTagAction }: PostPreviewPageProps) {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(PostQueryDocument, { variables: { id: postId }, fetchPolicy: 'cache-and-network' });
  const post = data?.post;
  const back = () => navigate(paths.workspace(topicId));
  useFeedEvents(topicId, post?.topicId === topicId ? post.feedEventId : null, () => void refetch().catch(() => undefined));

  let body;
  if (!data && loading) body = <Spinner label="Loading the post…" />;
  else if (error && !data)
    body = (
      <div className="feed__note">
        <span>{errorCode(error) === 'FORBIDDEN' ? 'Only squad members can see this post.' : 'Could not load the post.'}</span>{' '}
        <Button variant="secondary" size="small" onClick={() => void refetch().catch(() => undefined)}>
          Try again
        </Button>
      </div>
    );
  else if (!post || post.topicId !== topicId) body = <p className="feed__empty">This post was deleted.</p>;
  else
    body = (
      <>
        <PostCard post={post} replies={post.allReplies} smartTagAction={smartTagAction} previewLink={false} onDeleted={back} />
        {post.viewerCan.reply && (
          <div className="post-preview__reply">
            <PostComposer topicId={topicId} replyTo={post} hideQuote label="Write a reply" placeholder="Write a reply…" />
          </div>
        )}
      </>
    );

  return (
    <section className="post-preview feed" aria-label="Post" data-owner={viewerIsOwner || undefined}>
      <div className="post-preview__bar">
        <button type="button" className="pm-icon-button" aria-label="Back to the posts" onClick={back}>
          <ArrowLeftIcon />
        </button>
        <h2 className="post-preview__title">Post</h2>
      </div>
      {body}
    </section>
  );
}
