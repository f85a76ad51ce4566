import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { personName } from '../../lib/person';
import { StatusBar } from '../../ui/status-bar';
import { ActiveCallQueryDocument } from './calls.graphql';
import { useCallEvents } from './use-call-events';
import { paths } from '../../lib/paths';

/**
 * The slim bar a running call shows on every tab of the squad's workspace (issue 28): who started
 * it, how many are in, and the way into it (the Discussion tab, where Join Call is). Nothing when no
 * call runs, and nothing on the Discussion tab itself (its call box says it there).
 */
export function CallBar({ topicId }: { topicId: string }) {
  const { pathname } = useLocation();
  const onCallTab = /\/Startcall\/?$/.test(pathname);
  return onCallTab ? null : <RunningCallBar topicId={topicId} />;
}

/** The bar off the call tab: the running call, kept true by the call's events (resumed after a drop). */
function RunningCallBar({ topicId }: { topicId: string }) {
  const { data, refetch } = useQuery(ActiveCallQueryDocument, { variables: { topicId }, fetchPolicy: 'cache-and-network' });
  const reread = () => void refetch().catch(() => undefined);
  useCallEvents(
    topicId,
    (e) => {
      if (e.kind === 'STARTED' || e.kind === 'ENDED' || e.kind === 'JOINED' || e.kind === 'LEFT') reread();
    },
    reread,
  );
  const call = data?.activeCall?.running ? data.activeCall : null;
  if (!call) return null;
  const n = call.participants.length;
  return (
    <StatusBar kind="call" action={n >= 5 ? 'Open' : 'Join'} to={paths.call(topicId)}>
      Call running · {personName(call.startedBy)} started it · {n} in it
    </StatusBar>
  );
}
