import { useMutation } from '@apollo/client/react';
import { ErrorCode, MSG } from '@poolmates/schema';
import { useState } from 'react';
import type { TopicDetailQuery } from '../../gql/graphql';
import { errorCode, errorMessage } from '../../lib/graphql-errors';
import { personName } from '../../lib/person';
import { CancelRequestMutationDocument, ConfirmRequestMutationDocument, DeclineRequestMutationDocument } from '../../lib/requests.graphql';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { FlashMessage } from '../../ui/flash-message';
import { CheckIcon, UsersIcon } from '../../ui/icons';
import { detailPath, MEMBER_AREA, useTopicArea, workspacePath } from './topic-area';
import { RequestToJoinMutationDocument } from './topic.graphql';

type Topic = NonNullable<TopicDetailQuery['topic']>;

/** Answers that mean "the state changed under you": show the message, then reload the status. */
const RELOAD_CODES: string[] = [ErrorCode.SQUAD_FULL, ErrorCode.REQUEST_WITHDRAWN];

/**
 * The viewer's squad action on the topic detail (pools-and-squads.md §4): 'Start now' (visitors sign
 * in first), 'Request sent — <owner> decides' with 'Cancel' for a pending request, 'Confirm'/'Delete' an invitation, the read-only 'Approved' with 'Open workspace',
 * 'Member is Full' without buttons, and the owner's 'Send Request'. `onChanged` reloads the topic.
 */
export function JoinActions({ topic, onChanged }: { topic: Topic; onChanged: () => Promise<unknown> }) {
  const area = useTopicArea();
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [requestToJoin, join] = useMutation(RequestToJoinMutationDocument);
  const [cancelRequest, cancel] = useMutation(CancelRequestMutationDocument);
  const [confirmRequest, confirm] = useMutation(ConfirmRequestMutationDocument);
  const [declineRequest, decline] = useMutation(DeclineRequestMutationDocument);
  const busy = join.loading || cancel.loading || confirm.loading || decline.loading;

  async function run(action: () => Promise<string | null>) {
    setNote(null);
    try {
      const message = await action();
      await onChanged();
      if (message) setNote({ tone: 'success', text: message });
    } catch (error) {
      setNote({ tone: 'error', text: errorMessage(error) });
      if (RELOAD_CODES.includes(errorCode(error) ?? '')) await onChanged().catch(() => undefined);
    }
  }

  const status = area.signedIn ? topic.viewerStatus : 'VISITOR';
  const requestId = topic.viewerRequest?.id;
  const ownerName = topic.yourName.trim() || personName(topic.owner);
  let actions;
  if (status === 'MEMBER') {
    // approved: the way into the squad's workspace, from here (issue 28)
    actions = (
      <>
        <span className="join__approved">
          <CheckIcon size={18} />
          Approved
        </span>
        <ButtonLink to={workspacePath(topic.id)}>Open workspace</ButtonLink>
      </>
    );
  } else if (topic.isFull) {
    actions = <span className="join__full">{MSG.squadFull}</span>;
  } else if (status === 'OWNER') {
    actions = (
      <ButtonLink to={`${MEMBER_AREA.base}/request/${topic.id}`}>
        <UsersIcon size={18} />
        Send Request
      </ButtonLink>
    );
  } else if (status === 'VISITOR') {
    actions = (
      <ButtonLink to="/signin" state={{ from: detailPath(MEMBER_AREA, topic.id) }}>
        Start now
      </ButtonLink>
    );
  } else if (status === 'REQUESTED' && requestId) {
    // said, not only implied by the button turning into 'Cancel' (issue 28)
    actions = (
      <>
        <span className="join__sent" role="status">
          <CheckIcon size={18} />
          Request sent — {ownerName} decides
        </span>
        <Button variant="secondary" loading={cancel.loading} disabled={busy} onClick={() => void run(async () => (await cancelRequest({ variables: { requestId } }), MSG.requestCancelled))}>
          Cancel
        </Button>
      </>
    );
  } else if (status === 'INVITED' && requestId) {
    actions = (
      <>
        <span className="join__invited">{topic.yourName} invited you to this squad.</span>
        <Button loading={confirm.loading} disabled={busy} onClick={() => void run(async () => (await confirmRequest({ variables: { requestId } })).data?.confirmRequest.message ?? MSG.requestConfirmed)}>
          Confirm
        </Button>
        <Button variant="secondary" loading={decline.loading} disabled={busy} onClick={() => void run(async () => (await declineRequest({ variables: { requestId } })).data?.declineRequest.message ?? MSG.requestDeleted)}>
          Delete
        </Button>
      </>
    );
  } else {
    actions = (
      <Button loading={join.loading} disabled={busy} onClick={() => void run(async () => (await requestToJoin({ variables: { topicId: topic.id } }), null))}>
        Start now
      </Button>
    );
  }

  return (
    <div className="join">
      <div className="join__actions">{actions}</div>
      {note?.tone === 'success' && <FlashMessage onClose={() => setNote(null)}>{note.text}</FlashMessage>}
      {note?.tone === 'error' && <Alert>{note.text}</Alert>}
    </div>
  );
}
