import { MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopic, registerUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { clock } from '../../platform/clock.js';
import { zonedToUtc } from '../../platform/time.js';
import { at, ok } from '../accountability/accountability.test-kit.js';

/**
 * Decision 082: the workspace header (`Topic.currentDay`), the dashboard page (`myActivePools`),
 * today's timeline entry and the check-in card (`Topic.today`) say the same day, at instants where the
 * old 24-hour windows from the start time said another.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
});
afterAll(async () => {
  clock.reset();
  await t?.stop();
});

const ONE = `query($id: ID!) { topic(id: $id) { state currentDay todayEntry { day } today { day state } } }`;
const PAGE = `{ myActivePools(first: 20) { edges { node { id state currentDay todayEntry { day } } } } }`;

describe('one day for the header, the page and the check-in card', () => {
  it('agree in zones east and west of UTC, around local midnight and the start time', async () => {
    at('2027-05-20T12:00:00Z');
    const owner = await registerUser(t);
    const cases = [
      { zone: 'America/Los_Angeles', time: '22:00' },
      { zone: 'Pacific/Auckland', time: '21:00' },
      { zone: 'Asia/Kolkata', time: '09:00' },
      { zone: 'UTC', time: '23:30' },
    ];
    const ids: string[] = [];
    for (const c of cases) ids.push(await createTopic(owner, { topic: `Day ${c.zone}`, timezone: c.zone, startDate: '2027-06-01', startTime: c.time, durationDays: 21, squadSize: 2 }));
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const [i, c] of cases.entries()) {
      const checks: [string, string, number | null][] = [
        ['2027-06-01', c.time === '09:00' ? '08:59' : '20:59', null], // the start date, before the start time: upcoming
        ['2027-06-01', '23:59', 1],
        ['2027-06-02', '00:00', 2], // 24-hour windows: still day 1
        ['2027-06-04', '08:00', 4], // the demo's "Day 3 of 21" header vs "Day 4 of 21" card
        ['2027-06-21', '23:59', 21], // the last date
      ];
      for (const [date, time, day] of checks) {
        at(zonedToUtc(date, time, c.zone));
        const one = await ok(owner, ONE, { id: ids[i] });
        const node = (await ok(owner, PAGE, {})).edges.map((e: { node: { id: string } }) => e.node).find((n: { id: string }) => n.id === ids[i]);
        const where = `${c.zone} ${date} ${time}`;
        // header (currentDay) | page (currentDay) | today's entry | check-in card (today.day) | states
        seen.push(`${where}: ${one.currentDay} ${node?.currentDay ?? null} ${one.todayEntry?.day ?? null} ${one.today.day} ${one.state} ${node?.state ?? null}`);
        const state = day === null ? 'UPCOMING' : 'RUNNING';
        wanted.push(`${where}: ${day} ${day} ${day} ${day ?? 1} ${state} ${state}`);
      }
    }
    expect(seen).toEqual(wanted);
  });
});

describe("the check-in card's state follows the topic's instants (decision 082 amended)", () => {
  const CARD = `query($id: ID!) { topic(id: $id) { state currentDay today { day date state startsAt } myStreak { current includesToday } } }`;
  const GOAL = 'mutation($t: ID!, $g: String!) { setCheckInGoal(topicId: $t, goal: $g) { day date goal } }';
  const RECAP = 'mutation($t: ID!) { recapCheckIn(topicId: $t, status: DONE) { day recapStatus } }';
  const FREEZE = 'mutation($t: ID!, $d: Int!) { useStreakFreeze(topicId: $t, day: $d) { day } }';
  const LA = 'America/Los_Angeles';

  it('upcoming before the start instant (no check-in), day 1 from it, day N until the end instant, ended at it', async () => {
    at('2027-05-20T12:00:00Z');
    const owner = await registerUser(t);
    // 3 days from 1 June 22:00: the end instant is 4 June 22:00, the date after the last (3 June)
    const id = await createTopic(owner, { topic: 'Instants', timezone: LA, startDate: '2027-06-01', startTime: '22:00', durationDays: 3, squadSize: 2 });
    const start = zonedToUtc('2027-06-01', '22:00', LA);
    const end = zonedToUtc('2027-06-04', '22:00', LA);
    const card = async () => ok(owner, CARD, { id });

    // the start date, before the start time: upcoming, the card says when it starts, a check-in is refused
    at(zonedToUtc('2027-06-01', '21:59', LA));
    expect(await card()).toMatchObject({ state: 'UPCOMING', currentDay: null, today: { day: 1, date: '2027-06-01', state: 'BEFORE', startsAt: start.toISOString() } });
    expect((await owner.client.gql(GOAL, { t: id, g: 'Too early' })).errors![0]).toMatchObject({ message: MSG.checkInsNotOpenYet, extensions: { code: 'CONFLICT' } });

    at(start);
    expect(await card()).toMatchObject({ state: 'RUNNING', currentDay: 1, today: { day: 1, state: 'RUNNING' } });
    expect(await ok(owner, GOAL, { t: id, g: 'Day one' })).toEqual({ day: 1, date: '2027-06-01', goal: 'Day one' });
    await ok(owner, RECAP, { t: id });
    at(zonedToUtc('2027-06-02', '12:00', LA));
    await ok(owner, RECAP, { t: id });

    // the morning after the last date, before the end instant: still running, day 3; its check-in
    // is open (stored as day 3 of 3 June), not missed, not frozen; the streak counts it as today
    at(zonedToUtc('2027-06-04', '08:00', LA));
    expect(await card()).toMatchObject({ state: 'RUNNING', currentDay: 3, today: { day: 3, date: '2027-06-03', state: 'RUNNING' }, myStreak: { current: 2, includesToday: false } });
    expect((await owner.client.gql(FREEZE, { t: id, d: 3 })).errors![0]).toMatchObject({ message: MSG.freezeDayInvalid });
    expect(await ok(owner, GOAL, { t: id, g: 'Last day, late' })).toEqual({ day: 3, date: '2027-06-03', goal: 'Last day, late' });
    expect(await ok(owner, RECAP, { t: id })).toEqual({ day: 3, recapStatus: 'DONE' });
    expect((await card()).myStreak).toEqual({ current: 3, includesToday: true });

    at(new Date(end.getTime() - 1000));
    expect((await card()).today.state).toBe('RUNNING');
    at(end);
    expect(await card()).toMatchObject({ state: 'ENDED', currentDay: null, today: { day: 3, state: 'ENDED' } });
    expect((await owner.client.gql(GOAL, { t: id, g: 'Too late' })).errors![0]).toMatchObject({ message: MSG.checkInsClosed, extensions: { code: 'CONFLICT' } });
  });
});
