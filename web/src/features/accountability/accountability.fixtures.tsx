/** Shared fixtures of the accountability screens' tests (people, days, streaks, check-ins, focus sessions, the render helper). */
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { createApolloClient } from '../../lib/apollo-client';
import { fakeSubscriptions } from '../../test/fake-subscriptions';
import { viewer } from '../../test/graphql-responses';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';

export type U = { __typename: string; id: string; username: string; firstName: string | null; lastName: string | null; profileImageUrl: null };
export const ada: U = { __typename: 'User', id: 'u1', username: 'ada', firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null };
export const bob: U = { __typename: 'User', id: 'u2', username: 'bob', firstName: null, lastName: null, profileImageUrl: null };

export const NOW = new Date().toISOString();
export const day = (n: number, state = 'RUNNING') => ({ __typename: 'TopicDay', day: n, totalDays: 30, date: `2026-11-${String(20 + n).padStart(2, '0')}`, state, startsAt: '2026-11-21T09:00:00.000Z', serverNow: NOW });
export const streak = (current: number, o: Record<string, unknown> = {}) => ({ __typename: 'Streak', current, best: current + 2, freezeAvailableThisWeek: true, includesToday: false, firstDay: 1, ...o });

export function checkIn(id: string, user: U, o: Record<string, unknown> = {}) {
  return { __typename: 'CheckIn', id, topicId: '5', day: 3, date: '2026-11-23', goal: `Goal of ${user.username}`, recapStatus: null, recapNote: null, freeze: false, updatedAt: NOW, user, ...o };
}
export type C = ReturnType<typeof checkIn>;

export const today = (checkIns: C[], o: Record<string, unknown> = {}) =>
  api.query('AccountabilityToday', () =>
    HttpResponse.json({ data: { topic: { __typename: 'Topic', id: '5', memberCount: 3, today: day(3), myStreak: streak(2), squadStreak: streak(1), checkIns, ...o } } }),
  );

export function focusSession(o: Record<string, unknown> = {}) {
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

export function renderWith(ui: ReactNode) {
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
