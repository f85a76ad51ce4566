import type { Reference } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { NotificationFieldsFragment, NotificationsQuery } from '../../gql/graphql';
import { useLoadMore } from '../../lib/use-load-more';
import { useLogStream, useStreamStart } from '../../lib/use-log-stream';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { BellIcon, CloseIcon } from '../../ui/icons';
import { ListFooter } from '../../ui/list-footer';
import { RelativeTime } from '../../ui/relative-time';
import {
  MarkAllNotificationsReadMutationDocument,
  MarkNotificationReadMutationDocument,
  NotificationBellQueryDocument,
  NotificationEventsSubscriptionDocument,
  NotificationFieldsFragment as NotificationFieldsDocument,
  NotificationsPageQueryDocument,
  NotificationsQueryDocument,
  UnreadNotificationCountQueryDocument,
} from './notifications.graphql';
import { notificationPath } from './notification-links';
import { readAll, readOne, setUnreadCount } from './unread-count';
import './notifications.css';
import { ListSkeleton } from '../../ui/list-skeleton';

// The Topic Request dialog (and the messages it shows) loads when a request is first opened, not
// with the bell on every signed-in page (decision 035).
const TopicRequestDialog = lazy(() => import('./topic-request-dialog').then((m) => ({ default: m.TopicRequestDialog })));

const PAGE = 5;
const TOAST_MS = 6000;
/** Types whose arrival changes a topic's squad or the viewer's place in it. */
const SQUAD_TYPES = new Set(['REQUEST', 'ACCEPTED', 'DELETED']);

function NotificationList({ onOpen }: { onOpen: (n: NotificationFieldsFragment) => void }) {
  const query = useQuery(NotificationsQueryDocument, { variables: { first: PAGE }, fetchPolicy: 'cache-and-network' });
  const conn: NotificationsQuery['notifications'] | undefined = query.data?.notifications;
  const more = useLoadMore(conn?.pageInfo, query.fetchMore);
  if (!conn && query.loading) return <ListSkeleton label="Loading notifications…" />;
  if (!conn) return <p className="notif__empty">Could not load the notifications.</p>;
  if (conn.edges.length === 0) return <p className="notif__empty">No notifications yet.</p>;
  return (
    <>
      <ul className="notif__list" aria-label="Notification list">
        {conn.edges.map(({ node: n }, i) => (
          <li key={n.id} ref={i === conn.edges.length - 1 ? more.lastRef : undefined}>
            <button type="button" className={`notif__item${n.read ? '' : ' notif__item--unread'}`} onClick={() => onOpen(n)}>
              <Avatar name={n.actor?.username ?? 'Poolmates'} imageUrl={n.actor?.profileImageUrl} size={36} />
              <span className="notif__text">
                <span>{n.text}</span>
                <span className="notif__time">
                  <RelativeTime iso={n.createdAt} />
                </span>
              </span>
              {!n.read && <span className="notif__dot" aria-label="unread" />}
            </button>
          </li>
        ))}
      </ul>
      <ListFooter hasMore={more.hasMore} loadingMore={more.loadingMore} failed={more.failed} onMore={() => void more.loadMore()} what="notifications" />
    </>
  );
}

/**
 * The header bell (active-topic.md §2, §4): the unread badge (`aria-busy` until the count and the
 * stream's cursor are read, one snapshot), kept live by `notificationEvents`
 * (a new one sets the count, joins the top of the list and shows a short toast; one read elsewhere
 * loses its dot; after a dropped socket the missed ones come first, decision 064); the
 * 'Notifications' panel with an infinite list and 'Mark all read'. Opening one marks it read and
 * goes by type: REQUEST → the Topic Request dialog, COMMENTED/REPLIED → the topic with that comment
 * (notifydetails), others → the topic detail.
 */
export function NotificationBell() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [toast, setToast] = useState<NotificationFieldsFragment | null>(null);
  const [requestDialog, setRequestDialog] = useState<NotificationFieldsFragment | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // the badge reads the cached count: written by the bell's start below, then by each event
  const { data } = useQuery(UnreadNotificationCountQueryDocument, { fetchPolicy: 'cache-only' });
  const unread = data?.unreadNotificationCount ?? 0;
  const [markRead] = useMutation(MarkNotificationReadMutationDocument);
  const [markAll, markingAll] = useMutation(MarkAllNotificationsReadMutationDocument);

  // the bell's start (decision 064): the count and the stream's cursor from one snapshot, so a
  // notification committed meanwhile is counted or comes on the stream, never neither; the count
  // goes to the cache before the stream starts from the cursor. One read, not a watched query: a
  // refetch of every active query would set a count without moving the stream.
  const readStart = useCallback(async () => {
    const { data: answer } = await client.query({ query: NotificationBellQueryDocument, fetchPolicy: 'network-only' });
    if (!answer) return null;
    setUnreadCount(client.cache, answer.notificationBell.unreadCount);
    return answer.notificationBell.lastEventId;
  }, [client]);
  const begun = useStreamStart(readStart);
  // the stream, resumed after a dropped socket from the last event seen (missed ones first), merged by id
  useLogStream({
    document: NotificationEventsSubscriptionDocument,
    field: 'notificationEvents',
    startAfter: begun,
    onReset: () => void client.refetchQueries({ include: [NotificationsQueryDocument, NotificationsPageQueryDocument] }).catch(() => undefined),
    onEvent: (e) => {
      const cache = client.cache;
      // every event says the server's count as delivered: a replay cannot count twice
      setUnreadCount(cache, e.unreadCount);
      const n = e.notification;
      if (e.kind === 'ADDED' && n) {
        const ref = cache.writeFragment({ fragment: NotificationFieldsDocument, fragmentName: 'NotificationFields', data: n });
        cache.modify<Record<string, unknown>>({
          fields: {
            notifications: (existing: unknown, { readField }) => {
              const conn = existing as { edges: Array<{ node: Reference }> } | undefined;
              if (!conn?.edges || !ref || conn.edges.some((x) => readField('id', x.node) === n.id)) return existing;
              return { ...conn, edges: [{ __typename: 'NotificationEdge', cursor: `live-${n.id}`, node: ref }, ...conn.edges] };
            },
          },
        });
        if (SQUAD_TYPES.has(n.type)) void client.refetchQueries({ include: ['TopicDetail', 'RequestsReceived', 'RequestsSent'] });
        if (!n.read) setToast(n);
      } else if (e.kind === 'READ') {
        // read elsewhere (another tab, a request answered on the Requests page or the legacy rows):
        // the listed ones lose their dot
        for (const id of e.readIds) cache.modify({ id: cache.identify({ __typename: 'Notification', id }), fields: { read: () => true } });
        setToast((t) => (t && e.readIds.includes(t.id) ? null : t));
      }
    },
  });

  useEffect(() => {
    if (!toast) return;
    const t = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(t);
  }, [toast]);

  // Outside click closes the panel (Escape is handled on the panel itself).
  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  function openNotification(n: NotificationFieldsFragment) {
    setOpen(false);
    setToast(null);
    if (!n.read) void readOne(client.cache, () => markRead({ variables: { id: n.id } }));
    if (n.type === 'REQUEST' && n.requestId) return setRequestDialog(n);
    const to = notificationPath(n);
    if (to) navigate(to);
  }

  async function readEverything() {
    if (!(await readAll(client.cache, () => markAll()))) return;
    const list = client.cache.readQuery({ query: NotificationsQueryDocument, variables: { first: PAGE } });
    for (const { node } of list?.notifications.edges ?? []) client.cache.modify({ id: client.cache.identify(node), fields: { read: () => true } });
  }

  return (
    <div
      ref={root}
      className="notif"
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
        className="pm-icon-button notif__bell"
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={panelId}
        aria-busy={begun === null ? true : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="notif__badge" data-testid="notification-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className="notif__panel pm-card pm-panel-enter" aria-labelledby={`${panelId}-title`}>
          <header className="notif__head">
            <h2 id={`${panelId}-title`} className="notif__title">
              Notifications
            </h2>
            <Button size="small" variant="ghost" onClick={() => void readEverything()} loading={markingAll.loading} disabled={unread === 0}>
              Mark all read
            </Button>
            <button type="button" className="pm-icon-button" aria-label="Close notifications" onClick={() => setOpen(false)}>
              <CloseIcon size={18} />
            </button>
          </header>
          <NotificationList onOpen={openNotification} />
          <Link className="notif__see-all" to="/homepage/notifications" onClick={() => setOpen(false)}>
            See all
          </Link>
        </section>
      )}
      <div className="notif__toast-region" role="status" aria-live="polite">
        {toast && (
          <button type="button" className="notif__toast pm-card" onClick={() => openNotification(toast)}>
            <BellIcon size={18} />
            <span>{toast.text}</span>
          </button>
        )}
      </div>
      {requestDialog && (
        <Suspense fallback={null}>
          <TopicRequestDialog notification={requestDialog} onClose={() => setRequestDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}
