import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import type { PostFieldsFragment, PostReplyFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-errors';
import { personName } from '../../lib/person';
import { Avatar } from '../../ui/avatar';
import { RelativeTime } from '../../ui/relative-time';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ArrowLeftIcon } from '../../ui/icons';
import { dropPost } from './feed-cache';
import { DeletePostMutationDocument } from './feed.graphql';
import { PostMenu } from './post-menu';
import { PostHtml } from './post-html';
import { paths } from '../../lib/paths';

type Image = { url: string; width: number; height: number };
type Author = PostFieldsFragment['author'];

/** The smart-tag feature's action for a post (wired by the app; the feed works without it). */
export type SmartTagAction = (post: { id: string }) => ReactNode;

/** A full-screen image with a back button (active-topic.md §2 "image preview with back button"); Escape and a click outside close it. */
export function ImagePreview({ images, start, onClose }: { images: Image[]; start: number; onClose: () => void }) {
  const [at, setAt] = useState(start);
  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      else if (e.key === 'ArrowRight') setAt((i) => Math.min(images.length - 1, i + 1));
      else if (e.key === 'ArrowLeft') setAt((i) => Math.max(0, i - 1));
    };
    document.addEventListener('keydown', key);
    return () => document.removeEventListener('keydown', key);
  }, [images.length, onClose]);
  return createPortal(
    <div className="image-preview" role="dialog" aria-modal="true" aria-label="Image preview" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="image-preview__bar">
        <button type="button" className="pm-icon-button image-preview__back" aria-label="Back" autoFocus onClick={onClose}>
          <ArrowLeftIcon />
        </button>
        {images.length > 1 && (
          <span className="image-preview__count">
            {at + 1} / {images.length}
          </span>
        )}
      </div>
      <img className="image-preview__img" src={images[at].url} alt={`Image ${at + 1} of ${images.length}`} onMouseDown={(e) => e.stopPropagation()} />
      {images.length > 1 && (
        <div className="image-preview__nav">
          <button type="button" className="pm-button pm-button--secondary pm-button--small" disabled={at === 0} onClick={() => setAt(at - 1)}>
            Previous
          </button>
          <button type="button" className="pm-button pm-button--secondary pm-button--small" disabled={at === images.length - 1} onClick={() => setAt(at + 1)}>
            Next
          </button>
        </div>
      )}
    </div>,
    document.body,
  );
}

/** A post's images as a grid; each opens the full-screen preview. */
export function ImageGrid({ images, who }: { images: Image[]; who: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <ul className={`post-images post-images--${Math.min(images.length, 4)}`} aria-label="Images">
        {images.map((img, i) => (
          <li key={img.url}>
            <button type="button" className="post-images__open" aria-label={`Open image ${i + 1} of ${images.length}`} onClick={() => setOpen(i)}>
              <img src={img.url} alt={`Image ${i + 1} posted by ${who}`} width={img.width} height={img.height} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && <ImagePreview images={images} start={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function AuthorLine({ author, createdAt }: { author: Author; createdAt: string }) {
  const name = personName(author);
  return (
    <div className="post-card__head">
      <Link to={paths.account(author.id)} className="post-card__avatar" aria-label={`${name}'s profile`}>
        <Avatar name={name} imageUrl={author.profileImageUrl} size={40} />
      </Link>
      <div className="post-card__who">
        <Link to={paths.account(author.id)} className="post-card__name">
          {name}
        </Link>
        <span className="post-card__time">
          <RelativeTime iso={createdAt} />
        </span>
      </div>
    </div>
  );
}

/** Delete Post, confirmed first in a dialog that closes on an outside click. */
function useDeletePost(topicId: string, postId: string, onDeleted?: () => void) {
  const client = useApolloClient();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deletePost, { loading }] = useMutation(DeletePostMutationDocument);
  const dialog = asking ? (
    <ConfirmDialog
      title="Delete Post"
      confirmLabel="Delete"
      busy={loading}
      error={error}
      onClose={() => {
        setAsking(false);
        setError(null);
      }}
      onConfirm={async () => {
        try {
          await deletePost({ variables: { id: postId } });
          setAsking(false);
          dropPost(client.cache, topicId, postId);
          onDeleted?.();
        } catch (e) {
          setError(errorMessage(e));
        }
      }}
    >
      Delete this post? Everyone in the squad will stop seeing it.
    </ConfirmDialog>
  ) : null;
  return { ask: () => setAsking(true), dialog };
}

/** One reply under its post: author, time, text, images, its own menu. */
function ReplyItem({ reply, topicId, smartTagAction }: { reply: PostReplyFieldsFragment; topicId: string; smartTagAction?: SmartTagAction }) {
  const del = useDeletePost(topicId, reply.id);
  return (
    <li className="post-reply">
      <div className="post-card__top">
        <AuthorLine author={reply.author} createdAt={reply.createdAt} />
        <PostMenu label={`Actions for the reply by ${reply.author.username}`} canDelete={reply.viewerCan.delete} onDelete={del.ask} extra={smartTagAction?.({ id: reply.id })} />
      </div>
      <PostHtml html={reply.html} />
      <ImageGrid images={reply.images} who={reply.author.username} />
      {del.dialog}
    </li>
  );
}

/**
 * One post of the feed (active-topic.md §2–§4): author (opens their profile), time, HTML, images,
 * the post it replies to, its replies, Reply, and the menu (Delete Post for its author or the
 * topic owner, the smart-tag action when wired).
 */
export function PostCard({
  post,
  onReply,
  smartTagAction,
  previewLink = true,
  onDeleted,
  replies: allReplies,
}: {
  post: PostFieldsFragment;
  /** The preview page's longer list of replies (a feed page carries the newest 3). */
  replies?: PostReplyFieldsFragment[];
  onReply?: (post: PostFieldsFragment) => void;
  smartTagAction?: SmartTagAction;
  previewLink?: boolean;
  onDeleted?: () => void;
}) {
  const del = useDeletePost(post.topicId, post.id, onDeleted);
  const [showReplies, setShowReplies] = useState(false);
  const replies = allReplies ?? post.replies;
  return (
    <article className="post-card pm-card" aria-label={`Post by ${post.author.username}`}>
      <div className="post-card__top">
        <AuthorLine author={post.author} createdAt={post.createdAt} />
        <PostMenu label={`Actions for the post by ${post.author.username}`} canDelete={post.viewerCan.delete} onDelete={del.ask} extra={smartTagAction?.({ id: post.id })} />
      </div>
      {post.replyTo && (
        <blockquote className="post-card__quote" aria-label={`Replying to ${post.replyTo.author.username}`}>
          <span className="post-card__quote-who">{post.replyTo.author.username}</span>
          {post.replyTo.deleted ? <em>This post was deleted</em> : <PostHtml html={post.replyTo.html} />}
          {!post.replyTo.deleted && post.replyTo.images.length > 0 && <span className="post-card__quote-images">{post.replyTo.images.length} image(s)</span>}
        </blockquote>
      )}
      <PostHtml html={post.html} />
      <ImageGrid images={post.images} who={post.author.username} />
      <div className="post-card__actions">
        {post.viewerCan.reply && onReply && (
          <button type="button" className="pm-button pm-button--ghost pm-button--small" onClick={() => onReply(post)}>
            Reply
          </button>
        )}
        {post.replyCount > 0 && (
          <button type="button" className="pm-button pm-button--ghost pm-button--small" aria-expanded={showReplies} onClick={() => setShowReplies((s) => !s)}>
            {post.replyCount} {post.replyCount === 1 ? 'reply' : 'replies'}
          </button>
        )}
        {previewLink && (
          <Link className="pm-button pm-button--ghost pm-button--small post-card__open" to={paths.postPreview(post.topicId, post.id)}>
            Open
          </Link>
        )}
      </div>
      {(showReplies || !previewLink) && replies.length > 0 && (
        <ul className="post-card__replies" aria-label="Replies">
          {replies.map((r) => (
            <ReplyItem key={r.id} reply={r} topicId={post.topicId} smartTagAction={smartTagAction} />
          ))}
        </ul>
      )}
      {del.dialog}
    </article>
  );
}
