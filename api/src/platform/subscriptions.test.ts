import { GraphQLObjectType, GraphQLSchema, GraphQLString, parse, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildContext, type AppDeps, type Context } from './context.js';
import { subscribeWithFreshScope } from './subscriptions.js';

/** Each event's resolver sees its own EntityManager and loaders, without asking (decision 023). */
describe('subscribeWithFreshScope', () => {
  it('gives every event a fresh EntityManager and fresh loaders, and the same one within an event', async () => {
    let forks = 0;
    const deps = { orm: { em: { fork: () => ({ fork: ++forks }) } }, sessionSecret: 's', loaders: () => ({ made: forks }) } as unknown as AppDeps;
    const seen: string[] = [];
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
      subscription: new GraphQLObjectType({
        name: 'Subscription',
        fields: {
          tick: {
            type: GraphQLString,
            subscribe: async function* () {
              yield 'a';
              yield 'b';
            },
            resolve: (event: string, _args: unknown, ctx: Context) => {
              const first = ctx.em;
              expect(ctx.em).toBe(first); // within one event: one EntityManager
              seen.push(`${event}:${(first as unknown as { fork: number }).fork}:${(ctx.loaders as unknown as { made: number }).made}`);
              return event;
            },
          },
        },
      }),
    });
    const contextValue = await buildContext(deps, { headers: {}, requestId: 'r' });
    const stream = (await subscribeWithFreshScope({ schema, document: parse('subscription { tick }'), contextValue })) as AsyncGenerator<ExecutionResult>;
    const results = [];
    for await (const r of stream) results.push(r.data?.tick);
    expect(results).toEqual(['a', 'b']);
    // the session lookup forks none (decision 039): the first event's EntityManager is the first fork
    expect(seen).toEqual(['a:1:1', 'b:2:2']);
  });
});
