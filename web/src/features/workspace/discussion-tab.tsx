import { useState, type ComponentType } from 'react';
import type { WorkspaceTopicQuery } from '../../gql/graphql';
import { personName } from '../../lib/person';
import { Avatar } from '../../ui/avatar';
import { FocusTimerSlot } from './workspace-context';

type Member = NonNullable<WorkspaceTopicQuery['topic']>['members'][number];

/**
 * The Discussion tab (…/Startcall): "Start Discussion" with the squad's avatars and online dots,
 * and the call part from features/calls (Start Call / Join Call, then the video room), passed in by app/.
 */
export type CallSlot = ComponentType<{ topicId: string; topicTitle: string; onRoom?: (inRoom: boolean) => void }>;

export function DiscussionTab({ members, isOnline, topicId, topicTitle, Call }: { members: Member[]; isOnline: (id: string) => boolean; topicId: string; topicTitle: string; Call?: CallSlot }) {
  // in the video room the focus timer is in the room's side panel (app/ passes it as the room's extras)
  const [inRoom, setInRoom] = useState(false);
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
      {Call ? (
        <Call topicId={topicId} topicTitle={topicTitle} onRoom={setInRoom} />
      ) : (
        <button type="button" className="pm-button" disabled>
          Start Call
        </button>
      )}
      {!inRoom && <FocusTimerSlot />}
    </div>
  );
}
