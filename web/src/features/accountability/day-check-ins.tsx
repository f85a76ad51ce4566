import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { errorMessage } from '../../lib/graphql-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { putCheckIn } from './accountability-cache';
import { AccountabilityTodayQueryDocument, DayCheckInsQueryDocument, UseStreakFreezeMutationDocument } from './accountability.graphql';
import { SnowflakeIcon } from './check-in-icons';
import { CheckInList } from './check-in-list';
import { MyCheckIn } from './my-check-in';
import { useToday } from './use-today';
import './accountability.css';

/**
 * Under a Timeline day: today's check-in form and everyone's check-ins; a past day's check-ins on
 * demand (yesterday's at once), with "Use freeze" when I missed it and a freeze is left this week.
 */
export function DayCheckIns({ topicId, day }: { topicId: string; day: number }) {
  const { today, checkIns, mine, meId } = useToday(topicId);
  if (!today || today.state === 'BEFORE' || day > today.day) return null;
  if (today.state === 'RUNNING' && day === today.day) {
    return (
      <div className="day-checkins" role="group" aria-label={`Check-ins for day ${day}`}>
        <h3 className="day-checkins__title">Check-ins</h3>
        <MyCheckIn topicId={topicId} today={today} mine={mine} />
        <CheckInList checkIns={checkIns} meId={meId} label={`Check-ins for day ${day}`} />
      </div>
    );
  }
  return <PastDayCheckIns topicId={topicId} day={day} startOpen={day === today.day - 1} meId={meId} />;
}

function PastDayCheckIns({ topicId, day, startOpen, meId }: { topicId: string; day: number; startOpen: boolean; meId: string | null }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <div className="day-checkins" role="group" aria-label={`Check-ins for day ${day}`}>
      <div className="acct__row">
        <h3 className="day-checkins__title">Check-ins</h3>
        {!open && (
          <Button variant="ghost" size="small" aria-label={`Show check-ins for day ${day}`} onClick={() => setOpen(true)}>
            Show
          </Button>
        )}
      </div>
      {open && <PastDayList topicId={topicId} day={day} meId={meId} />}
    </div>
  );
}

function PastDayList({ topicId, day, meId }: { topicId: string; day: number; meId: string | null }) {
  const { data, loading, error, refetch } = useQuery(DayCheckInsQueryDocument, { variables: { topicId, day } });
  if (!data) {
    if (loading) return <p className="acct__muted">Loading check-ins…</p>;
    return (
      <div className="acct__row">
        <p className="acct__muted">{error ? errorMessage(error) : 'Could not load the check-ins.'}</p>
        <Button size="small" variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
          Try again
        </Button>
      </div>
    );
  }
  const list = data.topic?.checkIns ?? [];
  const mine = list.find((c) => c.user.id === meId) ?? null;
  const missed = !mine || (!mine.recapStatus && !mine.freeze);
  return (
    <>
      <CheckInList checkIns={list} meId={meId} label={`Check-ins for day ${day}`} />
      {missed && <FreezeButton topicId={topicId} day={day} />}
    </>
  );
}

/** "Use freeze" on a day I missed, while this week's freeze is unused (the server decides which days qualify). */
export function FreezeButton({ topicId, day }: { topicId: string; day: number }) {
  const { topic } = useToday(topicId);
  const [error, setError] = useState<string | null>(null);
  const [freeze, { loading }] = useMutation(UseStreakFreezeMutationDocument, {
    update: (cache, { data }) => {
      if (data?.useStreakFreeze) putCheckIn(cache, data.useStreakFreeze);
    },
    refetchQueries: [{ query: AccountabilityTodayQueryDocument, variables: { topicId } }, { query: DayCheckInsQueryDocument, variables: { topicId, day } }],
  });
  if (!topic?.myStreak?.freezeAvailableThisWeek) return <p className="acct__muted">You missed this day; your freeze for this week is used.</p>;
  return (
    <div className="freeze">
      <p className="acct__muted">You missed day {day}. A freeze keeps your streak (one a week).</p>
      {error && <Alert>{error}</Alert>}
      <Button
        variant="secondary"
        size="small"
        loading={loading}
        onClick={() => {
          setError(null);
          freeze({ variables: { topicId, day } }).catch((err: unknown) => setError(errorMessage(err)));
        }}
      >
        <SnowflakeIcon size={16} /> Use freeze for day {day}
      </Button>
    </div>
  );
}
