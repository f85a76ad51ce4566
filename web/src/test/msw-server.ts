import { setupServer } from 'msw/node';
import { graphql } from 'msw/graphql';

/** The GraphQL endpoint as the tests' Apollo client calls it (`<jsdom origin>/graphql`). */
export const api = graphql.link('*/graphql');

/** No default handlers: every test declares the operations it expects; anything else fails the test. */
export const server = setupServer();
