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
