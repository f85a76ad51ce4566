import type { ApolloCache, Reference } from '@apollo/client';
import type { CheckInFieldsFragment, FocusSessionFieldsFragment, FocusSessionQuery } from '../../gql/graphql';
import { AccountabilityTodayQueryDocument, CheckInFieldsFragment as CheckInFieldsDoc, FocusSessionQueryDocument, TimelineCheckInsQueryDocument } from './accountability.graphql';

/** The day a cached `checkIns` field holds: `checkIns({"day":3})` → 3; `checkIns` / `checkIns({})` → "today". */
function dayOfField(storeFieldName: string): number | 'today' {
  const m = /\{"day":(\d+)\}/.exec(storeFieldName);
  return m ? Number(m[1]) : 'today';
}

/**
 * A check-in (mine from a mutation's answer, anyone's from a live event) into every cached list of
 * its day (today's list, a past day's list, the Timeline's day): stored once by id, so the answer and the event of the same write never show twice.
 */
export function putCheckIn(cache: ApolloCache, checkIn: CheckInFieldsFragment) {
  const ref = cache.writeFragment({ fragment: CheckInFieldsDoc, fragmentName: 'CheckInFields', data: { ...checkIn, __typename: 'CheckIn' } as CheckInFieldsFragment });
  if (!ref) return;
  cache.modify({
    id: cache.identify({ __typename: 'Topic', id: checkIn.topicId }),
    fields: {
      checkIns(existing: readonly Reference[] = [], { storeFieldName, readField }) {
        const day = dayOfField(storeFieldName);
        const today = readField<{ day: number } | null>('today');
        const holds = day === 'today' ? today?.day === checkIn.day : day === checkIn.day;
        if (!holds) return existing;
        if (existing.some((r) => readField('id', r) === checkIn.id)) return existing;
        // one row per person and day: a freeze or a replacement takes the place of that person's row
        const others = existing.filter((r) => readField<string>('id', readField<Reference>('user', r)) !== checkIn.user.id);
        return [...others, ref];
      },
    },
  });
  putIntoTimeline(cache, checkIn, ref);
}

/** The same check-in into the Timeline's list of its day (TimelineEntry.checkIns), when cached. */
function putIntoTimeline(cache: ApolloCache, checkIn: CheckInFieldsFragment, ref: Reference) {
  const timeline = cache.readQuery({ query: TimelineCheckInsQueryDocument, variables: { topicId: checkIn.topicId } })?.timeline;
  const entry = timeline?.find((e) => e.day === checkIn.day);
  if (!entry) return;
  cache.modify({
    id: cache.identify({ __typename: 'TimelineEntry', id: entry.id }),
    fields: {
      checkIns(existing: readonly Reference[] | null = null, { readField }) {
        if (!existing) return existing;
        if (existing.some((r) => readField('id', r) === checkIn.id)) return existing;
        return [...existing.filter((r) => readField<string>('id', readField<Reference>('user', r)) !== checkIn.user.id), ref];
      },
    },
  });
}

/**
 * The running focus session of a topic (null once stopped). A stop only clears the session it
 * names, so a late stop event never ends a newer session.
 */
export function setFocusSession(cache: ApolloCache, topicId: string, session: FocusSessionFieldsFragment | null, stoppedId?: string) {
  const current = cache.readQuery({ query: FocusSessionQueryDocument, variables: { topicId } });
  if (stoppedId !== undefined && current?.topic?.focusSession && current.topic.focusSession.id !== stoppedId) return;
  cache.writeQuery({
    query: FocusSessionQueryDocument,
    variables: { topicId },
    // __typename: the cache keys Topic:<id> and the session by it (the generated types leave it out)
    data: { topic: { __typename: 'Topic', id: topicId, focusSession: session ? { ...session, __typename: 'FocusSession' } : null } } as FocusSessionQuery,
  });
}

/** Today's check-ins of a topic as cached (empty until the frame is loaded). */
export function cachedToday(cache: ApolloCache, topicId: string) {
  return cache.readQuery({ query: AccountabilityTodayQueryDocument, variables: { topicId } })?.topic ?? null;
}
