import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../lib/apollo-client';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { notificationPath } from './notification-links';
import { UnreadNotificationCountQueryDocument } from './notifications.graphql';
import { dayLabel, groupByDay, NotificationsPage } from './notifications-page';

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
/** Noon of the local day `n` days back (a run just after midnight has no "25 hours ago" yesterday). */
const noonDaysAgo = (n: number) => {
  const d = new Date();
  d.setHours(12, 0, 0, 0);
  d.setDate(d.getDate() - n);
  return d.toISOString();
};
const actor = { __typename: 'User', id: 'u2', username: 'grace', profileImageUrl: null };
const note = (id: string, type: string, text: string, createdAt: string, read = false) => ({
  __typename: 'Notification',
  id,
  type,
  text,
  read,
  createdAt,
  requestId: type === 'REQUEST' ? `r${id}` : null,
  commentId: null as string | null,
  replyId: null as string | null,
  postId: null as string | null,
  actor,
  topic: { __typename: 'Topic', id: '5', topic: 'Rust in 30 days' },
});
type Note = ReturnType<typeof note>;
const conn = (items: Note[], hasNextPage = false) => ({
  __typename: 'NotificationConnection',
  edges: items.map((node) => ({ __typename: 'NotificationEdge', cursor: `c${node.id}`, node })),
  pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: hasNextPage ? `c${items.at(-1)!.id}` : null },
});

let seeded = 0;
/** The page as the signed-in frame shows it: the header's bell has put the unread count in the cache. */
function renderPage() {
  const client = createApolloClient({ wsUrl: null });
  client.cache.writeQuery({ query: UnreadNotificationCountQueryDocument, data: { unreadNotificationCount: seeded } });
  return renderWithProviders(<NotificationsPage />, { path: '/homepage/notifications', client });
}

/** Serves the page's query: `pages` by `after` cursor (null = the first page); the unread filter keeps unread ones. */
function serve(pages: Record<string, { items: Note[]; more?: boolean }>, unread: number) {
  seeded = unread;
  const asked: Array<Record<string, unknown>> = [];
  server.use(
    api.query('NotificationsPage', ({ variables }) => {
      asked.push(variables);
      const p = pages[String(variables.after ?? null)] ?? { items: [] };
      const items = variables.unreadOnly ? p.items.filter((n) => !n.read) : p.items;
      return HttpResponse.json({ data: { notifications: conn(items, !!p.more) } });
    }),
  );
  return asked;
}

describe('notifications page', () => {
  it('groups by day (Today, Yesterday, a date), marks unread ones, loads more', async () => {
    const old = ago(24 * 20 * HOUR);
    const asked = serve(
      {
        null: { items: [note('9', 'FOLLOWED', 'grace started following you', new Date().toISOString()), note('8', 'COMMENTED', 'grace commented on Rust', noonDaysAgo(1), true)], more: true },
        c8: { items: [note('3', 'MISSEDCALL', 'You missed a call in Rust', old, true)] },
      },
      1,
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Today' })).toBeInTheDocument();
    const yesterday = screen.getByRole('heading', { name: 'Yesterday' });
    const today = screen.getByRole('region', { name: 'Today' });
    const follow = within(today).getByRole('link', { name: /started following you/ });
    expect(follow).toHaveAttribute('href', '/homepage/account/u2');
    expect(follow).toHaveClass('notif__item--unread');
    expect(within(today).getByLabelText('unread')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Yesterday' })).getByRole('link', { name: /commented/ })).not.toHaveClass('notif__item--unread');
    expect(yesterday).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const older = await screen.findByRole('heading', { name: dayLabel(old) });
    expect(within(older.closest('section')!).getByRole('link', { name: /missed a call/ })).toHaveAttribute('href', '/homepage/active/5/Startcall');
    expect(asked.map((v) => v.after ?? null)).toEqual([null, 'c8']);
    expect(asked[1]).toMatchObject({ first: 20, unreadOnly: false });
  });

  it('marks all read (the button, then every item reads as read); the unread filter asks for unread ones', async () => {
    let markedAll = 0;
    const items = [note('2', 'REQUEST', 'grace wants to join Rust', ago(HOUR)), note('1', 'POSTREPLY', 'grace replied to your post', ago(2 * HOUR))];
    const asked = serve({ null: { items } }, 2);
    server.use(
      api.mutation('MarkAllNotificationsRead', () => {
        markedAll += 1;
        for (const n of items) n.read = true;
        return HttpResponse.json({ data: { markAllNotificationsRead: 2 } });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const req = await screen.findByRole('link', { name: /wants to join/ });
    expect(req).toHaveAttribute('href', '/homepage/request');
    expect(screen.getAllByLabelText('unread')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await act(async () => {});
    expect(markedAll).toBe(1);
    expect(screen.queryAllByLabelText('unread')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /^Unread/ }));
    expect(await screen.findByRole('heading', { name: 'No unread notifications' })).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ unreadOnly: true });
  });

  it('opening one marks it read and goes where it is about (keyboard: Enter on the link)', async () => {
    let marked: unknown = null;
    serve({ null: { items: [note('7', 'FOLLOWED', 'grace started following you', ago(HOUR))] } }, 1);
    server.use(
      api.mutation('MarkNotificationRead', ({ variables }) => {
        marked = variables.id;
        return HttpResponse.json({ data: { markNotificationRead: { __typename: 'Notification', id: variables.id, read: true } } });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: /started following you/ });
    await user.tab(); // Mark all read
    await user.tab(); // All
    await user.tab(); // Unread
    await user.tab();
    expect(screen.getByRole('link', { name: /started following you/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/homepage/account/u2');
    await act(async () => {});
    expect(marked).toBe('7');
  });

  it('says so when there are none', async () => {
    serve({}, 0);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});

describe('grouping and links', () => {
  it('groups consecutive notifications by local day', () => {
    const now = new Date(2026, 10, 27, 12);
    const at = (d: number, h: number) => ({ createdAt: new Date(2026, 10, d, h).toISOString() });
    const groups = groupByDay([at(27, 11), at(27, 1), at(26, 23), at(20, 9), at(20, 8)], now);
    expect(groups.map((g) => [g.label, g.items.length])).toEqual([
      ['Today', 2],
      ['Yesterday', 1],
      ['Fri 20 Nov 2026', 2],
    ]);
    expect(dayLabel(new Date(2025, 0, 3).toISOString(), now)).toContain('2025');
  });

  it('each kind opens what it is about', () => {
    const n = (type: string, extra: Partial<Note> = {}) => ({ ...note('1', type, '', ago(0)), ...extra }) as Parameters<typeof notificationPath>[0];
    expect(notificationPath(n('ACCEPTED'))).toBe('/homepage/pool/pooldetails/5');
    expect(notificationPath(n('COMMENTED', { commentId: '4' }))).toBe('/homepage/pool/notifydetails/5?comment=4');
    expect(notificationPath(n('POSTREPLY', { postId: '42' }))).toBe('/homepage/active/5/preview/42');
    expect(notificationPath(n('CHECKIN_REMINDER'))).toBe('/homepage/active/5');
    expect(notificationPath(n('POSTED_WHILE_AWAY'))).toBe('/homepage/active/5');
    expect(notificationPath(n('FOLLOWED', { actor: null } as never))).toBeNull();
  });
});
