import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../lib/apollo-client';
import { fakeSubscriptions } from '../../test/fake-subscriptions';
import { viewer } from '../../test/graphql-responses';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { person } from '../../test/topic-responses';
import { WorkspacePage, type WorkspaceSlots } from './workspace-page';

const stub =
  (name: string) =>
  ({ topicId, viewerIsOwner }: { topicId: string; viewerIsOwner?: boolean }) => (
    <p>
      {name} slot of {topicId}
      {viewerIsOwner === undefined ? '' : viewerIsOwner ? ' (owner)' : ' (member)'}
    </p>
  );

const slots: WorkspaceSlots = {
  feed: stub('feed'),
  postPreview: ({ topicId, postId }) => (
    <p>
      preview of post {postId} in {topicId}
    </p>
  ),
  postCount: () => <span>12 posts</span>,
  smartTags: stub('smart tags'),
  search: ({ topicId }) => <button type="button">Search in {topicId}</button>,
  postSearch: stub('post search'),
  timeline: stub('timeline'),
  resources: stub('resources'),
  topicTools: ({ topicId }) => <span>streaks of {topicId}</span>,
  checkInCard: stub('check-in card'),
  catchUp: ({ topicId }) => <p>catch-up of {topicId}</p>,
  checkedIn: ({ userId }) => <span>tick of {userId}</span>,
  focusTimer: stub('focus timer'),
};
/** A tab another feature adds (its manifest's workspaceTabs, decision 069). */
const featureTabs = [{ path: 'polls', label: 'Polls', tab: stub('polls') }];
const Squad = ({ topicId, leaveTo }: { topicId: string; leaveTo: string }) => (
  <p>
    squad cards of {topicId}, leaving to {leaveTo}
  </p>
);

const ada = person('u1', 'ada', { firstName: 'Ada', lastName: 'Lovelace' });
const bob = person('u2', 'bob');

function workspaceTopic(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Topic' as const,
    id: '5',
    topic: 'Rust in 30 days',
    state: 'RUNNING',
    currentDay: 2,
    durationDays: 30,
    startsAt: '2026-11-22T09:00:00.000Z',
    timezone: 'UTC',
    squadSize: 3,
    owner: { __typename: 'User' as const, id: 'u1' },
    members: [ada, bob],
    viewerStatus: 'OWNER',
    onlineMemberIds: ['u1'],
    squadEventId: '7',
    ...overrides,
  };
}

function Probe() {
  return <span data-testid="params">{JSON.stringify(useParams())}</span>;
}

function renderAt(path: string, topic: ReturnType<typeof workspaceTopic> | null = workspaceTopic(), answer = () => HttpResponse.json({ data: { topic } }) as Response) {
  const subs = fakeSubscriptions();
  server.use(
    api.query('Me', () => HttpResponse.json({ data: { me: viewer({ id: 'u1' }) } })),
    api.query('WorkspaceTopic', answer),
  );
  const client = createApolloClient({ wsUrl: null, subscriptionLink: subs.link });
  const user = userEvent.setup();
  const r = renderWithProviders(
    <Routes>
      <Route path="/homepage/active/:topicId/*" element={<WorkspacePage slots={slots} squad={Squad} tabs={featureTabs} />} />
      <Route path="*" element={<Probe />} />
    </Routes>,
    { path, client },
  );
  return { ...r, user, subs };
}

const location = () => screen.getByTestId('location').textContent;

describe('the squad workspace', () => {
  it("mounts the accountability slots: header tools, team ticks, catch-up above every tab, the check-in card above the feed, the focus timer on the Discussion tab", async () => {
    const { user } = renderAt('/homepage/active/5');
    expect(await screen.findByText('check-in card slot of 5')).toBeInTheDocument();
    expect(screen.getByText('streaks of 5')).toBeInTheDocument();
    expect(screen.getByText('catch-up of 5')).toBeInTheDocument();
    const team = screen.getByRole('list', { name: 'Squad' });
    expect(within(team).getByText('tick of u1')).toBeInTheDocument();
    expect(within(team).getByText('tick of u2')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Workspace' })).getByRole('link', { name: 'Discussion' }));
    expect(await screen.findByText('focus timer slot of 5')).toBeInTheDocument();
    expect(screen.getByText('catch-up of 5')).toBeInTheDocument();
    expect(screen.queryByText('check-in card slot of 5')).not.toBeInTheDocument();
  });

  it('shows a member the header (title to the pool page, post count, search), the team and the Active tab with the feed', async () => {
    renderAt('/homepage/active/5');
    expect(await screen.findByText('feed slot of 5 (owner)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rust in 30 days' })).toHaveAttribute('href', '/homepage/pool/pooldetails/5');
    expect(screen.getByText('12 posts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search in 5' })).toBeInTheDocument();
    expect(screen.getByText('Day 2 of 30')).toBeInTheDocument();
    const team = screen.getByRole('list', { name: 'Squad' });
    // "(you)" needs the viewer's own answer (Me), which may land after the squad's under load
    expect(await within(team).findByRole('link', { name: 'Ada Lovelace (you), owner, online' })).toHaveAttribute('href', '/homepage/account/u1');
    expect(within(team).getByRole('link', { name: 'bob, offline' })).toHaveAttribute('href', '/homepage/account/u2');
    const tabs = screen.getByRole('navigation', { name: 'Workspace' });
    expect(within(tabs).getByRole('link', { name: 'Active' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/homepage/active/5',
      '/homepage/active/5/timeline',
      '/homepage/active/5/Startcall',
      '/homepage/active/5/team',
      '/homepage/active/5/resources',
      '/homepage/active/5/smarttag',
      '/homepage/active/5/polls',
    ]);
  });

  it('switches tabs by click, each at its own route', async () => {
    const { user } = renderAt('/homepage/active/5');
    await screen.findByText('feed slot of 5 (owner)');
    const tabs = screen.getByRole('navigation', { name: 'Workspace' });
    const go = async (tab: string, path: string, content: string) => {
      await user.click(within(tabs).getByRole('link', { name: tab }));
      expect(await screen.findByText(content)).toBeInTheDocument();
      expect(location()).toBe(path);
      expect(within(tabs).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    };
    await go('Timeline', '/homepage/active/5/timeline', 'timeline slot of 5 (owner)');
    await go('Squad', '/homepage/active/5/team', 'squad cards of 5, leaving to /');
    await go('Assets', '/homepage/active/5/resources', 'resources slot of 5 (owner)');
    await go('SmartTag', '/homepage/active/5/smarttag', 'smart tags slot of 5 (owner)');
    await go('Polls', '/homepage/active/5/polls', 'polls slot of 5 (owner)');
    await go('Active', '/homepage/active/5', 'feed slot of 5 (owner)');
    expect(screen.queryByText('smart tags slot of 5 (owner)')).not.toBeInTheDocument();
  });

  it.each([
    ['/homepage/active/5/timeline', 'timeline slot of 5 (member)'],
    ['/homepage/active/5/team', 'squad cards of 5, leaving to /'],
    ['/homepage/active/5/resources', 'resources slot of 5 (member)'],
    ['/homepage/active/5/smarttag', 'smart tags slot of 5 (member)'],
    ['/homepage/active/5/polls', 'polls slot of 5 (member)'],
    ['/homepage/active/5/postsearch', 'post search slot of 5'],
    ['/homepage/active/5/preview/77', 'preview of post 77 in 5'],
  ])('opens %s straight from the URL', async (path, content) => {
    renderAt(path, workspaceTopic({ viewerStatus: 'MEMBER' }));
    expect(await screen.findByText(content)).toBeInTheDocument();
    expect(screen.queryByText(/feed slot/)).not.toBeInTheDocument();
  });

  it('Discussion (…/Startcall, any case): the squad with online dots; without the calls slot a disabled Start Call', async () => {
    renderAt('/homepage/active/5/startcall');
    const button = await screen.findByRole('button', { name: 'Start Call' });
    expect(button).toBeDisabled();
    const people = await screen.findByRole('list', { name: 'Who is here' });
    expect(within(people).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['ALAda Lovelaceonline', 'Bboboffline']); // initials, name, state
  });

  it('updates the online dots live', async () => {
    const { subs } = renderAt('/homepage/active/5');
    const team = await screen.findByRole('list', { name: 'Squad' });
    expect(within(team).getByRole('link', { name: 'bob, offline' })).toBeInTheDocument();
    await waitFor(() => expect(subs.subscribed()).toContainEqual({ operationName: 'WorkspacePresence', variables: { topicId: '5' } }));
    act(() => subs.push('WorkspacePresence', 'presenceChanged', { __typename: 'PresenceEvent', userId: 'u2', online: true }));
    expect(await within(team).findByRole('link', { name: 'bob, online' })).toBeInTheDocument();
    act(() => subs.push('WorkspacePresence', 'presenceChanged', { __typename: 'PresenceEvent', userId: 'u2', online: false }));
    expect(await within(team).findByRole('link', { name: 'bob, offline' })).toBeInTheDocument();
  });

  it('I am online on my own screen as soon as my presence stream is, though the page was read before my socket', async () => {
    // the page's answer (HTTP, before this tab's socket existed) has nobody online
    const { subs } = renderAt('/homepage/active/5/startcall', workspaceTopic({ onlineMemberIds: [] }));
    const team = await screen.findByRole('list', { name: 'Squad' });
    // "(you)" once the viewer's own read has answered too (on a loaded CI machine, after the list)
    expect(await within(team).findByRole('link', { name: 'Ada Lovelace (you), owner, offline' })).toBeInTheDocument();
    await waitFor(() => expect(subs.subscribed()).toContainEqual({ operationName: 'WorkspacePresence', variables: { topicId: '5' } }));
    // the stream opens with the squad's state, me first
    act(() => {
      subs.push('WorkspacePresence', 'presenceChanged', { __typename: 'PresenceEvent', userId: 'u1', online: true });
      subs.push('WorkspacePresence', 'presenceChanged', { __typename: 'PresenceEvent', userId: 'u2', online: false });
    });
    expect(await within(team).findByRole('link', { name: 'Ada Lovelace (you), owner, online' })).toBeInTheDocument();
    const people = screen.getByRole('list', { name: 'Who is here' });
    expect(within(people).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['ALAda Lovelaceonline', 'Bboboffline']);
    // my socket is open while the stream runs: a stale "offline" about me (another tab closing) does not grey me out
    act(() => subs.push('WorkspacePresence', 'presenceChanged', { __typename: 'PresenceEvent', userId: 'u1', online: false }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(within(team).getByRole('link', { name: 'Ada Lovelace (you), owner, online' })).toBeInTheDocument();
  });

  it('someone outside the squad gets "Join this squad" linking to the pool, never the content', async () => {
    renderAt('/homepage/active/5/timeline', workspaceTopic({ viewerStatus: 'REQUESTED', members: [ada], onlineMemberIds: [] }));
    expect(await screen.findByRole('heading', { name: 'Join this squad' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the pool' })).toHaveAttribute('href', '/homepage/pool/pooldetails/5');
    expect(screen.queryByText(/slot of/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Workspace' })).not.toBeInTheDocument();
    expect(location()).toBe('/homepage/active/5/timeline');
  });

  it('an unknown topic (or a non-numeric id) is the not-found screen', async () => {
    renderAt('/homepage/active/404', null);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(/slot of/)).not.toBeInTheDocument();
  });

  it('a network failure keeps the URL and offers to try again', async () => {
    let fail = true;
    const { user } = renderAt('/homepage/active/5/team', null, () => (fail ? HttpResponse.error() : HttpResponse.json({ data: { topic: workspaceTopic() } })));
    expect(await screen.findByRole('heading', { name: 'Could not load this pool' })).toBeInTheDocument();
    expect(location()).toBe('/homepage/active/5/team');
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('squad cards of 5, leaving to /')).toBeInTheDocument();
  });

  it('holds one squad stream from the id read with the page: a new member re-reads the header and is announced; a dropped stream resumes after the last id', async () => {
    const cara = person('u3', 'cara', { firstName: 'Cara', lastName: 'Ng' });
    let reads = 0;
    const { subs } = renderAt('/homepage/active/5', workspaceTopic(), () => {
      reads += 1;
      return HttpResponse.json({ data: { topic: workspaceTopic(reads > 1 ? { members: [ada, bob, cara], squadEventId: '8' } : {}) } }) as Response;
    });
    expect(await screen.findByText('check-in card slot of 5')).toBeInTheDocument();
    await waitFor(() => expect(subs.subscribed()).toContainEqual({ operationName: 'SquadEvents', variables: { topicId: '5', after: '7' } }));
    act(() => subs.push('SquadEvents', 'squadEvents', { __typename: 'SquadEvent', id: '8', kind: 'member.joined', actorId: 'u1', userId: 'u3', subjectId: null, timelineEntryId: null }));
    expect(await screen.findByText('Cara Ng joined the squad.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Squad' })).getAllByRole('listitem')).toHaveLength(3);
    // the same event again (a replay after a reconnect) changes nothing
    act(() => subs.push('SquadEvents', 'squadEvents', { __typename: 'SquadEvent', id: '8', kind: 'member.joined', actorId: 'u1', userId: 'u3', subjectId: null, timelineEntryId: null }));
    expect(reads).toBe(2);
    // the stream failed for good: subscribed again after the last id seen
    act(() => subs.drop('SquadEvents'));
    await waitFor(() => expect(subs.subscribed()).toContainEqual({ operationName: 'SquadEvents', variables: { topicId: '5', after: '8' } }), { timeout: 4000 });
  });
});
