import { createSourceEventStream, execute, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { renewScope, type Context } from './context.js';
import { asGraphQLError } from './jit.js';

const isAsyncIterable = (x: unknown): x is AsyncIterable<unknown> => x != null && typeof (x as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function';

/**
 * Each document's operations compiled by graphql-jit (decision 033, here for events: decision 050),
 * kept as long as the document object lives. graphql-ws's sockets share one document object per
 * query text (guard.ts keeps the validated ones), so 1,000 sockets subscribed with one text compile
 * it once. A document graphql-jit cannot compile (null: remembered) runs through graphql-js.
 */
const compiledByDocument = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();
function compiledFor(args: ExecutionArgs): CompiledQuery | null {
  let byName = compiledByDocument.get(args.document);
  if (!byName) compiledByDocument.set(args.document, (byName = new Map()));
  const name = args.operationName ?? '';
  let compiled = byName.get(name);
  if (compiled === undefined) {
    const made = compileQuery(args.schema, args.document, args.operationName ?? undefined, { disablingCapturingStackErrors: true });
    byName.set(name, (compiled = isCompiledQuery(made) ? made : null));
  }
  return compiled;
}

/** One event through the compiled operation: the same resolvers and context as graphql-js's `execute`, its errors in graphql-js's form. */
async function executeEvent(args: ExecutionArgs, event: unknown): Promise<ExecutionResult> {
  const compiled = compiledFor(args);
  if (!compiled) return execute({ ...args, rootValue: event });
  const result = (await compiled.query(event, args.contextValue, (args.variableValues ?? {}) as Record<string, unknown>)) as ExecutionResult;
  return result.errors?.length ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
}

/**
 * graphql-js's `subscribe`, with one difference: before each event is resolved, the context gets a
 * fresh EntityManager and fresh loaders (`renewScope`). A socket open for hours therefore reads
 * fresh rows on every event, and no subscription resolver has to remember to ask for them
 * (decision 023). graphql-ws calls this for every subscription operation (ws.ts).
 */
export async function subscribeWithFreshScope(args: ExecutionArgs): Promise<AsyncGenerator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!isAsyncIterable(stream)) return stream;
  // what the start read (its EntityManager with its entities, its loaders) goes now, not at the
  // first event: an idle subscription kept them for hours, 4 DataLoaders and a fork each (the
  // heap of 1,000 sockets, whose major collections stalled the loop: decision 077)
  if (args.contextValue) renewScope(args.contextValue as Context);
  compiledFor(args); // compiled as the first socket subscribes, not as its first event fans out
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
      return { done: false, value: await executeEvent(args, result.value) };
    } catch (err) {
      await closeQuietly();
      throw err;
    }
  };
  const mapped: AsyncGenerator<ExecutionResult> = {
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
    // an AsyncGenerator is disposable (`await using`): disposing closes the source, as `return` does
    [Symbol.asyncDispose]: async () => void (await mapped.return(undefined)),
  };
  return mapped;
}
