import { act, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@poolmates/schema';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, server } from '../../test/msw-server';
import { focusClock } from './focus-clock';
import { FocusBar } from './focus-bar';
import { FocusTimer } from './focus-timer';
import { focusSession, renderWith } from './accountability.fixtures';

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
