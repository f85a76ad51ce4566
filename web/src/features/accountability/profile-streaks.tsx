import { useQuery } from '@apollo/client/react';
import { FlameIcon } from './check-in-icons';
import { UserStreaksQueryDocument } from './accountability.graphql';
import './accountability.css';

/** A person's streaks on their profile: one row per topic the viewer may see (nothing when none). */
export function ProfileStreaks({ userId }: { userId: string }) {
  const { data } = useQuery(UserStreaksQueryDocument, { variables: { userId } });
  const streaks = data?.user?.streaks ?? [];
  if (streaks.length === 0) return null;
  return (
    <section className="profile-streaks pm-card" aria-label="Streaks">
      <h2 className="profile-streaks__title">
        <FlameIcon size={18} /> Streaks
      </h2>
      <ul className="profile-streaks__list">
        {streaks.map((s) => (
          <li key={s.topic.id} className="profile-streaks__item" aria-label={`${s.topic.topic}: own streak ${s.current} days, squad streak ${s.squadCurrent} days`}>
            <span className="profile-streaks__topic">{s.topic.topic}</span>
            <span className="profile-streaks__nums" aria-hidden="true">
              <FlameIcon size={14} /> {s.current} · squad {s.squadCurrent}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
