import { GraphQLObjectType, GraphQLSchema, GraphQLString, parse, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildContext, contextFor, type AppDeps, type Context } from './context.js';
import type { SessionRead } from './session.js';
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

/** One execution per event for subscribers who would get the same answer (decision 048). */
describe('subscribeWithFreshScope shares an event between subscribers', () => {
  const deps = { orm: { em: { fork: () => ({}) } }, sessionSecret: 's', loaders: () => ({}) } as unknown as AppDeps;
  const later = new Date(Date.now() + 3_600_000);
  const signedIn = (userId: number, sessionId: string) =>
    contextFor(deps, { headers: {}, requestId: `r-${sessionId}` }, { session: { id: sessionId, expiresAt: later, revokedAt: null }, user: { id: userId } } as unknown as SessionRead);
  const visitor = (n: number) => contextFor(deps, { headers: {}, requestId: `v-${n}` }, null);

  /** A schema whose one subscription hands every subscriber the same event objects, as the pubsub does. */
  const setup = (events: object[]) => {
    const runs: string[] = [];
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
      subscription: new GraphQLObjectType({
        name: 'Subscription',
        fields: {
          tick: {
            type: GraphQLString,
            args: { tag: { type: GraphQLString } },
            subscribe: async function* () {
              for (const e of events) yield e;
            },
            resolve: (event: { n: number }, args: { tag?: string }, ctx: Context) => {
              runs.push(`${event.n}:${ctx.viewerRow?.id ?? '-'}:${args.tag ?? ''}`);
              return `${event.n} for ${ctx.viewerRow?.id ?? 'a visitor'}`;
            },
          },
        },
      }),
    });
    const document = parse('subscription($tag: String) { tick(tag: $tag) }');
    const listen = async (contextValue: Context, tag = 'x') => {
      const stream = (await subscribeWithFreshScope({ schema, document, contextValue, variableValues: { tag } })) as AsyncGenerator<ExecutionResult>;
      const got: unknown[] = [];
      for await (const r of stream) got.push(r.data?.tick);
      return got;
    };
    return { runs, listen };
  };

  it('executes once per event for the sockets of one session, and once for all visitors', async () => {
    const { runs, listen } = setup([{ n: 1 }, { n: 2 }]);
    const got = await Promise.all([listen(signedIn(7, 'a')), listen(signedIn(7, 'a')), listen(visitor(1)), listen(visitor(2)), listen(visitor(3))]);
    expect(got).toEqual([
      ['1 for 7', '2 for 7'],
      ['1 for 7', '2 for 7'],
      ['1 for a visitor', '2 for a visitor'],
      ['1 for a visitor', '2 for a visitor'],
      ['1 for a visitor', '2 for a visitor'],
    ]);
    expect(runs.toSorted()).toEqual(['1:-:x', '1:7:x', '2:-:x', '2:7:x']);
  });

  it('executes apart for another session of the same person, another person and other variables', async () => {
    const { runs, listen } = setup([{ n: 1 }]);
    const got = await Promise.all([listen(signedIn(7, 'a')), listen(signedIn(7, 'b')), listen(signedIn(8, 'c')), listen(signedIn(7, 'a'), 'y')]);
    expect(got).toEqual([['1 for 7'], ['1 for 7'], ['1 for 8'], ['1 for 7']]);
    expect(runs.toSorted()).toEqual(['1:7:x', '1:7:x', '1:7:y', '1:8:x']);
  });

  it('executes each event apart, even with equal contents', async () => {
    const { runs, listen } = setup([{ n: 1 }, { n: 1 }]);
    await Promise.all([listen(visitor(1)), listen(visitor(2))]);
    expect(runs).toEqual(['1:-:x', '1:-:x']);
  });
});
