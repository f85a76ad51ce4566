import { describe, expect, it, vi } from 'vitest';
import type { Logger } from './logger.js';
import { watchLoopDelay } from './loop-delay.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const block = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // the event loop stalls
  }
};

describe('the event-loop delay (decision 077)', () => {
  it('reports a stall as the max since the last reset, and the reset starts afresh', async () => {
    const d = watchLoopDelay({ resolutionMs: 10 });
    try {
      await sleep(50);
      block(400);
      await sleep(50);
      const stalled = d.read();
      expect(stalled.maxMs).toBeGreaterThanOrEqual(390);
      expect(stalled.count).toBeGreaterThan(0);
      d.reset();
      await sleep(100);
      expect(d.read().maxMs).toBeLessThan(390); // (a loaded machine's own delays stay well below)
    } finally {
      d.stop();
    }
  });

  it('logs a stall past LOOP_STALL_LOG_MS, and none below it', async () => {
    const warn = vi.fn<(fields: object, message: string) => void>();
    const d = watchLoopDelay({ logOverMs: 400, log: { warn } as unknown as Logger });
    try {
      await sleep(120);
      block(40);
      await sleep(120);
      expect(warn).not.toHaveBeenCalled();
      block(700);
      await sleep(120);
      expect(warn).toHaveBeenCalledTimes(1);
      const [fields, message] = warn.mock.calls[0] as [{ stallMs: number; gcMs: number }, string];
      expect(message).toBe('event loop stalled');
      expect(fields.stallMs).toBeGreaterThanOrEqual(400);
      expect(fields.gcMs).toBeGreaterThanOrEqual(0);
    } finally {
      d.stop();
    }
  });
});
