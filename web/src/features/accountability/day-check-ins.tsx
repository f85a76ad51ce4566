import { useMutation, useQuery } from '@apollo/client/react';
import { createContext, memo, useContext, useMemo, useState, type ReactNode } from 'react';
import type { CheckInFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { putCheckIn } from './accountability-cache';
import { AccountabilityTodayQueryDocument, TimelineCheckInsQueryDocument, UseStreakFreezeMutationDocument } from './accountability.graphql';
import { SnowflakeIcon } from './check-in-icons';
import { CheckInList } from './check-in-list';
import { MyCheckIn } from './my-check-in';
import { useToday } from './use-today';
import './accountability.css';

type TodayTopic = ReturnType<typeof useToday>['topic'];
type PastDays = { byDay: ReadonlyMap<number, CheckInFieldsFragment[]> | null; error: boolean; retry: () => void };
interface TimelineCheckIns {
  /** `AccountabilityToday`'s topic: the day, the streaks and today's check-ins (null while it loads). */
  topic: TodayTopic;
  loading: boolean;
  meId: string | null;
  past: PastDays;
}

const TimelineCheckInsContext = createContext<TimelineCheckIns | null>(null);

/**
 * Around the whole Timeline: the check-ins of every day read once (decision 074: a tab opens at most
 * one query of its own and one cache watcher per query, never one per day). Today's state is the
 * header's `AccountabilityToday` (cached), the past days are `TimelineCheckIns` (one statement on the
 * server); each day's `DayCheckIns` reads them from here, so 21 days are 3 watchers, not ~60.
 */
export function TimelineCheckInsScope({ topicId, children }: { topicId: string; children: ReactNode }) {
  const { topic, loading, meId } = useToday(topicId);
  const { data, error, refetch } = useQuery(TimelineCheckInsQueryDocument, { variables: { topicId }, fetchPolicy: 'cache-first' });
  const timeline = data?.timeline;
  const byDay = useMemo(() => (timeline ? new Map(timeline.map((e) => [e.day, e.checkIns ?? []])) : null), [timeline]);
  const failed = !!error;
  const past = useMemo<PastDays>(() => ({ byDay, error: failed, retry: () => void refetch().catch(() => undefined) }), [byDay, failed, refetch]);
  // the days re-render when what they show changes, not on every cache broadcast
  const value = useMemo(() => ({ topic, loading, meId, past }), [topic, loading, meId, past]);
  return <TimelineCheckInsContext value={value}>{children}</TimelineCheckInsContext>;
}

/**
 * Under a Timeline day: today's check-in form and everyone's check-ins; a past day's check-ins (all
 * days in one query), with "Use freeze" when I missed a recent one and a freeze is left this week.
 * Inside a `TimelineCheckInsScope` it reads the scope's answers; alone it opens its own scope.
 */
export function DayCheckIns({ topicId, day }: { topicId: string; day: number }) {
  const scope = useContext(TimelineCheckInsContext);
  if (!scope) {
    return (
      <TimelineCheckInsScope topicId={topicId}>
        <DayCheckIns topicId={topicId} day={day} />
      </TimelineCheckInsScope>
    );
  }
  return <DayCheckInsView topicId={topicId} day={day} scope={scope} />;
}

const DayCheckInsView = memo(function DayCheckInsView({ topicId, day, scope }: { topicId: string; day: number; scope: TimelineCheckIns }) {
  const { topic, loading, meId } = scope;
  const today = topic?.today ?? null;
  const checkIns = topic?.checkIns ?? [];
  const mine = checkIns.find((c) => c.user.id === meId) ?? null;
  // while today's state loads, the block's usual place is kept: the days below do not jump down when
  // it arrives (issue 28: the Timeline's layout shift); a future day's placeholder then goes
  if (!today && loading) return <div className="day-checkins day-checkins--pending" aria-hidden="true" />;
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
  return <PastDayCheckIns topicId={topicId} day={day} today={today.day} meId={meId} past={scope.past} topic={topic} />;
});

/** How many days back "Use freeze" is offered (a freeze covers a day of its own ISO week; the server decides). */
const FREEZE_LOOKBACK_DAYS = 6;

/** A past day: everyone's rows from the Timeline's one query; "Use freeze" when I missed a recent one. */
function PastDayCheckIns({ topicId, day, today, meId, past, topic }: { topicId: string; day: number; today: number; meId: string | null; past: PastDays; topic: TodayTopic }) {
  let body;
  if (!past.byDay) {
    body = past.error ? (
      <div className="acct__row">
        <p className="acct__muted">Could not load the check-ins.</p>
        <Button size="small" variant="secondary" onClick={past.retry}>
          Try again
        </Button>
      </div>
    ) : (
      <p className="acct__muted">Loading check-ins…</p>
    );
  } else {
    const list = past.byDay.get(day) ?? [];
    const mine = list.find((c) => c.user.id === meId) ?? null;
    const missed = !mine || (!mine.recapStatus && !mine.freeze);
    body = (
      <>
        <CheckInList checkIns={list} meId={meId} label={`Check-ins for day ${day}`} />
        {missed && today - day <= FREEZE_LOOKBACK_DAYS && <FreezeOffer topicId={topicId} day={day} topic={topic} />}
      </>
    );
  }
  return (
    <div className="day-checkins" role="group" aria-label={`Check-ins for day ${day}`}>
      <h3 className="day-checkins__title">Check-ins</h3>
      {body}
    </div>
  );
}

/** "Use freeze" on a day I missed (from the day I joined), while this week's freeze is unused (the server decides which days qualify). */
export function FreezeButton({ topicId, day }: { topicId: string; day: number }) {
  const { topic } = useToday(topicId);
  return <FreezeOffer topicId={topicId} day={day} topic={topic} />;
}

function FreezeOffer({ topicId, day, topic }: { topicId: string; day: number; topic: TodayTopic }) {
  const [error, setError] = useState<string | null>(null);
  const [freeze, { loading }] = useMutation(UseStreakFreezeMutationDocument, {
    update: (cache, { data }) => {
      if (data?.useStreakFreeze) putCheckIn(cache, data.useStreakFreeze);
    },
    refetchQueries: [{ query: AccountabilityTodayQueryDocument, variables: { topicId } }],
  });
  // a day before I joined was never missed (issue 28): no freeze, no "you missed"
  if (topic?.myStreak && day < topic.myStreak.firstDay) return null;
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
