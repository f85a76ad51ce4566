import { describe, expect, it } from 'vitest';
import { createAppPubSub } from '../../platform/pubsub.js';
import { createMeshRouter, type SignalEnvelope } from './calls.signals.js';

const sig = (seq: number, from = 'a'): SignalEnvelope => ({ callId: 1, fromSessionId: from, fromUserId: 1, toSessionId: 'b', seq, payload: String(seq) });

async function take(stream: AsyncIterator<SignalEnvelope>, n: number): Promise<number[]> {
  const got: number[] = [];
  while (got.length < n) {
    const r = await stream.next();
    if (r.done) break;
    got.push(r.value.seq);
  }
  return got;
}

describe('the mesh signal router', () => {
  it('re-orders by seq per sender, drops duplicates, skips a gap after gapMs, and return() ends a waiting stream', async () => {
    const router = createMeshRouter(createAppPubSub(), { gapMs: 100 });
    const stream = router.listen('b');
    await new Promise((r) => setTimeout(r, 10));
    for (const s of [3, 1, 2, 2, 1]) router.deliver(sig(s));
    router.deliver(sig(2, 'c'));
    router.deliver(sig(1, 'c'));
    expect(await take(stream, 5)).toEqual([1, 2, 3, 1, 2]);
    // 4 is lost: 5 comes after the gap
    router.deliver(sig(5));
    const t0 = Date.now();
    expect(await take(stream, 1)).toEqual([5]);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(90);
    const waiting = stream.next();
    await stream.return();
    expect(await waiting).toEqual({ done: true, value: undefined });
  });

  it('close() ends the session stream', async () => {
    const router = createMeshRouter(createAppPubSub());
    const stream = router.listen('b');
    await new Promise((r) => setTimeout(r, 10));
    router.close('b');
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });
});

describe('the mesh signal router on the pub/sub (decision 095)', () => {
  it('hears a signal delivered right after listen(), before anyone asked for it, and is ready at once in memory', async () => {
    const pubsub = createAppPubSub();
    const router = createMeshRouter(pubsub);
    const stream = router.listen('b');
    router.deliver(sig(1)); // same tick: no next() was called by the caller yet
    expect(await take(stream, 1)).toEqual([1]);
    await stream.ready;
    expect(pubsub.subscribers('CALL_SIGNAL:b')).toBe(1);
    await stream.return();
    expect(pubsub.subscribers()).toBe(0);
  });
});
