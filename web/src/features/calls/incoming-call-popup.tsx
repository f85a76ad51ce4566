import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { IncomingCallsSubscription } from '../../gql/graphql';
import { personName } from '../../lib/person';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { DeclineCallMutationDocument, IncomingCallsSubscriptionDocument } from './calls.graphql';
import { inCall } from './in-call';
import './calls.css';
import { paths } from '../../lib/paths';

type Ring = IncomingCallsSubscription['incomingCalls'];

export const RING_MS = 90_000;

/**
 * The app-wide incoming-call popup (active-topic.md: incoming call popup): topic and caller,
 * Accept (opens the room) / Decline; gone after 90 s or on CANCEL. A person already in a call
 * gets no second popup.
 */
export function IncomingCallPopup() {
  const [ring, setRing] = useState<Ring | null>(null);
  const navigate = useNavigate();
  const client = useApolloClient();
  useSubscription(IncomingCallsSubscriptionDocument, {
    onData: ({ data }) => {
      const ev = data.data?.incomingCalls;
      if (!ev) return;
      if (ev.kind === 'RING') {
        if (inCall()) return;
        setRing(ev);
      } else if (ev.kind === 'CANCEL') setRing((r) => (r && r.call.id === ev.call.id ? null : r));
    },
  });
  useEffect(() => {
    if (!ring) return;
    const t = setTimeout(() => setRing(null), RING_MS);
    return () => clearTimeout(t);
  }, [ring]);
  if (!ring) return null;
  const caller = personName(ring.caller);
  const accept = () => {
    setRing(null);
    void navigate(paths.call(ring.call.topicId, ring.call.id));
  };
  const decline = () => {
    setRing(null);
    void client.mutate({ mutation: DeclineCallMutationDocument, variables: { callId: ring.call.id } }).catch(() => undefined);
  };
  return (
    <div className="incoming-call" role="alertdialog" aria-labelledby="incoming-call-title" aria-describedby="incoming-call-topic">
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Avatar name={caller} imageUrl={ring.caller.profileImageUrl} size={44} />
        <div>
          <strong id="incoming-call-title">{caller} is calling</strong>
          <div id="incoming-call-topic">{ring.call.topic.topic}</div>
        </div>
      </div>
      <div className="incoming-call__actions">
        <Button variant="secondary" onClick={decline}>
          Decline
        </Button>
        <Button onClick={accept} autoFocus>
          Accept
        </Button>
      </div>
    </div>
  );
}
