import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { NotificationFieldsFragment } from '../../gql/graphql';
import { useLoadMore } from '../../lib/use-load-more';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { BellIcon, CheckIcon } from '../../ui/icons';
import { ListFooter } from '../../ui/list-footer';
import { ListSkeleton } from '../../ui/list-skeleton';
import { LoadFailed } from '../../ui/load-failed';
import { RelativeTime } from '../../ui/relative-time';
import { StatePanel } from '../../ui/state-panel';
import { notificationPath } from './notification-links';
import { readAll, readOne } from './unread-count';
import {
  MarkAllNotificationsReadMutationDocument,
  MarkNotificationReadMutationDocument,
  NotificationsPageQueryDocument,
  UnreadNotificationCountQueryDocument,
} from './notifications.graphql';
import { DAY_MS } from '@poolmates/schema';
import { dayHeading } from '../../lib/time-format';
import './notifications.css';

const PAGE = 20;

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;

/** "Today", "Yesterday", else the date in the one absolute day form ("Fri 20 Nov 2026", lib/time-format.ts). */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const d = new Date(iso);
  if (dayKey(d) === dayKey(now)) return 'Today';
  if (dayKey(d) === dayKey(new Date(now.getTime() - DAY_MS))) return 'Yesterday';
  return dayHeading(d.toISOString(), now);
}

/** Consecutive notifications (newest first) grouped by their local day. */
export function groupByDay<T extends { createdAt: string }>(items: readonly T[], now: Date = new Date()): Array<{ label: string; key: string; items: T[] }> {
  const groups: Array<{ label: string; key: string; items: T[] }> = [];
  for (const n of items) {
    const key = dayKey(new Date(n.createdAt));
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(n);
    else groups.push({ key, label: dayLabel(n.createdAt, now), items: [n] });
  }
  return groups;
}

function NotificationRow({ n, onRead, lastRef }: { n: NotificationFieldsFragment; onRead: (n: NotificationFieldsFragment) => void; lastRef?: (el: HTMLElement | null) => void }) {
  const to = notificationPath(n);
  const body = (
    <>
      <Avatar name={n.actor?.username ?? 'Poolmates'} imageUrl={n.actor?.profileImageUrl} size={40} />
      <span className="notif__text">
        <span>{n.text}</span>
        <span className="notif__time">
          <RelativeTime iso={n.createdAt} />
        </span>
      </span>
      {!n.read && <span className="notif__dot" aria-label="unread" />}
    </>
  );
  const cls = `notif__item notif-page__open${n.read ? '' : ' notif__item--unread'}`;
  return (
    <li ref={lastRef} className="notif-page__row">
      {to ? (
        <Link className={cls} to={to} onClick={() => onRead(n)}>
          {body}
        </Link>
      ) : (
        <button type="button" className={cls} onClick={() => onRead(n)}>
          {body}
        </button>
      )}
      {!n.read && (
        <button type="button" className="pm-icon-button notif-page__mark" aria-label={`Mark read: ${n.text}`} title="Mark read" onClick={() => onRead(n)}>
          <CheckIcon size={18} />
        </button>
      )}
    </li>
  );
}

/**
 * /homepage/notifications (issue 29, decision 058): every notification of the viewer, newest first,
 * 20 a page (more as the last one scrolls into view), grouped by day; "All" or "Unread"; unread ones
 * stand out. Opening one marks it read and goes where the bell would (notification-links.ts; a
 * request opens the Requests page); "Mark all read" clears them. New ones arrive through the bell's
 * live stream, which adds them to this list too.
 */
export function NotificationsPage() {
  const client = useApolloClient();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const query = useQuery(NotificationsPageQueryDocument, { variables: { first: PAGE, unreadOnly }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: false });
  // the header's bell keeps the count (one snapshot with its stream's cursor, then each event)
  const count = useQuery(UnreadNotificationCountQueryDocument, { fetchPolicy: 'cache-only' });
  const unread = count.data?.unreadNotificationCount ?? 0;
  const conn = query.data?.notifications;
  const more = useLoadMore(conn?.pageInfo, query.fetchMore);
  const [markRead] = useMutation(MarkNotificationReadMutationDocument);
  const [markAll, markingAll] = useMutation(MarkAllNotificationsReadMutationDocument);

  function read(n: NotificationFieldsFragment) {
    if (n.read) return;
    void readOne(client.cache, () => markRead({ variables: { id: n.id } }));
  }

  async function readEverything() {
    if (!(await readAll(client.cache, () => markAll()))) return;
    // every notification the client holds (this page's lists and the bell's) reads as read
    for (const id of Object.keys(client.cache.extract() as Record<string, unknown>)) {
      if (id.startsWith('Notification:')) client.cache.modify({ id, fields: { read: () => true } });
    }
  }

  let content;
  if (!conn && query.loading) content = <ListSkeleton label="Loading notifications…" rows={5} />;
  else if (!conn) content = <LoadFailed what="your notifications" reason={navigator.onLine ? 'server' : 'offline'} onRetry={() => query.refetch()} headingLevel={2} />;
  else if (conn.edges.length === 0)
    content = (
      <StatePanel icon={<BellIcon size={28} />} title={unreadOnly ? 'No unread notifications' : 'No notifications yet'}>
        {unreadOnly ? 'You are all caught up.' : 'Requests, replies, calls and new followers will show up here.'}
      </StatePanel>
    );
  else {
    const items = conn.edges.map((e) => e.node);
    const last = items.at(-1);
    content = (
      <>
        {groupByDay(items).map((g) => (
          <section key={g.key} className="notif-page__day" aria-labelledby={`notif-day-${g.key}`}>
            <h2 id={`notif-day-${g.key}`} className="notif-page__day-title">
              {g.label}
            </h2>
            <ul className="notif-page__list pm-card">
              {g.items.map((n) => (
                <NotificationRow key={n.id} n={n} onRead={read} lastRef={n === last ? more.lastRef : undefined} />
              ))}
            </ul>
          </section>
        ))}
        <ListFooter hasMore={false} loadingMore={more.loadingMore} failed={more.failed} onMore={() => void more.loadMore()} what="notifications" />
        {more.hasMore && !more.loadingMore && !more.failed && (
          <div className="notif-page__more">
            <Button variant="secondary" size="small" onClick={() => void more.loadMore()}>
              Load more
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className="notif-page" aria-labelledby="notif-page-title">
      <header className="notif-page__head">
        <h1 id="notif-page-title" className="notif-page__title">
          Notifications
        </h1>
        <Button size="small" variant="secondary" onClick={() => void readEverything()} loading={markingAll.loading} disabled={unread === 0}>
          Mark all read
        </Button>
      </header>
      <div className="notif-page__filters" role="group" aria-label="Show">
        <button type="button" className="notif-page__filter" aria-pressed={!unreadOnly} onClick={() => setUnreadOnly(false)}>
          All
        </button>
        <button type="button" className="notif-page__filter" aria-pressed={unreadOnly} onClick={() => setUnreadOnly(true)}>
          Unread{unread > 0 ? ` (${unread > 99 ? '99+' : unread})` : ''}
        </button>
      </div>
      {content}
    </section>
  );
}
