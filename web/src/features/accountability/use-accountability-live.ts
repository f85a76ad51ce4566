import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { putCheckIn, setFocusSession } from './accountability-cache';
import { AccountabilityEventsSubscriptionDocument, AccountabilityTodayQueryDocument, FocusSessionQueryDocument } from './accountability.graphql';

/**
 * The squad's accountability events into the cache: check-ins merge by id, a recap or a freeze
 * reads the streaks again (they are computed by the server, never counted here), the focus timer
 * follows its session. A socket that comes back reads the state again (events meanwhile were missed).
 * Mounted by the workspace header and by each FocusTimer; every event is idempotent.
 */
export function useAccountabilityLive(topicId: string) {
  const client = useApolloClient();
  useSubscription(AccountabilityEventsSubscriptionDocument, {
    variables: { topicId },
    onData: ({ data }) => {
      const ev = data.data?.accountabilityEvents;
      if (!ev) return;
      if (ev.checkIn) putCheckIn(client.cache, ev.checkIn);
      if (ev.kind === 'RECAP' || ev.kind === 'FREEZE') void client.refetchQueries({ include: [AccountabilityTodayQueryDocument] }).catch(() => undefined);
      if (ev.kind === 'FOCUS_STOPPED') setFocusSession(client.cache, topicId, null, ev.focusSession?.id ?? undefined);
      else if (ev.focusSession) setFocusSession(client.cache, topicId, ev.focusSession);
    },
  });
  useEffect(() => {
    const catchUp = () => void client.refetchQueries({ include: [AccountabilityTodayQueryDocument, FocusSessionQueryDocument] }).catch(() => undefined);
    window.addEventListener('online', catchUp);
    return () => window.removeEventListener('online', catchUp);
  }, [client]);
}
