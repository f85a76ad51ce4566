import { MSG } from '@poolmates/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { TopicNotFound } from './topic-not-found';
import { MemberTopicRoutes } from './topic-routes';

const author = { __typename: 'User', id: 'u1', username: 'ada' };
const entry = (day: number, date: string, extra = {}) => ({
  __typename: 'TimelineEntry',
  id: `t${day}`,
  day,
  date,
  title: `Day ${day} plan`,
  description: `What we do on day ${day}.`,
  viewerCanEdit: true,
  author,
  ...extra,
});

function timeline(entries = [entry(1, '01-Dec-2026'), entry(2, '02-Dec-2026'), entry(3, '03-Dec-2026')]) {
  return api.query('TopicTimeline', ({ variables }) =>
    HttpResponse.json({ data: { topic: { __typename: 'Topic', id: variables.id, topic: 'Rust in 30 days', yourName: 'Ada' }, timeline: entries } }),
  );
}

function renderTimeline(path: string) {
  const user = userEvent.setup();
  return {
    user,
    ...renderWithProviders(
      <Routes>
        <Route path="/homepage/pool/*" element={<MemberTopicRoutes />} />
        <Route path="/homepage/nomatch" element={<TopicNotFound />} />
      </Routes>,
      { path },
    ),
  };
}

describe('timeline screen', () => {
  it('lists the days with their dates; the last one starts collapsed and each expands', async () => {
    server.use(timeline());
    const { user } = renderTimeline('/homepage/pool/distimeline?topic=5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Timeline' })).toBeInTheDocument();
    expect(screen.getByText('Rust in 30 days')).toBeInTheDocument();
    const toggles = screen.getAllByRole('button', { name: /^Day \d/ });
    expect(toggles.map((t) => t.textContent)).toEqual(['Day 1 01-Dec-2026 Day 1 plan', 'Day 2 02-Dec-2026 Day 2 plan', 'Day 3 03-Dec-2026 Day 3 plan']);
    expect(toggles.map((t) => t.getAttribute('aria-expanded'))).toEqual(['true', 'true', 'false']);
    expect(screen.getByText('What we do on day 1.')).toBeVisible();
    expect(screen.getByText('What we do on day 3.')).not.toBeVisible();

    await user.click(toggles[2]);
    expect(toggles[2]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('What we do on day 3.')).toBeVisible();
    await user.click(toggles[0]);
    expect(screen.getByText('What we do on day 1.')).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Rust in 30 days' })).toHaveAttribute('href', '/homepage/pool/pooldetails/5');
  });

  it("lets the entry's author edit and save; others see no edit", async () => {
    let sent: unknown;
    server.use(
      timeline([entry(1, '01-Dec-2026'), entry(2, '02-Dec-2026', { viewerCanEdit: false, author: { __typename: 'User', id: 'u2', username: 'grace' } }), entry(3, '03-Dec-2026')]),
      api.mutation('UpdateTimelineEntry', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({
          data: { updateTimelineEntry: { __typename: 'TimelineEntry', id: variables.id, title: variables.title, description: variables.description, viewerCanEdit: true } },
        });
      }),
    );
    const { user } = renderTimeline('/homepage/pool/distimeline/5');
    await screen.findByRole('heading', { level: 1, name: 'Timeline' });
    expect(screen.getAllByRole('button', { name: /^Edit/ })).toHaveLength(1); // day 3 is collapsed; day 2 is not theirs
    await user.click(screen.getByRole('button', { name: 'Edit day 1' }));
    const form = screen.getByRole('form', { name: 'Edit day 1' });
    const title = within(form).getByLabelText('Title');
    await user.clear(title);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(title).toHaveAccessibleDescription(MSG.timelineTitleRequired(1));
    await user.type(title, 'Ownership and borrowing');
    await user.clear(within(form).getByLabelText('Description'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ownership and borrowing/ })).toBeInTheDocument();
    expect(sent).toEqual({ id: 't1', title: 'Ownership and borrowing', description: null });
  });

  it('goes to the not-found screen for an unknown topic', async () => {
    server.use(api.query('TopicTimeline', () => HttpResponse.json({ data: null, errors: [{ message: MSG.topicNotFound, extensions: { code: 'NOT_FOUND' } }] })));
    renderTimeline('/homepage/pool/distimeline?topic=404');
    expect(await screen.findByRole('heading', { name: "We couldn't find that pool" })).toBeInTheDocument();
  });
});
