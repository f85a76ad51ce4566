import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { LIMITS } from '@poolmates/schema';
import { Fragment, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ChatMessageFieldsFragment as ChatMessage, ChatPersonFieldsFragment, ConversationFieldsFragment as Conversation } from '../../gql/graphql';
import { idAfter } from '../../lib/event-id';
import { errorMessage } from '../../lib/graphql-errors';
import { personName, profilePath } from '../../lib/person';
import { MeQueryDocument } from '../../lib/session.graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useInfiniteScroll } from '../../lib/use-infinite-scroll';
import { useLoadMore } from '../../lib/use-load-more';
import { Alert } from '../../ui/alert';
import { Avatar } from '../../ui/avatar';
import { useIsMobile } from '../../ui/breakpoint';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ArrowLeftIcon, MessageIcon, TrashIcon } from '../../ui/icons';
import { ListFooter } from '../../ui/list-footer';
import { RelativeTime } from '../../ui/relative-time';
import { Spinner } from '../../ui/spinner';
import { StatePanel } from '../../ui/state-panel';
import { clearChatMessages, clearedConversation, CONVERSATIONS_PAGE, dropChatMessage, MESSAGES_PAGE } from './chat-cache';
import { chatPath, dayKey, dayLabel, plainText } from './chat-text';
import {
  ChatMessagesQueryDocument,
  ChatTypingMutationDocument,
  ClearConversationMutationDocument,
  ConversationsQueryDocument,
  ConversationWithQueryDocument,
  DeleteChatMessageMutationDocument,
} from './chat.graphql';
import { NewChat } from './new-chat';
import { forgetOutboxMessage, retryMessage, sendMessage, settleOutbox, useOutbox, type OutboxEntry } from './outbox';
import { useIsTyping } from './typing-store';
import { useMarkConversationRead } from './use-mark-conversation-read';
import './chat.css';

/** How often "typing" is told to the other person while keys are pressed. */
const TYPING_EVERY_MS = 3000;
/** SendChatMessageInput.text: 1..2000 characters after trimming. */
const MAX_TEXT = LIMITS.chatMessageMax;

function ConversationList({ selected }: { selected: string | null }) {
  const query = useQuery(ConversationsQueryDocument, { variables: { first: CONVERSATIONS_PAGE }, fetchPolicy: 'cache-and-network' });
  const conn = query.data?.conversations;
  const more = useLoadMore(conn?.pageInfo, query.fetchMore);
  if (!conn && query.loading) return <Spinner label="Loading conversations…" />;
  if (!conn)
    return (
      <div className="chat__note">
        <span>Could not load your conversations.</span>{' '}
        <Button size="small" variant="secondary" onClick={() => void query.refetch().catch(() => undefined)}>
          Try again
        </Button>
      </div>
    );
  if (conn.edges.length === 0) return <p className="chat__note">No conversations yet. Press New message and search a person, or press Message on their profile.</p>;
  return (
    <>
      <ul className="chat__list" aria-label="Conversations">
        {conn.edges.map(({ node: c }, i) => (
          <li key={c.id} ref={i === conn.edges.length - 1 ? more.lastRef : undefined}>
            <Link
              to={chatPath(c.other.id)}
              className={`chat__row${c.other.id === selected ? ' chat__row--active' : ''}${c.unreadCount ? ' chat__row--unread' : ''}`}
              aria-current={c.other.id === selected ? 'page' : undefined}
            >
              <Avatar name={personName(c.other)} imageUrl={c.other.profileImageUrl} size={44} />
              <span className="chat__row-main">
                <span className="chat__row-top">
                  <span className="chat__row-name">{personName(c.other)}</span>
                  {c.lastMessage && (
                    <span className="chat__row-age">
                      <RelativeTime iso={c.lastMessage.createdAt} />
                    </span>
                  )}
                </span>
                <span className="chat__row-bottom">
                  <span className="chat__row-last">{c.lastMessage ? `${c.lastMessage.mine ? 'You: ' : ''}${plainText(c.lastMessage.text)}` : 'No messages'}</span>
                  {c.unreadCount > 0 && (
                    <span className="chat__unread" aria-label={`${c.unreadCount} unread`}>
                      {c.unreadCount > 99 ? '99+' : c.unreadCount}
                    </span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <ListFooter hasMore={more.hasMore} loadingMore={more.loadingMore} failed={more.failed} onMore={() => void more.loadMore()} what="conversations" />
    </>
  );
}

type Bubble = { key: string; createdAt: string; mine: boolean; message?: ChatMessage; pending?: OutboxEntry };

function Bubbles({ bubbles, onDelete, onRetry }: { bubbles: Bubble[]; onDelete: (m: ChatMessage, opener: HTMLElement) => void; onRetry: (e: OutboxEntry) => void }) {
  return (
    <ol className="chat__messages" aria-label="Messages">
      {bubbles.map((b, i) => {
        const newDay = i === 0 || dayKey(b.createdAt) !== dayKey(bubbles[i - 1].createdAt);
        const failed = b.pending?.status === 'failed';
        return (
          <Fragment key={b.key}>
            {newDay && (
              <li className="chat__day" aria-hidden="false">
                <span>{dayLabel(b.createdAt)}</span>
              </li>
            )}
            <li className={`chat__msg${b.mine ? ' chat__msg--mine' : ''}${failed ? ' chat__msg--failed' : ''}`} data-testid="chat-bubble" data-client-id={b.message?.clientId ?? b.pending?.clientId}>
              <div className="chat__bubble">
                {b.message ? <div className="chat__html" dangerouslySetInnerHTML={{ __html: b.message.text }} /> : <div className="chat__plain">{b.pending?.text}</div>}
              </div>
              <div className="chat__meta">
                {b.pending?.status === 'sending' && <span>Sending…</span>}
                {failed && (
                  <>
                    <span role="alert">
                      {b.pending?.network ? 'Not sent: no connection. It goes by itself once you are back online.' : `Not sent${b.pending?.error ? `: ${b.pending.error}` : ''}`}
                    </span>
                    <Button size="small" variant="ghost" onClick={() => b.pending && onRetry(b.pending)}>
                      Retry
                    </Button>
                  </>
                )}
                {!b.pending && <RelativeTime iso={b.createdAt} />}
                {b.message?.mine && (
                  <button type="button" className="pm-icon-button chat__delete" aria-label="Delete message" onClick={(e) => b.message && onDelete(b.message, e.currentTarget)}>
                    <TrashIcon size={16} />
                  </button>
                )}
              </div>
            </li>
          </Fragment>
        );
      })}
    </ol>
  );
}

/**
 * A conversation's history, oldest at the top and newest at the bottom, grouped by day; older pages
 * load when scrolling up and the view stays where it was. The viewer's unconfirmed messages (the
 * outbox) follow, unless the server's copy with the same client id is already listed.
 */
function History({ conversation, other }: { conversation: Conversation | null; other: ChatPersonFieldsFragment }) {
  const client = useApolloClient();
  const conversationId = conversation?.id ?? null;
  const query = useQuery(ChatMessagesQueryDocument, {
    variables: { conversationId: conversationId ?? '', first: MESSAGES_PAGE },
    skip: !conversationId,
    fetchPolicy: 'cache-and-network',
  });
  const conn = conversationId ? query.data?.chatMessages : undefined;
  const outbox = useOutbox(other.id);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleteMessage, deletion] = useMutation(DeleteChatMessageMutationDocument);
  const scroller = useRef<HTMLDivElement>(null);
  const fromBottom = useRef<number | null>(null);
  const stick = useRef(true);

  const messages = (conn?.edges ?? []).map((e) => e.node).toReversed();
  const listed = new Set(messages.filter((m) => m.mine).map((m) => m.clientId));
  const pending = outbox.filter((e) => !listed.has(e.clientId));
  const listedKey = [...listed].join(',');
  useEffect(() => settleOutbox(other.id, new Set(listedKey ? listedKey.split(',') : [])), [other.id, listedKey]);
  useMarkConversationRead(conversation, newestOf(conversation, messages));

  // Older pages: the top sentinel; before the page lands, remember the distance from the bottom.
  const hasOlder = !!conn?.pageInfo.hasNextPage && !!conn.pageInfo.endCursor;
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  async function loadOlder() {
    const before = conn?.pageInfo.endCursor;
    if (!before || loadingOlder) return;
    const el = scroller.current;
    fromBottom.current = el ? el.scrollHeight - el.scrollTop : null;
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      await query.fetchMore({ variables: { before } });
    } catch {
      setOlderFailed(true);
      fromBottom.current = null;
    } finally {
      setLoadingOlder(false);
    }
  }
  const topRef = useInfiniteScroll(() => void loadOlder(), hasOlder && !loadingOlder && !olderFailed);

  const bubbles: Bubble[] = [
    ...messages.map((m) => ({ key: m.id, createdAt: m.createdAt, mine: m.mine, message: m })),
    ...pending.map((p) => (p.message ? { key: p.clientId, createdAt: p.message.createdAt, mine: true, message: p.message } : { key: p.clientId, createdAt: p.createdAt, mine: true, pending: p })),
  ];
  // Keep the place after an older page; otherwise follow the bottom while the viewer is there.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (fromBottom.current != null) {
      el.scrollTop = el.scrollHeight - fromBottom.current;
      fromBottom.current = null;
    } else if (stick.current) {
      el.scrollTop = el.scrollHeight;
    }
  });

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await deleteMessage({ variables: { id: deleting.id } });
      dropChatMessage(client.cache, deleting.conversationId, deleting.id);
      forgetOutboxMessage(other.id, deleting.clientId);
      setDeleting(null);
      // The opener (the bubble's delete button) is gone with the bubble: focus goes to the composer.
      requestAnimationFrame(() => scroller.current?.closest('.chat__conversation')?.querySelector<HTMLElement>('.chat__input')?.focus());
    } catch (err) {
      setDeleteError(errorMessage(err));
    }
  }

  const thread = <Bubbles bubbles={bubbles} onDelete={(m) => setDeleting(m)} onRetry={(e) => void retryMessage(client, e)} />;
  let body;
  if (conversationId && !conn && query.loading) body = <Spinner label="Loading messages…" />;
  else if (conversationId && !conn)
    body = (
      <>
        <div className="chat__note">
          <span>Could not load the messages.</span>{' '}
          <Button size="small" variant="secondary" onClick={() => void query.refetch().catch(() => undefined)}>
            Try again
          </Button>
        </div>
        {/* what this tab is sending (or could not send) stays in sight, with its Retry */}
        {bubbles.length > 0 && thread}
      </>
    );
  else if (bubbles.length === 0) body = <p className="chat__note chat__note--center">No messages yet. Say hello to {personName(other)}.</p>;
  else
    body = (
      <>
        {hasOlder && <div ref={topRef} className="chat__older" aria-hidden="true" />}
        {(loadingOlder || olderFailed) && (
          <ListFooter hasMore={hasOlder} loadingMore={loadingOlder} failed={olderFailed} onMore={() => void loadOlder()} what="older messages" />
        )}
        {thread}
      </>
    );

  return (
    <div
      ref={scroller}
      className="chat__scroll"
      onScroll={(e) => {
        const el = e.currentTarget;
        stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
      }}
    >
      {body}
      {deleting && (
        <ConfirmDialog
          title="Delete Chat"
          confirmLabel="Delete"
          busy={deletion.loading}
          error={deleteError}
          onConfirm={() => void confirmDelete()}
          onClose={() => {
            setDeleting(null);
            setDeleteError(null);
          }}
        >
          Delete this message? It is removed for both of you.
        </ConfirmDialog>
      )}
    </div>
  );
}

function newestOf(conversation: Conversation | null, messages: ChatMessage[]): string | null {
  let id = conversation?.lastMessage?.id ?? null;
  const last = messages[messages.length - 1]?.id;
  if (last && (!id || idAfter(last, id))) id = last;
  return id;
}

/** Enter sends, Shift+Enter breaks the line; blank is not sent; typing is told at most every 3 s. */
function Composer({ other, conversationId }: { other: ChatPersonFieldsFragment; conversationId: string | null }) {
  const client = useApolloClient();
  const [text, setText] = useState('');
  const [typing] = useMutation(ChatTypingMutationDocument);
  const lastTyping = useRef(0);
  const box = useRef<HTMLTextAreaElement>(null);

  function send() {
    const body = text.trim();
    if (!body) return;
    setText('');
    void sendMessage(client, other.id, body);
    box.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  }

  return (
    <form
      className="chat__composer"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <textarea
        ref={box}
        className="chat__input"
        aria-label={`Message ${personName(other)}`}
        placeholder="Write a message…"
        rows={1}
        maxLength={MAX_TEXT}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const now = Date.now();
          if (conversationId && e.target.value.trim() && now - lastTyping.current > TYPING_EVERY_MS) {
            lastTyping.current = now;
            void typing({ variables: { conversationId } }).catch(() => undefined);
          }
        }}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" disabled={!text.trim()}>
        Send
      </Button>
    </form>
  );
}

function ConversationPane({ userId, onBack }: { userId: string; onBack?: () => void }) {
  const client = useApolloClient();
  const query = useQuery(ConversationWithQueryDocument, { variables: { userId }, fetchPolicy: 'cache-and-network' });
  const me = useQuery(MeQueryDocument, { fetchPolicy: 'cache-only' }); // the signed-in guard has loaded it
  const conversation = query.data?.conversation ?? null;
  const other = query.data?.user ?? conversation?.other ?? null;
  const typing = useIsTyping(conversation?.id);
  const [clearing, setClearing] = useState(false);
  const [clearError, setClearError] = useState<string | null>(null);
  const [clear, clearState] = useMutation(ClearConversationMutationDocument);
  useDocumentTitle(other ? `Message · ${personName(other)}` : 'Message');

  async function confirmClear() {
    if (!conversation) return;
    setClearError(null);
    try {
      const { data } = await clear({ variables: { conversationId: conversation.id } });
      if (data) clearedConversation(client.cache, data.clearConversation);
      else clearChatMessages(client.cache, conversation.id);
      setClearing(false);
    } catch (err) {
      setClearError(errorMessage(err));
    }
  }

  const back = onBack && (
    <button type="button" className="pm-icon-button chat__back" aria-label="Back to conversations" onClick={onBack}>
      <ArrowLeftIcon size={20} />
    </button>
  );
  if (!query.data && query.loading) return <Spinner label="Loading the conversation…" />;
  if (other && me.data?.me?.id === other.id)
    return (
      <div className="chat__pane-empty">
        {back}
        <StatePanel title="This is you">Choose someone else to message.</StatePanel>
      </div>
    );
  if (!other)
    return (
      <div className="chat__pane-empty">
        {back}
        <StatePanel title={query.error ? 'Could not load the conversation' : 'This person is not available'}>
          {query.error ? 'Check your connection and try again.' : 'The account may have been deactivated.'}
        </StatePanel>
      </div>
    );
  return (
    <section className="chat__conversation" aria-label={`Conversation with ${personName(other)}`}>
      <header className="chat__head">
        {back}
        <Link to={profilePath(other.id, true)} className="chat__who">
          <Avatar name={personName(other)} imageUrl={other.profileImageUrl} size={40} />
          <span className="chat__who-text">
            <strong>{personName(other)}</strong>
            <span className="chat__typing" aria-live="polite">
              {typing ? 'typing…' : `@${other.username}`}
            </span>
          </span>
        </Link>
        <Button size="small" variant="ghost" disabled={!conversation} onClick={() => setClearing(true)}>
          <TrashIcon size={16} /> <span className="chat__clear-label">Delete All Chat</span>
        </Button>
      </header>
      <History conversation={conversation} other={other} />
      <Composer other={other} conversationId={conversation?.id ?? null} />
      {clearing && (
        <ConfirmDialog
          title="Delete All Chat"
          confirmLabel="Delete all"
          busy={clearState.loading}
          error={clearError}
          onConfirm={() => void confirmClear()}
          onClose={() => {
            setClearing(false);
            setClearError(null);
          }}
        >
          Delete the whole conversation with {personName(other)}? It is cleared for you only; {personName(other)} keeps their copy.
        </ConfirmDialog>
      )}
      {clearError && !clearing && <Alert>{clearError}</Alert>}
    </section>
  );
}

/**
 * The Message page (active-topic.md §2 `/homepage/message`): the conversation list on the left and
 * the open conversation on the right; `?to=<userId>` opens (or starts) the chat with that person —
 * the profiles' Message buttons link there. At 780 px or less one pane shows at a time, with a
 * back control.
 */
export function MessagePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const to = params.get('to');
  useDocumentTitle('Message');
  const showList = !mobile || !to;
  const showConversation = !mobile || !!to;
  return (
    <div className={`chat${mobile ? ' chat--one-pane' : ''}`}>
      {showList && (
        <aside className="chat__side pm-card" aria-label="Chats">
          <h1 className="chat__title">Message</h1>
          <NewChat />
          <ConversationList selected={to} />
        </aside>
      )}
      {showConversation && (
        <div className="chat__main pm-card">
          {to ? (
            <ConversationPane key={to} userId={to} onBack={mobile ? () => navigate('/homepage/message') : undefined} />
          ) : (
            <StatePanel icon={<MessageIcon size={28} />} title="Your messages">
              Choose a conversation, or press New message to search a person and start one.
            </StatePanel>
          )}
        </div>
      )}
    </div>
  );
}
