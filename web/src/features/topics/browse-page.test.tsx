import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersectionObserver } from '../../test/intersection-observer';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { CATEGORIES, connection, topic } from '../../test/topic-responses';
import { MemberTopicRoutes, VisitorTopicRoutes } from './topic-routes';

const categories = () => api.query('Categories', () => HttpResponse.json({ data: { categories: CATEGORIES } }));
const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => String(from - i));

function renderBrowse(path = '/homepage/pool') {
  const user = userEvent.setup();
  return {
    user,
    ...renderWithProviders(
      <Routes>
        <Route path="/homepage/pool/*" element={<MemberTopicRoutes />} />
        <Route path="/pool/*" element={<VisitorTopicRoutes />} />
      </Routes>,
      { path },
    ),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('Discussion & Learning', () => {
  it('shows cards 5 at a time and loads the next page when the last card scrolls into view', async () => {
    const io = fakeIntersectionObserver();
    const calls: unknown[] = [];
    server.use(
      categories(),
      api.query('Topics', async ({ variables }) => {
        calls.push(variables);
        if (!variables.after) return HttpResponse.json({ data: { topics: connection(ids(12, 5).map((id) => topic(id)), true) } });
        await delay(30);
        if (variables.after === 'c8') return HttpResponse.json({ data: { topics: connection(ids(7, 5).map((id) => topic(id)), true) } });
        return HttpResponse.json({ data: { topics: connection(ids(2, 2).map((id) => topic(id)), false) } });
      }),
    );
    renderBrowse();
    expect(await screen.findByRole('heading', { level: 1, name: 'Discussion & Learning' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Pools' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);

    const card = within(list).getAllByRole('listitem')[0];
    expect(within(card).getByRole('link', { name: 'Topic 12' })).toHaveAttribute('href', '/homepage/pool/pooldetails/12');
    expect(within(card).getByText('With').nextSibling).toHaveTextContent('Ada');
    expect(within(card).getByText('Want').nextSibling).toHaveTextContent('2 friends'); // a squad of 3 counts the owner
    expect(within(card).getByText('For').nextSibling).toHaveTextContent('7 days');
    expect(within(card).getByText('Start').nextSibling).toHaveTextContent('01-Dec-2026@09:00 AM');
    expect(within(card).getByText('Programming')).toBeInTheDocument();

    // The last card is watched; when it shows, the next page (after its cursor) loads with a spinner.
    expect(io.observed()).toEqual([within(list).getAllByRole('listitem')[4]]);
    io.scrollToEnd();
    expect(await screen.findByText('Loading more pools…')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    expect(screen.queryByText('Loading more pools…')).not.toBeInTheDocument();

    io.scrollToEnd();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    expect(within(list).getAllByRole('link').map((a) => a.textContent)).toEqual(ids(12, 12).map((id) => `Topic ${id}`));

    // No next page: nothing is watched any more.
    expect(io.observed()).toEqual([]);
    expect(calls).toEqual([{ first: 5 }, { first: 5, after: 'c8' }, { first: 5, after: 'c3' }]);
  });

  it('filters by categories with removable chips; the picker closes on Escape and on a click outside', async () => {
    fakeIntersectionObserver();
    const calls: unknown[] = [];
    server.use(
      categories(),
      api.query('Topics', ({ variables }) => {
        calls.push(variables.categoryIds ?? null);
        const cats = (variables.categoryIds ?? []) as string[];
        const list = cats.length ? [topic('40', { topic: 'Spanish in a week', category: CATEGORIES[1] })] : [topic('41'), topic('40', { topic: 'Spanish in a week', category: CATEGORIES[1] })];
        return HttpResponse.json({ data: { topics: connection(list, false) } });
      }),
    );
    const { user } = renderBrowse();
    expect(await screen.findAllByRole('link', { name: /Topic 41|Spanish/ })).toHaveLength(2);

    const tags = screen.getByRole('button', { name: 'Categories' });
    await user.click(tags);
    const picker = screen.getByRole('group', { name: 'Filter by category' });
    await user.click(within(picker).getByRole('button', { name: 'Languages' }));
    expect(within(picker).getByRole('button', { name: 'Languages' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Topic|Spanish/ })).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Spanish in a week' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Chosen categories' })).getByText('Languages')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/homepage/pool');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Filter by category' })).not.toBeInTheDocument();
    expect(tags).toHaveFocus();

    await user.click(tags);
    expect(screen.getByRole('group', { name: 'Filter by category' })).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('group', { name: 'Filter by category' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Languages' }));
    expect(screen.queryByRole('list', { name: 'Chosen categories' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Topic|Spanish/ })).toHaveLength(2));
    expect(calls).toEqual([null, ['2']]);
  });

  it("shows 'Dive in Pool' when there is nothing to browse", async () => {
    server.use(categories(), api.query('Topics', () => HttpResponse.json({ data: { topics: connection([], false) } })));
    renderBrowse();
    expect(await screen.findByRole('heading', { name: 'Dive in Pool' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publish in Pool' })).toHaveAttribute('href', '/homepage/publish');
  });

  it('keeps visitors in the public area: cards open /pool/pooldetails/…', async () => {
    server.use(categories(), api.query('Topics', () => HttpResponse.json({ data: { topics: connection([topic('7', { imageUrl: '/uploads/topics/7.jpg' })], false) } })));
    renderBrowse('/pool');
    const link = await screen.findByRole('link', { name: 'Topic 7' });
    expect(link).toHaveAttribute('href', '/pool/pooldetails/7');
    expect(link.closest('li')?.querySelector('img')).toHaveAttribute('src', '/uploads/topics/7.jpg');
  });
});
