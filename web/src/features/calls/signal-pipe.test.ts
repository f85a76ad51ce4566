import { describe, expect, it } from 'vitest';
import { signalPipe } from './signal-pipe';

const sig = (n: number, payload = '{}') => ({ n, payload });
const flush = () => new Promise((r) => setTimeout(r, 0));

/** A pipe whose sends succeed at once, and the batches it sent (each as its signals' numbers). */
function recording(opts: Parameters<typeof signalPipe>[1]) {
  const batches: number[][] = [];
  const pipe = signalPipe<ReturnType<typeof sig>>((batch) => {
    batches.push(batch.map((s) => s.n));
    return Promise.resolve();
  }, opts);
  return { batches, pipe };
}

describe('signalPipe', () => {
  it('sends the signals of one turn as one batch, and what comes while batches are in flight as the next, in order', async () => {
    const batches: number[][] = [];
    const settle: ((ok: boolean) => void)[] = [];
    const pipe = signalPipe<ReturnType<typeof sig>>(
      (batch) => {
        batches.push(batch.map((s) => s.n));
        return new Promise<void>((resolve, reject) => settle.push((ok) => (ok ? resolve() : reject(new Error('refused')))));
      },
      { maxInFlight: 1 },
    );
    pipe(sig(1));
    pipe(sig(2));
    expect(batches).toEqual([]); // not before the turn ends
    await Promise.resolve();
    expect(batches).toEqual([[1, 2]]);
    for (let i = 3; i <= 6; i++) pipe(sig(i));
    await flush();
    expect(batches).toEqual([[1, 2]]); // one in flight: the rest wait, together
    settle[0]!(false); // a refusal frees its place too
    await flush();
    expect(batches).toEqual([[1, 2], [3, 4, 5, 6]]);
    settle[1]!(true);
    await flush();
    expect(batches).toHaveLength(2);
  });

  it('a batch holds at most maxItems signals and maxBytes of payload (one signal always goes)', async () => {
    const { batches, pipe } = recording({ maxInFlight: 10, maxItems: 3, maxBytes: 10 });
    for (let i = 1; i <= 5; i++) pipe(sig(i, 'xx'));
    pipe(sig(6, 'x'.repeat(9)));
    pipe(sig(7, 'x'.repeat(20))); // over the bound alone: sent alone (the server says why)
    pipe(sig(8, 'é'.repeat(4))); // 8 bytes, not 4: with 9's 2, just fits
    pipe(sig(9, 'xx'));
    await flush();
    expect(batches).toEqual([[1, 2, 3], [4, 5], [6], [7], [8, 9]]);
  });

  it('a signal over the per-signal bound goes alone, so its refusal takes no other signal with it', async () => {
    const { batches, pipe } = recording({ maxInFlight: 10, maxItemBytes: 4 });
    pipe(sig(1, 'xx'));
    pipe(sig(2, 'xxxxx'));
    pipe(sig(3, 'xx'));
    pipe(sig(4, 'xx'));
    await flush();
    expect(batches).toEqual([[1], [2], [3, 4]]);
  });

  it('a send that throws at once frees its place', async () => {
    const batches: number[][] = [];
    const pipe = signalPipe<ReturnType<typeof sig>>(
      (batch) => {
        batches.push(batch.map((s) => s.n));
        if (batch[0]!.n === 1) throw new Error('no socket');
        return new Promise(() => {});
      },
      { maxInFlight: 1 },
    );
    pipe(sig(1));
    await Promise.resolve();
    pipe(sig(2));
    await flush();
    expect(batches).toEqual([[1], [2]]);
  });
});
