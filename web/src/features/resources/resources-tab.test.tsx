import { ErrorCode, MSG } from '@poolmates/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gqlError } from '../../test/graphql-responses';
import { fakeIntersectionObserver } from '../../test/intersection-observer';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { ResourcesTab } from './resources-tab';

afterEach(() => vi.unstubAllGlobals());

const resource = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Resource' as const,
  id,
  url: `https://example.com/${id}`,
  name: `Resource ${id}`,
  viewerCanEdit: false,
  viewerCanDelete: false,
  addedBy: { __typename: 'User' as const, id: 'u2', username: 'grace' },
  ...extra,
});

const page = (nodes: ReturnType<typeof resource>[], hasNextPage = false) => ({
  __typename: 'ResourceConnection' as const,
  edges: nodes.map((node) => ({ __typename: 'ResourceEdge' as const, cursor: `c${node.id}`, node })),
  pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor: nodes.length ? `c${nodes[nodes.length - 1].id}` : null },
});

function renderTab() {
  const user = userEvent.setup();
  return { user, ...renderWithProviders(<ResourcesTab topicId="7" viewerIsOwner={false} />, { path: '/homepage/active/7/resources' }) };
}

describe('Assets tab', () => {
  it('shows the empty state; Confirm needs a link and a name; the added link opens in a new tab', async () => {
    const added: Record<string, unknown>[] = [];
    let stored: ReturnType<typeof resource>[] = [];
    server.use(
      api.query('TopicResources', ({ variables }) => {
        expect(variables).toMatchObject({ topicId: '7', first: 5 });
        return HttpResponse.json({ data: { topicResources: page(stored) } });
      }),
      api.mutation('AddResource', ({ variables }) => {
        added.push(variables);
        const r = resource('1', { url: 'https://docs.rs/tokio', name: 'Tokio docs', viewerCanEdit: true, viewerCanDelete: true });
        stored = [r];
        return HttpResponse.json({ data: { addResource: r } });
      }),
    );
    const { user } = renderTab();
    expect(await screen.findByRole('heading', { name: 'No resources yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add resources' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Resources' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Link'), 'docs.rs/tokio');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Name'), 'Tokio docs');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    const link = await screen.findByRole('link', { name: /Tokio docs/ });
    expect(link).toHaveAttribute('href', 'https://docs.rs/tokio');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(added).toEqual([{ topicId: '7', url: 'docs.rs/tokio', name: 'Tokio docs', clientId: expect.any(String) }]);
    expect(screen.getByText('docs.rs/tokio')).toBeInTheDocument();
  });

  it("shows the server's message under the link and keeps the dialog open", async () => {
    server.use(
      api.query('TopicResources', () => HttpResponse.json({ data: { topicResources: page([]) } })),
      api.mutation('AddResource', () => gqlError(MSG.resourceLinkInvalid, ErrorCode.BAD_USER_INPUT, 'url')),
    );
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Add resources' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Resources' });
    await user.type(within(dialog).getByLabelText('Link'), 'javascript:alert(1)');
    await user.type(within(dialog).getByLabelText('Name'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(MSG.resourceLinkInvalid)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Link')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers update and delete only where the server allows; delete asks first and an outside click closes the question', async () => {
    let deleted: unknown;
    let updated: unknown;
    server.use(
      api.query('TopicResources', () => HttpResponse.json({ data: { topicResources: page([resource('2', { viewerCanEdit: true, viewerCanDelete: true }), resource('1')]) } })),
      api.mutation('DeleteResource', ({ variables }) => {
        deleted = variables.id;
        return HttpResponse.json({ data: { deleteResource: true } });
      }),
      api.mutation('UpdateResource', ({ variables }) => {
        updated = variables;
        return HttpResponse.json({ data: { updateResource: resource('2', { url: variables.url, name: variables.name, viewerCanEdit: true, viewerCanDelete: true }) } });
      }),
    );
    const { user } = renderTab();
    const list = await screen.findByRole('list', { name: 'Resources' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Update Resource 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Resource 1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Resource 2' }));
    const edit = screen.getByRole('dialog', { name: 'Update Resources' });
    expect(within(edit).getByLabelText('Link')).toHaveValue('https://example.com/2');
    await user.clear(within(edit).getByLabelText('Name'));
    expect(within(edit).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.type(within(edit).getByLabelText('Name'), 'Renamed');
    await user.click(within(edit).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('link', { name: /Renamed/ })).toBeInTheDocument();
    expect(updated).toEqual({ id: '2', url: 'https://example.com/2', name: 'Renamed' });

    await user.click(screen.getByRole('button', { name: 'Delete Renamed' }));
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog', { name: 'Delete resources' })).not.toBeInTheDocument();
    expect(deleted).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Delete Renamed' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete resources' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(deleted).toBe('2');
    expect(screen.getByText('Resource deleted.')).toBeInTheDocument();
  });

  it('loads 5 a page as the last link scrolls into view', async () => {
    const io = fakeIntersectionObserver();
    server.use(
      api.query('TopicResources', ({ variables }) =>
        HttpResponse.json({ data: { topicResources: variables.after ? page([resource('1')]) : page(['6', '5', '4', '3', '2'].map((id) => resource(id)), true) } }),
      ),
    );
    renderTab();
    const list = await screen.findByRole('list', { name: 'Resources' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    io.scrollToEnd();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
  });
});
