import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { CommentFieldsFragment, ReplyFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-errors';
import { personName, profilePath } from '../../lib/person';
import { Avatar } from '../../ui/avatar';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FlashMessage } from '../../ui/flash-message';
import { ReportDialog } from '../../ui/report-dialog';
import { CommentComposer } from './comment-composer';
import { HeartIcon, ReplyIcon } from './comment-icons';
import {
  DeleteCommentMutationDocument,
  DeleteReplyMutationDocument,
  EditCommentMutationDocument,
  EditReplyMutationDocument,
  LikeCommentMutationDocument,
  LikeReplyMutationDocument,
  ReportCommentMutationDocument,
  ReportReplyMutationDocument,
  UnlikeCommentMutationDocument,
  UnlikeReplyMutationDocument,
} from './comments.graphql';
import { ItemMenu, type ItemAction } from './item-menu';
import { RelativeTime } from '../../ui/relative-time';

export type Kind = 'comment' | 'reply';
type Item = CommentFieldsFragment | ReplyFieldsFragment;

/** The mutations of one kind of item, as plain functions. */
function useItemMutations(kind: Kind) {
  const [likeComment] = useMutation(LikeCommentMutationDocument);
  const [unlikeComment] = useMutation(UnlikeCommentMutationDocument);
  const [likeReply] = useMutation(LikeReplyMutationDocument);
  const [unlikeReply] = useMutation(UnlikeReplyMutationDocument);
  const [editComment] = useMutation(EditCommentMutationDocument);
  const [editReply] = useMutation(EditReplyMutationDocument);
  const [deleteComment, deletingComment] = useMutation(DeleteCommentMutationDocument);
  const [deleteReply, deletingReply] = useMutation(DeleteReplyMutationDocument);
  const [reportComment] = useMutation(ReportCommentMutationDocument);
  const [reportReply] = useMutation(ReportReplyMutationDocument);
  const comment = kind === 'comment';
  return {
    like: (id: string, on: boolean) => (comment ? (on ? likeComment : unlikeComment) : on ? likeReply : unlikeReply)({ variables: { id } }),
    edit: (id: string, html: string) => (comment ? editComment : editReply)({ variables: { id, html } }),
    remove: (id: string) => (comment ? deleteComment : deleteReply)({ variables: { id } }),
    removing: comment ? deletingComment.loading : deletingReply.loading,
    report: async (id: string, reason: number): Promise<string | null> => {
      if (comment) return (await reportComment({ variables: { id, reason } })).data?.reportComment ?? null;
      return (await reportReply({ variables: { id, reason } })).data?.reportReply ?? null;
    },
  };
}

/** The menu shows exactly what the server allows (pools-and-squads.md §5 "Comment actions by role"). */
export function allowedActions(can: Item['viewerCan']): ItemAction[] {
  const actions: ItemAction[] = [];
  if (can.edit) actions.push('edit');
  if (can.delete) actions.push('delete');
  if (can.remove) actions.push('remove');
  if (can.report) actions.push('report');
  return actions;
}

/**
 * One comment or reply: the author's avatar and name (linking to their profile), relative time
 * and 'edited', the HTML, Like with its count, Reply, and the "⋯" menu (Edit in place, Delete or
 * Remove after 'Delete Comment ?', Report with the eight reasons and a flash of the server's
 * message). Visitors are sent to sign-in by Like and Reply. `children` is the reply thread.
 */
export function DiscussionItem({
  kind,
  item,
  signedIn,
  highlighted = false,
  scrollTo = false,
  onReply,
  onRemoved,
  children,
}: {
  kind: Kind;
  item: Item;
  signedIn: boolean;
  highlighted?: boolean;
  /** Scrolled into view once shown (the item a notification is about). */
  scrollTo?: boolean;
  onReply: () => void;
  /** After a successful Delete/Remove: the caller drops the item from its list. */
  onRemoved: () => void;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const ops = useItemMutations(kind);
  const root = useRef<HTMLElement>(null);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState<'delete' | 'remove' | 'report' | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const [liking, setLiking] = useState(false);

  useEffect(() => {
    if (scrollTo) root.current?.scrollIntoView?.({ block: 'center' });
  }, [scrollTo]);

  const name = personName(item.author);
  const profile = profilePath(item.author.id, signedIn);
  const actions = allowedActions(item.viewerCan);
  const what = kind === 'comment' ? 'comment' : 'reply';
  const signIn = () => navigate('/signin', { state: { from: `${location.pathname}${location.search}` } });

  async function toggleLike() {
    if (!signedIn) return signIn();
    if (liking) return;
    setLiking(true);
    try {
      // The count shown is the server's answer; a failure changes nothing (spec §4, §8).
      await ops.like(item.id, !item.viewerHasLiked);
    } catch {
      // no change
    } finally {
      setLiking(false);
    }
  }

  function pick(action: ItemAction) {
    setFlash(null);
    if (action === 'edit') setEditing(true);
    else setPending(action);
  }

  const closeDialog = () => {
    setPending(null);
    setDialogError(null);
  };

  async function confirmRemove() {
    setDialogError(null);
    try {
      await ops.remove(item.id);
      setPending(null);
      onRemoved();
    } catch (e) {
      setDialogError(errorMessage(e));
    }
  }

  const replyTo = 'replyTo' in item && item.parentId && item.replyTo ? personName(item.replyTo) : null;
  return (
    <article ref={root} id={`${what}-${item.id}`} className={`discussion-item discussion-item--${kind}${highlighted ? ' discussion-item--highlighted' : ''}`} aria-label={`${kind === 'comment' ? 'Comment' : 'Reply'} by ${name}`}>
      <Link to={profile} className="discussion-item__avatar" tabIndex={-1} aria-hidden="true">
        <Avatar name={name} imageUrl={item.author.profileImageUrl} size={kind === 'comment' ? 40 : 32} />
      </Link>
      <div className="discussion-item__main">
        <header className="discussion-item__head">
          <div className="discussion-item__who">
            <Link to={profile} className="discussion-item__author">
              {name}
            </Link>
            {replyTo && <span className="discussion-item__to">replying to {replyTo}</span>}
            <span className="discussion-item__meta">
              <RelativeTime iso={item.createdAt} />
              {item.edited && <span className="discussion-item__edited">· edited</span>}
            </span>
          </div>
          {actions.length > 0 && !editing && <ItemMenu label={kind === 'comment' ? 'Comment actions' : 'Reply actions'} actions={actions} onPick={pick} toggleRef={menuToggle} />}
        </header>

        {editing ? (
          <CommentComposer
            label={kind === 'comment' ? 'Edit your comment' : 'Edit your reply'}
            placeholder="Write something…"
            submitLabel="Save"
            initialHtml={item.html}
            requireChange
            autoFocus
            onSubmit={async (html) => {
              await ops.edit(item.id, html);
              setEditing(false);
              requestAnimationFrame(() => menuToggle.current?.focus());
            }}
            onCancel={() => {
              setEditing(false);
              requestAnimationFrame(() => menuToggle.current?.focus());
            }}
          />
        ) : (
          // Sanitised by the server (allowlist), shown only from its answer.
          <div className="discussion-item__html" dangerouslySetInnerHTML={{ __html: item.html }} />
        )}

        <div className="discussion-item__actions">
          <button type="button" className={`discussion-item__action${item.viewerHasLiked ? ' discussion-item__action--liked' : ''}`} aria-pressed={signedIn ? item.viewerHasLiked : undefined} aria-busy={liking || undefined} onClick={() => void toggleLike()}>
            <HeartIcon size={16} filled={item.viewerHasLiked} />
            <span>Like</span>{' '}
            <span className="discussion-item__count">{item.likeCount}</span>
          </button>
          <button type="button" className="discussion-item__action" onClick={() => (signedIn ? onReply() : signIn())}>
            <ReplyIcon size={16} />
            <span>Reply</span>
          </button>
        </div>

        {flash && <FlashMessage onClose={() => setFlash(null)}>{flash}</FlashMessage>}
        {children}
      </div>

      {(pending === 'delete' || pending === 'remove') && (
        <ConfirmDialog title="Delete Comment ?" confirmLabel={pending === 'delete' ? 'Delete' : 'Remove'} busy={ops.removing} error={dialogError} onClose={closeDialog} onConfirm={() => void confirmRemove()}>
          Are you sure you want to delete this comment ?
        </ConfirmDialog>
      )}
      {pending === 'report' && (
        <ReportDialog
          title={kind === 'comment' ? 'Report Comment' : 'Report Reply'}
          onClose={closeDialog}
          onSubmit={async (reason) => {
            try {
              const message = await ops.report(item.id, reason);
              closeDialog();
              setFlash(message ?? 'Thanks, your report was sent.');
            } catch (e) {
              throw new Error(errorMessage(e), { cause: e });
            }
          }}
        />
      )}
    </article>
  );
}
