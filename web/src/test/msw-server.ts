import { getResponse, http, HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { setupServer } from 'msw/node';

/** The GraphQL endpoint as the tests' Apollo client calls it (`<jsdom origin>/graphql`). */
export const api = graphql.link('*/graphql');

/** The header of one operation of a batch as the batch's handler hands it to the others (not a request of its own). */
export const BATCH_PART = 'x-test-batch-part';

/** Subscriptions that reach HTTP when a test's client has no subscription link: answered with nothing. */
const QUIET_SUBSCRIPTIONS = new Set(['NotificationEvents', 'CommentEvents', 'TopicPostEvents', 'ChatEvents']);

/**
 * Only background operations have defaults: the header bell's, the call popup's and Messages control's (every signed-in screen asks them),
 * the feed's read marker and the live comments of a topic page; every test declares the operations it is about, and
 * anything else fails the test. Tests that drive a subscription pass a link (test/fake-subscriptions.ts).
 */
export const server = setupServer(
  // a batch (a JSON array of operations: the first screen's reads, decision 083) is answered as
  // the api does, each operation by the handler it would meet alone, the answers in order
  http.post('*/graphql', async ({ request }) => {
    const body = (await request.clone().json().catch(() => null)) as unknown;
    if (!Array.isArray(body)) return undefined;
    const answers = await Promise.all(
      body.map(async (op: { operationName?: string }) => {
        const headers = new Headers(request.headers);
        headers.set(BATCH_PART, '1');
        const alone = await getResponse([...server.listHandlers()] as Parameters<typeof getResponse>[0], new Request(request.url, { method: 'POST', headers, body: JSON.stringify(op) }));
        return alone ? ((await alone.json()) as unknown) : { errors: [{ message: `No test handler for ${op.operationName ?? 'an operation'} in a batch` }] };
      }),
    );
    return HttpResponse.json(answers);
  }),
  // the incoming-call popup's catch-up (features/calls/incoming-call-popup.tsx)
  api.query('RingingCalls', () => HttpResponse.json({ data: { ringingCalls: [] } })),
  api.query('IncomingCallStart', () => HttpResponse.json({ data: { incomingCallEventId: '0' } })),
  // where a call tab's or call bar's callEvents start (features/calls/use-call-events.ts)
  api.query('CallEventsStart', ({ variables }) => HttpResponse.json({ data: { topic: { __typename: 'Topic', id: String(variables.topicId), squadEventId: '0' } } })),
  api.query('NotificationBell', () => HttpResponse.json({ data: { notificationBell: { __typename: 'NotificationBell', unreadCount: 0, lastEventId: '0' } } })),
  api.query('ChatStart', () => HttpResponse.json({ data: { unreadMessageCount: 0, lastChatEventId: '0' } })),
  // an open feed moves the viewer's read marker (features/feed/use-mark-feed-read.ts)
  api.mutation('MarkFeedRead', ({ variables }) => HttpResponse.json({ data: { markFeedRead: { __typename: 'Topic', id: String(variables.topicId), unreadPostCount: 0 } } })),
  api.operation(({ operationName }) => (QUIET_SUBSCRIPTIONS.has(operationName) ? new HttpResponse(null, { status: 204 }) : undefined)),
);
