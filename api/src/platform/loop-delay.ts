import { createHistogram, PerformanceObserver } from 'node:perf_hooks';
import type { Logger } from './logger.js';

/**
 * The event loop's delay (decision 077): how long a timer or an I/O callback waited behind whatever
 * ran — a stall delays every write, delivery and /healthz at once. perf_hooks samples it every
 * `resolutionMs` by a timer's lateness (Node 24's `monitorEventLoopDelay` did not see a 400 ms block
 * of JavaScript: measured 2026-11-28, its max stayed at ~10 ms). /metrics reports the max and p99 since
 * its last `?reset=1` (a benchmark's step), and with `logOverMs` each stall past it is logged with
 * the garbage collections that ended in it (a stall is either JavaScript that ran that long or a
 * collection: the log says which).
 */
export interface LoopDelay {
  /** Max and p99 of the delay (ms) since start or the last reset, and the samples taken. */
  read(): { maxMs: number; p99Ms: number; count: number };
  reset(): void;
  stop(): void;
}

export function watchLoopDelay(opts: { resolutionMs?: number; logOverMs?: number; log?: Logger } = {}): LoopDelay {
  const h = createHistogram();
  const resolution = opts.resolutionMs ?? 10;
  let due = performance.now() + resolution;
  const sampler = setInterval(() => {
    const now = performance.now();
    // how late this tick ran (1 µs at least: a histogram records positive integers, in ns)
    h.record(Math.max(1_000, Math.round((now - due) * 1e6)));
    due = now + resolution;
  }, resolution);
  sampler.unref();
  let stall: NodeJS.Timeout | null = null;
  let gc: PerformanceObserver | null = null;
  const over = opts.logOverMs;
  const log = opts.log;
  if (over && log) {
    // the collections of the last seconds (kind, duration), to name a stall's cause
    const recent: { end: number; kind: number; ms: number }[] = [];
    gc = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        recent.push({ end: e.startTime + e.duration, kind: (e as unknown as { detail?: { kind?: number } }).detail?.kind ?? 0, ms: e.duration });
        if (recent.length > 64) recent.shift();
      }
    });
    gc.observe({ entryTypes: ['gc'] });
    // a timer that should fire every 50 ms: its lateness is the stall
    const period = 50;
    let expected = performance.now() + period;
    stall = setInterval(() => {
      const now = performance.now();
      const late = now - expected;
      expected = now + period;
      if (late < over) return;
      const gcs = recent.filter((g) => g.end >= now - late - period);
      log.warn(
        { stallMs: Math.round(late), gcMs: Math.round(gcs.reduce((s, g) => s + g.ms, 0)), gcs: gcs.map((g) => `${GC_KIND[g.kind] ?? g.kind}:${g.ms.toFixed(0)}`) },
        'event loop stalled',
      );
    }, period);
    stall.unref();
  }
  return {
    read: () => ({ maxMs: h.count ? h.max / 1e6 : 0, p99Ms: h.count ? h.percentile(99) / 1e6 : 0, count: h.count }),
    reset: () => h.reset(),
    stop() {
      clearInterval(sampler);
      if (stall) clearInterval(stall);
      gc?.disconnect();
    },
  };
}

/** perf_hooks' `NODE_PERFORMANCE_GC_*` kinds. */
const GC_KIND: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weakcb' };
