import { ErrorCode, MSG } from '@poolmates/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gqlError } from '../../test/graphql-responses';
import { fakeIntersectionObserver } from '../../test/intersection-observer';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { connection, topic } from '../../test/topic-responses';
import { YourTopicsTab } from './your-topics-tab';

afterEach(() => vi.unstubAllGlobals());

function renderTab() {
  const user = userEvent.setup();
  return { user, ...renderWithProviders(<YourTopicsTab />, { path: '/homepage/profile/yourpool' }) };
}

describe('Your pools', () => {
  it("labels active topics 'active' and offers delete for the others: 'Delete Topic ?' → gone, with a flash message", async () => {
    let deleted: unknown;
    server.use(
      api.query('MyTopics', () =>
        HttpResponse.json({ data: { myTopics: connection([topic('9', { topic: 'Running now', active: true }), topic('8', { topic: 'Not started' })], false) } }),
      ),
      api.mutation('DeleteTopic', ({ variables }) => {
        deleted = variables.id;
        return HttpResponse.json({ data: { deleteTopic: true } });
      }),
    );
    const { user } = renderTab();
    const list = await screen.findByRole('list', { name: 'Your topics' });
    const [running, waiting] = within(list).getAllByRole('listitem');
    expect(within(running).getByText('active')).toBeInTheDocument();
    expect(within(running).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(running).getByRole('link', { name: 'Running now' })).toHaveAttribute('href', '/homepage/pool/pooldetails/9');
    expect(within(waiting).queryByText('active')).not.toBeInTheDocument();

    await user.click(within(waiting).getByRole('button', { name: 'Delete Not started' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Topic ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleted).toBeUndefined();

    await user.click(within(waiting).getByRole('button', { name: 'Delete Not started' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Topic ?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('"Not started" is deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleted).toBe('8');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Not started' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('"Not started" is deleted.')).not.toBeInTheDocument();
  });

  it("lists the squads I joined too, marked 'joined', with no delete", async () => {
    let asked: unknown;
    server.use(
      api.query('MyTopics', ({ variables, query }) => {
        asked = query.includes('includeJoined: true') ? 'joined' : variables;
        return HttpResponse.json({ data: { myTopics: connection([topic('7', { topic: 'Their pool', viewerStatus: 'MEMBER' })], false) } });
      }),
    );
    renderTab();
    const list = await screen.findByRole('list', { name: 'Your topics' });
    const [joined] = within(list).getAllByRole('listitem');
    expect(within(joined).getByText('joined')).toBeInTheDocument();
    expect(within(joined).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(joined).getByRole('link', { name: 'Their pool' })).toHaveAttribute('href', '/homepage/pool/pooldetails/7');
    expect(asked).toBe('joined');
  });

  it('shows the refusal when the topic became active meanwhile', async () => {
    server.use(
      api.query('MyTopics', () => HttpResponse.json({ data: { myTopics: connection([topic('8', { topic: 'Not started' })], false) } })),
      api.mutation('DeleteTopic', () => gqlError(MSG.topicActiveNoDelete, ErrorCode.CONFLICT)),
    );
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete Not started' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Topic ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.topicActiveNoDelete);
    expect(screen.getByRole('link', { name: 'Not started' })).toBeInTheDocument();
  });

  it('pages 5 at a time as the last topic scrolls into view', async () => {
    const io = fakeIntersectionObserver();
    server.use(
      api.query('MyTopics', ({ variables }) =>
        HttpResponse.json({
          data: {
            myTopics: variables.after
              ? connection([topic('1')], false)
              : connection(['6', '5', '4', '3', '2'].map((id) => topic(id)), true),
          },
        }),
      ),
    );
    renderTab();
    const list = await screen.findByRole('list', { name: 'Your topics' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    io.scrollToEnd();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
  });

  it('invites to publish when there are none', async () => {
    server.use(api.query('MyTopics', () => HttpResponse.json({ data: { myTopics: connection([], false) } })));
    renderTab();
    expect(await screen.findByRole('heading', { name: 'No pools yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publish in Pool' })).toHaveAttribute('href', '/homepage/publish');
  });
});
