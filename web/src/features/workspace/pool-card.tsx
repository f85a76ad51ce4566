import type { Ref } from 'react';
import { Link } from 'react-router';
import type { ActivePoolCardFragment } from '../../gql/graphql';
import { personName } from '../../lib/person';
import { Avatar } from '../../ui/avatar';
import { Pill } from '../../ui/pill';
import { dayLabel, squadFill } from './format';

/** "3 new" for the card's unread activity; past 99 (the server counts up to 100) "99+ new". */
export function unreadLabel(n: number): string {
  return n > 99 ? '99+ new' : `${n} new`;
}

/**
 * A squad on the dashboard: title (the whole card opens `to`), day N of M or the start in the
 * viewer's zone, the squad's faces and fill ("2/3 joined"), the unread activity in its feed (posts
 * and replies after the viewer's read marker), and for its owner the requests waiting.
 */
export function PoolCard({ topic, to, ref, showRole = true }: { topic: ActivePoolCardFragment; to: string; ref?: Ref<HTMLLIElement>; showRole?: boolean }) {
  const role = topic.viewerStatus === 'OWNER' ? 'Owner' : topic.viewerStatus === 'MEMBER' ? 'Member' : null;
  const waiting = topic.pendingRequestCount ?? 0;
  const unread = topic.unreadPostCount ?? 0;
  return (
    <li className="pool-card pm-card" ref={ref}>
      <div className="pool-card__top">
        <p className="pool-card__when">{dayLabel(topic)}</p>
        <span className="pool-card__badges">
          {unread > 0 && (
            <span className="pool-card__unread" title={unread === 1 ? '1 new post or reply since your last visit' : `${unreadLabel(unread).replace(' new', '')} new posts and replies since your last visit`}>
              {unreadLabel(unread)}
              <span className="pm-visually-hidden"> {unread === 1 ? 'post or reply' : 'posts and replies'} since your last visit</span>
            </span>
          )}
          {showRole && role && <Pill tone={role === 'Owner' ? 'success' : 'neutral'}>{role}</Pill>}
        </span>
      </div>
      <h2 className="pool-card__title">
        <Link to={to} className="pool-card__link">
          {topic.topic}
        </Link>
      </h2>
      <div className="pool-card__facts">
        <ul className="pool-card__faces" aria-hidden="true">
          {topic.members.slice(0, 5).map((m) => (
            <li key={m.id}>
              <Avatar name={personName(m)} imageUrl={m.profileImageUrl} size={26} />
            </li>
          ))}
        </ul>
        <span>{squadFill(topic)}</span>
        {waiting > 0 && (
          <Link to="/homepage/request" className="pool-card__requests">
            {waiting === 1 ? '1 request waiting' : `${waiting} requests waiting`}
          </Link>
        )}
      </div>
    </li>
  );
}
