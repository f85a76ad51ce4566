import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, server } from '../../test/msw-server';
import { CatchUpCard } from './catch-up-card';
import { bob, NOW, day, renderWith } from './accountability.fixtures';

describe('the catch-up card', () => {
  const catchUp = (o: Record<string, unknown> = {}) =>
    api.query('CatchUp', () =>
      HttpResponse.json({
        data: {
          topic: {
            __typename: 'Topic',
            id: '5',
            catchUp: {
              __typename: 'CatchUp',
              day: day(3),
              since: new Date(Date.parse(NOW) - 2 * 86_400_000).toISOString(),
              newPosts: 4,
              newTakeaways: 1,
              newResources: 0,
              unreadComments: 2,
              latestPosts: [{ __typename: 'Post', id: 'p9', text: 'Chapter 2 notes', author: bob }],
              latestTakeaways: [{ __typename: 'Takeaway', id: 't1', text: 'Ownership clicked', author: bob }],
              nextCall: null,
              checkedInToday: [bob],
              ...o,
            },
          },
        },
      }),
    );

  it('shows what the squad did since the last visit and dismissing marks the visit', async () => {
    const marks: unknown[] = [];
    server.use(
      catchUp(),
      api.mutation('MarkTopicVisited', ({ variables }) => {
        marks.push(variables);
        return HttpResponse.json({ data: { markTopicVisited: true } });
      }),
    );
    const { user, unmount } = renderWith(<CatchUpCard topicId="5" />);
    const card = await screen.findByRole('region', { name: 'While you were away' });
    expect(card).toHaveTextContent('Day 3 of 30 · since 2 days ago: ');
    expect(card).toHaveTextContent('4 new posts, 1 takeaway, 2 unread comments.');
    expect(within(card).getByRole('link', { name: /Chapter 2 notes/ })).toHaveAttribute('href', '/homepage/active/5/preview/p9');
    expect(card).toHaveTextContent('Ownership clicked');
    // shown once: the answer at once moves the marker to what it showed (the server's time)
    await waitFor(() => expect(marks).toEqual([{ topicId: '5', upTo: NOW }]));
    await user.click(within(card).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'While you were away' })).not.toBeInTheDocument();
    await waitFor(() => expect(marks).toEqual([{ topicId: '5', upTo: NOW }, { topicId: '5' }]));
    unmount(); // leaving the workspace marks now
    await waitFor(() => expect(marks).toHaveLength(3));
  });

  it('"Got it" in one tab closes the card in the other open tabs of the browser at once (two windows side by side)', async () => {
    let marks = 0;
    server.use(
      catchUp(),
      api.mutation('MarkTopicVisited', () => {
        marks += 1;
        return HttpResponse.json({ data: { markTopicVisited: true } });
      }),
    );
    const { user, unmount } = renderWith(
      <>
        <CatchUpCard topicId="5" />
        <CatchUpCard topicId="5" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('region', { name: 'While you were away' })).toHaveLength(2));
    await user.click(within(screen.getAllByRole('region', { name: 'While you were away' })[0]).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryAllByRole('region', { name: 'While you were away' })).toHaveLength(0));
    unmount(); // each tab shown marks its answer, the click marks now, leaving marks now: 5, none from the other tab's closing
    await waitFor(() => expect(marks).toBe(5));
  });

  it('hiding the browser tab marks now; coming back reads the card again (what arrived meanwhile, or nothing)', async () => {
    const marks: unknown[] = [];
    let reads = 0;
    server.use(
      api.query('CatchUp', () => {
        reads += 1;
        const serverNow = new Date(Date.parse(NOW) + reads * 60_000).toISOString();
        const news = reads === 1 ? { newPosts: 1, latestPosts: [{ __typename: 'Post', id: 'p9', text: 'Chapter 2 notes', author: bob }] } : { newPosts: 0, latestPosts: [] };
        return HttpResponse.json({
          data: {
            topic: {
              __typename: 'Topic',
              id: '5',
              catchUp: { __typename: 'CatchUp', day: { ...day(3), serverNow }, since: NOW, newTakeaways: 0, newResources: 0, unreadComments: 0, latestTakeaways: [], nextCall: null, checkedInToday: [], ...news },
            },
          },
        });
      }),
      api.mutation('MarkTopicVisited', ({ variables }) => {
        marks.push(variables);
        return HttpResponse.json({ data: { markTopicVisited: true } });
      }),
    );
    const { unmount } = renderWith(<CatchUpCard topicId="5" />);
    expect(await screen.findByRole('region', { name: 'While you were away' })).toHaveTextContent('1 new post.');
    await waitFor(() => expect(marks).toHaveLength(1));
    const setVisibility = (v: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => v });
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
    };
    try {
      setVisibility('hidden');
      await waitFor(() => expect(marks).toEqual([{ topicId: '5', upTo: expect.any(String) }, { topicId: '5' }]));
      setVisibility('visible');
      // read again: nothing new since (another tab's "Got it" or the marker above) — the card goes
      await waitFor(() => expect(screen.queryByRole('region', { name: 'While you were away' })).not.toBeInTheDocument());
      expect(reads).toBe(2);
    } finally {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    }
    await waitFor(() => expect(marks).toHaveLength(3)); // the second answer's time
    unmount(); // leaving the workspace marks now
    await waitFor(() => expect(marks.at(-1)).toEqual({ topicId: '5' }));
  });

  it('shows nothing on a first visit or when nothing is new, and that visit becomes the marker', async () => {
    let marks = 0;
    server.use(
      catchUp({ since: null }),
      api.mutation('MarkTopicVisited', () => {
        marks += 1;
        return HttpResponse.json({ data: { markTopicVisited: true } });
      }),
    );
    const { unmount } = renderWith(<CatchUpCard topicId="5" />);
    await waitFor(() => expect(marks).toBe(1));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount(); // leaving marks too
    await waitFor(() => expect(marks).toBe(2));
    server.use(catchUp({ newPosts: 0, newTakeaways: 0, unreadComments: 0 }));
    const again = renderWith(<CatchUpCard topicId="5" />);
    await waitFor(() => expect(marks).toBe(3));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    again.unmount();
    await waitFor(() => expect(marks).toBe(4));
  });
});
