import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewer } from '../../test/graphql-responses';
import { fakeIntersectionObserver } from '../../test/intersection-observer';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { person } from '../../test/topic-responses';
import { HomeDashboard, preloadHome } from './home-dashboard';
import { createApolloClient } from '../../lib/apollo-client';
import { MyTimelinePage } from './my-timeline-page';
import { Route, Routes } from 'react-router';
import { UserActivePoolsPage } from './user-active-pools-page';

afterEach(() => vi.unstubAllGlobals());

const ada = person('u1', 'ada', { firstName: 'Ada', lastName: 'Lovelace' });

function pool(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Topic' as const,
    id,
    topic: `Pool ${id}`,
    state: 'RUNNING',
    currentDay: 2,
    durationDays: 7,
    startsAt: '2026-11-22T09:00:00.000Z',
    timezone: 'UTC',
    squadSize: 3,
    memberCount: 2,
    pendingRequestCount: null,
    unreadPostCount: 0,
    viewerStatus: 'MEMBER',
    members: [ada, person('u2', 'bob')],
    ...overrides,
  };
}

function page(nodes: ReturnType<typeof pool>[], hasNextPage: boolean) {
  return {
    __typename: 'TopicConnection' as const,
    edges: nodes.map((node) => ({ __typename: 'TopicEdge' as const, cursor: `c${node.id}`, node })),
    pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor: nodes.length ? `c${nodes[nodes.length - 1].id}` : null },
  };
}

const me = () => api.query('Me', () => HttpResponse.json({ data: { me: viewer({ id: 'u1' }) } }));

describe('home: the dashboard of my squads', () => {
  it("invites to 'publish now' when I am in no squad", async () => {
    server.use(me(), api.query('MyActivePools', () => HttpResponse.json({ data: { myActivePools: page([], false) } })));
    renderWithProviders(<HomeDashboard />, { path: '/homepage' });
    expect(await screen.findByRole('heading', { name: 'No active pools yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publish now' })).toHaveAttribute('href', '/homepage/publish/');
  });

  it('shows each squad with its day, fill and my waiting requests, opening its workspace; 5 a page as the last one scrolls into view', async () => {
    const io = fakeIntersectionObserver();
    const asked: unknown[] = [];
    server.use(
      me(),
      api.query('MyActivePools', ({ variables }) => {
        asked.push(variables);
        if (variables.after) return HttpResponse.json({ data: { myActivePools: page([pool('1')], false) } });
        return HttpResponse.json({
          data: {
            myActivePools: page(
              [
                pool('9', { viewerStatus: 'OWNER', pendingRequestCount: 2, topic: 'Rust in 30 days', unreadPostCount: 3 }),
                pool('8', { state: 'UPCOMING', currentDay: null, startsAt: '2099-01-05T09:00:00.000Z', timezone: 'Asia/Kolkata' }),
                pool('7', { unreadPostCount: 100 }),
                pool('6'),
                pool('5'),
              ],
              true,
            ),
          },
        });
      }),
    );
    renderWithProviders(<HomeDashboard />, { path: '/homepage' });
    const list = await screen.findByRole('list', { name: 'Your squads' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    const [rust, upcoming] = cards;
    expect(within(rust).getByRole('link', { name: 'Rust in 30 days' })).toHaveAttribute('href', '/homepage/active/9');
    expect(within(rust).getByText('Day 2 of 7')).toBeInTheDocument();
    expect(within(rust).getByText('2/3 joined')).toBeInTheDocument();
    expect(within(rust).getByText('Owner')).toBeInTheDocument();
    expect(within(rust).getByRole('link', { name: '2 requests waiting' })).toHaveAttribute('href', '/homepage/request');
    // the pool is in Kolkata's zone, the viewer in UTC: the start names UTC, as the pool lists do
    expect(within(upcoming).getByText(/^Starts .+, 09:00 AM UTC \(in \d+ days\)$/)).toBeInTheDocument();
    expect(within(upcoming).queryByText(/requests? waiting/)).not.toBeInTheDocument();
    // unread activity: posts and replies after my read marker
    expect(within(rust).getByText('3 new')).toBeInTheDocument();
    expect(within(cards[2]).getByText('99+ new')).toBeInTheDocument();
    expect(within(upcoming).queryByText(/ new$/)).not.toBeInTheDocument();
    expect(asked[0]).toMatchObject({ search: null });

    io.scrollToEnd();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    expect(asked.at(-1)).toMatchObject({ after: 'c5' });
  });

  it('searches my squads from 2 characters; fewer return to the whole list', async () => {
    const asked: Array<string | null> = [];
    server.use(
      me(),
      api.query('MyActivePools', ({ variables }) => {
        asked.push((variables.search as string | null) ?? null);
        const nodes = variables.search ? [pool('7', { topic: 'Rust in 30 days' })] : [pool('9', { topic: 'Spanish' }), pool('7', { topic: 'Rust in 30 days' })];
        return HttpResponse.json({ data: { myActivePools: page(nodes, false) } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<HomeDashboard />, { path: '/homepage' });
    expect(await screen.findByRole('link', { name: 'Spanish' })).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search your pools' });
    await user.type(box, 'r');
    await user.type(box, 'U');
    const found = await screen.findByRole('list', { name: 'Matching squads' });
    expect(within(found).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Spanish' })).not.toBeInTheDocument();
    expect(asked).toEqual([null, 'ru']);
    await user.type(box, '{Backspace}');
    expect(await screen.findByRole('link', { name: 'Spanish' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your squads' })).toBeInTheDocument();
  });
});

describe("one person's active pools and my timeline", () => {
  it('lists the pools of the person in the URL: my squads open their workspace, others their pool page', async () => {
    server.use(
      me(),
      api.query('UserActivePools', ({ variables }) =>
        HttpResponse.json({
          data: {
            user: person(String(variables.userId), 'bob'),
            userActivePools: page([pool('4', { viewerStatus: 'MEMBER' }), pool('3', { viewerStatus: 'NONE', topic: 'Not mine' })], false),
          },
        }),
      ),
    );
    renderWithProviders(
      <Routes>
        <Route path="/homepage/useractivepool/:userid" element={<UserActivePoolsPage />} />
      </Routes>,
      { path: '/homepage/useractivepool/22' },
    );
    expect(await screen.findByRole('heading', { name: "bob's active pools" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pool 4' })).toHaveAttribute('href', '/homepage/active/4');
    expect(screen.getByRole('link', { name: 'Not mine' })).toHaveAttribute('href', '/homepage/pool/pooldetails/3');
  });

  it("shows today's day of each running squad, linking to its Timeline tab; or an empty state", async () => {
    const entry = { __typename: 'TimelineEntry' as const, id: 't1', day: 2, date: '22-Nov-2026', title: 'Ownership', description: 'Read chapter 4.' };
    server.use(
      api.query('MyTimeline', () =>
        HttpResponse.json({
          data: { myActivePools: page([{ ...pool('9', { topic: 'Rust in 30 days' }), todayEntry: entry } as ReturnType<typeof pool>], false) },
        }),
      ),
    );
    renderWithProviders(<MyTimelinePage />, { path: '/homepage/timeline' });
    const list = await screen.findByRole('list', { name: 'Today in your squads' });
    expect(within(list).getByRole('heading', { name: 'Ownership' })).toBeInTheDocument();
    expect(within(list).getByText('Read chapter 4.')).toBeInTheDocument();
    expect(within(list).getByText('Rust in 30 days · Day 2 of 7 · 22-Nov-2026')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Open the timeline of Rust in 30 days' })).toHaveAttribute('href', '/homepage/active/9/timeline');
  });

  it('my timeline with nothing running', async () => {
    server.use(api.query('MyTimeline', () => HttpResponse.json({ data: { myActivePools: page([], false) } })));
    renderWithProviders(<MyTimelinePage />, { path: '/homepage/timeline' });
    expect(await screen.findByRole('heading', { name: 'Nothing running today' })).toBeInTheDocument();
  });
});

// decision 080: the cards (home's largest paint) are asked when the session check answers
describe('home: the squads asked at the session check', () => {
  it('signed in: preloadHome asks the first page once the session is known; the page then shows it without asking again', async () => {
    const asked: string[] = [];
    server.use(
      api.query('Me', () => {
        asked.push('Me');
        return HttpResponse.json({ data: { me: viewer({ id: 'u1' }) } });
      }),
      api.query('MyActivePools', () => {
        asked.push('MyActivePools');
        return HttpResponse.json({ data: { myActivePools: page([pool('7', { topic: 'Spanish A2' })], false) } });
      }),
    );
    const client = createApolloClient({ wsUrl: null });
    preloadHome(client);
    await waitFor(() => expect(asked).toEqual(['Me', 'MyActivePools']));
    renderWithProviders(<HomeDashboard />, { path: '/homepage', client });
    expect(await screen.findByRole('link', { name: 'Spanish A2' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual(['Me', 'MyActivePools']);
  });

  it('signed out: preloadHome asks only the session', async () => {
    const asked: string[] = [];
    server.use(
      api.query('Me', () => {
        asked.push('Me');
        return HttpResponse.json({ data: { me: null } });
      }),
      api.query('MyActivePools', () => {
        asked.push('MyActivePools');
        return HttpResponse.json({ data: { myActivePools: page([], false) } });
      }),
    );
    preloadHome(createApolloClient({ wsUrl: null }));
    await waitFor(() => expect(asked).toEqual(['Me']));
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual(['Me']);
  });
});
