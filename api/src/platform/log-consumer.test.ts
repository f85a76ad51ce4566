import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { appendEvent, poolStream, type LogEvent } from './events.js';
import { startLogConsumer, type LogConsumer } from './log-consumer.js';

/** A consumer of the log (decision 068): resumable by its cursor, at least once, never blocking the writer, one at a time. */
let t: TestApp;
const started: LogConsumer[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  for (const c of started) await c.stop();
  await t?.stop();
});

const consumer = (name: string, handle: (events: LogEvent[]) => Promise<void>) => {
  const c = startLogConsumer(t.app.deps, { name, streams: 'pool:', kinds: ['test.done'], handle, intervalMs: 600_000 });
  started.push(c);
  return c;
};
const write = (stream: number, kind: string, n: number) =>
  t.orm.em.fork().transactional(async (em) => {
    for (let i = 0; i < n; i++) await appendEvent(em, poolStream(stream), kind, null, { i });
  });
const cursor = async (name: string, stream: number) =>
  Number((await t.orm.em.fork().getConnection().execute('select seq from log_consumers where consumer = ? and stream = ?', [name, poolStream(stream)]))[0]?.seq ?? 0);

describe('log consumers', () => {
  it('handles each event of its kinds in order; a failed pass leaves the cursor and the next one retries; a restart resumes from the cursor', async () => {
    await write(9_000_001, 'test.done', 2);
    await write(9_000_001, 'test.other', 1); // not its kind: only moves the cursor
    await write(9_000_002, 'test.done', 1);
    const seen: string[] = [];
    let fail = true;
    const c = consumer('test.resume', async (events) => {
      if (fail) {
        fail = false;
        throw new Error('the push queue is down');
      }
      seen.push(...events.map((e) => `${e.stream}#${e.seq}`));
    });
    expect(await c.tick()).toBe(0); // failed: nothing handled, nothing moved
    expect(await cursor('test.resume', 9_000_001)).toBe(0);
    expect(await c.tick()).toBe(3);
    expect(seen).toEqual(['pool:9000001#1', 'pool:9000001#2', 'pool:9000002#1']);
    expect(await cursor('test.resume', 9_000_001)).toBe(3);
    await c.stop();

    // another process (or this one restarted) goes on from the cursor: nothing again, then the new one
    await write(9_000_001, 'test.done', 1);
    const again: string[] = [];
    const d = consumer('test.resume', async (events) => void again.push(...events.map((e) => `${e.stream}#${e.seq}`)));
    expect(await d.tick()).toBe(1);
    expect(again).toEqual(['pool:9000001#4']);
  });

  it('never blocks the writer: a write to the stream commits while a pass is stuck in its handler; two processes do not handle an event twice', async () => {
    await write(9_000_003, 'test.done', 1);
    let release = () => {};
    const stuck = new Promise<void>((r) => (release = r));
    // a new consumer reads every pool stream from its start: keep this test's stream only
    const handled: number[] = [];
    const mine = (events: LogEvent[]) => handled.push(...events.filter((e) => e.stream === poolStream(9_000_003)).map((e) => e.seq));
    const a = consumer('test.writer', async (events) => {
      await stuck;
      mine(events);
    });
    const b = consumer('test.writer', async (events) => void mine(events));
    const passA = a.tick();
    await new Promise((r) => setTimeout(r, 100));
    const before = Date.now();
    await write(9_000_003, 'test.done', 1);
    expect(Date.now() - before).toBeLessThan(1000);
    expect(await b.tick()).toBe(0); // a holds the consumer's lock: b skips
    release();
    expect(await passA).toBeGreaterThan(0);
    expect(await b.tick()).toBe(1); // the event written meanwhile, once
    expect(handled).toEqual([1, 2]);
  });

  it('a nudge with the committed events reads only their streams of its kinds; other kinds make no pass; the sweep moves the rest', async () => {
    const seen: string[] = [];
    const c = consumer('test.nudge', async (events) => void seen.push(...events.map((e) => `${e.stream}#${e.seq}`)));
    await c.tick(); // from here on, only what this test writes
    seen.length = 0;
    const commit = async (stream: number, kind: string) => {
      let out: LogEvent[] = [];
      await t.orm.em.fork().transactional(async (em) => void (out = [await appendEvent(em, poolStream(stream), kind, null, {})]));
      return out;
    };
    const other = await commit(9_000_004, 'test.other');
    const settle = () => new Promise((r) => setTimeout(r, 150));
    c.nudge(other);
    await settle();
    expect(await cursor('test.nudge', 9_000_004)).toBe(0); // not its kind: no pass at all
    await commit(9_000_005, 'test.done'); // written, never nudged (another process's write)
    c.nudge(await commit(9_000_006, 'test.done'));
    await settle();
    expect(seen).toEqual(['pool:9000006#1']); // the nudged stream, by key
    expect(await cursor('test.nudge', 9_000_005)).toBe(0);
    await c.tick(); // the sweep: the others
    expect(seen).toEqual(['pool:9000006#1', 'pool:9000005#1']);
    expect(await cursor('test.nudge', 9_000_004)).toBe(1);
  });

  it('delayed (decision 073): an event is handled once it is that old — the cursor stops before the first younger one; a nudged one comes of age on its own', async () => {
    await write(9_000_010, 'test.done', 1);
    const seen: number[] = [];
    const c = startLogConsumer(t.app.deps, {
      name: 'test.delayed',
      streams: 'pool:',
      kinds: ['test.done'],
      delayMs: 1500,
      intervalMs: 600_000,
      handle: async (events) => void seen.push(...events.filter((e) => e.stream === poolStream(9_000_010)).map((e) => e.seq)),
    });
    started.push(c);
    await c.tick();
    expect(seen).toEqual([]); // too young: not handled, the cursor stays
    expect(await cursor('test.delayed', 9_000_010)).toBe(0);
    await new Promise((r) => setTimeout(r, 1600));
    const young = await t.orm.em.fork().transactional((em) => appendEvent(em, poolStream(9_000_010), 'test.done', null, {}));
    await c.tick();
    expect(seen).toEqual([1]); // the first, of age; the second is too young
    expect(await cursor('test.delayed', 9_000_010)).toBe(1);
    c.nudge([young]); // its commit's nudge: read when it is 1.5 s old, without a sweep
    await expect.poll(() => seen, { timeout: 5000 }).toEqual([1, 2]);
    expect(await cursor('test.delayed', 9_000_010)).toBe(2);
  });

  it('a nudge whose streams a sweep already took leaves the consumer alive for the next one (its timer finds nothing to do)', async () => {
    const seen: string[] = [];
    const c = consumer('test.idle-run', async (events) => void seen.push(...events.map((e) => `${e.stream}#${e.seq}`)));
    await c.tick();
    seen.length = 0;
    const commit = async (stream: number) => {
      let out: LogEvent[] = [];
      await t.orm.em.fork().transactional(async (em) => void (out = [await appendEvent(em, poolStream(stream), 'test.done', null, {})]));
      return out;
    };
    c.nudge(await commit(9_000_007)); // its timer is due in 20 ms…
    await c.tick(); // …but the sweep takes the stream first
    await new Promise((r) => setTimeout(r, 100)); // the timer runs with nothing pending
    c.nudge(await commit(9_000_007));
    await expect.poll(() => seen, { timeout: 2000 }).toEqual(['pool:9000007#1', 'pool:9000007#2']);
  });
});
