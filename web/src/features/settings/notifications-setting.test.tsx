import { MSG, NOTIFICATION_KINDS, NOTIFICATION_KIND_INFO } from '@poolmates/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gqlError } from '../../test/graphql-responses';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { NotificationsSetting } from './notifications-setting';

type Kind = { kind: string; inApp: boolean; email: boolean; push: boolean };
const defaults = (): Kind[] =>
  NOTIFICATION_KINDS.map((kind) => ({ kind, inApp: true, email: NOTIFICATION_KIND_INFO[kind].defaults.email, push: NOTIFICATION_KIND_INFO[kind].defaults.push }));
const prefs = (kinds: Kind[], quietStart: string | null = null, quietEnd: string | null = null) => ({
  __typename: 'NotificationPreferencesType',
  kinds: kinds.map((k) => ({ __typename: 'NotificationKindPreference', ...k })),
  quietStart,
  quietEnd,
  timeZone: 'Europe/Paris',
});

/** The stored state the fake server keeps, and what the page sent it. */
function serve(state = { kinds: defaults(), quietStart: null as string | null, quietEnd: null as string | null, subs: 0 }) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    api.query('NotificationPreferences', () => HttpResponse.json({ data: { notificationPreferences: prefs(state.kinds, state.quietStart, state.quietEnd), pushSubscriptionCount: state.subs } })),
    api.mutation('UpdateNotificationPreferences', ({ variables }) => {
      const input = variables.input as { kinds?: { kind: string; push?: boolean; email?: boolean }[]; quietStart?: string | null; quietEnd?: string | null };
      sent.push({ op: 'update', ...input });
      if (input.quietStart === '22:00' && input.quietEnd === '22:00') return gqlError(MSG.quietHoursEmpty, undefined, 'quietEnd');
      for (const k of input.kinds ?? []) state.kinds = state.kinds.map((x) => (x.kind === k.kind ? { ...x, ...k } : x));
      if ('quietStart' in input) {
        state.quietStart = input.quietStart ?? null;
        state.quietEnd = input.quietEnd ?? null;
      }
      return HttpResponse.json({ data: { updateNotificationPreferences: prefs(state.kinds, state.quietStart, state.quietEnd) } });
    }),
    api.query('PushPublicKey', () => HttpResponse.json({ data: { pushPublicKey: 'BPub' + 'A'.repeat(83) } })),
    api.mutation('SubscribePush', ({ variables }) => {
      sent.push({ op: 'subscribe', ...variables });
      state.subs++;
      return HttpResponse.json({ data: { subscribePush: true } });
    }),
    api.mutation('UnsubscribePush', ({ variables }) => {
      sent.push({ op: 'unsubscribe', ...variables });
      state.subs--;
      return HttpResponse.json({ data: { unsubscribePush: true } });
    }),
  );
  return { sent, state };
}

/** A browser with a service worker and PushManager (jsdom has neither). */
function fakePushBrowser(permission: NotificationPermission = 'granted') {
  type Sub = { endpoint: string; toJSON: () => object; unsubscribe: () => Promise<boolean> };
  let current: Sub | null = null;
  const subscribe = vi.fn<(opts: { applicationServerKey: Uint8Array }) => Promise<Sub>>(async (opts) => {
    expect(opts.applicationServerKey).toBeInstanceOf(Uint8Array);
    current = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'P256', auth: 'AUTH' } }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    return current;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => current } };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve(registration) } });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn<() => Promise<NotificationPermission>>(async () => permission) });
  return { subscribe };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Settings → Notifications (issue 29)', () => {
  it('shows kinds × channels with the defaults; a checkbox saves at once, by keyboard too', async () => {
    const { sent } = serve();
    const user = userEvent.setup();
    renderWithProviders(<NotificationsSetting />);
    const table = await screen.findByRole('table', { name: 'Notifications by kind and channel' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Notification', 'In app', 'E-mail', 'Push']);
    expect(within(table).getByRole('checkbox', { name: 'Calls (ringing, missed calls): Push' })).toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'Direct messages: Push' })).toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'Squad activity: Push' })).not.toBeChecked();
    // in app is always on; e-mail exists only for direct messages
    expect(within(table).getByRole('checkbox', { name: 'Squad activity: In app' })).toBeDisabled();
    expect(within(table).queryByRole('checkbox', { name: 'Squad activity: E-mail' })).toBeNull();

    await user.click(within(table).getByRole('checkbox', { name: 'Check-in reminder: Push' }));
    expect(await screen.findByText('Check-in reminder: push on.')).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'Check-in reminder: Push' })).toBeChecked();
    // keyboard: focus the e-mail box of direct messages and press Space
    within(table).getByRole('checkbox', { name: 'Direct messages: E-mail' }).focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Direct messages: e-mail off.')).toBeInTheDocument();
    expect(sent).toEqual([
      { op: 'update', kinds: [{ kind: 'CHECKIN_REMINDER', push: true }] },
      { op: 'update', kinds: [{ kind: 'DIRECT_MESSAGES', email: false }] },
    ]);
  });

  it('saves quiet hours in the person’s zone; the server’s refusal is said; they can be turned off', async () => {
    const { sent } = serve();
    const user = userEvent.setup();
    renderWithProviders(<NotificationsSetting />);
    // the zone as the pickers name it, not its IANA id (probe 2026-11-27)
    expect(await screen.findByText(/\(France · Paris \(UTC\+0[12]:00\)\)/)).toBeInTheDocument();
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.click(screen.getByRole('button', { name: 'Save quiet hours' }));
    expect(screen.getByText('Quiet hours need both a start and an end.')).toBeInTheDocument();
    await user.type(from, '22:00');
    await user.type(to, '22:00');
    await user.click(screen.getByRole('button', { name: 'Save quiet hours' }));
    expect(await screen.findByText(MSG.quietHoursEmpty)).toBeInTheDocument();
    await user.clear(to);
    await user.type(to, '07:00');
    await user.click(screen.getByRole('button', { name: 'Save quiet hours' }));
    expect(await screen.findByText('Quiet hours saved: 22:00–07:00.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Turn off quiet hours' }));
    expect(await screen.findByText('Quiet hours are off.')).toBeInTheDocument();
    expect(sent.filter((s) => 'quietStart' in s).map((s) => [s.quietStart, s.quietEnd])).toEqual([
      ['22:00', '22:00'],
      ['22:00', '07:00'],
      [null, null],
    ]);
  });

  it('names a zone stored by its old IANA name as the picker did: Asia/Calcutta is "India · Kolkata" (probe 2026-11-27)', async () => {
    serve();
    server.use(api.query('NotificationPreferences', () => HttpResponse.json({ data: { notificationPreferences: { ...prefs(defaults()), timeZone: 'Asia/Calcutta' }, pushSubscriptionCount: 0 } })));
    renderWithProviders(<NotificationsSetting />);
    expect(await screen.findByText(/calls included \(India · Kolkata \(UTC\+05:30\)\)/)).toBeInTheDocument();
    expect(screen.queryByText(/Asia\/Calcutta/)).not.toBeInTheDocument();
  });

  it('"Turn on push notifications" asks permission, subscribes with the server key and tells the server; off again', async () => {
    const { sent } = serve();
    const { subscribe } = fakePushBrowser();
    const user = userEvent.setup();
    renderWithProviders(<NotificationsSetting />);
    expect(await screen.findByText('No browser receives your push notifications yet.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Turn on push notifications' }));
    expect(await screen.findByText('Push notifications are on for this browser.')).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(sent).toContainEqual({ op: 'subscribe', endpoint: 'https://fcm.googleapis.com/fcm/send/abc', p256dh: 'P256', auth: 'AUTH' });
    expect(await screen.findByText('1 of your browsers or devices receive push notifications.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off push notifications on this browser' }));
    expect(await screen.findByText('Push notifications are off for this browser.')).toBeInTheDocument();
    expect(sent).toContainEqual({ op: 'unsubscribe', endpoint: 'https://fcm.googleapis.com/fcm/send/abc' });
  });

  it('says so when the person refuses the permission, and when the browser cannot push', async () => {
    serve();
    fakePushBrowser('denied');
    const user = userEvent.setup();
    const first = renderWithProviders(<NotificationsSetting />);
    await user.click(await screen.findByRole('button', { name: 'Turn on push notifications' }));
    expect(await screen.findByText(/Push notifications are blocked for this site/)).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    renderWithProviders(<NotificationsSetting />);
    expect(await screen.findByText(/This browser cannot receive push notifications/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on push notifications' })).toBeNull();
  });
});
