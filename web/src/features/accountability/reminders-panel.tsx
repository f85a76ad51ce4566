import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { MSG } from '@poolmates/schema';
import { useId, useState, type FormEvent } from 'react';
import type { ReminderSettingsFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CalendarIcon, CopyIcon } from '../../ui/icons';
import { CreateCalendarUrlMutationDocument, RemindersQueryDocument, RevokeCalendarUrlMutationDocument, SetReminderSettingsMutationDocument } from './accountability.graphql';
import { timeZoneLabel } from '../../lib/time-zone-options';

/**
 * My reminders for this topic (check-in time in my zone, missed-day reminder, email on/off) and the
 * calendar feed: a secret URL a calendar subscribes to; a new one replaces the old, revoke ends it.
 */
export function RemindersPanel({ topicId }: { topicId: string }) {
  const { data, loading, error, refetch } = useQuery(RemindersQueryDocument, { variables: { topicId }, fetchPolicy: 'cache-and-network' });
  const topic = data?.topic;
  if (!topic) {
    if (loading) return <p className="acct__muted" role="status">Loading your reminders…</p>;
    return (
      <div className="acct__row">
        <p className="acct__muted">{error ? errorMessage(error) : 'Could not load your reminders.'}</p>
        <Button size="small" variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="reminders">
      {topic.reminderSettings && <ReminderForm topicId={topicId} settings={topic.reminderSettings} />}
      <CalendarLink topicId={topicId} url={topic.calendarUrl ?? null} />
    </div>
  );
}

function ReminderForm({ topicId, settings }: { topicId: string; settings: ReminderSettingsFieldsFragment }) {
  const [form, setForm] = useState(settings);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetReminderSettingsMutationDocument, {
    update: (cache, { data }) => {
      if (!data) return;
      cache.modify({ id: cache.identify({ __typename: 'Topic', id: topicId }), fields: { reminderSettings: () => ({ ...data.setReminderSettings, __typename: 'ReminderSettings' }) } });
    },
  });
  const id = useId();
  const set = (patch: Partial<ReminderSettingsFieldsFragment>) => {
    setForm((f) => ({ ...f, ...patch }));
    setSaved(false);
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(form.checkInTime)) return setError(MSG.checkInTimeInvalid);
    setError(null);
    try {
      await save({ variables: { topicId, input: { checkInReminder: form.checkInReminder, checkInTime: form.checkInTime, missedDayReminder: form.missedDayReminder, email: form.email } } });
      setSaved(true);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <form className="reminders__form" onSubmit={onSubmit} noValidate aria-label="Reminder settings">
      {error && <Alert>{error}</Alert>}
      {saved && <Alert tone="success">Saved.</Alert>}
      <label className="reminders__toggle">
        <input type="checkbox" checked={form.checkInReminder} onChange={(e) => set({ checkInReminder: e.target.checked })} />
        <span>Remind me to check in each day</span>
      </label>
      <label className="reminders__time" htmlFor={`${id}-time`}>
        <span>At</span>
        <input id={`${id}-time`} className="pm-input" type="time" value={form.checkInTime} disabled={!form.checkInReminder} onChange={(e) => set({ checkInTime: e.target.value })} />
        <span className="acct__muted">({timeZoneLabel(form.timeZone)})</span>
      </label>
      <label className="reminders__toggle">
        <input type="checkbox" checked={form.missedDayReminder} onChange={(e) => set({ missedDayReminder: e.target.checked })} />
        <span>Tell me when I missed a day</span>
      </label>
      <label className="reminders__toggle">
        <input type="checkbox" checked={form.email} onChange={(e) => set({ email: e.target.checked })} />
        <span>Also by email</span>
      </label>
      <Button type="submit" size="small" loading={loading}>
        Save reminders
      </Button>
    </form>
  );
}

function CalendarLink({ topicId, url }: { topicId: string; url: string | null }) {
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const setUrl = (cache: ApolloCache, value: string | null) => cache.modify({ id: cache.identify({ __typename: 'Topic', id: topicId }), fields: { calendarUrl: () => value } });
  const [create, creating] = useMutation(CreateCalendarUrlMutationDocument, {
    update: (cache, { data }) => {
      if (data) setUrl(cache, data.createCalendarUrl);
    },
  });
  const [revoke, revoking] = useMutation(RevokeCalendarUrlMutationDocument, {
    update: (cache, { data }) => {
      if (data?.revokeCalendarUrl) setUrl(cache, null);
    },
  });
  const id = useId();

  async function run(action: () => Promise<unknown>) {
    setError(null);
    setCopied(false);
    try {
      await action();
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  const onCreate = () => run(() => create({ variables: { topicId } }));
  return (
    <section className="reminders__calendar" aria-labelledby={`${id}-cal`}>
      <h3 className="reminders__title" id={`${id}-cal`}>
        <CalendarIcon size={16} /> Calendar
      </h3>
      {error && <Alert>{error}</Alert>}
      {url ? (
        <>
          <label className="pm-visually-hidden" htmlFor={`${id}-url`}>
            Calendar feed URL
          </label>
          <div className="reminders__url">
            <input id={`${id}-url`} className="pm-input" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
            <Button
              variant="secondary"
              size="small"
              aria-label="Copy the calendar URL"
              onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true), () => setError('Copy did not work: select the URL and copy it.'))}
            >
              <CopyIcon size={16} /> {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
          <p className="acct__muted">Subscribe to it in your calendar app: one event per day of the pool. Keep it private.</p>
          <div className="acct__row">
            <a className="pm-button pm-button--ghost pm-button--small" href={url.replace(/^https?:/, 'webcal:')}>
              Open in calendar app
            </a>
            <Button variant="ghost" size="small" loading={creating.loading} onClick={() => void onCreate()}>
              New link
            </Button>
            <Button variant="ghost" size="small" loading={revoking.loading} onClick={() => void run(() => revoke({ variables: { topicId } }))}>
              Revoke
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="acct__muted">Add the pool's days to your calendar with a private link.</p>
          <Button variant="secondary" size="small" loading={creating.loading} onClick={() => void onCreate()}>
            <CalendarIcon size={16} /> Add to calendar
          </Button>
        </>
      )}
    </section>
  );
}
