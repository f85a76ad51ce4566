import { createSourceEventStream, execute, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { renewScope, type Context } from './context.js';

const isAsyncIterable = (x: unknown): x is AsyncIterable<unknown> => x != null && typeof (x as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function';

/**
 * graphql-js's `subscribe`, with one difference: before each event is resolved, the context gets a
 * fresh EntityManager and fresh loaders (`renewScope`). A socket open for hours therefore reads
 * fresh rows on every event, and no subscription resolver has to remember to ask for them
 * (decision 023). graphql-ws calls this for every subscription operation (ws.ts).
 */
export async function subscribeWithFreshScope(args: ExecutionArgs): Promise<AsyncGenerator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!isAsyncIterable(stream)) return stream;
  const source = stream[Symbol.asyncIterator]();
  const closeQuietly = async () => {
    try {
      await source.return?.();
    } catch {
      // keep the original error when closing the source fails too
    }
  };
  const map = async (result: IteratorResult<unknown>): Promise<IteratorResult<ExecutionResult>> => {
    if (result.done) return { done: true, value: undefined };
    try {
      if (args.contextValue) renewScope(args.contextValue as Context);
      return { done: false, value: await execute({ ...args, rootValue: result.value }) };
    } catch (err) {
      await closeQuietly();
      throw err;
    }
  };
  const mapped = {
    next: async () => map(await source.next()),
    return: async () => (source.return ? map(await source.return()) : { done: true as const, value: undefined }),
    throw: async (err: unknown) => {
      if (source.throw) return map(await source.throw(err));
      await closeQuietly();
      throw err;
    },
    [Symbol.asyncIterator]() {
      return mapped;
    },
  };
  return mapped as unknown as AsyncGenerator<ExecutionResult>;
}
