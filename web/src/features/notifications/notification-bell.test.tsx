import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../lib/apollo-client';
import { fakeSubscriptions } from '../../test/fake-subscriptions';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { NotificationBell } from './notification-bell';

const actor = { __typename: 'User', id: 'u2', username: 'grace', profileImageUrl: null };
const note = (id: string, type: string, text: string, read = false) => ({
  __typename: 'Notification',
  id,
  type,
  text,
  read,
  createdAt: new Date().toISOString(),
  requestId: type === 'REQUEST' ? `r${id}` : null,
  commentId: null as string | null,
  replyId: null as string | null,
  postId: null as string | null,
  actor,
  topic: { __typename: 'Topic', id: '5', topic: 'Rust in 30 days' },
});
const event = (id: string, kind: string, fields: { notification?: ReturnType<typeof note> | null; readIds?: string[]; unreadCount: number }) => ({
  __typename: 'NotificationEvent',
  id,
  kind,
  notification: null,
  readIds: [],
  ...fields,
});
const added = (id: string, n: ReturnType<typeof note>, unreadCount: number) => event(id, 'ADDED', { notification: n, unreadCount });
const read = (id: string, readIds: string[], unreadCount: number) => event(id, 'READ', { readIds, unreadCount });
const page = (items: ReturnType<typeof note>[]) => ({
  __typename: 'NotificationConnection',
  edges: items.map((node) => ({ __typename: 'NotificationEdge', cursor: `c${node.id}`, node })),
  pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
});

/** The query part of the address (the LocationProbe shows the path only). */
function SearchProbe() {
  return <div data-testid="search" hidden>{useLocation().search}</div>;
}

function renderBell(unread: number, items: ReturnType<typeof note>[] = [], reads = { count: 0, list: 0 }, lastEventId = '0') {
  const subs = fakeSubscriptions();
  server.use(
    api.query('NotificationBell', () => {
      reads.count += 1;
      return HttpResponse.json({ data: { notificationBell: { __typename: 'NotificationBell', unreadCount: unread, lastEventId } } });
    }),
    api.query('Notifications', () => {
      reads.list += 1;
      return HttpResponse.json({ data: { notifications: page(items) } });
    }),
  );
  const client = createApolloClient({ wsUrl: null, subscriptionLink: subs.link });
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <NotificationBell />
            <SearchProbe />
          </>
        }
      />
    </Routes>,
    { path: '/homepage', client },
  );
  return { user, subs };
}

describe('notification bell', () => {
  it('bumps the badge, lists the event first and shows a toast when one arrives live', async () => {
    const { user, subs } = renderBell(1, [note('1', 'COMMENTED', 'commented on your pool', false)]);
    // busy until the count and the stream's cursor are read (one snapshot, decision 064)
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    const list = await screen.findByRole('list', { name: 'Notification list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await expect.poll(() => subs.subscribed()).toContainEqual({ operationName: 'NotificationEvents', variables: { after: '0' } });
    act(() => subs.push('NotificationEvents', 'notificationEvents', added('1', note('2', 'REQUEST', 'wants to join Rust in 30 days'), 2)));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('wants to join Rust in 30 days');
    expect(screen.getAllByText('wants to join Rust in 30 days')).toHaveLength(2); // the list and the toast
  });

  it('asks the bell again when its read fails; busy, with no stream, until it answers', async () => {
    const { subs } = renderBell(0, []);
    let calls = 0;
    server.use(
      api.query('NotificationBell', () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 503 });
        return HttpResponse.json({ data: { notificationBell: { __typename: 'NotificationBell', unreadCount: 4, lastEventId: '17' } } });
      }),
    );
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => calls).toBe(1);
    expect(subs.subscribed()).toEqual([]);
    // retried after a second
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' }, { timeout: 4000 })).not.toHaveAttribute('aria-busy');
    expect(calls).toBe(2);
    await expect.poll(() => subs.subscribed()).toContainEqual({ operationName: 'NotificationEvents', variables: { after: '17' } });
  });

  it('drops the badge live when a request is answered elsewhere (the Requests page, another tab, the legacy rows)', async () => {
    const { user, subs } = renderBell(2, [note('7', 'REQUEST', 'wants to join Rust in 30 days'), note('6', 'COMMENTED', 'commented on your pool')]);
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    const list = await screen.findByRole('list', { name: 'Notification list' });
    expect(within(list).getAllByLabelText('unread')).toHaveLength(2);
    await expect.poll(() => subs.subscribed().length).toBe(1);
    act(() => subs.push('NotificationEvents', 'notificationEvents', read('1', ['7'], 1)));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(within(list).getAllByLabelText('unread')).toHaveLength(1);
    expect(within(within(list).getAllByRole('listitem')[0]).queryByLabelText('unread')).not.toBeInTheDocument();
    // an event about nothing this tab lists still sets the count to the server's
    act(() => subs.push('NotificationEvents', 'notificationEvents', read('2', ['99'], 0)));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('catches up after a dropped socket: subscribes again from the last event seen, merges the missed ones by id, no double count (decision 064)', async () => {
    const { user, subs } = renderBell(0, [], undefined, '40');
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    await expect.poll(() => subs.subscribed()).toContainEqual({ operationName: 'NotificationEvents', variables: { after: '40' } });
    act(() => subs.push('NotificationEvents', 'notificationEvents', added('41', note('2', 'COMMENTED', 'commented on your pool'), 1)));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    act(() => subs.drop('NotificationEvents'));
    await expect.poll(() => subs.subscribed(), { timeout: 4000 }).toContainEqual({ operationName: 'NotificationEvents', variables: { after: '41' } });
    // the catch-up: 41 again (a replay: skipped), then what arrived while the socket was down
    act(() => {
      subs.push('NotificationEvents', 'notificationEvents', added('41', note('2', 'COMMENTED', 'commented on your pool'), 1));
      subs.push('NotificationEvents', 'notificationEvents', added('42', note('3', 'REPLIED', 'replied while you were away'), 2));
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notification list' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('replied while you were away'), expect.stringContaining('commented on your pool')]);
  });

  it('RESET (too much missed) reads the bell again and goes on from its id', async () => {
    const reads = { count: 0, list: 0 };
    const { user, subs } = renderBell(3, [note('1', 'COMMENTED', 'commented on your pool')], reads);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await screen.findByRole('list', { name: 'Notification list' });
    const before = reads.list;
    await expect.poll(() => subs.subscribed().length).toBe(1);
    act(() => subs.push('NotificationEvents', 'notificationEvents', event('500', 'RESET', { unreadCount: 7 })));
    expect(await screen.findByRole('button', { name: 'Notifications, 7 unread' })).toBeInTheDocument();
    await expect.poll(() => reads.list).toBeGreaterThan(before);
    act(() => subs.push('NotificationEvents', 'notificationEvents', added('499', note('9', 'COMMENTED', 'an old one'), 8)));
    expect(screen.getByRole('button', { name: 'Notifications, 7 unread' })).toBeInTheDocument();
  });

  it('opens a REQUEST as the Topic Request dialog and marks it read; Escape closes the panel', async () => {
    let marked: unknown = null;
    server.use(
      api.mutation('MarkNotificationRead', ({ variables }) => {
        marked = variables.id;
        return HttpResponse.json({ data: { markNotificationRead: { __typename: 'Notification', id: '3', read: true } } });
      }),
    );
    const { user } = renderBell(1, [note('3', 'REQUEST', 'wants to join Rust in 30 days')]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: 'Notifications' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    await user.click(await screen.findByRole('button', { name: /wants to join/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Topic Request' });
    expect(within(dialog).getByRole('link', { name: 'Rust in 30 days' })).toHaveAttribute('href', '/homepage/pool/pooldetails/5');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(marked).toBe('3');
  });

  it('counts a read once whichever comes first, the READ event or the mutation\'s answer; a failed one is unread again', async () => {
    let answer: (() => void) | null = null;
    let fail = false;
    server.use(
      api.mutation('MarkNotificationRead', async ({ variables }) => {
        await new Promise<void>((r) => (answer = r));
        if (fail) return HttpResponse.json({ errors: [{ message: 'no', extensions: { code: 'NOT_FOUND' } }] });
        return HttpResponse.json({ data: { markNotificationRead: { __typename: 'Notification', id: variables.id, read: true } } });
      }),
    );
    const { user, subs } = renderBell(3, [note('4', 'ACCEPTED', 'accepted your request'), note('5', 'ACCEPTED', 'accepted again'), note('6', 'FOLLOWED', 'followed you')]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await expect.poll(() => subs.subscribed().length).toBe(1);
    await user.click(await screen.findByRole('button', { name: /accepted your request/ }));
    // at once, before any answer
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    await expect.poll(() => answer).not.toBeNull();
    // the server's event first (the absolute count), then the mutation's answer: still 2
    act(() => subs.push('NotificationEvents', 'notificationEvents', read('1', ['4'], 2)));
    act(() => answer!());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    // a read the server refuses is unread again
    answer = null;
    fail = true;
    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    await user.click(await screen.findByRole('button', { name: /accepted again/ }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await expect.poll(() => answer).not.toBeNull();
    act(() => answer!());
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('opens an ACCEPTED notification on the topic detail', async () => {
    server.use(api.mutation('MarkNotificationRead', () => HttpResponse.json({ data: { markNotificationRead: { __typename: 'Notification', id: '4', read: true } } })));
    const { user } = renderBell(1, [note('4', 'ACCEPTED', 'accepted your request')]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: /accepted your request/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/homepage/pool/pooldetails/5');
  });

  it('opens COMMENTED and REPLIED notifications on notifydetails with the comment (and reply); without a comment id on /', async () => {
    server.use(api.mutation('MarkNotificationRead', ({ variables }) => HttpResponse.json({ data: { markNotificationRead: { __typename: 'Notification', id: variables.id, read: true } } })));
    const { user } = renderBell(3, [
      { ...note('6', 'COMMENTED', 'grace commented on Rust in 30 days: Nice'), commentId: '7' },
      { ...note('8', 'REPLIED', 'grace replied to you on Rust in 30 days: Sure'), commentId: '7', replyId: '9' },
      note('10', 'COMMENTED', 'grace commented on a gone topic'),
    ]);
    const open = async (name: RegExp) => {
      await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
      await user.click(await screen.findByRole('button', { name }));
    };
    await open(/commented on Rust in 30 days/);
    expect(screen.getByTestId('location')).toHaveTextContent('/homepage/pool/notifydetails/5');
    expect(screen.getByTestId('search')).toHaveTextContent('?comment=7');
    await open(/replied to you/);
    expect(screen.getByTestId('location')).toHaveTextContent('/homepage/pool/notifydetails/5');
    expect(screen.getByTestId('search')).toHaveTextContent('?comment=7&reply=9');
    await open(/a gone topic/);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens a POSTREPLY notification on the post preview (the post replied to)', async () => {
    server.use(api.mutation('MarkNotificationRead', ({ variables }) => HttpResponse.json({ data: { markNotificationRead: { __typename: 'Notification', id: variables.id, read: true } } })));
    const { user } = renderBell(1, [{ ...note('11', 'POSTREPLY', 'grace replied to your post in Rust in 30 days: Yes'), postId: '42' }]);
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    await user.click(await screen.findByRole('button', { name: /replied to your post/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/homepage/active/5/preview/42');
  });

  it("links to the notifications page ('See all'), closing the panel", async () => {
    const { user } = renderBell(0, [note('12', 'FOLLOWED', 'grace started following you', true)]);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('link', { name: 'See all' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/homepage/notifications');
    expect(screen.queryByRole('list', { name: 'Notification list' })).not.toBeInTheDocument();
  });

  it('opens a missed-call notification on the call tab (decision 042, issue 28)', async () => {
    server.use(api.mutation('MarkNotificationRead', ({ variables }) => HttpResponse.json({ data: { markNotificationRead: { __typename: 'Notification', id: variables.id, read: true } } })));
    const { user } = renderBell(1, [note('12', 'MISSEDCALL', 'grace called you: Rust in 30 days (missed call)')]);
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    await user.click(await screen.findByRole('button', { name: /missed call/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/homepage/active/5/Startcall');
  });
});
