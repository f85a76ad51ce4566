import { axeViolations, expect, test } from './fixtures.js';
import { register, serviceWorkerState } from './helpers.js';

/**
 * Web Push in Chromium (decision 061): the service worker's `push` handler shows what the server
 * sends (delivered through the DevTools protocol, as a push service would), actions included.
 */
test('the service worker shows a pushed notification, a ringing call with Accept and Decline', async ({ page, context, newUser, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await register(page, newUser);
  await page.goto('/homepage/setting/notifications');
  const table = page.getByRole('table', { name: 'Notifications by kind and channel' });
  await expect(table).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // the table fits the mobile layout (780 px and a 360 px phone): no sideways scroll
  for (const width of [780, 360]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await table.evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0) + 1)).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => serviceWorkerState(page), { timeout: 60_000 }).toMatch(/\/sw\.js$/);

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(new URL(baseURL!).origin));
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload = {
    kind: 'CALLS',
    title: 'Incoming call',
    body: 'ada is calling: Algebra',
    url: '/homepage/active/1/Startcall?join=7',
    tag: 'call-7',
    callId: '7',
    actions: [
      { action: 'accept', title: 'Accept' },
      { action: 'decline', title: 'Decline' },
    ],
  };
  const id = await registrationId;
  // delivered again while nothing shows (a worker still activating may miss the first); the tag
  // makes a second delivery replace the first, never add one
  const deliver = () => cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId: id, data: JSON.stringify(payload) });

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown, actions: ((n as unknown as { actions?: { action: string }[] }).actions ?? []).map((a) => a.action) })),
    );
  await expect
    .poll(
      async () => {
        const now = await shown();
        if (now.length === 0) await deliver();
        return now;
      },
      { timeout: 15_000 },
    )
    .toEqual([
    { title: 'Incoming call', body: 'ada is calling: Algebra', tag: 'call-7', data: { url: '/homepage/active/1/Startcall?join=7', callId: '7' }, actions: ['accept', 'decline'] },
    ]);

  // a click on it (dispatched in the worker: the DevTools protocol has no notification click) opens
  // the page it is about in this tab, and closes it
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'));
  expect(worker).toBeDefined();
  await worker!.evaluate(async () => {
    const sw = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean };
    const [n] = await sw.registration.getNotifications();
    const NotificationEventCtor = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification; action?: string }) => Event }).NotificationEvent;
    try {
      sw.dispatchEvent(new NotificationEventCtor('notificationclick', { notification: n }));
    } catch {
      /* waitUntil on an event the page dispatched may throw; the handler has started what it does */
    }
  });
  await expect(page).toHaveURL(/\/homepage\/active\/1\/Startcall\?join=7$/);
  await expect.poll(shown).toEqual([]);
});
