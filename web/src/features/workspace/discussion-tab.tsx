import type { WorkspaceTopicQuery } from '../../gql/graphql';
import { personName } from '../../lib/person';
import { Avatar } from '../../ui/avatar';
import { FocusTimerSlot } from './workspace-context';

type Member = NonNullable<WorkspaceTopicQuery['topic']>['members'][number];

/**
 * The Discussion tab (…/Startcall): "Start Discussion" with the squad's avatars and online dots,
 * and the call button — disabled until group calls land (active-topic.md §2, §4).
 */
export function DiscussionTab({ members, isOnline }: { members: Member[]; isOnline: (id: string) => boolean }) {
  return (
    <div className="discussion pm-card">
      <h2 className="discussion__title">Start Discussion</h2>
      <ul className="discussion__people" aria-label="Who is here">
        {members.map((m) => {
          const name = personName(m);
          const on = isOnline(m.id);
          return (
            <li key={m.id} className="discussion__person">
              <span className="discussion__avatar">
                <Avatar name={name} imageUrl={m.profileImageUrl} size={48} />
                <span className={on ? 'team-avatars__dot team-avatars__dot--online' : 'team-avatars__dot'} aria-hidden="true" />
              </span>
              <span className="discussion__name">{name}</span>
              <span className="discussion__state">{on ? 'online' : 'offline'}</span>
            </li>
          );
        })}
      </ul>
      <button type="button" className="pm-button" disabled aria-describedby="calls-coming">
        Start Call
      </button>
      <p id="calls-coming" className="discussion__note">
        Calls are coming.
      </p>
      <FocusTimerSlot />
    </div>
  );
}
