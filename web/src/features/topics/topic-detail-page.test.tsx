import { MSG } from '@poolmates/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { person, topic } from '../../test/topic-responses';
import { MemberTopicRoutes, VisitorTopicRoutes } from './topic-routes';
import type { CommentsSlotProps } from './topic-detail-page';
import { TopicNotFound } from './topic-not-found';

function SignInProbe() {
  const { state } = useLocation();
  return <h1>Sign in, then {(state as { from?: string } | null)?.from}</h1>;
}

/** Stands in for the comments feature the app layer passes in. */
function CommentsStub({ topicId, signedIn, notifiedCommentId, notifiedReplyId }: CommentsSlotProps) {
  return (
    <h2>
      Comments on {topicId} ({signedIn ? 'member' : 'visitor'}) {notifiedCommentId ?? '-'} {notifiedReplyId ?? '-'}
    </h2>
  );
}

function renderDetail(path: string) {
  const user = userEvent.setup();
  return {
    user,
    ...renderWithProviders(
      <Routes>
        <Route path="/homepage/pool/*" element={<MemberTopicRoutes comments={CommentsStub} />} />
        <Route path="/" element={<h1>Landing</h1>} />
        <Route path="/homepage/nomatch" element={<TopicNotFound />} />
        <Route path="/pool/*" element={<VisitorTopicRoutes comments={CommentsStub} />} />
        <Route path="/signin" element={<SignInProbe />} />
      </Routes>,
      { path },
    ),
  };
}

const grace = person('u2', 'grace', { firstName: 'Grace', lastName: 'Hopper' });
const detail = (overrides = {}) =>
  api.query('TopicDetail', ({ variables }) =>
    HttpResponse.json({ data: { topic: topic(variables.id as string, { topic: 'Rust in 30 days', memberCount: 2, members: [topic('x').owner, grace], ...overrides }) } }),
  );

describe('topic detail', () => {
  it('a network failure is not a deleted pool: the URL stays, Retry loads it (issue 17)', async () => {
    let fail = true;
    server.use(
      api.query('TopicDetail', ({ variables }) =>
        fail ? HttpResponse.error() : HttpResponse.json({ data: { topic: topic(variables.id as string, { topic: 'Rust in 30 days' }) } }),
      ),
    );
    const { user } = renderDetail('/homepage/pool/pooldetails/5');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: "Couldn't load this pool" })).toBeInTheDocument();
    expect(alert).toHaveTextContent('offline');
    expect(screen.getByTestId('location')).toHaveTextContent('/homepage/pool/pooldetails/5');
    // still failing: the panel stays
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect.poll(() => within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }).hasAttribute('disabled')).toBe(false);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rust in 30 days' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/homepage/pool/pooldetails/5');
  });

  it('a server error also offers Retry; only an answered "no such topic" goes to not-found', async () => {
    server.use(api.query('TopicDetail', () => HttpResponse.json({ errors: [{ message: 'Bad gateway' }] }, { status: 502 })));
    renderDetail('/pool/pooldetails/6');
    expect(await screen.findByRole('heading', { name: "Couldn't load this pool" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side');
    expect(screen.getByTestId('location')).toHaveTextContent('/pool/pooldetails/6');
  });

  it('shows the topic, its squad as "n / noofpartner", the TimeLine link and the description', async () => {
    server.use(detail());
    renderDetail('/homepage/pool/pooldetails/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rust in 30 days' })).toBeInTheDocument();
    expect(document.title).toBe('Rust in 30 days · Poolmates');
    expect(screen.getByText('With Ada')).toBeInTheDocument();
    // the publisher's name opens their profile
    expect(screen.getByRole('link', { name: '@ada' })).toHaveAttribute('href', '/homepage/account/u1');
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    const members = screen.getByRole('list', { name: 'Squad members' });
    expect(within(members).getByRole('img', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(within(members).getByRole('img', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TimeLine' })).toHaveAttribute('href', '/homepage/pool/distimeline?topic=5');
    expect(screen.getByText('We read a chapter a day.')).toBeInTheDocument();
    expect(screen.getByText(/01-Dec-2026@09:00 AM/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments on 5 (member) - -' })).toBeInTheDocument();
  });

  it('gives a notification\'s comment and reply to the comments area on notifydetails, and goes to / without one', async () => {
    server.use(detail());
    renderDetail('/homepage/pool/notifydetails/5?comment=7&reply=9');
    expect(await screen.findByRole('heading', { name: 'Comments on 5 (member) 7 9' })).toBeInTheDocument();
  });

  it('goes to / from notifydetails without a comment id', async () => {
    renderDetail('/homepage/pool/notifydetails/5');
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  });

  it('says the squad is full when it is complete', async () => {
    server.use(detail({ squadSize: 2, isFull: true }));
    renderDetail('/homepage/pool/pooldetails/5');
    expect(await screen.findByText('2 / 2')).toBeInTheDocument();
    expect(screen.getByText(MSG.squadFull)).toBeInTheDocument();
  });

  it("shares the public link: Copy → 'Link copied'", async () => {
    server.use(detail());
    const { user } = renderDetail('/homepage/pool/pooldetails/5');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share Link' });
    const url = `${window.location.origin}/pool/pooldetails/5`;
    expect(within(dialog).getByLabelText('Link')).toHaveValue(url);
    expect(within(dialog).queryByText('Link copied')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Link copied');
    expect(await navigator.clipboard.readText()).toBe(url);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a visitor to /signin from TimeLine, with the timeline as the way back', async () => {
    server.use(detail());
    const { user } = renderDetail('/pool/pooldetails/5');
    await user.click(await screen.findByRole('link', { name: 'TimeLine' }));
    expect(await screen.findByRole('heading', { name: 'Sign in, then /homepage/pool/distimeline?topic=5' })).toBeInTheDocument();
  });

  it('goes to /homepage/nomatch for an unknown topic, with a way back to the pools', async () => {
    server.use(api.query('TopicDetail', () => HttpResponse.json({ data: { topic: null } })));
    const { user } = renderDetail('/homepage/pool/pooldetails/999');
    expect(await screen.findByRole('heading', { name: "We couldn't find that pool" })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/homepage/nomatch');
    server.use(api.query('Topics', () => HttpResponse.json({ data: { topics: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } } })), api.query('Categories', () => HttpResponse.json({ data: { categories: [] } })));
    await user.click(screen.getByRole('link', { name: 'Back to pools' }));
    expect(await screen.findByRole('heading', { name: 'Discussion & Learning' })).toBeInTheDocument();
  });

  it('a failed load (an error that is no verdict on the topic) offers Retry instead of not-found', async () => {
    server.use(api.query('TopicDetail', () => HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 500 })));
    renderDetail('/pool/pooldetails/5');
    expect(await screen.findByRole('heading', { name: "Couldn't load this pool" })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/pool/pooldetails/5');
  });

  it("shows the start in the viewer's zone, the pool's own beside it, and 'Starts soon' only within a day", async () => {
    server.use(detail({ timezone: 'Asia/Kolkata', startsAt: '2099-12-01T03:30:00.000Z', startDate: '2099-12-01', startTime: '09:00 AM' }));
    renderDetail('/homepage/pool/pooldetails/5');
    expect(await screen.findByText('01-Dec-2099@03:30 AM UTC')).toBeInTheDocument(); // the tests' viewer is in UTC, named as not the pool's zone
    expect(screen.getByText("(01-Dec-2099@09:00 AM in the pool's zone)")).toBeInTheDocument();
    expect(screen.getByText('Upcoming')).toBeInTheDocument();
  });

  it("says 'Starts soon' within a day of the start", async () => {
    server.use(detail({ startsAt: new Date(Date.now() + 3 * 3_600_000).toISOString() }));
    renderDetail('/homepage/pool/pooldetails/5');
    expect(await screen.findByText('Starts soon')).toBeInTheDocument();
  });

  it('a NOT_FOUND answer is a missing topic: not-found', async () => {
    server.use(api.query('TopicDetail', () => HttpResponse.json({ data: null, errors: [{ message: 'This topic does not exist.', extensions: { code: 'NOT_FOUND' } }] })));
    renderDetail('/pool/pooldetails/5');
    expect(await screen.findByRole('heading', { name: "We couldn't find that pool" })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/pool/nomatch');
  });
});
