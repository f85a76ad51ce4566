import { ErrorCode, LIMITS, MSG } from '@poolmates/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gqlError } from '../../test/graphql-responses';
import { fakeIntersectionObserver } from '../../test/intersection-observer';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { SmartTagAction } from './smart-tag-action';
import { SmartTagTab } from './smart-tag-tab';

afterEach(() => vi.unstubAllGlobals());

const tag = (id: string, over: Record<string, unknown> = {}) => ({
  __typename: 'SmartTag',
  id,
  tagName: `tag ${id}`,
  postId: `p${id}`,
  topicId: '7',
  createdAt: '2026-11-23T10:00:00.000Z',
  excerpt: `Post text ${id}`,
  ...over,
});
const page = (nodes: ReturnType<typeof tag>[], hasNextPage: boolean) => ({
  __typename: 'SmartTagConnection',
  edges: nodes.map((node) => ({ __typename: 'SmartTagEdge', cursor: `c${node.id}`, node })),
  pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: nodes.length ? `c${nodes[nodes.length - 1].id}` : null },
});

describe('SmartTagTab', () => {
  it('lists my tagged posts 5 a page as the last one scrolls into view; each opens the post preview', async () => {
    const io = fakeIntersectionObserver();
    const asked: unknown[] = [];
    server.use(
      api.query('MySmartTags', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { mySmartTags: variables.after ? page([tag('1')], false) : page(['6', '5', '4', '3', '2'].map((id) => tag(id)), true) } });
      }),
    );
    const { user } = { user: userEvent.setup(), ...renderWithProviders(<SmartTagTab topicId="7" viewerIsOwner={false} />, { path: '/homepage/active/7/smarttag' }) };
    const list = await screen.findByRole('list', { name: 'My tagged posts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(asked[0]).toMatchObject({ topicId: '7', first: LIMITS.smartTagsPageSize });
    io.scrollToEnd();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    expect(asked[1]).toMatchObject({ after: 'c2' });
    await user.click(within(list).getByRole('link', { name: /tag 1/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/homepage/active/7/preview/p1');
  });

  it('shows the empty state when there are none, and also when the list fails (the spec swallows it)', async () => {
    server.use(api.query('MySmartTags', () => HttpResponse.json({ data: { mySmartTags: page([], false) } })));
    const first = renderWithProviders(<SmartTagTab topicId="7" viewerIsOwner />);
    expect(await screen.findByText('No smart tags yet')).toBeInTheDocument();
    first.unmount();
    server.use(api.query('MySmartTags', () => gqlError(MSG.smartTagSquadOnly, ErrorCode.FORBIDDEN)));
    renderWithProviders(<SmartTagTab topicId="7" viewerIsOwner />);
    expect(await screen.findByText('No smart tags yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('SmartTagAction', () => {
  it('Add Smart Tag: a one-line box, Enter submits (1–250), then the item reads Remove Smart Tag; Remove asks first', async () => {
    const user = userEvent.setup();
    let saved: Record<string, unknown> | undefined;
    let removed: unknown;
    server.use(
      api.query('MySmartTagOnPost', () => HttpResponse.json({ data: { mySmartTag: null } })),
      api.mutation('SetSmartTag', ({ variables }) => {
        saved = variables;
        const t = tag('9', { tagName: variables.tagName, postId: 'p9' });
        return HttpResponse.json({ data: { setSmartTag: { ...t, post: { __typename: 'Post', id: 'p9', mySmartTag: { __typename: 'SmartTag', id: t.id, tagName: t.tagName, postId: t.postId, topicId: t.topicId } } } } });
      }),
      api.mutation('RemoveSmartTag', ({ variables }) => {
        removed = variables.postId;
        return HttpResponse.json({ data: { removeSmartTag: { __typename: 'Post', id: 'p9', mySmartTag: null } } });
      }),
    );
    renderWithProviders(<SmartTagAction postId="p9" topicId="7" />);
    await user.click(await screen.findByRole('button', { name: 'Add Smart Tag' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Smart Tag' });
    const input = within(dialog).getByLabelText('Tag name');
    expect(input).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.type(input, 'x'.repeat(LIMITS.smartTagMax + 1));
    expect(within(dialog).getByText(MSG.smartTagTooLong)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '  revise this {Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toEqual({ postId: 'p9', tagName: 'revise this' });

    await user.click(await screen.findByRole('button', { name: 'Remove Smart Tag' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove Smart Tag' });
    expect(confirm).toHaveTextContent('Remove your tag “revise this” from this post?');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removed).toBe('p9');
    expect(await screen.findByRole('button', { name: 'Add Smart Tag' })).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog, and Escape closes it without saving", async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      api.query('MySmartTagOnPost', () => HttpResponse.json({ data: { mySmartTag: null } })),
      api.mutation('SetSmartTag', () => {
        calls++;
        return gqlError(MSG.smartTagSquadOnly, ErrorCode.FORBIDDEN);
      }),
    );
    renderWithProviders(<SmartTagAction postId="p1" topicId="7" />);
    await user.click(await screen.findByRole('button', { name: 'Add Smart Tag' }));
    await user.type(screen.getByLabelText('Tag name'), 'mine{Enter}');
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(MSG.smartTagSquadOnly);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toBe(1);
    // a blank tag is never sent
    await user.click(screen.getByRole('button', { name: 'Add Smart Tag' }));
    await user.type(screen.getByLabelText('Tag name'), '   {Enter}');
    expect(calls).toBe(1);
  });
});
