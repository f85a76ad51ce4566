import { LIMITS } from '@poolmates/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gqlError } from '../../test/graphql-responses';
import { fakeIntersectionObserver } from '../../test/intersection-observer';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { SearchOverlay } from './search-overlay';
import { SearchResultsPage } from './search-results-page';

afterEach(() => vi.unstubAllGlobals());

const runs = (parts: [string, boolean][]) => parts.map(([text, match]) => ({ __typename: 'HighlightRun', text, match }));
const topicHit = (id: string, title: [string, boolean][], o: Record<string, unknown> = {}) => ({
  __typename: 'TopicSearchHit',
  exact: true,
  title: runs(title),
  topic: { __typename: 'Topic', id, topic: title.map(([t]) => t).join(''), description: `About ${id}`, imageUrl: null, startDate: '2026-12-01', startsAt: '2026-12-01T09:00:00.000Z', timezone: 'UTC', isFull: false, ...o },
});
const personHit = (id: string, name: [string, boolean][], username: string) => ({
  __typename: 'PersonSearchHit',
  exact: true,
  name: runs(name),
  username: runs([[username, false]]),
  person: { __typename: 'User', id, username, firstName: name.map(([t]) => t).join(''), lastName: null, profileImageUrl: null },
});
const conn = <T,>(type: string, nodes: T[], hasNextPage = false) => ({
  __typename: `${type}Connection`,
  edges: nodes.map((node, i) => ({ __typename: `${type}Edge`, cursor: `c${i}`, node })),
  pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: nodes.length ? `c${nodes.length - 1}` : null },
});

describe('SearchOverlay', () => {
  it('from 2 characters (trimmed, lower-cased, debounced) shows pools and people, the match as text in <mark>; a pool opens its detail page', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(
      api.query('GlobalSearch', ({ variables }) => {
        asked.push(variables.query);
        return HttpResponse.json({
          data: {
            searchTopics: conn('TopicSearchHit', [topicHit('t1', [['Java', true], ['Script <img src=x onerror=alert(1)>', false]])]),
            searchPeople: conn('PersonSearchHit', [personHit('u1', [['Javier', false]], 'javi')]),
          },
        });
      }),
    );
    renderWithProviders(<SearchOverlay signedIn />, { path: '/homepage' });
    await user.click(screen.getByRole('button', { name: 'Search pools and people' }));
    const box = screen.getByRole('combobox', { name: 'Search pools and people' });
    expect(box).toHaveFocus();
    await user.type(box, ' J');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(box, 'AVA ');
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    expect(asked).toEqual(['java']);
    const pools = within(list).getByRole('group', { name: 'Pools' });
    const [pool] = within(pools).getAllByRole('option');
    expect(pool.querySelector('mark')).toHaveTextContent('Java');
    expect(pool).toHaveTextContent('Script <img src=x onerror=alert(1)>');
    expect(pool.querySelector('img')).toBeNull();
    expect(within(list).getByRole('group', { name: 'People' })).toHaveTextContent('Javier');
    await user.click(pool);
    expect(screen.getByTestId('location')).toHaveTextContent('/homepage/pool/pooldetails/t1');
  });

  it('arrow keys go through both groups and Show All Search; Enter opens; empty input clears; Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    server.use(
      api.query('GlobalSearch', () =>
        HttpResponse.json({ data: { searchTopics: conn('TopicSearchHit', [topicHit('t1', [['Rust', true]])]), searchPeople: conn('PersonSearchHit', [personHit('u9', [['Rusty', true]], 'rusty')]) } }),
      ),
    );
    renderWithProviders(<SearchOverlay signedIn={false} />, { path: '/pool' });
    await user.click(screen.getByRole('button', { name: 'Search pools and people' }));
    const box = screen.getByRole('combobox');
    await user.type(box, 'rust');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const person = screen.getAllByRole('option')[1];
    expect(person).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', person.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Show All Search' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/account/u9');
    // Show All Search from Enter with nothing chosen (visitor path)
    await user.click(screen.getByRole('button', { name: 'Search pools and people' }));
    await user.type(screen.getByRole('combobox'), 'rust');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/searchrst$/);
    // emptying clears the results; Escape closes and focus returns to the button
    await user.click(screen.getByRole('button', { name: 'Search pools and people' }));
    await user.type(screen.getByRole('combobox'), 'rust');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search pools and people' })).toHaveFocus();
  });

  it('"Show All Search" opens the People tab when only people match; a full pool says "Full" (issue 28)', async () => {
    const user = userEvent.setup();
    server.use(
      api.query('GlobalSearch', ({ variables }) =>
        HttpResponse.json({
          data:
            variables.query === 'ada'
              ? { searchTopics: conn('TopicSearchHit', []), searchPeople: conn('PersonSearchHit', [personHit('u3', [['Ada', true]], 'ada_l')]) }
              : { searchTopics: conn('TopicSearchHit', [topicHit('t1', [['Rust', true]], { isFull: true })]), searchPeople: conn('PersonSearchHit', []) },
        }),
      ),
    );
    renderWithProviders(<SearchOverlay signedIn />, { path: '/homepage' });
    await user.click(screen.getByRole('button', { name: 'Search pools and people' }));
    await user.type(screen.getByRole('combobox'), 'rust');
    const pools = await screen.findByRole('group', { name: 'Pools' });
    expect(within(pools).getByRole('option')).toHaveTextContent(/Rust\s*Full/);
    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), 'ada');
    await screen.findByRole('group', { name: 'People' });
    await user.click(screen.getByRole('option', { name: 'Show All Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/homepage\/searchresult\/people$/);
  });

  it('says when nothing matches, and when search fails', async () => {
    const user = userEvent.setup();
    let fail = false;
    server.use(
      api.query('GlobalSearch', () => (fail ? gqlError('down', 'INTERNAL_SERVER_ERROR') : HttpResponse.json({ data: { searchTopics: conn('TopicSearchHit', []), searchPeople: conn('PersonSearchHit', []) } }))),
    );
    renderWithProviders(<SearchOverlay signedIn />);
    await user.click(screen.getByRole('button', { name: 'Search pools and people' }));
    await user.type(screen.getByRole('combobox'), 'zq');
    expect(await screen.findByText('No pools or people match “zq”.')).toBeInTheDocument();
    fail = true;
    await user.type(screen.getByRole('combobox'), 'x');
    expect(await screen.findByText('Search is not available right now.')).toBeInTheDocument();
  });
});

describe('SearchResultsPage', () => {
  const at = (path: string, signedIn: boolean) =>
    renderWithProviders(
      <Routes>
        <Route path="/searchrst/*" element={<SearchResultsPage signedIn={signedIn} />} />
        <Route path="/homepage/searchresult/*" element={<SearchResultsPage signedIn={signedIn} />} />
      </Routes>,
      { path },
    );

  it('tab Pool pages 5 at a time as the last scrolls into view; a pool opens its detail page (visitor)', async () => {
    const io = fakeIntersectionObserver();
    const asked: Record<string, unknown>[] = [];
    server.use(
      api.query('SearchTopics', ({ variables }) => {
        asked.push(variables);
        const page = variables.after ? [topicHit('t6', [['Go ', true], ['six', false]])] : [1, 2, 3, 4, 5].map((i) => topicHit(`t${i}`, [['Go ', true], [`n${i}`, false]]));
        return HttpResponse.json({ data: { searchTopics: conn('TopicSearchHit', page, !variables.after) } });
      }),
    );
    const user = userEvent.setup();
    at('/searchrst?q=Go', false);
    const list = await screen.findByRole('list', { name: 'Pools found' });
    expect(asked[0]).toMatchObject({ query: 'go', first: LIMITS.searchPageSize });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    io.scrollToEnd();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    await user.click(within(list).getByRole('link', { name: /six/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/pool/pooldetails/t6');
  });

  it('tab People at …/people; a person opens their account page (signed in); the tabs keep the query', async () => {
    server.use(
      api.query('SearchPeople', () => HttpResponse.json({ data: { searchPeople: conn('PersonSearchHit', [personHit('u3', [['Ada', true]], 'ada_l')]) } })),
      api.query('SearchTopics', () => HttpResponse.json({ data: { searchTopics: conn('TopicSearchHit', []) } })),
    );
    const user = userEvent.setup();
    at('/homepage/searchresult/people?q=ada', true);
    const list = await screen.findByRole('list', { name: 'People found' });
    expect(within(list).getByRole('link')).toHaveTextContent('Ada@ada_l');
    expect(screen.getByRole('link', { name: 'People' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Pool' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/homepage\/searchresult$/);
    expect(await screen.findByText('No pools match')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'People' }));
    await user.click(within(await screen.findByRole('list', { name: 'People found' })).getByRole('link'));
    expect(screen.getByTestId('location')).toHaveTextContent('/homepage/account/u3');
  });

  it('asks for 2 characters; searching again from the box', async () => {
    const user = userEvent.setup();
    server.use(api.query('SearchTopics', () => HttpResponse.json({ data: { searchTopics: conn('TopicSearchHit', [topicHit('t1', [['Chess', true]])]) } })));
    at('/searchrst?q=c', false);
    expect(screen.getByText(`Type at least ${LIMITS.searchMin} characters.`)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search pools and people' }), 'hess{Enter}');
    expect(await screen.findByRole('list', { name: 'Pools found' })).toHaveTextContent('Chess');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/searchrst$/);
  });
});
