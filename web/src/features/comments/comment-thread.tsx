import { useApolloClient, useFragment, useMutation, useQuery } from '@apollo/client/react';
import { LIMITS } from '@poolmates/schema';
import { useEffect, useRef, useState } from 'react';
import type { CommentFieldsFragment, ReplyFieldsFragment } from '../../gql/graphql';
import { personName } from '../../lib/person';
import { useLoadMore } from '../../lib/use-load-more';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { CommentComposer } from './comment-composer';
import { changeReplyCount, dropReply } from './comments-cache';
import { AddReplyMutationDocument, CommentRepliesQueryDocument, ReplyFieldsFragment as ReplyFieldsDocument } from './comments.graphql';
import { DiscussionItem } from './discussion-item';

const PAGE = LIMITS.repliesPageSize;

/** 'Show 3 replies' / 'Hide 3 replies', and 'Show reply' / 'Hide reply' for one (pools-and-squads.md §4). */
export function repliesToggleLabel(count: number, expanded: boolean): string {
  const verb = expanded ? 'Hide' : 'Show';
  return count === 1 ? `${verb} reply` : `${verb} ${count} replies`;
}

interface ReplyTarget {
  replyToId: string | null;
  name: string;
}

interface ReplyProps {
  signedIn: boolean;
  focusReplyId: string | null;
  onReply: (target: ReplyTarget) => void;
  onRemoved: (id: string) => void;
}

function ReplyItem({ reply, signedIn, focusReplyId, onReply, onRemoved }: ReplyProps & { reply: ReplyFieldsFragment }) {
  const focused = reply.id === focusReplyId;
  return (
    <DiscussionItem
      kind="reply"
      item={reply}
      signedIn={signedIn}
      highlighted={focused}
      scrollTo={focused}
      onReply={() => onReply({ replyToId: reply.id, name: personName(reply.author) })}
      onRemoved={() => onRemoved(reply.id)}
    />
  );
}

/** A reply posted here that the loaded pages do not hold (yet), read live from the cache. */
function PostedReply({ id, ...props }: ReplyProps & { id: string }) {
  const { data, complete } = useFragment({ fragment: ReplyFieldsDocument, fragmentName: 'ReplyFields', from: { __typename: 'Reply', id } });
  return complete ? <ReplyItem reply={data} {...props} /> : null;
}

/**
 * A comment with its replies: 'Show n replies' loads them 5 at a time, oldest first ('Show more
 * replies'); Reply (on the comment or on a reply) opens the reply box, and a posted reply shows at
 * once while the count goes up. A notification's comment opens expanded with its reply highlighted
 * (further pages load until that reply is found).
 */
export function CommentThread({
  comment,
  signedIn,
  highlighted = false,
  expandInitially = false,
  focusReplyId = null,
  onRemoved,
}: {
  comment: CommentFieldsFragment;
  signedIn: boolean;
  highlighted?: boolean;
  expandInitially?: boolean;
  focusReplyId?: string | null;
  onRemoved: () => void;
}) {
  const client = useApolloClient();
  const [expanded, setExpanded] = useState(expandInitially);
  const [target, setTarget] = useState<ReplyTarget | null>(null);
  const [posted, setPosted] = useState<string[]>([]);
  const [addReply] = useMutation(AddReplyMutationDocument);
  const toggle = useRef<HTMLButtonElement>(null);
  const query = useQuery(CommentRepliesQueryDocument, {
    variables: { commentId: comment.id, first: PAGE },
    skip: !expanded || comment.replyCount === 0,
  });
  const conn = expanded ? query.data?.comment?.replies : undefined;
  const more = useLoadMore(conn?.pageInfo, query.fetchMore);
  const replies = conn?.edges.map((e) => e.node) ?? [];
  const loadedIds = new Set(replies.map((r) => r.id));
  const extra = expanded ? posted.filter((id) => !loadedIds.has(id)) : [];

  // The notified reply: keep loading pages until it is there (or there are no more).
  const focusMissing = !!focusReplyId && !!conn && !loadedIds.has(focusReplyId);
  const { hasMore, loadingMore, failed, loadMore } = more;
  useEffect(() => {
    if (focusMissing && hasMore && !loadingMore && !failed) void loadMore();
  }, [focusMissing, hasMore, loadingMore, failed, loadMore]);

  async function postReply(html: string) {
    if (!target) return;
    const { data } = await addReply({ variables: { commentId: comment.id, html, replyToId: target.replyToId } });
    const reply = data?.addReply;
    if (!reply) return;
    changeReplyCount(client.cache, comment.id, 1);
    setPosted((ids) => [...ids, reply.id]);
    setExpanded(true);
    setTarget(null);
  }

  /** A reply is gone: out of the thread, and focus to the thread's toggle (its menu went with it). */
  function removeReply(id: string) {
    dropReply(client.cache, comment.id, id);
    setPosted((ids) => ids.filter((x) => x !== id));
    requestAnimationFrame(() => toggle.current?.focus());
  }

  const replyProps: ReplyProps = { signedIn, focusReplyId, onReply: setTarget, onRemoved: removeReply };
  const count = comment.replyCount;
  return (
    <DiscussionItem
      kind="comment"
      item={comment}
      signedIn={signedIn}
      highlighted={highlighted}
      scrollTo={highlighted && !focusReplyId}
      onReply={() => setTarget({ replyToId: null, name: personName(comment.author) })}
      onRemoved={onRemoved}
    >
      {count > 0 && (
        <button ref={toggle} type="button" className="thread__toggle" aria-expanded={expanded} onClick={() => setExpanded((x) => !x)}>
          {repliesToggleLabel(count, expanded)}
        </button>
      )}
      {expanded && (
        <div className="thread">
          {query.loading && !conn && count > 0 && <Spinner label="Loading replies…" />}
          {query.error && !conn && <p className="thread__note">Could not load the replies.</p>}
          {(replies.length > 0 || extra.length > 0) && (
            <ul className="thread__list" aria-label={`Replies to ${personName(comment.author)}`}>
              {replies.map((r) => (
                <li key={r.id}>
                  <ReplyItem reply={r} {...replyProps} />
                </li>
              ))}
              {extra.map((id) => (
                <li key={id}>
                  <PostedReply id={id} {...replyProps} />
                </li>
              ))}
            </ul>
          )}
          {more.hasMore && (
            <Button variant="ghost" size="small" className="thread__more" loading={more.loadingMore} onClick={() => void more.loadMore()}>
              Show more replies
            </Button>
          )}
          {more.failed && <p className="thread__note">Could not load more replies.</p>}
        </div>
      )}
      {target && (
        <div className="thread__reply-box">
          <p className="thread__replying">Replying to {target.name}</p>
          <CommentComposer
            label={`Reply to ${target.name}`}
            placeholder="Write a reply…"
            submitLabel="Post reply"
            autoFocus
            focusKey={target.replyToId ?? 'comment'}
            onSubmit={postReply}
            onCancel={() => setTarget(null)}
          />
        </div>
      )}
    </DiscussionItem>
  );
}
