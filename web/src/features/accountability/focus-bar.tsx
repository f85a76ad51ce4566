import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { FocusSessionFieldsFragment } from '../../gql/graphql';
import { StatusBar } from '../../ui/status-bar';
import { FocusSessionQueryDocument } from './accountability.graphql';
import { focusClock, formatClock, skewFor } from './focus-clock';
import { paths } from '../../lib/paths';

/**
 * The slim bar a running focus block shows on every tab of the squad's workspace (issue 28): the
 * phase and the shared countdown (the same clock as the timer, focus-clock.ts), and the way to the
 * timer (the Discussion tab). Kept current by the header's accountability stream (cache edits);
 * nothing when no session runs, nor on the Discussion tab (the timer itself is there).
 */
export function FocusBar({ topicId }: { topicId: string }) {
  const { pathname } = useLocation();
  const onTimerTab = /\/Startcall\/?$/.test(pathname);
  const { data } = useQuery(FocusSessionQueryDocument, { variables: { topicId }, fetchPolicy: 'cache-and-network', skip: onTimerTab });
  const session = data?.topic?.focusSession ?? null;
  if (onTimerTab || !session) return null;
  return <RunningBar key={`${session.id}-${session.serverNow}`} topicId={topicId} session={session} />;
}

function RunningBar({ topicId, session }: { topicId: string; session: FocusSessionFieldsFragment }) {
  const [skew] = useState(() => skewFor(session.serverNow));
  const [now, setNow] = useState(() => Date.now());
  const clock = focusClock(session, skew, now);
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), Math.max(50, ((clock.endsAt - Date.now()) % 1000) + 20));
    return () => clearTimeout(timer);
  });
  const label = clock.phase === 'FOCUS' ? 'Focus block' : 'Break';
  return (
    <StatusBar kind="focus" action="Open the timer" to={paths.call(topicId)}>
      {label} · round {clock.round} ·{' '}
      <span className="status-bar__time" aria-label={`${Math.floor(clock.secondsLeft / 60)} minutes ${clock.secondsLeft % 60} seconds left`}>
        {formatClock(clock.secondsLeft)}
      </span>{' '}
      left
    </StatusBar>
  );
}
