import { createSourceEventStream, execute, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { renewScope, viewerKey, type Context } from './context.js';

const isAsyncIterable = (x: unknown): x is AsyncIterable<unknown> => x != null && typeof (x as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function';

type Answer = ExecutionResult | Promise<ExecutionResult>;

/**
 * One event's answers, by the event (the payload object one publish hands to every subscriber:
 * each publish passes a new object) and then by what an answer depends on: the document, the
 * operation, the variables and whom the context answers for (`viewerKey`). Kept as long as the
 * event object is referenced (the subscribers' queues), so a subscriber that reads it later still
 * finds the answer.
 */
const answers = new WeakMap<object, Map<string, Answer>>();
const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 1;

/** What an answer to `event` depends on, or null when it cannot be shared (then it is executed alone). */
function shareKey(args: ExecutionArgs, event: unknown): string | null {
  if (event === null || typeof event !== 'object' || !args.contextValue) return null;
  const who = viewerKey(args.contextValue as Context);
  if (who === null) return null;
  let doc = documentIds.get(args.document);
  if (doc === undefined) documentIds.set(args.document, (doc = nextDocumentId++));
  return `${doc}\u0000${args.operationName ?? ''}\u0000${who}\u0000${args.variableValues ? JSON.stringify(args.variableValues) : ''}`;
}

/**
 * graphql-js's `subscribe`, with two differences:
 * - before each event is resolved, the context gets a fresh EntityManager and fresh loaders
 *   (`renewScope`). A socket open for hours therefore reads fresh rows on every event, and no
 *   subscription resolver has to remember to ask for them (decision 023);
 * - subscribers of the same document, operation and variables whose contexts answer for the same
 *   session (or are all visitors) get one execution per event, shared (decision 048): 1,000 tabs of
 *   one person, or visitors following one topic, cost one execution, not 1,000. Each still has its
 *   own stream, its own filter (run before this, per subscriber) and its own message.
 * graphql-ws calls this for every subscription operation (ws.ts).
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
  const run = (event: unknown): Answer => execute({ ...args, rootValue: event });
  const answer = (event: unknown): Answer => {
    // every subscriber's context, the sharers' too: its own source stream (filters, membership
    // checks) reads through it, and a socket open for hours must not keep one EntityManager
    if (args.contextValue) renewScope(args.contextValue as Context);
    const key = shareKey(args, event);
    if (key === null) return run(event);
    let byKey = answers.get(event as object);
    if (!byKey) answers.set(event as object, (byKey = new Map()));
    let made = byKey.get(key);
    if (made === undefined) {
      try {
        made = run(event);
      } catch (err) {
        made = Promise.reject(err as Error);
        made.catch(() => {}); // each sharer sees the rejection when it awaits it
      }
      byKey.set(key, made);
    }
    return made;
  };
  const map = async (result: IteratorResult<unknown>): Promise<IteratorResult<ExecutionResult>> => {
    if (result.done) return { done: true, value: undefined };
    try {
      return { done: false, value: await answer(result.value) };
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
