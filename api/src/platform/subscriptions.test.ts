import { GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString, parse, type ExecutionResult, type GraphQLFieldConfigMap } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildContext, type AppDeps, type Context } from './context.js';
import { subscribeWithFreshScope } from './subscriptions.js';

/** A schema whose Subscription type has `fields` (and a Query, which every schema needs). */
const withSubscriptions = (fields: GraphQLFieldConfigMap<never, Context>) =>
  new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType({ name: 'Subscription', fields: fields as GraphQLFieldConfigMap<unknown, Context> }),
  });

/** Each event's resolver sees its own EntityManager and loaders, without asking (decision 023). */
describe('subscribeWithFreshScope', () => {
  it('keeps nothing its start read: the EntityManager and loaders it used go once the stream exists (decision 077)', async () => {
    let forks = 0;
    const deps = { orm: { em: { fork: () => ({ fork: ++forks }) } }, sessionSecret: 's', loaders: () => ({ made: forks }) } as unknown as AppDeps;
    let startedWith: unknown = null;
    const contextValue = await buildContext(deps, { headers: {}, requestId: 'r' });
    // a start that reads before it returns its stream, as logStream reads the head
    const reading = withSubscriptions({
      tick: {
        type: GraphQLString,
        subscribe: (_root: unknown, _args: unknown, ctx: Context) => {
          startedWith = ctx.em;
          void ctx.loaders;
          return (async function* () {
            yield 'a';
          })();
        },
        resolve: (event: string) => event,
      },
    });
    const stream = (await subscribeWithFreshScope({ schema: reading, document: parse('subscription { tick }'), contextValue })) as AsyncGenerator<ExecutionResult>;
    expect(startedWith).toEqual({ fork: 1 });
    // an idle subscription holds no fork: the next use makes a new one
    expect(contextValue.em).toEqual({ fork: 2 });
    await stream.return(undefined);
  });

  it('gives every event a fresh EntityManager and fresh loaders, and the same one within an event', async () => {
    let forks = 0;
    const deps = { orm: { em: { fork: () => ({ fork: ++forks }) } }, sessionSecret: 's', loaders: () => ({ made: forks }) } as unknown as AppDeps;
    const seen: string[] = [];
    const schema = withSubscriptions({
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
    });
    const contextValue = await buildContext(deps, { headers: {}, requestId: 'r' });
    const stream = (await subscribeWithFreshScope({ schema, document: parse('subscription { tick }'), contextValue })) as AsyncGenerator<ExecutionResult>;
    const results = [];
    for await (const r of stream) results.push(r.data?.tick);
    expect(results).toEqual(['a', 'b']);
    // the session lookup forks none (decision 039): the first event's EntityManager is the first fork
    expect(seen).toEqual(['a:1:1', 'b:2:2']);
  });

  it('runs events through the compiled operation with graphql-js results: errors located, with extensions; non-null bubbling', async () => {
    const deps = { orm: { em: { fork: () => ({}) } }, sessionSecret: 's', loaders: () => ({}) } as unknown as AppDeps;
    const Item = new GraphQLObjectType({
      name: 'Item',
      fields: {
        name: { type: GraphQLString },
        broken: { type: GraphQLString, resolve: () => { throw new Error('boom'); } },
        required: { type: new GraphQLNonNull(GraphQLString), resolve: () => null },
      },
    });
    const schema = withSubscriptions({
      item: {
        type: Item,
        args: { prefix: { type: GraphQLString } },
        subscribe: async function* () {
          yield { name: 'one' };
        },
        resolve: (event: { name: string }, args: { prefix?: string }) => ({ name: `${args.prefix ?? ''}${event.name}` }),
      },
      whole: {
        type: Item,
        subscribe: async function* () {
          yield {};
        },
        resolve: () => ({}),
      },
    });
    const contextValue = await buildContext(deps, { headers: {}, requestId: 'r' });
    const document = parse('subscription($p: String) { item(prefix: $p) { name broken } }');
    const [first] = await collect((await subscribeWithFreshScope({ schema, document, contextValue, variableValues: { p: '#' } })) as AsyncGenerator<ExecutionResult>);
    expect(first.data).toEqual({ item: { name: '#one', broken: null } });
    expect(first.errors).toHaveLength(1);
    expect(first.errors![0]).toMatchObject({ message: 'boom', path: ['item', 'broken'], extensions: {} });
    expect(first.errors![0].originalError?.message).toBe('boom');
    // a non-null field's null empties its parent, as graphql-js does
    const [second] = await collect((await subscribeWithFreshScope({ schema, document: parse('subscription { whole { name required } }'), contextValue })) as AsyncGenerator<ExecutionResult>);
    expect(second.data).toEqual({ whole: null });
    expect(second.errors![0].path).toEqual(['whole', 'required']);
  });
});

async function collect(stream: AsyncGenerator<ExecutionResult>) {
  const out: ExecutionResult[] = [];
  for await (const r of stream) out.push(r);
  return out;
}
