import type { CheckInFieldsFragment } from '../../gql/graphql';
import { personName } from '../../lib/person';
import { Avatar } from '../../ui/avatar';
import { Pill } from '../../ui/pill';
import { SnowflakeIcon } from './check-in-icons';

export const RECAP_LABEL = { DONE: 'Done', PARTLY: 'Partly', NOT: 'Not done' } as const;
const RECAP_TONE = { DONE: 'success', PARTLY: 'warning', NOT: 'neutral' } as const;

/** Everyone's check-ins for one day: goal, recap and note, or the freeze that kept a streak. */
export function CheckInList({ checkIns, meId, label }: { checkIns: readonly CheckInFieldsFragment[]; meId?: string | null; label: string }) {
  if (checkIns.length === 0) return <p className="acct__muted">Nobody has checked in yet.</p>;
  return (
    <ul className="checkins" aria-label={label}>
      {checkIns.map((c) => {
        const name = personName(c.user);
        return (
          <li key={c.id} className="checkins__item">
            <Avatar name={name} imageUrl={c.user.profileImageUrl} size={28} />
            <div className="checkins__body">
              <div className="checkins__head">
                <span className="checkins__name">{c.user.id === meId ? `${name} (you)` : name}</span>
                {c.freeze ? (
                  <Pill tone="neutral" className="checkins__pill">
                    <SnowflakeIcon size={12} /> Freeze
                  </Pill>
                ) : c.recapStatus ? (
                  <Pill tone={RECAP_TONE[c.recapStatus]} className="checkins__pill">
                    {RECAP_LABEL[c.recapStatus]}
                  </Pill>
                ) : (
                  <Pill tone="primary" className="checkins__pill">
                    Goal set
                  </Pill>
                )}
              </div>
              {c.freeze ? <p className="checkins__text acct__muted">Used a streak freeze for this day.</p> : c.goal && <p className="checkins__text">{c.goal}</p>}
              {c.recapNote && <p className="checkins__note">{c.recapNote}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
