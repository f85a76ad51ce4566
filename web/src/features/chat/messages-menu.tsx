import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { MessageNotificationFieldsFragment, MessageNotificationsQuery } from '../../gql/graphql';
import { personName } from '../../lib/person';
import { useLoadMore } from '../../lib/use-load-more';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { CloseIcon, MessageIcon } from '../../ui/icons';
import { ListFooter } from '../../ui/list-footer';
import { RelativeTime } from '../../ui/relative-time';
import { Spinner } from '../../ui/spinner';
import { PANEL_PAGE } from './chat-cache';
import { useChatEvents } from './chat-live';
import {
  ChatStartQueryDocument,
  MarkAllMessageNotificationsReadMutationDocument,
  MarkMessageNotificationReadMutationDocument,
  MessageNotificationsQueryDocument,
  UnreadMessageCountQueryDocument,
} from './chat.graphql';
import { chatPath } from './chat-text';
import './chat.css';

function MessageNotificationList({ onOpen }: { onOpen: (n: MessageNotificationFieldsFragment) => void }) {
  const query = useQuery(MessageNotificationsQueryDocument, { variables: { first: PANEL_PAGE }, fetchPolicy: 'cache-and-network' });
  const conn: MessageNotificationsQuery['messageNotifications'] | undefined = query.data?.messageNotifications;
  const more = useLoadMore(conn?.pageInfo, query.fetchMore);
  if (!conn && query.loading) return <Spinner label="Loading messages…" />;
  if (!conn) return <p className="chatmenu__empty">Could not load the messages.</p>;
  if (conn.edges.length === 0) return <p className="chatmenu__empty">No messages yet.</p>;
  return (
    <>
      <ul className="chatmenu__list" aria-label="Message list">
        {conn.edges.map(({ node: n }, i) => (
          <li key={n.id} ref={i === conn.edges.length - 1 ? more.lastRef : undefined}>
            <button type="button" className={`chatmenu__item${n.read ? '' : ' chatmenu__item--unread'}`} onClick={() => onOpen(n)}>
              <Avatar name={personName(n.from)} imageUrl={n.from.profileImageUrl} size={36} />
              <span className="chatmenu__text">
                <strong className="chatmenu__from">{personName(n.from)}</strong>
                <span className="chatmenu__snippet">{n.text}</span>
                <span className="chatmenu__time">
                  <RelativeTime iso={n.createdAt} />
                </span>
              </span>
              {!n.read && <span className="chatmenu__dot" aria-label="unread" />}
            </button>
          </li>
        ))}
      </ul>
      <ListFooter hasMore={more.hasMore} loadingMore={more.loadingMore} failed={more.failed} onMore={() => void more.loadMore()} what="messages" />
    </>
  );
}

/**
 * The header's Messages control (active-topic.md §2): the unread badge (`unreadMessageCount`, kept
 * exact by each chat event's `unreadTotal`) and the panel titled 'Message' — 5 a page with infinite
 * scroll, each item the sender and the text; opening one marks it read and opens the conversation;
 * 'Mark all read'; 'Show all Message' goes to the Message page. It also holds the app's one live chat
 * stream (chat-live.ts), so every signed-in screen stays current.
 */
export function MessagesMenu() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const start = useQuery(ChatStartQueryDocument, { fetchPolicy: 'network-only' });
  const { data } = useQuery(UnreadMessageCountQueryDocument, { fetchPolicy: 'cache-only' });
  const unread = data?.unreadMessageCount ?? start.data?.unreadMessageCount ?? 0;
  const [markRead] = useMutation(MarkMessageNotificationReadMutationDocument);
  const [markAll, markingAll] = useMutation(MarkAllMessageNotificationsReadMutationDocument);
  useChatEvents(start.data?.lastChatEventId);

  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const refreshCount = () => void client.query({ query: UnreadMessageCountQueryDocument, fetchPolicy: 'network-only' }).catch(() => undefined);

  function openItem(n: MessageNotificationFieldsFragment) {
    setOpen(false);
    if (!n.read) void markRead({ variables: { id: n.id } }).then(refreshCount, () => undefined);
    navigate(chatPath(n.from.id));
  }

  async function readAll() {
    await markAll().catch(() => undefined);
    const list = client.cache.readQuery({ query: MessageNotificationsQueryDocument, variables: { first: PANEL_PAGE } });
    for (const { node } of list?.messageNotifications.edges ?? []) client.cache.modify({ id: client.cache.identify(node), fields: { read: () => true } });
    refreshCount();
  }

  return (
    <div
      ref={root}
      className="chatmenu"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="pm-icon-button chatmenu__toggle"
        aria-label={unread ? `Messages, ${unread} unread` : 'Messages'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <MessageIcon />
        {unread > 0 && (
          <span className="chatmenu__badge" data-testid="message-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className="chatmenu__panel pm-card" aria-labelledby={`${panelId}-title`}>
          <header className="chatmenu__head">
            <h2 id={`${panelId}-title`} className="chatmenu__title">
              Message
            </h2>
            <Button size="small" variant="ghost" onClick={() => void readAll()} loading={markingAll.loading}>
              Mark all read
            </Button>
            <button type="button" className="pm-icon-button" aria-label="Close messages" onClick={() => setOpen(false)}>
              <CloseIcon size={18} />
            </button>
          </header>
          <MessageNotificationList onOpen={openItem} />
          <Link className="chatmenu__all" to="/homepage/message" onClick={() => setOpen(false)}>
            Show all Message
          </Link>
        </section>
      )}
    </div>
  );
}
