import { useMutation } from '@apollo/client/react';
import { MSG } from '@poolmates/schema';
import { useState } from 'react';
import { Link } from 'react-router';
import type { NotificationFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-errors';
import { ConfirmRequestMutationDocument, DeclineRequestMutationDocument } from '../../lib/requests.graphql';
import { Alert } from '../../ui/alert';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { paths } from '../../lib/paths';

/**
 * The Topic Request dialog opened from a REQUEST notification (pools-and-squads.md §3): topic,
 * sender, Delete and Confirm; the topic links to its detail. After an answer it shows the message.
 */
export function TopicRequestDialog({ notification, onClose }: { notification: NotificationFieldsFragment; onClose: () => void }) {
  const [confirm, confirming] = useMutation(ConfirmRequestMutationDocument, { refetchQueries: ['TopicDetail'] });
  const [decline, declining] = useMutation(DeclineRequestMutationDocument, { refetchQueries: ['TopicDetail'] });
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const requestId = notification.requestId;
  const topic = notification.topic;
  const sender = notification.actor?.username ?? 'Someone';

  async function run(action: () => Promise<string>) {
    try {
      setResult({ ok: true, text: await action() });
    } catch (e) {
      setResult({ ok: false, text: errorMessage(e) });
    }
  }

  return (
    <ModalDialog title="Topic Request" onClose={onClose} onEscape={onClose} onOutsideClick={onClose} size="small">
      <div className="topic-request__who">
        <Avatar name={sender} imageUrl={notification.actor?.profileImageUrl} size={44} />
        {/* The server's text names the sender ('{username} wants to join {topic}'). */}
        <p>{notification.text}</p>
      </div>
      {topic && (
        <p className="topic-request__topic">
          <Link to={paths.poolDetails(topic.id)} onClick={onClose}>
            {topic.topic}
          </Link>
        </p>
      )}
      {result && <Alert tone={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      {!result && requestId && (
        <div className="pm-modal__actions pm-modal__actions--split">
          <Button variant="secondary" loading={declining.loading} disabled={confirming.loading} onClick={() => void run(async () => (await decline({ variables: { requestId } })).data?.declineRequest.message ?? MSG.requestDeleted)}>
            Delete
          </Button>
          <Button data-autofocus loading={confirming.loading} disabled={declining.loading} onClick={() => void run(async () => (await confirm({ variables: { requestId } })).data?.confirmRequest.message ?? MSG.requestConfirmed)}>
            Confirm
          </Button>
        </div>
      )}
    </ModalDialog>
  );
}
