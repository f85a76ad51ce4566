import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@poolmates/schema';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../lib/apollo-client';
import { fakeSubscriptions } from '../../test/fake-subscriptions';
import { gqlError, viewer } from '../../test/graphql-responses';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { CatchUpCard } from './catch-up-card';
import { CheckInCard } from './check-in-card';
import { CheckedInMarker } from './checked-in-marker';
import { DayCheckIns, TimelineCheckInsScope } from './day-check-ins';
import { focusClock } from './focus-clock';
import { FocusBar } from './focus-bar';
import { FocusTimer } from './focus-timer';
import { ProfileStreaks } from './profile-streaks';
import { TopicTools } from './topic-tools';

type U = { __typename: string; id: string; username: string; firstName: string | null; lastName: string | null; profileImageUrl: null };
const ada: U = { __typename: 'User', id: 'u1', username: 'ada', firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null };
const bob: U = { __typename: 'User', id: 'u2', username: 'bob', firstName: null, lastName: null, profileImageUrl: null };

const NOW = new Date().toISOString();
const day = (n: number, state = 'RUNNING') => ({ __typename: 'TopicDay', day: n, totalDays: 30, date: `2026-11-${String(20 + n).padStart(2, '0')}`, state, startsAt: '2026-11-21T09:00:00.000Z', serverNow: NOW });
const streak = (current: number, o: Record<string, unknown> = {}) => ({ __typename: 'Streak', current, best: current + 2, freezeAvailableThisWeek: true, includesToday: false, firstDay: 1, ...o });

function checkIn(id: string, user: U, o: Record<string, unknown> = {}) {
  return { __typename: 'CheckIn', id, topicId: '5', day: 3, date: '2026-11-23', goal: `Goal of ${user.username}`, recapStatus: null, recapNote: null, freeze: false, updatedAt: NOW, user, ...o };
}
type C = ReturnType<typeof checkIn>;

const today = (checkIns: C[], o: Record<string, unknown> = {}) =>
  api.query('AccountabilityToday', () =>
    HttpResponse.json({ data: { topic: { __typename: 'Topic', id: '5', memberCount: 3, today: day(3), myStreak: streak(2), squadStreak: streak(1), checkIns, ...o } } }),
  );

function focusSession(o: Record<string, unknown> = {}) {
  const serverNow = Date.now();
  return {
    __typename: 'FocusSession',
    id: 'f1',
    topicId: '5',
    focusMinutes: 25,
    breakMinutes: 5,
    phase: 'FOCUS',
    phaseEndsAt: new Date(serverNow + 10 * 60_000).toISOString(),
    round: 1,
    serverNow: new Date(serverNow).toISOString(),
    startedAt: new Date(serverNow - 15 * 60_000).toISOString(),
    startedBy: { __typename: 'User', id: 'u2', username: 'bob', firstName: null, lastName: null },
    ...o,
  };
}

function renderWith(ui: ReactNode) {
  const user = userEvent.setup();
  const subs = fakeSubscriptions();
  server.use(api.query('Me', () => HttpResponse.json({ data: { me: viewer({ id: 'u1' }) } })));
  const r = renderWithProviders(
    <Routes>
      <Route path="/homepage/active/:topicId/*" element={ui} />
    </Routes>,
    { path: '/homepage/active/5', client: createApolloClient({ wsUrl: null, subscriptionLink: subs.link }) },
  );
  return { user, subs, ...r };
}

describe('the shared focus clock', () => {
  const s = { phase: 'FOCUS', phaseEndsAt: '2026-11-23T10:25:00.000Z', round: 1, focusMinutes: 25, breakMinutes: 5 } as const;
  const at = (iso: string) => Date.parse(iso);

  it("counts to the server's phaseEndsAt, whatever this browser's clock says", () => {
    // server time 10:15; this browser is 3 minutes fast (skew -3 min)
    const skew = -3 * 60_000;
    const c = focusClock(s, skew, at('2026-11-23T10:18:00.000Z'));
    expect(c).toMatchObject({ phase: 'FOCUS', round: 1, secondsLeft: 600 });
    expect(c.endsAt).toBe(at('2026-11-23T10:28:00.000Z'));
  });

  it('goes on to the break and the next round before the server says so, and skips whole rounds after sleep', () => {
    expect(focusClock(s, 0, at('2026-11-23T10:26:00.000Z'))).toMatchObject({ phase: 'BREAK', round: 1, secondsLeft: 240 });
    expect(focusClock(s, 0, at('2026-11-23T10:30:00.000Z'))).toMatchObject({ phase: 'FOCUS', round: 2, secondsLeft: 1500 });
    expect(focusClock(s, 0, at('2026-11-23T13:26:00.000Z'))).toMatchObject({ phase: 'BREAK', round: 7, secondsLeft: 240 });
  });
});

describe('the daily check-in', () => {
  it('sets the goal with a counter and the limit message, then records the recap', async () => {
    const sent: unknown[] = [];
    // the server's state: bob checked in; mine arrives with the mutations
    const rows: C[] = [checkIn('c2', bob)];
    const store = (c: C) => {
      rows.splice(0, rows.length, ...rows.filter((r) => r.id !== c.id), c);
      return c;
    };
    server.use(
      api.query('AccountabilityToday', () =>
        HttpResponse.json({ data: { topic: { __typename: 'Topic', id: '5', memberCount: 3, today: day(3), myStreak: streak(2), squadStreak: streak(1), checkIns: rows } } }),
      ),
      api.mutation('SetCheckInGoal', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { setCheckInGoal: store(checkIn('c1', ada, { goal: variables.goal })) } });
      }),
      api.mutation('RecapCheckIn', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { recapCheckIn: store(checkIn('c1', ada, { goal: 'Read chapter 3', recapStatus: variables.status, recapNote: variables.note })) } });
      }),
    );
    const { user } = renderWith(<CheckInCard topicId="5" />);
    expect(await screen.findByRole('heading', { name: /Day 3 of 30/ })).toBeInTheDocument();
    expect(screen.getByText('1 of 3 checked in')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: "Today's goal" });
    await user.click(box);
    await user.paste('x'.repeat(251));
    expect(screen.getByText('251/250')).toBeInTheDocument();
    expect(screen.getByText('A goal is at most 250 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check in' })).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'Read chapter 3');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Read chapter 3')).toBeInTheDocument();
    expect(screen.getByText('2 of 3 checked in')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Partly' }));
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Half of it');
    await user.click(screen.getByRole('button', { name: 'Save recap' }));
    expect(await screen.findByText(/— Half of it/)).toBeInTheDocument();
    expect(sent).toEqual([
      { topicId: '5', goal: 'Read chapter 3' },
      { topicId: '5', status: 'PARTLY', note: 'Half of it' },
    ]);
  });

  it('before the start instant (the start date before the start time too) says when check-ins open, and offers none', async () => {
    server.use(
      api.query('AccountabilityToday', () =>
        HttpResponse.json({ data: { topic: { __typename: 'Topic', id: '5', memberCount: 3, today: day(1, 'BEFORE'), myStreak: streak(0), squadStreak: streak(0), checkIns: [] } } }),
      ),
    );
    renderWith(<CheckInCard topicId="5" />);
    expect(await screen.findByText(new RegExp(`^${MSG.checkInsNotOpenYet.replace(/\.$/, '')}: .*2026`))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Daily check-in/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: "Today's goal" })).toBeNull();
  });

  it("shows the server's refusal under the goal", async () => {
    server.use(today([]), api.mutation('SetCheckInGoal', () => gqlError('Check-ins are for squad members.', 'FORBIDDEN')));
    const { user } = renderWith(<CheckInCard topicId="5" />);
    await user.type(await screen.findByRole('textbox', { name: "Today's goal" }), 'Goal');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Check-ins are for squad members.')).toBeInTheDocument();
  });

  it("merges others' live check-ins by id into the day, the card and the team marker (twice = once)", async () => {
    server.use(today([]));
    const { subs } = renderWith(
      <>
        <TopicTools topicId="5" />
        <CheckedInMarker topicId="5" userId="u2" />
        <DayCheckIns topicId="5" day={3} />
      </>,
    );
    const group = await screen.findByRole('group', { name: 'Check-ins for day 3' });
    expect(within(group).getByText('Nobody has checked in yet.')).toBeInTheDocument();
    await waitFor(() => expect(subs.subscribed().map((s) => s.operationName)).toContain('AccountabilityEvents'));
    const ev = { __typename: 'AccountabilityEvent', kind: 'CHECKIN', topicId: '5', checkIn: checkIn('c2', bob), focusSession: null };
    act(() => subs.push('AccountabilityEvents', 'accountabilityEvents', ev));
    act(() => subs.push('AccountabilityEvents', 'accountabilityEvents', ev));
    expect(await within(group).findByText('Goal of bob')).toBeInTheDocument();
    expect(within(group).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'bob checked in today' })).toBeInTheDocument();
  });

  it('offers a freeze on a missed past day and shows it once used', async () => {
    const freezes: unknown[] = [];
    server.use(
      today([]),
      api.query('TimelineCheckIns', () =>
        HttpResponse.json({
          data: {
            timeline: [1, 2, 3].map((d) => ({ __typename: 'TimelineEntry', id: `e${d}`, day: d, checkIns: d === 2 ? [checkIn('c9', bob, { day: 2, recapStatus: 'DONE' })] : [] })),
          },
        }),
      ),
      api.mutation('UseStreakFreeze', ({ variables }) => {
        freezes.push(variables);
        return HttpResponse.json({ data: { useStreakFreeze: checkIn('c10', ada, { day: 2, goal: null, freeze: true }) } });
      }),
    );
    const { user } = renderWith(
      <>
        <DayCheckIns topicId="5" day={1} />
        <DayCheckIns topicId="5" day={2} />
      </>,
    );
    const day2 = await screen.findByRole('group', { name: 'Check-ins for day 2' });
    expect(await within(day2).findByText('Goal of bob')).toBeInTheDocument();
    await user.click(within(day2).getByRole('button', { name: 'Use freeze for day 2' }));
    await waitFor(() => expect(freezes).toEqual([{ topicId: '5', day: 2 }]));
    // the answer lands in day 2's list (and only there)
    expect(await within(day2).findByText('Used a streak freeze for this day.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Check-ins for day 1' })).queryByText('Used a streak freeze for this day.')).not.toBeInTheDocument();
  });

  it('reads the check-ins of 21 days once: one request and one watcher per query, not per day (decision 074)', async () => {
    const asked: string[] = [];
    server.use(
      today([checkIn('c3', bob)], { today: day(21) }),
      api.query('TimelineCheckIns', () => {
        asked.push('TimelineCheckIns');
        return HttpResponse.json({
          data: { timeline: Array.from({ length: 21 }, (_, i) => ({ __typename: 'TimelineEntry', id: `e${i + 1}`, day: i + 1, checkIns: [checkIn(`c${i + 100}`, bob, { day: i + 1, recapStatus: 'DONE' })] })) },
        });
      }),
    );
    const days = Array.from({ length: 21 }, (_, i) => i + 1);
    const { client } = renderWith(
      <TimelineCheckInsScope topicId="5">
        {days.map((d) => (
          <DayCheckIns key={d} topicId="5" day={d} />
        ))}
      </TimelineCheckInsScope>,
    );
    const day1 = await screen.findByRole('group', { name: 'Check-ins for day 1' });
    expect(await within(day1).findByText('Goal of bob')).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^Check-ins for day / })).toHaveLength(21);
    expect(asked).toEqual(['TimelineCheckIns']);
    // AccountabilityToday, Me, TimelineCheckIns: the scope's three, whatever the number of days
    expect(client.getObservableQueries('all').size).toBe(3);
  });

  it('offers no freeze for a day before I joined (issue 28)', async () => {
    server.use(
      today([], { myStreak: streak(0, { firstDay: 3 }) }),
      api.query('TimelineCheckIns', () =>
        HttpResponse.json({ data: { timeline: [1, 2, 3].map((d) => ({ __typename: 'TimelineEntry', id: `e${d}`, day: d, checkIns: [checkIn(`c${d}`, bob, { day: d, recapStatus: 'DONE' })] })) } }),
      ),
    );
    renderWith(<DayCheckIns topicId="5" day={2} />);
    const day2 = await screen.findByRole('group', { name: 'Check-ins for day 2' });
    expect(await within(day2).findByText('Goal of bob')).toBeInTheDocument();
    expect(within(day2).queryByRole('button', { name: /Use freeze/ })).not.toBeInTheDocument();
    expect(within(day2).queryByText(/You missed/)).not.toBeInTheDocument();
  });

  it('shows my streak and the squad streak with an accessible label', async () => {
    server.use(today([], { myStreak: streak(4, { includesToday: true }), squadStreak: streak(2) }));
    const { user } = renderWith(<TopicTools topicId="5" />);
    const badge = await screen.findByRole('button', { name: /Your streak: 4 days\. Squad streak: 2 days\./ });
    await user.click(badge);
    const dialog = screen.getByRole('dialog', { name: 'Streaks' });
    expect(within(dialog).getByText('best 6 days', { exact: false })).toBeInTheDocument();
  });
});

describe('the focus bar on the workspace tabs (issue 28)', () => {
  it('shows the running block with the shared countdown and the way to the timer; nothing without one', async () => {
    let session: ReturnType<typeof focusSession> | null = focusSession();
    server.use(api.query('FocusSession', () => HttpResponse.json({ data: { topic: { __typename: 'Topic', id: '5', focusSession: session } } })));
    const first = renderWith(<FocusBar topicId="5" />);
    const bar = await screen.findByRole('status');
    expect(bar).toHaveTextContent(/^Focus block · round 1 · (10:00|9:59) left/);
    expect(within(bar).getByRole('link', { name: 'Open the timer' })).toHaveAttribute('href', '/homepage/active/5/Startcall');
    first.unmount();
    session = null;
    renderWith(<FocusBar topicId="5" />);
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('the focus timer', () => {
  it("counts down from the server's time even when this clock is off, and follows start and stop live", async () => {
    // the server is 3 minutes behind this browser: 10 minutes left on the server's clock
    const s = focusSession({ serverNow: new Date(Date.now() - 3 * 60_000).toISOString(), phaseEndsAt: new Date(Date.now() + 7 * 60_000).toISOString() });
    server.use(api.query('FocusSession', () => HttpResponse.json({ data: { topic: { __typename: 'Topic', id: '5', focusSession: null } } })));
    const { subs, user } = renderWith(<FocusTimer topicId="5" />);
    expect(await screen.findByRole('button', { name: 'Start focus' })).toBeInTheDocument();
    await waitFor(() => expect(subs.subscribed().map((x) => x.operationName)).toContain('AccountabilityEvents'));
    act(() => subs.push('AccountabilityEvents', 'accountabilityEvents', { __typename: 'AccountabilityEvent', kind: 'FOCUS_STARTED', topicId: '5', checkIn: null, focusSession: s }));
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveAccessibleName(/^Focus, (10 minutes 0|9 minutes 59) seconds left$/);
    expect(screen.getByText('Started by bob')).toBeInTheDocument();

    server.use(api.mutation('StopFocusSession', () => HttpResponse.json({ data: { stopFocusSession: true } })));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByRole('button', { name: 'Start focus' })).toBeInTheDocument();
  });

  it('starts with the chosen lengths and refuses lengths out of range', async () => {
    const started: unknown[] = [];
    server.use(
      api.query('FocusSession', () => HttpResponse.json({ data: { topic: { __typename: 'Topic', id: '5', focusSession: null } } })),
      api.mutation('StartFocusSession', ({ variables }) => {
        started.push(variables);
        return HttpResponse.json({ data: { startFocusSession: focusSession({ focusMinutes: 50, breakMinutes: 10, startedBy: { __typename: 'User', id: 'u1', username: 'ada', firstName: 'Ada', lastName: 'Lovelace' } }) } });
      }),
    );
    const { user } = renderWith(<FocusTimer topicId="5" />);
    const focus = await screen.findByRole('spinbutton', { name: 'Focus (min)' });
    await user.clear(focus);
    await user.type(focus, '500');
    await user.click(screen.getByRole('button', { name: 'Start focus' }));
    expect(screen.getByText(MSG.focusMinutesInvalid)).toBeInTheDocument();
    await user.clear(focus);
    await user.type(focus, '50');
    const rest = screen.getByRole('spinbutton', { name: 'Break (min)' });
    await user.clear(rest);
    await user.type(rest, '10');
    await user.click(screen.getByRole('button', { name: 'Start focus' }));
    expect(await screen.findByText('Started by Ada Lovelace')).toBeInTheDocument();
    expect(started).toEqual([{ topicId: '5', focusMinutes: 50, breakMinutes: 10 }]);
  });
});

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

describe('reminders and the calendar link', () => {
  it('saves the reminder settings, creates, and revokes the calendar URL', async () => {
    const saved: unknown[] = [];
    server.use(
      today([]),
      api.query('Reminders', () =>
        HttpResponse.json({
          data: { topic: { __typename: 'Topic', id: '5', calendarUrl: null, reminderSettings: { __typename: 'ReminderSettings', checkInReminder: true, checkInTime: '09:00', missedDayReminder: true, email: false, timeZone: 'Europe/London' } } },
        }),
      ),
      api.mutation('SetReminderSettings', ({ variables }) => {
        saved.push(variables);
        return HttpResponse.json({ data: { setReminderSettings: { __typename: 'ReminderSettings', timeZone: 'Europe/London', ...(variables.input as object) } } });
      }),
      api.mutation('CreateCalendarUrl', () => HttpResponse.json({ data: { createCalendarUrl: 'http://localhost/calendar/abc.ics' } })),
      api.mutation('RevokeCalendarUrl', () => HttpResponse.json({ data: { revokeCalendarUrl: true } })),
    );
    const { user } = renderWith(<TopicTools topicId="5" />);
    await user.click(await screen.findByRole('button', { name: 'Reminders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reminders' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Also by email' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save reminders' }));
    expect(await within(dialog).findByText('Saved.')).toBeInTheDocument();
    expect(saved).toEqual([{ topicId: '5', input: { checkInReminder: true, checkInTime: '09:00', missedDayReminder: true, email: true } }]);
    await user.click(within(dialog).getByRole('button', { name: 'Add to calendar' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Calendar feed URL' })).toHaveValue('http://localhost/calendar/abc.ics');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
  });
});

describe('streaks on a profile', () => {
  it("lists the person's streaks per topic, and nothing when there are none", async () => {
    server.use(
      api.query('UserStreaks', ({ variables }) =>
        HttpResponse.json({
          data: {
            user: {
              __typename: 'User',
              id: variables.userId,
              streaks: variables.userId === 'u2' ? [{ __typename: 'TopicStreak', current: 5, squadCurrent: 3, topic: { __typename: 'Topic', id: '5', topic: 'Rust in 30 days' } }] : [],
            },
          },
        }),
      ),
    );
    renderWith(<ProfileStreaks userId="u2" />);
    expect(await screen.findByRole('listitem', { name: 'Rust in 30 days: own streak 5 days, squad streak 3 days' })).toBeInTheDocument();
  });
});
