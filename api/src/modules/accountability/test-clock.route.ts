import { DAY_MS } from '@poolmates/schema';
import express, { type Request, type Response, type Router } from 'express';
import { clock } from '../../platform/clock.js';
import type { AppDeps } from '../../platform/context.js';
import { sweepReminders } from './reminders.js';
import { focusService } from './focus.service.js';

/** Is the test clock path mounted? Only when asked for, and never in production. */
export const testClockEnabled = (config: AppDeps['config']) => config.TEST_CLOCK === true && config.NODE_ENV !== 'production';

/**
 * POST /__test__/clock {advanceMs} (e2e only, decision 044): moves `platform/clock.ts` and runs what
 * depends on time at once (the reminder sweep, the focus timers' switches), so a browser walk over
 * three days takes seconds. Absent (404) unless TEST_CLOCK=true outside production.
 */
export function testClockRoutes(router: Router, deps: AppDeps): void {
  if (!testClockEnabled(deps.config)) return;
  router.post('/__test__/clock', express.json({ limit: '1kb' }), async (req: Request, res: Response) => {
    const advanceMs = Number((req.body as { advanceMs?: unknown } | undefined)?.advanceMs ?? 0);
    if (!Number.isFinite(advanceMs) || Math.abs(advanceMs) > 400 * DAY_MS) {
      res.status(400).json({ error: 'advanceMs must be a number of milliseconds' });
      return;
    }
    clock.advance(advanceMs);
    const reminders = await sweepReminders(deps);
    await focusService.kickFocus(deps, advanceMs);
    res.json({ now: clock.now().toISOString(), reminders });
  });
}
