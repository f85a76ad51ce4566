import type { TopicCardFieldsFragment } from '../gql/graphql';

export const CATEGORIES = [
  { __typename: 'Category' as const, id: '1', name: 'Programming' },
  { __typename: 'Category' as const, id: '2', name: 'Languages' },
  { __typename: 'Category' as const, id: '3', name: 'Mathematics' },
];

export function person(id: string, username: string, extra: Record<string, unknown> = {}) {
  return { __typename: 'User' as const, id, username, firstName: null, lastName: null, profileImageUrl: null, ...extra };
}

/** A topic with every field any pool query asks for. */
export function topic(id: string, overrides: Partial<TopicCardFieldsFragment> & Record<string, unknown> = {}) {
  const owner = person('u1', 'ada', { firstName: 'Ada', lastName: 'Lovelace' });
  return {
    __typename: 'Topic' as const,
    id,
    topic: `Topic ${id}`,
    yourName: 'Ada',
    squadSize: 3,
    durationDays: 7,
    startDate: '2026-12-01',
    startTime: '09:00 AM',
    imageUrl: null,
    active: false,
    category: CATEGORIES[0],
    description: 'We read a chapter a day.',
    timezone: 'Europe/London',
    startsAt: '2026-12-01T09:00:00.000Z',
    state: 'UPCOMING',
    memberCount: 1,
    isFull: false,
    owner,
    members: [owner],
    viewerCan: { __typename: 'TopicViewerCan' as const, delete: true, viewTimeline: true },
    viewerStatus: 'OWNER',
    viewerRequest: null,
    onlineMemberIds: [owner.id],
    ...overrides,
  };
}

/** A page of a topic connection: cursors are "c<id>". */
export function connection(topics: ReturnType<typeof topic>[], hasNextPage: boolean) {
  return {
    __typename: 'TopicConnection' as const,
    edges: topics.map((node) => ({ __typename: 'TopicEdge' as const, cursor: `c${node.id}`, node })),
    pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor: topics.length ? `c${topics[topics.length - 1].id}` : null },
  };
}
