import { useQuery, useSubscription } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { personName } from '../../lib/person';
import { StatusBar } from '../../ui/status-bar';
import { ActiveCallQueryDocument, CallEventsSubscriptionDocument } from './calls.graphql';
import { paths } from '../../lib/paths';

/**
 * The slim bar a running call shows on every tab of the squad's workspace (issue 28): who started
 * it, how many are in, and the way into it (the Discussion tab, where Join Call is). Nothing when no
 * call runs, and nothing on the Discussion tab itself (its call box says it there).
 */
export function CallBar({ topicId }: { topicId: string }) {
  const { pathname } = useLocation();
  const onCallTab = /\/Startcall\/?$/.test(pathname);
  const { data, refetch } = useQuery(ActiveCallQueryDocument, { variables: { topicId }, fetchPolicy: 'cache-and-network', skip: onCallTab });
  useSubscription(CallEventsSubscriptionDocument, {
    variables: { topicId },
    skip: onCallTab,
    onData: ({ data: ev }) => {
      const k = ev.data?.callEvents.kind;
      if (k === 'STARTED' || k === 'ENDED' || k === 'JOINED' || k === 'LEFT') void refetch().catch(() => undefined);
    },
  });
  const call = data?.activeCall?.running ? data.activeCall : null;
  if (onCallTab || !call) return null;
  const n = call.participants.length;
  return (
    <StatusBar kind="call" action={n >= 5 ? 'Open' : 'Join'} to={paths.call(topicId)}>
      Call running · {personName(call.startedBy)} started it · {n} in it
    </StatusBar>
  );
}
