import ICAL from 'ical.js';
import { LIMITS, MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopic, joinSquad, SIGN_IN, type TestUser } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp } from '../../../test/harness.js';
import { collectEvents, firstAnswer, openSocket, settle, sleep } from '../../../test/ws.js';
import { clock } from '../../platform/clock.js';
import { zonedToUtc } from '../../platform/time.js';
import { at, CI, freshPeople, GOAL, ok } from './accountability.test-kit.js';

/**
 * The accountability loop (issue 16, decision 044) through the real app: check-ins, streaks across
 * zones and a DST change (the clock is `platform/clock.ts`, shared with the app in this process),
 * the shared focus timer, the calendar feed (parsed back with ical.js), the catch-up card, refusals.
 */
let t: TestApp;
let owner: TestUser;
let a: TestUser;
let b: TestUser;
let stranger: TestUser;

const LA = 'America/Los_Angeles';
const laTime = (date: string, time: string) => zonedToUtc(date, time, LA);

const RECAP = `mutation($t: ID!, $s: RecapStatus!, $n: String) { recapCheckIn(topicId: $t, status: $s, note: $n) { ${CI} } }`;
const FREEZE = `mutation($t: ID!, $d: Int!) { useStreakFreeze(topicId: $t, day: $d) { ${CI} } }`;
const STREAK = 'current best freezeAvailableThisWeek includesToday';
const TOPIC = `query($t: ID!, $d: Int) { topic(id: $t) { id today { day totalDays date state } checkIns(day: $d) { ${CI} } myStreak { ${STREAK} } squadStreak { ${STREAK} } } }`;

const topicOf = (u: TestUser, id: string, day?: number) => ok(u, TOPIC, { t: id, d: day });

const people = async () => {
  [owner, a, b, stranger] = await freshPeople(t);
};

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
});
afterAll(async () => {
  clock.reset();
  await t?.stop();
});

describe('check-ins and streaks (Los Angeles, across the spring-forward night)', () => {
  let topicId: string;
  beforeAll(async () => {
    at('2027-03-10T20:00:00Z');
    await people();
    // day 1 = Fri 12 March, day 3 = Sun 14 March (clocks go forward at 02:00), all in ISO week 2027-W10
    topicId = await createTopic(owner, { topic: 'Streak topic', timezone: LA, startDate: '2027-03-12', startTime: '23:30', durationDays: 5, squadSize: 3 });
    await joinSquad(owner, a, topicId);
    await joinSquad(owner, b, topicId);
  });

  it('refuses check-ins before the start, from strangers and visitors, and bad text', async () => {
    expect((await owner.client.gql(GOAL, { t: topicId, g: 'Too early' })).errors![0]).toMatchObject({ message: MSG.checkInsNotOpenYet, extensions: { code: 'CONFLICT' } });
    at(laTime('2027-03-12', '23:40'));
    expect((await stranger.client.gql(GOAL, { t: topicId, g: 'Hi' })).errors![0]).toMatchObject({ message: MSG.squadMembersOnly, extensions: { code: 'FORBIDDEN' } });
    expect((await stranger.client.gql(RECAP, { t: topicId, s: 'DONE' })).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect(codeOf(await t.client().gql(GOAL, { t: topicId, g: 'Hi' }))).toBe('UNAUTHENTICATED');
    expect((await owner.client.gql(GOAL, { t: '999999', g: 'Hi' })).errors![0]).toMatchObject({ message: MSG.topicNotFound, extensions: { code: 'NOT_FOUND' } });
    for (const g of ['', '   ', '\n']) expect((await owner.client.gql(GOAL, { t: topicId, g })).errors![0]).toMatchObject({ message: MSG.checkInGoalEmpty, extensions: { code: 'BAD_USER_INPUT', field: 'goal' } });
    expect((await owner.client.gql(GOAL, { t: topicId, g: 'x'.repeat(LIMITS.checkInGoalMax + 1) })).errors![0]).toMatchObject({ message: MSG.checkInGoalTooLong, extensions: { field: 'goal' } });
    expect((await owner.client.gql(RECAP, { t: topicId, s: 'DONE', n: 'x'.repeat(LIMITS.recapNoteMax + 1) })).errors![0]).toMatchObject({ message: MSG.recapNoteTooLong, extensions: { field: 'note' } });
    expect((await owner.client.gql(RECAP, { t: topicId, s: 'MAYBE' })).errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    // strangers see no check-ins, no streaks, no day
    expect(await topicOf(stranger, topicId)).toMatchObject({ today: null, checkIns: [], myStreak: null, squadStreak: null });
  });

  it('one row per member per day: a goal then a recap, parallel writes keep one row', async () => {
    at(laTime('2027-03-12', '23:45'));
    const goals = await Promise.all(Array.from({ length: 6 }, (_, i) => ok(owner, GOAL, { t: topicId, g: `  Read   chapter ${i} ` })));
    expect(new Set(goals.map((g: { id: string }) => g.id)).size).toBe(1);
    const recap = await ok(owner, RECAP, { t: topicId, s: 'DONE', n: 'Finished <b>it</b>' });
    expect(recap).toMatchObject({ id: goals[0].id, day: 1, date: '2027-03-12', recapStatus: 'DONE', recapNote: 'Finished <b>it</b>', freeze: false });
    expect(recap.goal).toMatch(/^Read chapter \d$/);
    await ok(b, RECAP, { t: topicId, s: 'PARTLY' });
    // text is text: stored and answered as typed (one line for a goal; control characters out of a note)
    expect((await ok(b, GOAL, { t: topicId, g: '<img src=x onerror=alert(1)>\n<script>x</script>' })).goal).toBe('<img src=x onerror=alert(1)> <script>x</script>');
    expect((await ok(b, RECAP, { t: topicId, s: 'PARTLY', n: 'ab\r\nline two\u0007' })).recapNote).toBe('ab\nline two');
    const seen = await topicOf(a, topicId);
    expect(seen.today).toEqual({ day: 1, totalDays: 5, date: '2027-03-12', state: 'RUNNING' });
    expect(seen.checkIns.map((c: { user: { id: string } }) => c.user.id)).toEqual([owner.id, b.id]);
  });

  it('streaks: today unrecapped does not break it; a freeze keeps it over a missed day, once per ISO week, atomically', async () => {
    // day 2 (Sat 13th): owner and b recap, a misses
    at(laTime('2027-03-13', '12:00'));
    await ok(owner, RECAP, { t: topicId, s: 'DONE' });
    await ok(b, RECAP, { t: topicId, s: 'DONE' });
    // day 3 (Sun 14th, after the switch to PDT; 23:30 PDT is 06:30 UTC on the 15th): everybody recaps
    at(laTime('2027-03-14', '23:30'));
    expect((await topicOf(owner, topicId)).today).toMatchObject({ day: 3, date: '2027-03-14' });
    for (const u of [owner, a, b]) await ok(u, RECAP, { t: topicId, s: 'DONE' });
    let view = await topicOf(a, topicId);
    expect(view.myStreak).toEqual({ current: 1, best: 1, freezeAvailableThisWeek: true, includesToday: true });
    expect(view.squadStreak).toMatchObject({ current: 1, best: 1 });
    expect((await topicOf(owner, topicId)).myStreak).toMatchObject({ current: 3, best: 3, includesToday: true });

    // refused: today, the future, day 0, a recapped day
    for (const d of [3, 4, 0, 6]) expect((await a.client.gql(FREEZE, { t: topicId, d })).errors![0]).toMatchObject({ message: MSG.freezeDayInvalid, extensions: { field: 'day' } });
    expect((await owner.client.gql(FREEZE, { t: topicId, d: 2 })).errors![0]).toMatchObject({ message: MSG.freezeDayInvalid });
    expect((await stranger.client.gql(FREEZE, { t: topicId, d: 2 })).errors![0].extensions!.code).toBe('FORBIDDEN');
    // a missed days 1 and 2, both in 2027-W10: two freezes at once store one
    const both = await Promise.all([1, 2].map((d) => a.client.gql(FREEZE, { t: topicId, d })));
    const won = both.filter((r) => !r.errors);
    expect(won).toHaveLength(1);
    expect(both.find((r) => r.errors)!.errors![0]).toMatchObject({ message: MSG.freezeUsedThisWeek, extensions: { code: 'CONFLICT' } });
    const frozenDay = won[0].data!.useStreakFreeze.day as number;
    expect(won[0].data!.useStreakFreeze).toMatchObject({ freeze: true, goal: null, recapStatus: null });
    view = await topicOf(a, topicId, frozenDay);
    expect(view.checkIns.find((c: { user: { id: string } }) => c.user.id === a.id)).toMatchObject({ freeze: true });
    expect(view.myStreak.freezeAvailableThisWeek).toBe(false);
    // a frozen day keeps the run but adds nothing: day 2 frozen → 1 (day 3), day 1 frozen → day 2 still missed → 1
    expect(view.myStreak).toMatchObject({ current: 1 });
  });

  it("the squad streak needs every member's recap or freeze; the next day, unrecapped, breaks nothing yet", async () => {
    const tid = await (async () => {
      at('2027-03-10T20:00:00Z');
      const id = await createTopic(owner, { topic: 'Squad streak', timezone: LA, startDate: '2027-03-12', startTime: '08:00', durationDays: 4, squadSize: 2 });
      await joinSquad(owner, a, id);
      return id;
    })();
    at(laTime('2027-03-12', '20:00'));
    await ok(owner, RECAP, { t: tid, s: 'DONE' });
    await ok(a, RECAP, { t: tid, s: 'DONE' });
    at(laTime('2027-03-13', '20:00'));
    await ok(owner, RECAP, { t: tid, s: 'DONE' }); // a misses day 2
    at(laTime('2027-03-14', '20:00'));
    await ok(owner, RECAP, { t: tid, s: 'DONE' });
    await ok(a, RECAP, { t: tid, s: 'NOT' }); // a recap of "not" still counts as showing up
    expect((await topicOf(owner, tid)).squadStreak).toMatchObject({ current: 1, best: 1 });
    // a already froze a day of 2027-W10 in the other topic: freezes are per topic
    expect((await ok(a, FREEZE, { t: tid, d: 2 })).freeze).toBe(true);
    expect((await topicOf(owner, tid)).squadStreak).toMatchObject({ current: 2, best: 2, includesToday: true });
    at(laTime('2027-03-15', '09:00'));
    expect((await topicOf(owner, tid)).squadStreak).toMatchObject({ current: 2, includesToday: false });
    expect((await topicOf(owner, tid)).myStreak).toMatchObject({ current: 3, includesToday: false });
    // after the end the last missed day breaks it; nothing is written after the end
    at(laTime('2027-03-17', '09:00'));
    expect((await topicOf(owner, tid)).myStreak).toMatchObject({ current: 0, best: 3 });
    expect((await owner.client.gql(GOAL, { t: tid, g: 'Late' })).errors![0]).toMatchObject({ message: MSG.checkInsClosed });
  });

  it('days before a member joined are never missed: no freeze for them, the streak counts from the joining day (issue 28)', async () => {
    at('2027-03-10T20:00:00Z');
    const tid = await createTopic(owner, { topic: 'Late joiner', timezone: LA, startDate: '2027-03-12', startTime: '08:00', durationDays: 6, squadSize: 3 });
    // b joins on day 4 (Mon 15th; a new ISO week, so the freeze is free) and recaps that day and the next
    at(laTime('2027-03-15', '10:00'));
    await joinSquad(owner, b, tid);
    await ok(b, RECAP, { t: tid, s: 'DONE' });
    at(laTime('2027-03-16', '10:00'));
    await ok(b, RECAP, { t: tid, s: 'DONE' });
    const view = await ok(b, `query($t: ID!) { topic(id: $t) { myStreak { ${STREAK} firstDay } squadStreak { firstDay } } }`, { t: tid });
    expect(view.myStreak).toEqual({ current: 2, best: 2, freezeAvailableThisWeek: true, includesToday: true, firstDay: 4 });
    expect(view.squadStreak.firstDay).toBe(1);
    // days 1–3 were before b joined: nothing to freeze
    for (const d of [1, 2, 3]) expect((await b.client.gql(FREEZE, { t: tid, d })).errors![0]).toMatchObject({ message: MSG.freezeDayInvalid, extensions: { field: 'day' } });
    expect((await ok(owner, `query($t: ID!) { topic(id: $t) { myStreak { firstDay } } }`, { t: tid })).myStreak.firstDay).toBe(1);
  });

  it('the timeline shows each day\'s check-ins to the squad, in one statement for all days', async () => {
    const Q = 'query($t: ID!) { timeline(topicId: $t) { day checkIns { day goal recapStatus freeze user { id } } } }';
    const { result, statements } = await t.countSql(() => ok(b, Q, { t: topicId }));
    const counts = result.map((d: { checkIns: unknown[] }) => d.checkIns.length);
    // days 1 and 2: the owner and b, plus a's one freeze on either; day 3: all three
    expect([counts[0] + counts[1], ...counts.slice(2)]).toEqual([5, 3, 0, 0]);
    expect(result[0].checkIns[0]).toMatchObject({ day: 1, user: { id: owner.id }, recapStatus: 'DONE' });
    expect(statements.filter((q) => q.includes('from check_ins'))).toHaveLength(1);
    expect((await ok(stranger, Q, { t: topicId })).map((d: { checkIns: unknown }) => d.checkIns)).toEqual([null, null, null, null, null]);
  });

  it("User.streaks on profiles: a person's topics that the viewer shares", async () => {
    at(laTime('2027-03-15', '09:00'));
    const Q = 'query($id: ID!) { user(id: $id) { id streaks { topic { id } current squadCurrent } } }';
    const own = (await ok(owner, Q, { id: owner.id })).streaks;
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(own.find((s: { topic: { id: string } }) => s.topic.id === topicId)).toMatchObject({ current: 3, squadCurrent: 1 });
    expect((await ok(a, Q, { id: owner.id })).streaks.map((s: { topic: { id: string } }) => s.topic.id)).toContain(topicId);
    expect((await ok(stranger, Q, { id: owner.id })).streaks).toEqual([]);
    expect((await t.client().gql(Q, { id: owner.id })).data!.user.streaks).toEqual([]);
  });
});

describe('time zones east of UTC', () => {
  it('a check-in just after midnight in Auckland belongs to the Auckland day (UTC is still on the day before)', async () => {
    at('2027-04-01T00:00:00Z');
    await people();
    const tid = await createTopic(owner, { topic: 'Kia ora', timezone: 'Pacific/Auckland', startDate: '2027-04-03', startTime: '09:00', durationDays: 3, squadSize: 2 });
    at(zonedToUtc('2027-04-05', '00:30', 'Pacific/Auckland')); // 2027-04-04T12:30Z, the day NZ leaves daylight time
    const c = await ok(owner, GOAL, { t: tid, g: 'Late night' });
    expect(c).toMatchObject({ day: 3, date: '2027-04-05' });
    expect((await topicOf(owner, tid)).today).toEqual({ day: 3, totalDays: 3, date: '2027-04-05', state: 'RUNNING' });
  });
});

describe('shared focus timer', () => {
  let tid: string;
  const FOCUS = 'id phase phaseEndsAt round startedAt focusMinutes breakMinutes serverNow startedBy { id }';
  const START = `mutation($t: ID!, $f: Int, $b: Int) { startFocusSession(topicId: $t, focusMinutes: $f, breakMinutes: $b) { ${FOCUS} } }`;
  const STOP = 'mutation($t: ID!) { stopFocusSession(topicId: $t) }';
  const READ = `query($t: ID!) { topic(id: $t) { focusSession { ${FOCUS} } } }`;
  const EVENTS = `subscription($t: ID!) { accountabilityEvents(topicId: $t) { kind topicId checkIn { id } focusSession { ${FOCUS} } } }`;
  beforeAll(async () => {
    at('2027-05-01T10:00:00Z');
    await people();
    tid = await createTopic(owner, { topic: 'Focus', squadSize: 3 });
    await joinSquad(owner, a, tid);
  });

  it('one per topic; every member reads the same server-computed phase; FOCUS_PHASE at the switch; stop', async () => {
    const socket = openSocket(t, { token: a.token });
    const { events, stop } = collectEvents<{ kind: string; focusSession: { phase: string; round: number } | null }>(socket, EVENTS, { t: tid });
    await settle(socket);
    expect((await owner.client.gql(START, { t: tid, f: 0 })).errors![0]).toMatchObject({ message: MSG.focusMinutesInvalid, extensions: { field: 'focusMinutes' } });
    expect((await owner.client.gql(START, { t: tid, b: 61 })).errors![0]).toMatchObject({ message: MSG.breakMinutesInvalid, extensions: { field: 'breakMinutes' } });
    expect((await stranger.client.gql(START, { t: tid })).errors![0].extensions!.code).toBe('FORBIDDEN');
    const started = await ok(owner, START, { t: tid });
    expect(started).toMatchObject({ phase: 'FOCUS', round: 1, focusMinutes: 25, breakMinutes: 5, startedBy: { id: owner.id } });
    expect(Date.parse(started.phaseEndsAt) - Date.parse(started.startedAt)).toBe(25 * 60_000);
    expect((await a.client.gql(START, { t: tid })).errors![0]).toMatchObject({ message: MSG.focusAlreadyRunning, extensions: { code: 'CONFLICT' } });
    // a late joiner 10 minutes in reads the same end
    at(new Date(Date.parse(started.startedAt) + 10 * 60_000));
    const late = (await ok(a, READ, { t: tid })).focusSession;
    expect(late).toMatchObject({ id: started.id, phase: 'FOCUS', phaseEndsAt: started.phaseEndsAt, round: 1 });
    expect((await ok(stranger, READ, { t: tid })).focusSession).toBeNull();
    // the switch: the test clock moves past it and the switch job runs
    const moved = await t.client().fetch('/__test__/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 15 * 60_000 + 1000 }) });
    expect(moved.status).toBe(200);
    const brk = (await ok(owner, READ, { t: tid })).focusSession;
    expect(brk).toMatchObject({ phase: 'BREAK', round: 1 });
    expect(Date.parse(brk.phaseEndsAt)).toBe(Date.parse(started.startedAt) + 30 * 60_000);
    expect(await ok(a, STOP, { t: tid })).toBe(true);
    expect(await ok(a, STOP, { t: tid })).toBe(false);
    expect((await ok(owner, READ, { t: tid })).focusSession).toBeNull();
    for (let i = 0; i < 50 && events.length < 3; i++) await sleep(100);
    expect(events.map((e) => [e.kind, e.focusSession?.phase])).toEqual([
      ['FOCUS_STARTED', 'FOCUS'],
      ['FOCUS_PHASE', 'BREAK'],
      ['FOCUS_STOPPED', 'BREAK'],
    ]);
    stop();
    await socket.dispose();
  });

  it('the switch is one pg-boss job per switch; a due job tells the squad, a late one does not; another process reads the same phase', async () => {
    at('2027-05-01T18:00:00Z');
    const started = await ok(owner, START, { t: tid, f: 20, b: 10 });
    const jobs = await t.orm.em.getConnection().execute<{ singleton_key: string; start_after: Date }[]>(
      "select singleton_key, start_after from pgboss.job where name = 'accountability.focus-phase' and (data->>'sessionId')::int = ?",
      [Number(started.id)],
    );
    expect(jobs.map((j) => j.singleton_key)).toEqual([`focus:${started.id}:${Date.parse(started.phaseEndsAt)}`]);
    // pg-boss waits in real time: the switch is 20 minutes of real time away
    expect(Math.abs(new Date(jobs[0].start_after).getTime() - (Date.now() + 20 * 60_000))).toBeLessThan(10_000);
    const other = await startTestApp({}, { dbUrl: t.dbUrl });
    try {
      // another app on the same database (its own session secret: a sign-in of its own)
      const c = other.client();
      expect((await c.gql(SIGN_IN, { input: { email: a.email, password: a.password } })).errors).toBeUndefined();
      const there = (await c.gql(READ, { t: tid })).data!.topic.focusSession;
      expect(there).toMatchObject({ id: started.id, phase: 'FOCUS', phaseEndsAt: started.phaseEndsAt, startedAt: started.startedAt });
    } finally {
      await other.stop();
    }
    const socket = openSocket(t, { token: a.token });
    const { events, stop } = collectEvents<{ kind: string; focusSession: { phase: string } }>(socket, EVENTS, { t: tid });
    await settle(socket);
    // a job far past its switch (already told) says nothing; a due one tells the squad
    at(new Date(Date.parse(started.phaseEndsAt) + 5 * 60_000));
    await t.app.deps.jobs.send('accountability.focus-phase', { sessionId: Number(started.id), at: Date.parse(started.phaseEndsAt) });
    await sleep(2500);
    expect(events).toEqual([]);
    at(new Date(Date.parse(started.phaseEndsAt) + 1000));
    await t.app.deps.jobs.send('accountability.focus-phase', { sessionId: Number(started.id), at: Date.parse(started.phaseEndsAt) + 1 });
    for (let i = 0; i < 60 && events.length < 1; i++) await sleep(100);
    expect(events.map((e) => [e.kind, e.focusSession.phase])).toEqual([['FOCUS_PHASE', 'BREAK']]);
    stop();
    await socket.dispose();
    expect(await ok(owner, STOP, { t: tid })).toBe(true);
  }, 30_000);

  it('a forgotten session is over after 12 hours: it reads as none and a new start replaces it', async () => {
    at('2027-05-01T20:00:00Z');
    const first = await ok(owner, START, { t: tid });
    at('2027-05-02T08:00:01Z');
    expect((await ok(a, READ, { t: tid })).focusSession).toBeNull();
    const second = await ok(a, START, { t: tid, f: 50, b: 10 });
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ startedBy: { id: a.id }, focusMinutes: 50, phase: 'FOCUS' });
    expect((await ok(owner, READ, { t: tid })).focusSession).toMatchObject({ id: second.id });
    expect(await ok(owner, STOP, { t: tid })).toBe(true);
  });

  it('check-in events reach the squad; strangers and visitors cannot subscribe', async () => {
    const strangerSocket = openSocket(t, { token: stranger.token });
    expect(await firstAnswer(strangerSocket, EVENTS, { t: tid })).toMatchObject({ errors: [{ message: MSG.squadMembersOnly }] });
    await strangerSocket.dispose();
    const visitor = openSocket(t);
    expect(await firstAnswer(visitor, EVENTS, { t: tid })).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    await visitor.dispose();
    at('2027-05-02T12:00:00Z'); // day 1 of the one-day topic
    const socket = openSocket(t, { token: owner.token });
    const { events, stop } = collectEvents<{ kind: string; checkIn: { id: string } | null }>(socket, EVENTS, { t: tid });
    await settle(socket);
    const c = await ok(a, GOAL, { t: tid, g: 'Focus twice' });
    await ok(a, RECAP, { t: tid, s: 'DONE' });
    for (let i = 0; i < 50 && events.length < 2; i++) await sleep(100);
    expect(events).toMatchObject([
      { kind: 'CHECKIN', topicId: tid, checkIn: { id: c.id }, focusSession: null },
      { kind: 'RECAP', topicId: tid, checkIn: { id: c.id }, focusSession: null },
    ]);
    stop();
    await socket.dispose();
  });
});

describe('calendar feed', () => {
  it('one event per timeline day at the check-in time, parsed back with ical.js; rotating and revoking kill old URLs', async () => {
    at('2027-03-10T20:00:00Z');
    await people();
    const tid = await createTopic(owner, {
      topic: 'Calendar; with, commas',
      timezone: LA,
      startDate: '2027-03-12',
      startTime: '23:30',
      durationDays: 4,
      squadSize: 2,
      timeline: [{ title: 'Intro, basics' }, { title: 'Ownership; borrowing', description: 'Line one\nLine two — ünïcode and a long text '.repeat(4) }, { title: 'Day 3' }, { title: 'Day 4: Read' }],
    });
    const URL_Q = 'query($t: ID!) { topic(id: $t) { calendarUrl } }';
    expect((await ok(owner, URL_Q, { t: tid })).calendarUrl).toBeNull();
    expect((await stranger.client.gql('mutation($t: ID!) { createCalendarUrl(topicId: $t) }', { t: tid })).errors![0].extensions!.code).toBe('FORBIDDEN');
    const url: string = await ok(owner, 'mutation($t: ID!) { createCalendarUrl(topicId: $t) }', { t: tid });
    expect(url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await ok(owner, URL_Q, { t: tid })).calendarUrl).toBe(url);
    const path = new URL(url).pathname;
    const res = await t.client().fetch(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const body = await res.text();
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const cal = new ICAL.Component(ICAL.parse(body));
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    // the day is said once (issue 28), the file is named after the pool, not its token
    expect(events.map((e) => e.summary)).toEqual(['Day 1: Intro, basics', 'Day 2: Ownership; borrowing', 'Day 3', 'Day 4: Read']);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Calendar with commas.ics"; filename*=UTF-8''${encodeURIComponent('Calendar; with, commas.ics')}`);
    expect(events[1].description).toBe('Line one\nLine two — ünïcode and a long text '.repeat(4).trim());
    expect(new Set(events.map((e) => e.uid)).size).toBe(4);
    // 09:00 in Los Angeles (the default: the profile has no zone, so the topic's), across the DST change
    const starts = events.map((e) => e.startDate.toJSDate().toISOString());
    expect(starts).toEqual(['2027-03-12T17:00:00.000Z', '2027-03-13T17:00:00.000Z', '2027-03-14T16:00:00.000Z', '2027-03-15T16:00:00.000Z']);
    // the same UIDs on the next fetch; a change of time moves the events
    await ok(owner, 'mutation($t: ID!, $i: ReminderSettingsInput!) { setReminderSettings(topicId: $t, input: $i) { checkInTime timeZone } }', { t: tid, i: { checkInTime: '07:15', timeZone: 'Pacific/Auckland' } });
    const again = new ICAL.Component(ICAL.parse(await (await t.client().fetch(path)).text())).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(again.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
    expect(again[0].startDate.toJSDate().toISOString()).toBe(zonedToUtc('2027-03-12', '07:15', 'Pacific/Auckland').toISOString());
    // rotate: the old URL is gone
    const rotated: string = await ok(owner, 'mutation($t: ID!) { createCalendarUrl(topicId: $t) }', { t: tid });
    expect(rotated).not.toBe(url);
    expect((await t.client().fetch(path)).status).toBe(404);
    expect((await t.client().fetch(new URL(rotated).pathname)).status).toBe(200);
    expect(await ok(owner, 'mutation($t: ID!) { revokeCalendarUrl(topicId: $t) }', { t: tid })).toBe(true);
    expect((await t.client().fetch(new URL(rotated).pathname)).status).toBe(404);
    expect((await ok(owner, URL_Q, { t: tid })).calendarUrl).toBeNull();
    expect((await t.client().fetch('/calendar/nope.ics')).status).toBe(404);
  });

  it('is rate-limited per client IP', async () => {
    const c = t.client();
    const codes: number[] = [];
    for (let i = 0; i < LIMITS.calendarFetchesPerMinute + 2; i++) codes.push((await c.fetch('/calendar/x.ics')).status);
    expect(codes.slice(0, LIMITS.calendarFetchesPerMinute).every((s) => s === 404)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('test clock path', () => {
  it('exists only with TEST_CLOCK=true outside production', async () => {
    const other = await startTestApp({}, { dbUrl: t.dbUrl });
    try {
      const r = await other.client().fetch('/__test__/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 1000 }) });
      expect(r.status).toBe(404);
    } finally {
      await other.stop();
    }
    const bad = await t.client().fetch('/__test__/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 'soon' }) });
    expect(bad.status).toBe(400);
  });
});

describe('a deactivated account (issue 26)', () => {
  it('loses its calendar feeds at deactivation, and its session reads no squad-only field of topic(id), as topicFeed refuses it', async () => {
    at('2027-05-09T12:00:00Z');
    await people();
    const tid = await createTopic(owner, { topic: 'Deactivation topic', timezone: LA, startDate: '2027-05-10', startTime: '00:00', durationDays: 5, squadSize: 2 });
    await joinSquad(owner, a, tid);
    at(laTime('2027-05-10', '12:00'));
    await ok(owner, GOAL, { t: tid, g: "Owner's private goal" });
    await ok(owner, RECAP, { t: tid, s: 'DONE', n: "Owner's recap note" });
    await ok(a, GOAL, { t: tid, g: "A's goal" });
    await ok(owner, 'mutation($t: ID!) { startFocusSession(topicId: $t) { id } }', { t: tid });
    const url: string = await ok(a, 'mutation($t: ID!) { createCalendarUrl(topicId: $t) }', { t: tid });
    const path = new URL(url).pathname;
    expect((await t.client().fetch(path)).status).toBe(200);
    const SQUAD_ONLY = `query($t: ID!) { topic(id: $t) { id topic today { day } checkIns { goal recapNote } myStreak { current } squadStreak { current } focusSession { id } calendarUrl reminderSettings { checkInTime } catchUp { __typename } unreadPostCount onlineMemberIds viewerStatus todayEntry { day checkIns { goal } } } }`;
    const member = await ok(a, SQUAD_ONLY, { t: tid });
    expect(member.checkIns.map((c: { goal: string }) => c.goal)).toContain("Owner's private goal");
    expect(member.focusSession).not.toBeNull();

    expect((await a.client.gql('mutation($p: String!) { deactivateAccount(password: $p) { ok } }', { p: a.password })).data.deactivateAccount.ok).toBe(true);
    // the feed URL is dead at once
    expect((await t.client().fetch(path)).status).toBe(404);
    // signing in again gives a session (to restore the account): it reads the topic as a visitor does
    const c = t.client();
    const signIn = await c.gql('mutation($i: SignInInput!) { signIn(input: $i) { status } }', { i: { email: a.email, password: a.password } });
    expect(signIn.data.signIn.status).toBe('DEACTIVATED');
    expect(codeOf(await c.gql('query($t: ID!) { topicFeed(topicId: $t) { edges { node { id } } } }', { t: tid }))).toBe('UNAUTHENTICATED');
    const asDeactivated = await c.gql(SQUAD_ONLY, { t: tid });
    const asVisitor = await t.client().gql(SQUAD_ONLY, { t: tid });
    expect(asDeactivated).toEqual(asVisitor);
    expect(asDeactivated.data.topic).toMatchObject({ today: null, checkIns: [], myStreak: null, squadStreak: null, focusSession: null, calendarUrl: null, reminderSettings: null, catchUp: null, unreadPostCount: null });
    expect(JSON.stringify(asDeactivated)).not.toMatch(/private goal|recap note/);
    // the app still knows whose session it is (the restore page), and restoring gives the squad back — not the old feed
    expect((await c.gql('{ me { id status } }')).data.me).toEqual({ id: a.id, status: 'DEACTIVATED' });
    expect((await c.gql('mutation { restoreAccount { status } }')).data.restoreAccount.status).toBe('ACTIVE');
    expect((await c.gql(SQUAD_ONLY, { t: tid })).data.topic.checkIns.map((x: { goal: string }) => x.goal)).toContain("Owner's private goal");
    expect((await t.client().fetch(path)).status).toBe(404);
  });
});
