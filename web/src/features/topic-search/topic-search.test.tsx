import { ErrorCode, LIMITS, MSG } from '@poolmates/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gqlError } from '../../test/graphql-responses';
import { fakeIntersectionObserver } from '../../test/intersection-observer';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { PostSearchPage } from './post-search-page';
import { TopicSearchBox } from './topic-search-box';

afterEach(() => vi.unstubAllGlobals());

const hit = (postId: string, runs: [string, boolean][]) => ({
  __typename: 'PostSearchHit',
  postId,
  topicId: '7',
  createdAt: '2026-11-23T10:00:00.000Z',
  exact: true,
  highlight: runs.map(([text, match]) => ({ __typename: 'HighlightRun', text, match })),
  author: { __typename: 'User', id: 'u2', username: 'ben', firstName: null, lastName: null, profileImageUrl: null },
});
const connection = (nodes: ReturnType<typeof hit>[], hasNextPage: boolean) => ({
  __typename: 'PostSearchHitConnection',
  edges: nodes.map((node, i) => ({ __typename: 'PostSearchHitEdge', cursor: `h${node.postId}-${i}`, node })),
  pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: nodes.length ? `h${nodes[nodes.length - 1].postId}-${nodes.length - 1}` : null },
});

describe('TopicSearchBox', () => {
  it('the icon opens a box; from 2 characters it suggests posts (debounced), highlighted as text; a suggestion opens the preview', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(
      api.query('TopicSearchSuggestions', ({ variables }) => {
        asked.push(variables.query);
        return HttpResponse.json({ data: { topicSearchSuggestions: [hit('p1', [['Learning ', false], ['Rust', true], [' <script>x</script>', false]]), hit('p2', [['More ', false], ['rust', true]])] } });
      }),
    );
    renderWithProviders(<TopicSearchBox topicId="7" />, { path: '/homepage/active/7' });
    await user.click(screen.getByRole('button', { name: 'Search posts' }));
    const box = screen.getByRole('combobox', { name: 'Search posts in this topic' });
    expect(box).toHaveFocus();
    await user.type(box, 'r');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'ust');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    // typed quickly: asked once, for the whole word
    expect(asked).toEqual(['rust']);
    const [first] = within(list).getAllByRole('option');
    expect(first.querySelector('mark')).toHaveTextContent('Rust');
    expect(first).toHaveTextContent('<script>x</script>');
    expect(first.querySelector('script')).toBeNull();
    expect(within(list).getByRole('option', { name: 'Show All Search' })).toBeInTheDocument();
    await user.click(first);
    expect(screen.getByTestId('location')).toHaveTextContent('/homepage/active/7/preview/p1');
  });

  it('arrow keys move through the options, Enter opens "Show All Search"; the clear icon empties the box; Escape closes it', async () => {
    const user = userEvent.setup();
    server.use(api.query('TopicSearchSuggestions', () => HttpResponse.json({ data: { topicSearchSuggestions: [hit('p1', [['kube', true]])] } })));
    renderWithProviders(<TopicSearchBox topicId="7" />, { path: '/homepage/active/7' });
    await user.click(screen.getByRole('button', { name: 'Search posts' }));
    const box = screen.getByRole('combobox');
    await user.type(box, 'kube');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    await user.keyboard('{ArrowDown}');
    expect(within(list).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[0].id);
    await user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('option', { name: 'Show All Search' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await user.type(box, 'kube');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/homepage/active/7/postsearch');
    // Escape closes the box and focus goes back to the icon
    await user.click(screen.getByRole('button', { name: 'Search posts' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search posts' })).toHaveFocus();
  });

  it('says when nothing matches, and offers no "Show All Search" under 3 characters', async () => {
    const user = userEvent.setup();
    server.use(api.query('TopicSearchSuggestions', () => HttpResponse.json({ data: { topicSearchSuggestions: [] } })));
    renderWithProviders(<TopicSearchBox topicId="7" />);
    await user.click(screen.getByRole('button', { name: 'Search posts' }));
    await user.type(screen.getByRole('combobox'), 'zq');
    expect(await screen.findByText('No posts match “zq”.')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});

const noAssets = api.query('TopicAssetSearch', () => HttpResponse.json({ data: { topicAssetSearch: [] } }));
const asset = (kind: 'RESOURCE' | 'TAKEAWAY', id: string, runs: [string, boolean][], o: Record<string, unknown> = {}) => ({
  __typename: 'TopicAssetHit',
  kind,
  itemId: id,
  url: null,
  day: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  highlight: runs.map(([text, match]) => ({ __typename: 'HighlightRun', text, match })),
  author: { __typename: 'User', id: 'u2', username: 'ben', firstName: null, lastName: null, profileImageUrl: null },
  ...o,
});

describe('PostSearchPage', () => {
  it('shows matching resources and takeaways too, by kind, kept apart though their ids overlap (issue 28)', async () => {
    server.use(
      api.query('TopicSearch', () => HttpResponse.json({ data: { topicSearch: connection([], false) } })),
      api.query('TopicAssetSearch', () =>
        HttpResponse.json({
          data: {
            topicAssetSearch: [
              asset('TAKEAWAY', '1', [['Learned ', false], ['helm', true]], { day: 2 }),
              asset('RESOURCE', '1', [['Helm', true], [' docs', false]], { url: 'https://helm.sh/docs' }),
            ],
          },
        }),
      ),
    );
    renderWithProviders(<PostSearchPage topicId="7" />, { path: '/homepage/active/7/postsearch?q=helm' });
    const list = await screen.findByRole('list', { name: 'Resources and takeaways found' });
    const [takeaway, resource] = within(list).getAllByRole('listitem');
    expect(takeaway).toHaveTextContent('Takeaway · Day 2');
    expect(within(takeaway).getByRole('link')).toHaveAttribute('href', '/homepage/active/7/timeline');
    expect(resource).toHaveTextContent('Resource');
    expect(within(resource).getByRole('link')).toHaveAttribute('href', 'https://helm.sh/docs');
    expect(resource.querySelector('mark')).toHaveTextContent('Helm');
    expect(await screen.findByText('No posts match “helm”.')).toBeInTheDocument();
  });

  it('pages the results of ?q= with the matches highlighted; each opens its post', async () => {
    const io = fakeIntersectionObserver();
    const asked: Record<string, unknown>[] = [];
    server.use(
      noAssets,
      api.query('TopicSearch', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            topicSearch: variables.after
              ? connection([hit('p3', [['third ', false], ['helm', true]])], false)
              : connection([hit('p1', [['first ', false], ['helm', true]]), hit('p2', [['second ', false], ['helm', true]])], true),
          },
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PostSearchPage topicId="7" />, { path: '/homepage/active/7/postsearch?q=helm%20chart' });
    const list = await screen.findByRole('list', { name: 'Search results' });
    expect(asked[0]).toMatchObject({ topicId: '7', query: 'helm chart', first: LIMITS.topicSearchPageSize });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByRole('listitem')[0].querySelector('mark')).toHaveTextContent('helm');
    io.scrollToEnd();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await user.click(within(list).getByRole('link', { name: /third/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/homepage/active/7/preview/p3');
  });

  it('asks for 3 characters, shows the empty state, and a failure with Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      noAssets,
      api.query('TopicSearch', () => {
        if (fail) return gqlError(MSG.topicSearchSquadOnly, ErrorCode.FORBIDDEN);
        return HttpResponse.json({ data: { topicSearch: connection([], false) } });
      }),
    );
    renderWithProviders(<PostSearchPage topicId="7" />, { path: '/homepage/active/7/postsearch?q=ab' });
    expect(screen.getByText(`Type at least ${LIMITS.topicSearchMin} characters.`)).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search posts in this topic' });
    await user.type(box, 'c{Enter}');
    expect(await screen.findByText('Could not search')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No posts match')).toBeInTheDocument();
  });
});
