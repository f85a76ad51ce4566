import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerWithRetry } from './service-worker';

/** A registration whose installing worker ends as `state` when told to. */
function fakeRegistration() {
  const listeners: (() => void)[] = [];
  const worker = { state: 'installing', addEventListener: (_: string, cb: () => void) => listeners.push(cb) };
  const reg = { installing: worker as unknown as ServiceWorker | null, waiting: null, active: null as ServiceWorker | null };
  return {
    reg,
    end(state: 'redundant' | 'activated') {
      worker.state = state;
      reg.installing = null;
      if (state === 'activated') reg.active = worker as unknown as ServiceWorker;
      listeners.forEach((l) => l());
    },
  };
}

describe('registerWithRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('registers again after a failed first install, each wait in turn, then stops', async () => {
    const regs: ReturnType<typeof fakeRegistration>[] = [];
    const sw = { register: vi.fn<ServiceWorkerContainer['register']>(async () => (regs[regs.push(fakeRegistration()) - 1]!.reg as unknown as ServiceWorkerRegistration)) };
    registerWithRetry(sw, [100, 200]);
    await vi.advanceTimersByTimeAsync(0);
    expect(sw.register).toHaveBeenCalledTimes(1);
    regs[0]!.end('redundant'); // its precache failed
    await vi.advanceTimersByTimeAsync(99);
    expect(sw.register).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sw.register).toHaveBeenCalledTimes(2);
    regs[1]!.end('redundant');
    await vi.advanceTimersByTimeAsync(200);
    expect(sw.register).toHaveBeenCalledTimes(3);
    regs[2]!.end('redundant'); // no wait left: the next page load tries
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sw.register).toHaveBeenCalledTimes(3);
  });

  it('an install that succeeds, or a refused register() retried, ends there', async () => {
    const one = fakeRegistration();
    const sw = { register: vi.fn<ServiceWorkerContainer['register']>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(one.reg as unknown as ServiceWorkerRegistration) };
    registerWithRetry(sw, [100, 200]);
    await vi.advanceTimersByTimeAsync(100);
    expect(sw.register).toHaveBeenCalledTimes(2);
    one.end('activated');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sw.register).toHaveBeenCalledTimes(2);
  });
});
