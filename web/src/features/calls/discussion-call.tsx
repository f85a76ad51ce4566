import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { personName } from '../../lib/person';
import { MeQueryDocument } from '../../lib/session.graphql';
import { Button } from '../../ui/button';
import { ActiveCallQueryDocument } from './calls.graphql';
import { CallRoom } from './call-room';
import { useCall } from './use-call';
import { useCallEvents } from './use-call-events';
import './calls.css';

/**
 * The Discussion tab's call part (…/Startcall): "Start Call" when no call runs for the topic,
 * "Join Call" when one does (activeCall, then live callEvents); once in, the video room in place.
 * `?join=<callId>` (the popup's Accept, the missed-call link) joins at once.
 */
export function DiscussionCall({ topicId, topicTitle, extras, onRoom }: { topicId: string; topicTitle: string; extras?: ReactNode; onRoom?: (inRoom: boolean) => void }) {
  const { data, loading, error, refetch } = useQuery(ActiveCallQueryDocument, { variables: { topicId }, fetchPolicy: 'cache-and-network' });
  const { data: me } = useQuery(MeQueryDocument, { fetchPolicy: 'cache-first' });
  const call = useCall(topicId);
  const resyncCall = call.resync;
  const [params, setParams] = useSearchParams();
  const autoJoined = useRef(false);
  const active = data?.activeCall?.running ? data.activeCall : null;

  // The call's events from the squad stream, resumed after a dropped socket (decision 068); the
  // call is read again once the stream's start is known and on RESET.
  useCallEvents(
    topicId,
    (e) => {
      call.handleEvent(e);
      if (e.kind === 'STARTED' || e.kind === 'ENDED' || e.kind === 'JOINED' || e.kind === 'LEFT') void refetch().catch(() => undefined);
    },
    (why) => {
      void refetch().catch(() => undefined);
      if (why === 'reset') resyncCall(); // in the room: who is in, the end, my session
    },
  );

  const joinId = params.get('join');
  useEffect(() => {
    if (!joinId || autoJoined.current || call.state.phase !== 'idle') return;
    autoJoined.current = true;
    setParams({}, { replace: true });
    void call.join(joinId);
  }, [joinId, call, setParams]);

  const inRoom = call.state.phase === 'in';
  useEffect(() => onRoom?.(inRoom), [inRoom, onRoom]);

  if (inRoom) return <CallRoom call={call} topicTitle={topicTitle} meId={me?.me?.id ?? null} extras={extras} />;

  const full = (active?.participants.length ?? 0) >= 5;
  return (
    <div className="call-box">
      {loading && !data ? (
        <p aria-live="polite">Checking for a call…</p>
      ) : error && !data ? (
        <p role="alert">
          Could not check for a running call.{' '}
          <Button size="small" variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        </p>
      ) : active ? (
        <>
          <p>
            {personName(active.startedBy)} started a call · {active.participants.length} in it
          </p>
          <Button onClick={() => void call.join(active.id)} loading={call.state.phase === 'joining'} disabled={full}>
            Join Call
          </Button>
          {full && <p>This call is full (5 people).</p>}
        </>
      ) : (
        <Button onClick={() => void call.join(null)} loading={call.state.phase === 'joining'}>
          Start Call
        </Button>
      )}
      {call.state.phase === 'error' && <p role="alert">{call.state.error}</p>}
      {call.state.phase === 'ended' && call.state.notice && <p role="status">{call.state.notice}</p>}
    </div>
  );
}
