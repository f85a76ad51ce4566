import { useQuery } from '@apollo/client/react';
import { MeQueryDocument } from '../../lib/session.graphql';
import { AccountabilityTodayQueryDocument } from './accountability.graphql';

/** The topic's day, streaks and today's check-ins (one query shared by every piece), and who I am. */
export function useToday(topicId: string) {
  const q = useQuery(AccountabilityTodayQueryDocument, { variables: { topicId }, fetchPolicy: 'cache-first' });
  const { data: me } = useQuery(MeQueryDocument, { fetchPolicy: 'cache-first' });
  const meId = me?.me?.id ?? null;
  const topic = q.data?.topic ?? null;
  const checkIns = topic?.checkIns ?? [];
  const mine = checkIns.find((c) => c.user.id === meId) ?? null;
  return { ...q, topic, today: topic?.today ?? null, checkIns, mine, meId };
}
