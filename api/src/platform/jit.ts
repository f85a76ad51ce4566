import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { execute, GraphQLError, visit, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { BoundedCache, TEXT_CACHE_BOUNDS, type TextCacheBounds } from './text-cache.js';

type GatewayInterface = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;

/**
 * GraphQL execution compiled per operation with graphql-jit (decision 033), plugged into Apollo
 * Server through its gateway hook (`gateway.load()` → `{ schema, executor }`). Apollo still parses,
 * validates (its rules and ours), runs every plugin's request hooks — the guard pipeline's
 * `didResolveOperation` (guard.ts: text, depth/cost/field limits, root-field guard) included —
 * before it hands the operation to the executor, and formats errors after it. The executor only
 * replaces graphql-js's `execute`: the same resolvers (type-graphql's auth checker and policies
 * inside them) run with the same context. What it skips: nothing any plugin of ours uses
 * (`willResolveField` would still run: Apollo wraps the schema's resolvers, which jit calls).
 *
 * Compiled operations are kept per query text and operation name, bounded in entries and in
 * bytes of text (text-cache.ts; issue 26: 700 distinct documents each carrying a 900 kB literal
 * held 2 GB), the least recently used dropped first. A text is compiled on its second use only:
 * its first runs through graphql-js's `execute`, and only its hash is remembered, so a client
 * sending ever-new documents costs neither a compile each nor memory beyond the bounds.
 */
/**
 * graphql-jit's errors borrow the original error's `extensions` and have none when it has none (a
 * database error, a TypeError): Apollo's error normalisation then reads `extensions.code` of
 * undefined, throws, and answers a bare "Internal server error" that never reaches our formatter
 * (no id, nothing logged). Such an error is re-made as graphql-js makes it, its original kept.
 */
export function asGraphQLError(e: GraphQLError): GraphQLError {
  if (e.extensions) return e;
  const located = e as GraphQLError & { locations?: GraphQLError['locations'] };
  const made = new GraphQLError(e.message, { path: e.path, originalError: e.originalError ?? e });
  if (located.locations) Object.defineProperty(made, 'locations', { value: located.locations, enumerable: true });
  return made;
}

/**
 * The texts graphql-jit compiles: ≤ 4 KiB (the app's are ≤ 1.1 KiB) and no string literal over 64
 * characters. A compiled operation's generated source inlines the literals, and V8 keeps every
 * source given to `new Function` in its compilation cache, unreachable from here: 700 distinct
 * texts of 16 kB compiled added ~25 MiB of heap that no GC gave back (issue 26, decision 052).
 */
export const JIT_TEXT_MAX = 4 * 1024;
const JIT_LITERAL_MAX = 64;
const compilable = (text: string, document: DocumentNode): boolean => {
  if (text.length > JIT_TEXT_MAX) return false;
  let ok = true;
  visit(document, {
    StringValue: (node) => {
      if (node.value.length > JIT_LITERAL_MAX) ok = false;
    },
  });
  return ok;
};

export function jitGateway(schema: GraphQLSchema, bounds: TextCacheBounds = TEXT_CACHE_BOUNDS): GatewayInterface & { compiled: () => number; compiledBytes: () => number } {
  const cache = new BoundedCache<string, CompiledQuery>(bounds);
  // keys seen once (a hash and a name each: ~100 bytes), as many as the cache holds
  const seen = new BoundedCache<string, true>({ entries: bounds.entries, bytes: Infinity, itemBytes: Infinity });
  const plain = (rc: Parameters<GatewayExecutor>[0]) =>
    execute({ schema, document: rc.document, operationName: rc.operationName, variableValues: rc.request.variables, contextValue: rc.context });
  const executor: GatewayExecutor = async (rc) => {
    // Apollo resolved no operation (an operationName the document does not hold): its context's
    // operationName is then null, so ask graphql-js with the name the request sent — it answers
    // "Unknown operation named …", which Apollo turns into a 400 (not a 500, not operation A run)
    if (!rc.operation) return execute({ schema, document: rc.document, operationName: rc.request.operationName, variableValues: rc.request.variables, contextValue: rc.context });
    const key = `${rc.operationName ?? ''}\u0000${rc.queryHash}`;
    let compiled = cache.get(key);
    if (!compiled) {
      const weight = rc.source.length;
      // first use, or a text too heavy to keep: graphql-js, nothing compiled or kept
      if (weight > bounds.itemBytes || !seen.has(key)) {
        if (weight <= bounds.itemBytes) seen.set(key, true, 1);
        return plain(rc);
      }
      seen.delete(key);
      if (!compilable(rc.source, rc.document)) return plain(rc);
      const made = compileQuery(schema, rc.document, rc.operationName ?? undefined, { disablingCapturingStackErrors: true });
      if (!isCompiledQuery(made)) return made as ExecutionResult;
      compiled = made;
      cache.set(key, compiled, weight);
    }
    const result = (await compiled.query(undefined, rc.context, rc.request.variables ?? {})) as ExecutionResult;
    // no data at all: the variables were refused before anything ran. graphql-js says why in the
    // form Apollo recognises (a 400 with BAD_USER_INPUT, the variable named): let it answer.
    if (result.data === undefined) return plain(rc);
    return result.errors?.length ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
  };
  return {
    async load() {
      return { schema, executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    async stop() {
      cache.clear();
      seen.clear();
    },
    compiled: () => cache.size,
    compiledBytes: () => cache.bytes,
  };
}
