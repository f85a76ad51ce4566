import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { StreakFieldsFragment } from '../../gql/graphql';
import { BellIcon, UsersIcon } from '../../ui/icons';
import { ModalDialog } from '../../ui/modal-dialog';
import { DayCheckInsQueryDocument } from './accountability.graphql';
import { FlameIcon, SnowflakeIcon } from './check-in-icons';
import { FreezeButton } from './day-check-ins';
import { RemindersPanel } from './reminders-panel';
import { useAccountabilityLive } from './use-accountability-live';
import { useToday } from './use-today';
import './accountability.css';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * The active topic header's accountability tools: my streak and the squad's (flame + numbers; the
 * button opens the details and "Use freeze" for yesterday), the Reminders panel, and the squad's
 * live accountability events for the whole workspace.
 */
export function TopicTools({ topicId }: { topicId: string }) {
  useAccountabilityLive(topicId);
  const { topic, today } = useToday(topicId);
  const [open, setOpen] = useState<'streaks' | 'reminders' | null>(null);
  const mine = topic?.myStreak ?? null;
  const squad = topic?.squadStreak ?? null;
  const label = mine && squad ? `Your streak: ${days(mine.current)}. Squad streak: ${days(squad.current)}.` : 'Streaks';
  return (
    <div className="topic-tools">
      {mine && squad && (
        <button type="button" className="streak-badge" aria-label={`${label} Show streaks`} title={label} onClick={() => setOpen('streaks')}>
          <FlameIcon size={16} className={mine.includesToday ? 'streak-badge__flame streak-badge__flame--lit' : 'streak-badge__flame'} />
          <span className="streak-badge__num">{mine.current}</span>
          <UsersIcon size={14} className="streak-badge__squad" />
          <span className="streak-badge__num">{squad.current}</span>
        </button>
      )}
      <button type="button" className="pm-icon-button topic-tools__reminders" aria-label="Reminders" title="Reminders" onClick={() => setOpen('reminders')}>
        <BellIcon size={18} />
      </button>
      {open === 'streaks' && mine && squad && (
        <ModalDialog title="Streaks" size="small" onClose={() => setOpen(null)} onEscape={() => setOpen(null)} onOutsideClick={() => setOpen(null)}>
          <StreakDetails title="Your streak" streak={mine} note="Consecutive days with a recap (a freeze keeps it going)." />
          <StreakDetails title="Squad streak" streak={squad} note="Consecutive days on which everyone recapped or froze." />
          <p className="acct__muted streaks__freeze">
            <SnowflakeIcon size={14} /> {mine.freezeAvailableThisWeek ? 'Your freeze for this week is available.' : 'Your freeze for this week is used.'}
          </p>
          {today?.state === 'RUNNING' && today.day > 1 && <YesterdayFreeze topicId={topicId} day={today.day - 1} />}
        </ModalDialog>
      )}
      {open === 'reminders' && (
        <ModalDialog title="Reminders" size="small" onClose={() => setOpen(null)} onEscape={() => setOpen(null)} onOutsideClick={() => setOpen(null)}>
          <RemindersPanel topicId={topicId} />
        </ModalDialog>
      )}
    </div>
  );
}

function StreakDetails({ title, streak, note }: { title: string; streak: StreakFieldsFragment; note: string }) {
  return (
    <div className="streaks__item">
      <h3 className="streaks__title">{title}</h3>
      <p className="streaks__value">
        <FlameIcon size={20} className={streak.includesToday ? 'streak-badge__flame streak-badge__flame--lit' : 'streak-badge__flame'} /> {days(streak.current)}
        <span className="acct__muted"> · best {days(streak.best)}</span>
      </p>
      <p className="acct__muted">
        {note}
        {streak.includesToday ? '' : ' Today is not counted yet.'}
      </p>
    </div>
  );
}

/** Yesterday missed (no recap, no freeze)? Offer the freeze. */
function YesterdayFreeze({ topicId, day }: { topicId: string; day: number }) {
  const { meId } = useToday(topicId);
  const { data } = useQuery(DayCheckInsQueryDocument, { variables: { topicId, day } });
  if (!data) return null;
  const mine = data.topic?.checkIns.find((c) => c.user.id === meId) ?? null;
  if (mine && (mine.recapStatus || mine.freeze)) return null;
  return <FreezeButton topicId={topicId} day={day} />;
}
