import { describe, expect, it } from 'vitest';
import { signalPipe } from './signal-pipe';

describe('signalPipe', () => {
  it('keeps at most max in flight, sends the rest in order as they finish, failures included', async () => {
    const pipe = signalPipe(2);
    const started: number[] = [];
    const settle: ((ok: boolean) => void)[] = [];
    for (let i = 0; i < 5; i++)
      pipe(() => {
        started.push(i);
        return new Promise<void>((resolve, reject) => settle.push((ok) => (ok ? resolve() : reject(new Error('refused')))));
      });
    expect(started).toEqual([0, 1]);
    settle[1]!(false); // a refusal frees its place too
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    settle[0]!(true);
    settle[2]!(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('a send that throws at once frees its place', () => {
    const pipe = signalPipe(1);
    const started: number[] = [];
    pipe(() => {
      started.push(0);
      throw new Error('no socket');
    });
    pipe(() => {
      started.push(1);
      return new Promise(() => {});
    });
    expect(started).toEqual([0, 1]);
  });
});
