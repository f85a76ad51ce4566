import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { LIMITS } from '@poolmates/schema';
import { useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLoadMore } from '../../lib/use-load-more';
import { useLogStream } from '../../lib/use-log-stream';
import { Button } from '../../ui/button';
import { ListFooter } from '../../ui/list-footer';
import { Spinner } from '../../ui/spinner';
import { CommentComposer } from './comment-composer';
import { CommentThread } from './comment-thread';
import { addLiveComment, dropComment, prependComment } from './comments-cache';
import { AddCommentMutationDocument, CommentEventsSubscriptionDocument, NotifiedCommentQueryDocument, TopicCommentsQueryDocument } from './comments.graphql';
import './comments.css';
import { ListSkeleton } from '../../ui/list-skeleton';

const PAGE = LIMITS.commentsPageSize;

export interface CommentsSectionProps {
  topicId: string;
  /** Visitors read; every action sends them to sign-in. */
  signedIn: boolean;
  /** notifydetails: the comment (and reply) a COMMENTED/REPLIED notification is about. */
  notifiedCommentId?: string | null;
  notifiedReplyId?: string | null;
}

/** The comment a notification opened: highlighted on top with its replies open, or a short note when it is gone. */
function NotifiedComment({ id, replyId, topicId, signedIn, onRemoved }: { id: string; replyId: string | null; topicId: string; signedIn: boolean; onRemoved: () => void }) {
  const { data, loading, error } = useQuery(NotifiedCommentQueryDocument, { variables: { id } });
  if (loading && !data) return <Spinner label="Loading the comment…" />;
  if (error && !data) return <p className="comments__note">Could not load the comment from your notification.</p>;
  const comment = data?.comment;
  if (!comment || comment.topicId !== topicId) return <p className="comments__note">This comment was deleted</p>;
  return (
    <div className="comments__notified">
      <CommentThread comment={comment} signedIn={signedIn} highlighted expandInitially focusReplyId={replyId} onRemoved={onRemoved} />
    </div>
  );
}

/**
 * The comments of a topic page (pools-and-squads.md §4 "Comments and replies"): the comment box
 * (visitors go to sign-in), the list newest first, 5 a page with infinite scroll, each comment with
 * its replies; on notifydetails the notified comment comes first, highlighted.
 */
export function CommentsSection({ topicId, signedIn, notifiedCommentId = null, notifiedReplyId = null }: CommentsSectionProps) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useQuery(TopicCommentsQueryDocument, { variables: { topicId, first: PAGE }, fetchPolicy: 'cache-and-network' });
  const conn = query.data?.topic?.comments;
  const more = useLoadMore(conn?.pageInfo, query.fetchMore);
  const [addComment] = useMutation(AddCommentMutationDocument);
  // New comments appear on top as they are posted (signed-in only: the server refuses visitors),
  // from the pool stream's id read with the list, resumed after a dropped socket (decision 068).
  // The viewer's own arrives here and from the mutation answer: listed once, by id.
  const refetch = query.refetch;
  useLogStream({
    document: CommentEventsSubscriptionDocument,
    field: 'commentEvents',
    variables: { topicId },
    startAfter: signedIn ? query.data?.topic?.commentEventId : null,
    onReset: () => void refetch().catch(() => undefined),
    // addLiveComment writes it (a comment the cache holds keeps its state) and lists it once
    onEvent: (e) => addLiveComment(client.cache, topicId, e.comment),
  });

  async function post(html: string) {
    const { data } = await addComment({ variables: { topicId, html } });
    if (data?.addComment) prependComment(client.cache, topicId, data.addComment.id);
  }

  /** A comment is gone: out of the list, and focus to the heading (its menu went with it). */
  function removed(id: string) {
    dropComment(client.cache, topicId, id);
    requestAnimationFrame(() => heading.current?.focus());
  }

  const comments = (conn?.edges ?? []).map((e) => e.node).filter((c) => c.id !== notifiedCommentId);
  const signIn = () => navigate('/signin', { state: { from: `${location.pathname}${location.search}` } });

  let list;
  if (!conn && query.loading) list = <ListSkeleton label="Loading comments…" rows={2} />;
  else if (!conn)
    list = (
      <div className="comments__note">
        <span>Could not load the comments.</span>{' '}
        <Button variant="secondary" size="small" onClick={() => void query.refetch().catch(() => undefined)}>
          Try again
        </Button>
      </div>
    );
  else if (comments.length === 0 && !notifiedCommentId) list = <p className="comments__empty">No comments yet — start the discussion</p>;
  else
    list = (
      <>
        <ul className="comments__list" aria-label="Comments">
          {comments.map((c, i) => (
            <li key={c.id} ref={i === comments.length - 1 ? more.lastRef : undefined}>
              <CommentThread comment={c} signedIn={signedIn} onRemoved={() => removed(c.id)} />
            </li>
          ))}
        </ul>
        <ListFooter hasMore={more.hasMore} loadingMore={more.loadingMore} failed={more.failed} onMore={() => void more.loadMore()} what="comments" />
      </>
    );

  return (
    <section className="comments" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} className="comments__title" tabIndex={-1}>
        Comments
      </h2>
      {signedIn ? (
        <CommentComposer label="Write a comment" placeholder="Write a comment…" submitLabel="Post" onSubmit={post} className="comments__box" />
      ) : (
        <button type="button" className="comments__signin-box" onClick={signIn}>
          Write a comment…
        </button>
      )}
      {notifiedCommentId && <NotifiedComment id={notifiedCommentId} replyId={notifiedReplyId} topicId={topicId} signedIn={signedIn} onRemoved={() => removed(notifiedCommentId)} />}
      {list}
    </section>
  );
}
