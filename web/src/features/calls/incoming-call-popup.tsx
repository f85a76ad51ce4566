import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { IncomingCallsSubscription } from '../../gql/graphql';
import { personName } from '../../lib/person';
import { useLogStream, useStreamStart } from '../../lib/use-log-stream';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { DeclineCallMutationDocument, IncomingCallStartQueryDocument, IncomingCallsSubscriptionDocument, RingingCallsQueryDocument } from './calls.graphql';
import { inCall } from './in-call';
import './calls.css';
import { paths } from '../../lib/paths';

type Ring = IncomingCallsSubscription['incomingCalls'];

export const RING_MS = 90_000;
/** Asking the stream's head again after a failure. */
const START_RETRY_MS = [5000];

/**
 * The app-wide incoming-call popup (active-topic.md: incoming call popup): topic and caller,
 * Accept (opens the room) / Decline; gone after 90 s or on CANCEL. A person already in a call
 * gets no second popup. RING/CANCEL are events of the person's stream (decision 068): on load the
 * popup reads the stream's head, then `ringingCalls` (a ring from before the head still shows),
 * then listens from the head; after a dropped socket it resumes from the last event it saw — a
 * ring that came meanwhile shows, one that ended meanwhile comes with its CANCEL and goes. RESET
 * (too much missed) asks `ringingCalls` again.
 */
export function IncomingCallPopup() {
  const [ring, setRing] = useState<Ring | null>(null);
  const navigate = useNavigate();
  const client = useApolloClient();

  const catchUp = useCallback(
    () =>
      client
        .query({ query: RingingCallsQueryDocument, fetchPolicy: 'network-only' })
        .then(({ data }) => {
          if (!data) return;
          const rings = data.ringingCalls;
          setRing((r) => {
            if (r?.call && rings.some((x) => x.call?.id === r.call?.id)) return r; // still ringing
            const newest = rings[0];
            return newest && !inCall() ? { ...newest, __typename: 'IncomingCall' } : null;
          });
        })
        .catch(() => undefined),
    [client],
  );

  // the head first: a ring after it comes through the stream, one before it through ringingCalls
  // (asked again after a failure: the popup must not stay deaf for the page's life)
  const readStart = useCallback(async () => {
    const { data } = await client.query({ query: IncomingCallStartQueryDocument, fetchPolicy: 'network-only' });
    if (!data) return null;
    await catchUp();
    return data.incomingCallEventId;
  }, [client, catchUp]);
  const head = useStreamStart(readStart, START_RETRY_MS);

  useLogStream({
    document: IncomingCallsSubscriptionDocument,
    field: 'incomingCalls',
    startAfter: head,
    onReset: () => void catchUp(),
    onEvent: (ev) => {
      const callId = ev.call?.id;
      if (ev.kind === 'RING' && ev.call) {
        if (inCall()) return;
        setRing(ev);
      } else if (ev.kind === 'CANCEL') setRing((r) => (r && r.call?.id === callId ? null : r));
    },
  });
  useEffect(() => {
    if (!ring) return;
    // what is left of the ring (one caught up after a drop started earlier)
    const started = ring.call && 'startedAt' in ring.call ? Date.parse(String(ring.call.startedAt)) : Number.NaN;
    const left = Number.isNaN(started) ? RING_MS : Math.max(0, Math.min(RING_MS, started + RING_MS - Date.now()));
    const t = setTimeout(() => setRing(null), left);
    return () => clearTimeout(t);
  }, [ring]);
  if (!ring?.call || !ring.caller) return null;
  const { call: rung, caller: who } = ring;
  const caller = personName(who);
  const accept = () => {
    setRing(null);
    void navigate(paths.call(rung.topicId, rung.id));
  };
  const decline = () => {
    setRing(null);
    void client.mutate({ mutation: DeclineCallMutationDocument, variables: { callId: rung.id } }).catch(() => undefined);
  };
  return (
    <div className="incoming-call" role="alertdialog" aria-labelledby="incoming-call-title" aria-describedby="incoming-call-topic">
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Avatar name={caller} imageUrl={who.profileImageUrl} size={44} />
        <div>
          <strong id="incoming-call-title">{caller} is calling</strong>
          <div id="incoming-call-topic">{rung.topic.topic}</div>
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
