import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { CheckIcon } from '../../ui/icons';
import { CheckInList } from './check-in-list';
import { MyCheckIn } from './my-check-in';
import { useToday } from './use-today';
import './accountability.css';
import { paths } from '../../lib/paths';

/**
 * The compact check-in card at the top of the feed (Active tab): today's goal or recap, and how
 * many of the squad have checked in. Everyone's check-ins are on the Timeline under today.
 */
export function CheckInCard({ topicId }: { topicId: string }) {
  const { topic, today, checkIns, mine, meId, loading, error, refetch } = useToday(topicId);
  if (!topic) {
    if (loading) return <div className="checkin-card pm-card acct__skeleton" role="status" aria-busy="true" aria-label="Loading today's check-in" />;
    if (error)
      return (
        <div className="checkin-card pm-card acct__row">
          <p className="acct__muted">Could not load today's check-in.</p>
          <Button size="small" variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        </div>
      );
    return null;
  }
  if (!today || today.state === 'ENDED') return null;
  const done = checkIns.filter((c) => c.goal || c.freeze).length;
  return (
    <section className="checkin-card pm-card" aria-labelledby={`checkin-card-${topicId}`}>
      <div className="checkin-card__head">
        <h2 className="checkin-card__title" id={`checkin-card-${topicId}`}>
          <CheckIcon size={18} /> {today.state === 'RUNNING' ? `Day ${today.day} of ${today.totalDays} · Today's check-in` : 'Daily check-in'}
        </h2>
        {today.state === 'RUNNING' && (
          <span className="checkin-card__count">
            {done} of {topic.memberCount} checked in
          </span>
        )}
      </div>
      <MyCheckIn topicId={topicId} today={today} mine={mine} />
      {today.state === 'RUNNING' && checkIns.some((c) => c.user.id !== meId) && (
        <details className="checkin-card__others">
          <summary>The squad today</summary>
          <CheckInList checkIns={checkIns.filter((c) => c.user.id !== meId)} meId={meId} label={`The squad's check-ins for day ${today.day}`} />
        </details>
      )}
      {today.state === 'RUNNING' && (
        <Link className="checkin-card__link" to={paths.workspace(topicId, 'timeline')}>
          See the timeline
        </Link>
      )}
    </section>
  );
}
