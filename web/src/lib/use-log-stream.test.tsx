import { useQuery } from '@apollo/client/react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
// the generated documents (gql/ is below lib/): the chat stream and the bell's count, as the features use them
import { ChatEventsDocument as ChatEventsSubscriptionDocument, UnreadNotificationCountDocument as UnreadNotificationCountQueryDocument } from '../gql/graphql';
import { createApolloClient } from './apollo-client';
import { fakeSubscriptions } from '../test/fake-subscriptions';
import { api, server } from '../test/msw-server';
import { renderWithProviders } from '../test/render';
import { useLogStream } from './use-log-stream';

type Seen = { id: string; kind: string };

/** One stream (the chat's document: any log stream with `after`), what it handed on, and an open query. */
function Stream({ start, seen, reset }: { start: string | null; seen: Seen[]; reset?: 'refetch-active' | ((e: Seen) => void) }) {
  useQuery(UnreadNotificationCountQueryDocument);
  useLogStream({
    document: ChatEventsSubscriptionDocument,
    field: 'chatEvents',
    startAfter: start,
    unordered: (e) => e.kind === 'TYPING',
    onReset: reset,
    onEvent: (e) => seen.push({ id: e.id, kind: e.kind }),
  });
  return <p>streaming</p>;
}

/** The head arrives later (the screen's first read answers). */
function LateStart({ seen }: { seen: Seen[] }) {
  const [start, setStart] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setStart('4')}>
        head read
      </button>
      <Stream start={start} seen={seen} />
    </>
  );
}

const ev = (id: string, kind = 'MESSAGE') => ({ __typename: 'ChatEvent', id, kind, conversationId: 'c1', messageId: null, unreadTotal: 0, message: null, conversation: null });

function setup(start: string | null, reset?: 'refetch-active' | ((e: Seen) => void)) {
  const subs = fakeSubscriptions();
  let countReads = 0;
  server.use(
    api.query('UnreadNotificationCount', () => {
      countReads += 1;
      return HttpResponse.json({ data: { unreadNotificationCount: countReads } });
    }),
  );
  const client = createApolloClient({ wsUrl: null, subscriptionLink: subs.link });
  const seen: Seen[] = [];
  const view = renderWithProviders(<Stream start={start} seen={seen} reset={reset} />, { client });
  return { subs, seen, view, countReads: () => countReads };
}

describe('useLogStream: one resumable stream of the event log (decision 064)', () => {
  it('asks nothing before the head is known, then starts there', async () => {
    const subs = fakeSubscriptions();
    const client = createApolloClient({ wsUrl: null, subscriptionLink: subs.link });
    renderWithProviders(<LateStart seen={[]} />, { client });
    await screen.findByText('streaming');
    expect(subs.subscribed()).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'head read' }));
    await expect.poll(() => subs.subscribed()).toEqual([{ operationName: 'ChatEvents', variables: { after: '4' } }]);
  });

  it('hands each event on once, in order: a replay (an id at or before the last seen) is skipped; unordered ones pass without moving the cursor', async () => {
    const { subs, seen } = setup('4');
    await expect.poll(() => subs.subscribed().length).toBe(1);
    act(() => {
      for (const e of [ev('5'), ev('4'), ev('6'), ev('5'), ev('0', 'TYPING'), ev('10'), ev('7')]) subs.push('ChatEvents', 'chatEvents', e);
    });
    expect(seen.map((e) => e.id)).toEqual(['5', '6', '0', '10']);
  });

  it('after the socket gave up, subscribes again from the last id it handed on, and skips what the catch-up repeats', async () => {
    const { subs, seen } = setup('4');
    await expect.poll(() => subs.subscribed().length).toBe(1);
    act(() => {
      subs.push('ChatEvents', 'chatEvents', ev('5'));
      subs.push('ChatEvents', 'chatEvents', ev('6'));
    });
    act(() => subs.drop('ChatEvents'));
    expect(subs.subscribed()).toEqual([]);
    await expect.poll(() => subs.subscribed(), { timeout: 4000 }).toEqual([{ operationName: 'ChatEvents', variables: { after: '6' } }]);
    // the server's catch-up: the missed ones after 6, then live (a duplicate of 6 changes nothing)
    act(() => {
      for (const e of [ev('6'), ev('7'), ev('8')]) subs.push('ChatEvents', 'chatEvents', e);
    });
    expect(seen.map((e) => e.id)).toEqual(['5', '6', '7', '8']);
  });

  it("RESET: the screen's reset runs first (or every open query is read again), then the event, and the stream goes on from its id", async () => {
    const resets: Seen[] = [];
    const own = setup('4', (e) => resets.push(e));
    await expect.poll(() => own.subs.subscribed().length).toBe(1);
    act(() => {
      own.subs.push('ChatEvents', 'chatEvents', ev('300', 'RESET'));
      own.subs.push('ChatEvents', 'chatEvents', ev('12'));
      own.subs.push('ChatEvents', 'chatEvents', ev('301'));
    });
    expect(resets.map((e) => e.id)).toEqual(['300']);
    expect(own.seen.map((e) => e.id)).toEqual(['300', '301']);
    own.view.unmount();

    const active = setup('4', 'refetch-active');
    await expect.poll(() => active.subs.subscribed().length).toBe(1);
    await expect.poll(() => active.countReads()).toBeGreaterThan(0);
    const before = active.countReads();
    act(() => active.subs.push('ChatEvents', 'chatEvents', ev('9', 'RESET')));
    await expect.poll(() => active.countReads()).toBeGreaterThan(before);
    expect(active.seen.map((e) => e.kind)).toEqual(['RESET']);
  });
});
