import { randomBytes } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export interface NewUser {
  username: string;
  email: string;
  password: string;
}

/**
 * `page` fails the test on any console error or uncaught page error; `newUser` is a fresh identity
 * each test (the server starts empty but for the demo users).
 */
export const test = base.extend<{ consoleErrors: string[]; newUser: NewUser }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
  // Playwright reads the fixture's dependencies from this destructuring: it must be a pattern
  // eslint-disable-next-line no-empty-pattern
  newUser: async ({}, use) => {
    const id = randomBytes(3).toString('hex');
    await use({ username: `e2e_${id}`, email: `e2e_${id}@example.com`, password: `pool-${id}-mates` });
  },
});
export { expect };

/** Serious and critical accessibility violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<string[]> {
  // a panel still fading in (the 500 ms panel motion) reads as low contrast on a slow machine: let
  // finite animations end first (spinners run for ever and are not waited for)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${String(n.target)} ${n.failureSummary?.split('\n').slice(-1)[0] ?? ''}`).join('; ')}`);
}
