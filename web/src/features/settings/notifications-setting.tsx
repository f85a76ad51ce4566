import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { NOTIFICATION_KIND_INFO, type NotificationChannelName, type NotificationKindName } from '@poolmates/schema';
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/graphql-errors';
import { timeZoneLabel } from '../../lib/time-zone-options';
import { currentSubscription, pushSupport, subscribeBrowser, unsubscribeBrowser } from '../../lib/web-push';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { LoadFailed } from '../../ui/load-failed';
import {
  NotificationPreferencesQueryDocument,
  PushPublicKeyQueryDocument,
  SubscribePushMutationDocument,
  UnsubscribePushMutationDocument,
  UpdateNotificationPreferencesMutationDocument,
} from './notifications.graphql';
import { SettingHeader } from './setting-header';

/** The preferences have no id: the mutation's answer replaces the query's copy in the cache. */
function useSavePreferences() {
  return useMutation(UpdateNotificationPreferencesMutationDocument, {
    update(cache, { data }) {
      const next = data?.updateNotificationPreferences;
      if (next) cache.updateQuery({ query: NotificationPreferencesQueryDocument }, (prev) => (prev ? { ...prev, notificationPreferences: next } : prev));
    },
  });
}

const CHANNELS: { key: NotificationChannelName; title: string }[] = [
  { key: 'inApp', title: 'In app' },
  { key: 'email', title: 'E-mail' },
  { key: 'push', title: 'Push' },
];

/** "Turn on push notifications" for this browser: permission, the subscription, the server's copy. */
function PushControl() {
  const client = useApolloClient();
  const [support] = useState(pushSupport);
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success' | 'info'; text: string } | null>(null);
  const [subscribe] = useMutation(SubscribePushMutationDocument);
  const [unsubscribe] = useMutation(UnsubscribePushMutationDocument);

  useEffect(() => {
    if (support === 'unsupported') return;
    let live = true;
    void currentSubscription()
      .then((s) => live && setEndpoint(s?.endpoint ?? null))
      .catch(() => live && setEndpoint(null));
    return () => {
      live = false;
    };
  }, [support]);

  async function turnOn() {
    setBusy(true);
    setMessage(null);
    try {
      const { data } = await client.query({ query: PushPublicKeyQueryDocument, fetchPolicy: 'network-only' });
      const s = await subscribeBrowser(data!.pushPublicKey);
      if (!s) {
        setMessage({ tone: 'info', text: 'Push notifications are blocked for this site. Allow them in your browser’s site settings, then try again.' });
        return;
      }
      await subscribe({ variables: s, refetchQueries: [NotificationPreferencesQueryDocument] });
      setEndpoint(s.endpoint);
      setMessage({ tone: 'success', text: 'Push notifications are on for this browser.' });
    } catch (error) {
      setMessage({ tone: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    setMessage(null);
    try {
      const gone = await unsubscribeBrowser();
      if (gone) await unsubscribe({ variables: { endpoint: gone }, refetchQueries: [NotificationPreferencesQueryDocument] });
      setEndpoint(null);
      setMessage({ tone: 'success', text: 'Push notifications are off for this browser.' });
    } catch (error) {
      setMessage({ tone: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="notif-prefs__push">
      {support === 'unsupported' ? (
        <p className="notif-prefs__note">This browser cannot receive push notifications. On iPhone and iPad, add Poolmates to your Home Screen first.</p>
      ) : support === 'denied' ? (
        <p className="notif-prefs__note">Notifications are blocked for this site in your browser’s settings.</p>
      ) : endpoint ? (
        <Button variant="secondary" onClick={() => void turnOff()} loading={busy}>
          Turn off push notifications on this browser
        </Button>
      ) : (
        <Button onClick={() => void turnOn()} loading={busy} disabled={endpoint === undefined}>
          Turn on push notifications
        </Button>
      )}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </div>
  );
}

/** Quiet hours in the person's zone: both times, or none. */
function QuietHours({ start, end, timeZone }: { start: string | null; end: string | null; timeZone: string }) {
  const [from, setFrom] = useState(start ?? '');
  const [to, setTo] = useState(end ?? '');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [save, { loading }] = useSavePreferences();

  async function submit(quietStart: string | null, quietEnd: string | null) {
    setMessage(null);
    try {
      await save({ variables: { input: { quietStart, quietEnd } } });
      setMessage({ tone: 'success', text: quietStart ? `Quiet hours saved: ${quietStart}–${quietEnd}.` : 'Quiet hours are off.' });
      if (!quietStart) {
        setFrom('');
        setTo('');
      }
    } catch (error) {
      setMessage({ tone: 'error', text: errorMessage(error) });
    }
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!from || !to) return setMessage({ tone: 'error', text: 'Quiet hours need both a start and an end.' });
    void submit(from, to);
  }

  return (
    <form className="notif-prefs__quiet" onSubmit={onSubmit} noValidate aria-labelledby="quiet-hours-title">
      <h2 id="quiet-hours-title" className="settings__subtitle">
        Quiet hours
      </h2>
      <p className="notif-prefs__note">No push notifications between these times, calls included ({timeZoneLabel(timeZone)}). Everything still appears in the bell.</p>
      <div className="notif-prefs__times">
        <label>
          From
          <input type="time" className="pm-input" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          To
          <input type="time" className="pm-input" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
      </div>
      <div className="settings__actions">
        <Button type="submit" loading={loading}>
          Save quiet hours
        </Button>
        {(start || end) && (
          <Button variant="ghost" onClick={() => void submit(null, null)}>
            Turn off quiet hours
          </Button>
        )}
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </form>
  );
}

/** Settings › Notifications (issue 29, decision 061): kinds × channels, push on this browser, quiet hours. */
export function NotificationsSetting() {
  const { data, error, refetch } = useQuery(NotificationPreferencesQueryDocument, { fetchPolicy: 'cache-and-network' });
  const [save] = useSavePreferences();
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const prefs = data?.notificationPreferences;

  async function toggle(kind: NotificationKindName, channel: 'email' | 'push', value: boolean) {
    setStatus(null);
    try {
      await save({ variables: { input: { kinds: [{ kind, [channel]: value }] } } });
      setStatus({ tone: 'success', text: `${NOTIFICATION_KIND_INFO[kind].label}: ${channel === 'push' ? 'push' : 'e-mail'} ${value ? 'on' : 'off'}.` });
    } catch (e) {
      setStatus({ tone: 'error', text: errorMessage(e) });
    }
  }

  return (
    <>
      <SettingHeader title="Notifications" lead="Choose what reaches you, and how." />
      {error && !prefs ? (
        <LoadFailed what="your notification settings" reason={navigator.onLine ? 'server' : 'offline'} onRetry={() => refetch()} headingLevel={2} />
      ) : !prefs ? (
        <p role="status" className="notif-prefs__note">
          Loading your notification settings…
        </p>
      ) : (
        <>
          <section className="settings__panel pm-card notif-prefs" aria-labelledby="notif-kinds-title">
            <h2 id="notif-kinds-title" className="settings__subtitle">
              What reaches you
            </h2>
            <div className="notif-prefs__scroll">
              <table className="notif-prefs__table">
                <caption className="pm-visually-hidden">Notifications by kind and channel</caption>
                <thead>
                  <tr>
                    <th scope="col">Notification</th>
                    {CHANNELS.map((c) => (
                      <th scope="col" key={c.key}>
                        {c.title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {prefs.kinds.map((k) => {
                    const info = NOTIFICATION_KIND_INFO[k.kind as NotificationKindName];
                    return (
                      <tr key={k.kind}>
                        <th scope="row">{info.label}</th>
                        {CHANNELS.map((c) => {
                          const available = c.key !== 'inApp' && info.channels.includes(c.key);
                          return (
                            <td key={c.key}>
                              {c.key === 'inApp' || available ? (
                                <input
                                  type="checkbox"
                                  className="notif-prefs__check"
                                  aria-label={`${info.label}: ${c.title}`}
                                  checked={k[c.key]}
                                  disabled={c.key === 'inApp'}
                                  title={c.key === 'inApp' ? 'The bell always lists every notification' : undefined}
                                  onChange={(e) => void toggle(k.kind as NotificationKindName, c.key as 'email' | 'push', e.target.checked)}
                                />
                              ) : (
                                <span className="notif-prefs__none" aria-label={`${info.label}: no ${c.title}`}>
                                  —
                                </span>
                              )}
                            </td>
                          );
                        })}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {status && <Alert tone={status.tone}>{status.text}</Alert>}
            <PushControl />
            <p className="notif-prefs__note">
              {data.pushSubscriptionCount === 0 ? 'No browser receives your push notifications yet.' : `${data.pushSubscriptionCount} of your browsers or devices receive push notifications.`}
            </p>
          </section>
          <section className="settings__panel pm-card notif-prefs">
            <QuietHours start={prefs.quietStart ?? null} end={prefs.quietEnd ?? null} timeZone={prefs.timeZone} />
          </section>
          {/* The squad digest e-mail's frequency (issue 29, its own branch) is its own section here. */}
        </>
      )}
    </>
  );
}
