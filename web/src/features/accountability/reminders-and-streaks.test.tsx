import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, server } from '../../test/msw-server';
import { ProfileStreaks } from './profile-streaks';
import { TopicTools } from './topic-tools';
import { today, renderWith } from './accountability.fixtures';

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
