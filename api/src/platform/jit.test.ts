import { ApolloServer } from '@apollo/server';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createErrorFormatter } from './errors.js';
import { jitGateway } from './jit.js';
import { createLogger } from './logger.js';

/** graphql-jit behind Apollo (decision 033): an unexpected error still reaches our formatter. */
describe('jitGateway', () => {
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        ok: { type: GraphQLString, resolve: () => 'yes' },
        // a database error, a TypeError: an error with no `extensions` of its own
        boom: {
          type: GraphQLString,
          resolve: () => {
            throw new Error('deadlock detected');
          },
        },
      },
    }),
  });

  it('answers an operationName the document does not hold as a 400 naming it, first use and later (not a 500)', async () => {
    const server = new ApolloServer({ gateway: jitGateway(schema), formatError: createErrorFormatter(createLogger('silent')) });
    await server.start();
    try {
      for (let i = 0; i < 3; i++) {
        const res = await server.executeOperation({ query: 'query A { ok }', operationName: 'B' });
        const body = res.body.kind === 'single' ? res.body.singleResult : null;
        expect(res.http.status).toBe(400);
        expect(body?.errors?.[0]).toMatchObject({ message: 'Unknown operation named "B".', extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } });
      }
    } finally {
      await server.stop();
    }
  });

  it('answers an error without extensions as INTERNAL_SERVER_ERROR with an id (not a bare "Internal server error"), the data beside it kept', async () => {
    const server = new ApolloServer({ gateway: jitGateway(schema), formatError: createErrorFormatter(createLogger('silent')) });
    await server.start();
    try {
      // the first use runs through graphql-js, the second compiled: both answer the same
      await server.executeOperation({ query: '{ ok boom }' });
      const res = await server.executeOperation({ query: '{ ok boom }' });
      const body = res.body.kind === 'single' ? res.body.singleResult : null;
      expect(body?.data).toEqual({ ok: 'yes', boom: null });
      expect(body?.errors?.[0]).toMatchObject({ path: ['boom'], extensions: { code: 'INTERNAL_SERVER_ERROR', errorId: expect.any(String) } });
      expect(body?.errors?.[0].message).toMatch(/^Internal server error: [0-9a-f-]{36}$/);
      expect(JSON.stringify(body)).not.toContain('deadlock');
    } finally {
      await server.stop();
    }
  });
});
