import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { IncomingCallsSubscription } from '../../gql/graphql';
import { personName } from '../../lib/person';
import { onSocketReconnected } from '../../lib/socket-events';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { DeclineCallMutationDocument, IncomingCallsSubscriptionDocument, RingingCallsQueryDocument } from './calls.graphql';
import { inCall } from './in-call';
import './calls.css';
import { paths } from '../../lib/paths';

type Ring = IncomingCallsSubscription['incomingCalls'];

export const RING_MS = 90_000;

/**
 * The app-wide incoming-call popup (active-topic.md: incoming call popup): topic and caller,
 * Accept (opens the room) / Decline; gone after 90 s or on CANCEL. A person already in a call
 * gets no second popup. The RING/CANCEL events are live only: on load and after a dropped socket
 * the popup asks `ringingCalls` (decision 064) — a ring that came meanwhile shows, one that ended
 * (declined, answered elsewhere, the ring's end) goes.
 */
export function IncomingCallPopup() {
  const [ring, setRing] = useState<Ring | null>(null);
  const navigate = useNavigate();
  const client = useApolloClient();
  /** Live events handed on so far: a catch-up answer older than one of them is dropped. */
  const live = useRef(0);
  useSubscription(IncomingCallsSubscriptionDocument, {
    onData: ({ data }) => {
      const ev = data.data?.incomingCalls;
      if (!ev) return;
      live.current += 1; // newer than any catch-up asked before it
      if (ev.kind === 'RING') {
        if (inCall()) return;
        setRing(ev);
      } else if (ev.kind === 'CANCEL') setRing((r) => (r && r.call.id === ev.call.id ? null : r));
    },
  });
  useEffect(() => {
    let stale = false;
    const catchUp = () => {
      const asked = live.current;
      void client
        .query({ query: RingingCallsQueryDocument, fetchPolicy: 'network-only' })
        .then(({ data }) => {
          if (stale || !data || live.current !== asked) return;
          const rings = data.ringingCalls;
          setRing((r) => {
            if (r && rings.some((x) => x.call.id === r.call.id)) return r; // still ringing
            const newest = rings[0];
            return newest && !inCall() ? { ...newest, __typename: 'IncomingCall' } : null;
          });
        })
        .catch(() => undefined);
    };
    catchUp();
    const off = onSocketReconnected(catchUp);
    return () => {
      stale = true;
      off();
    };
  }, [client]);
  useEffect(() => {
    if (!ring) return;
    // what is left of the ring (one caught up after a drop started earlier)
    const started = 'startedAt' in ring.call ? Date.parse(String(ring.call.startedAt)) : Number.NaN;
    const left = Number.isNaN(started) ? RING_MS : Math.max(0, Math.min(RING_MS, started + RING_MS - Date.now()));
    const t = setTimeout(() => setRing(null), left);
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
