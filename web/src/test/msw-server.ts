import { HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { setupServer } from 'msw/node';

/** The GraphQL endpoint as the tests' Apollo client calls it (`<jsdom origin>/graphql`). */
export const api = graphql.link('*/graphql');

/**
 * Only the header bell's background operations have defaults (every signed-in screen asks them);
 * every test declares the operations it is about, and anything else fails the test.
 */
export const server = setupServer(
  api.query('UnreadNotificationCount', () => HttpResponse.json({ data: { unreadNotificationCount: 0 } })),
  api.operation(({ operationName }) => (operationName === 'NotificationAdded' ? new HttpResponse(null, { status: 204 }) : undefined)),
);
