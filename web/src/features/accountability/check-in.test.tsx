import { act, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@poolmates/schema';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gqlError } from '../../test/graphql-responses';
import { api, server } from '../../test/msw-server';
import { CheckInCard } from './check-in-card';
import { CheckedInMarker } from './checked-in-marker';
import { DayCheckIns, TimelineCheckInsScope } from './day-check-ins';
import { TopicTools } from './topic-tools';
import { ada, bob, day, streak, checkIn, today, renderWith } from './accountability.fixtures';
import type { C } from './accountability.fixtures';

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
