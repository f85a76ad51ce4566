import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TopicDetailQuery } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-errors';
import { profilePath } from '../../lib/person';
import { MeQueryDocument } from '../../lib/session.graphql';
import { ActionMenu } from '../../ui/action-menu';
import { Alert } from '../../ui/alert';
import { Avatar } from '../../ui/avatar';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FlashMessage } from '../../ui/flash-message';
import { Pill } from '../../ui/pill';
import { ReportDialog } from '../../ui/report-dialog';
import { personName } from './format';
import { useTopicArea } from './topic-area';
import { LeaveSquadMutationDocument, PresenceChangedSubscriptionDocument, RemoveSquadMemberMutationDocument, ReportSquadMemberMutationDocument } from './topic.graphql';

type Topic = NonNullable<TopicDetailQuery['topic']>;
type Member = Topic['members'][number];
type Action = 'remove' | 'report' | 'leave';

const MEMBER_ACTION_LABELS: Record<Action, string> = { remove: 'Remove User', report: 'Report', leave: 'Leave Squad' };

/** The squad menu of one member card: the allowed actions only. */
function MemberMenu({ name, actions, onPick }: { name: string; actions: Action[]; onPick: (a: Action) => void }) {
  return <ActionMenu label={`Squad menu for ${name}`} actions={actions} labels={MEMBER_ACTION_LABELS} onPick={onPick} />;
}

/**
 * The squad as member cards (pools-and-squads.md §2, §3): the owner ('SuperUser') may 'Remove User'
 * and 'Report' each other member; a member may 'Leave Squad' on their own card and 'Report' others.
 * Nobody gets an action on the wrong card; the server enforces the same rules. Leaving goes to
 * the topic's page, or to `afterLeave` (the workspace's Squad tab: `/`).
 */
export function SquadList({ topic, onChanged, afterLeave }: { topic: Topic; onChanged: () => Promise<unknown>; afterLeave?: string }) {
  const area = useTopicArea();
  const navigate = useNavigate();
  const status = area.signedIn ? topic.viewerStatus : 'VISITOR';
  const { data: meData } = useQuery(MeQueryDocument, { fetchPolicy: 'cache-first', skip: status !== 'MEMBER' });
  const viewerId = status === 'OWNER' ? topic.owner.id : (meData?.me?.id ?? null);
  const [pending, setPending] = useState<{ action: Action; member: Member } | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** A failed removal's message, shown under the list once its dialog has closed. */
  const [failure, setFailure] = useState<string | null>(null);
  const [removeMember, removing] = useMutation(RemoveSquadMemberMutationDocument);
  const [leaveSquad, leaving] = useMutation(LeaveSquadMutationDocument);
  const [reportMember] = useMutation(ReportSquadMemberMutationDocument);
  // who is online: the page's answer, then live changes (squad members only may listen)
  const [presence, setPresence] = useState<Record<string, boolean>>({});
  useSubscription(PresenceChangedSubscriptionDocument, {
    variables: { topicId: topic.id },
    skip: status !== 'OWNER' && status !== 'MEMBER',
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      const ev = data.data?.presenceChanged;
      if (ev) setPresence((p) => ({ ...p, [ev.userId]: ev.online }));
    },
  });
  const isOnline = (id: string) => presence[id] ?? (topic.onlineMemberIds ?? []).includes(id);

  function actionsFor(m: Member): Action[] {
    if (!viewerId) return [];
    if (status === 'OWNER') return m.id === viewerId ? [] : ['remove', 'report'];
    if (status === 'MEMBER') return m.id === viewerId ? ['leave'] : ['report'];
    return [];
  }

  const close = () => {
    setPending(null);
    setError(null);
  };

  async function act(run: () => Promise<unknown>, done: string | null, closeOnError = false) {
    setError(null);
    setFailure(null);
    try {
      await run();
      close();
      if (done) setFlash(done);
      await onChanged();
    } catch (e) {
      if (!closeOnError) {
        setError(errorMessage(e));
        return;
      }
      // the spec closes the Remove dialog either way: the error shows under the list, the squad reloads
      close();
      setFailure(errorMessage(e));
      await onChanged().catch(() => undefined);
    }
  }

  const openSlots = Math.max(0, topic.squadSize - topic.members.length);
  return (
    <>
      <ul className="squad__members" aria-label="Squad members">
        {topic.members.map((m) => {
          const name = personName(m);
          const actions = actionsFor(m);
          return (
            <li key={m.id} className="squad-card">
              <span className="squad-card__avatar">
                <Avatar name={name} imageUrl={m.profileImageUrl} size={44} label={name} />
                {(status === 'OWNER' || status === 'MEMBER') && (
                  <span className={isOnline(m.id) ? 'squad-card__dot squad-card__dot--online' : 'squad-card__dot'} role="img" aria-label={isOnline(m.id) ? 'online' : 'offline'} />
                )}
              </span>
              <span className="squad-card__name">
                <Link className="squad-card__link" to={profilePath(m.id, area.signedIn)}>
                  {name}
                </Link>
                {m.id === topic.owner.id && <Pill className="squad-card__role">Owner</Pill>}
              </span>
              {actions.length > 0 && <MemberMenu name={name} actions={actions} onPick={(action) => setPending({ action, member: m })} />}
            </li>
          );
        })}
        {Array.from({ length: openSlots }, (_, i) => (
          <li key={`open-${i}`} className="squad__open" aria-hidden="true" />
        ))}
      </ul>
      {flash && <FlashMessage onClose={() => setFlash(null)}>{flash}</FlashMessage>}
      {failure && <Alert>{failure}</Alert>}

      {pending?.action === 'remove' && (
        <ConfirmDialog
          title="Remove Squad ?"
          confirmLabel="Remove"
          busy={removing.loading}
          error={error}
          onClose={close}
          onConfirm={() => void act(() => removeMember({ variables: { topicId: topic.id, userId: pending.member.id } }), null, true)}
        >
          Are you sure you want to remove user {personName(pending.member)} ?
        </ConfirmDialog>
      )}
      {pending?.action === 'leave' && (
        <ConfirmDialog
          title="Leave Squad ?"
          confirmLabel="Leave"
          busy={leaving.loading}
          error={error}
          onClose={close}
          onConfirm={() =>
            void act(async () => {
              await leaveSquad({ variables: { topicId: topic.id } });
              navigate(afterLeave ?? `${area.base}/pooldetails/${topic.id}`, { replace: true });
            }, 'You left the squad.')
          }
        >
          Are you sure you want to leave the squad of {topic.topic} ?
        </ConfirmDialog>
      )}
      {pending?.action === 'report' && (
        <ReportDialog
          title={`Report ${personName(pending.member)}`}
          onClose={close}
          onSubmit={async (reason) => {
            try {
              const { data } = await reportMember({ variables: { topicId: topic.id, userId: pending.member.id, reason } });
              close();
              setFlash(data?.reportSquadMember ?? 'Thanks, your report was sent.');
            } catch (e) {
              throw new Error(errorMessage(e), { cause: e });
            }
          }}
        />
      )}
    </>
  );
}
