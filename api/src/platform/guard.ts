import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  getOperationAST,
  getVariableValues,
  parse,
  specifiedRules,
  validate,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { Context } from './context.js';
import { checkOperationLimits } from './operation-limits.js';
import { checkLiteralText, checkVariableText } from './text-input.js';
import { boundsFor, checkDocumentBounds } from './document-bounds.js';
import { BoundedCache, TEXT_CACHE_BOUNDS, type TextCacheBounds } from './text-cache.js';

/**
 * The one guard pipeline every door runs on a parsed, valid operation, with the request's raw
 * variables — text that PostgreSQL cannot take (NUL, lone surrogates, > 1,000,000 characters),
 * then the operation limits — GraphQL over HTTP and the REST shim (Apollo plugin; the shim runs through
 * `apollo.executeOperation`, so the same plugin sees it) and graphql-ws (`guardedSubscribe`).
 * Decision 017.
 */
export function guardDocument(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): GraphQLError | null {
  // text first: a NUL or a lone surrogate is named precisely, wherever it sits
  return checkVariableText(variables) ?? literalText(document) ?? operationLimits(schema, document, operation, variables);
}

/*
 * Apollo keeps the parsed document of a query text it has seen (its document store) and hands the
 * same DocumentNode to every request sending that text, so what depends on the document alone is
 * checked once per document (issue 18: walking it per request was ~1.5 % of a page).
 */
const literalChecks = new WeakMap<DocumentNode, GraphQLError | null>();
const literalText = (document: DocumentNode): GraphQLError | null => {
  let found = literalChecks.get(document);
  if (found === undefined) literalChecks.set(document, (found = checkLiteralText(document)));
  return found;
};

/** Does a `first:` anywhere in the document take a variable? Then its cost depends on the request. */
const usesVariableFirst = (document: DocumentNode): boolean => {
  let uses = false;
  visit(document, {
    Argument: (node) => {
      if (node.name.value === 'first' && node.value.kind === Kind.VARIABLE) uses = true;
    },
  });
  return uses;
};

const limitChecks = new WeakMap<OperationDefinitionNode, { error: GraphQLError | null } | null>();
const operationLimits = (schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> | undefined) => {
  let cached = limitChecks.get(operation);
  if (cached === undefined) {
    // null: measured per request (its cost depends on the variables)
    cached = usesVariableFirst(document) ? null : { error: checkOperationLimits(schema, document, operation, {}) };
    limitChecks.set(operation, cached);
  }
  return cached ? cached.error : checkOperationLimits(schema, document, operation, variables ?? {});
};

/**
 * Apollo's document store (parsed, validated documents by the text's hash), bounded as the other
 * caches keyed by texts (text-cache.ts) instead of Apollo's default 30 MiB of JSON-stringified
 * trees (each new document stringified to be weighed). `forget` drops a document the guards
 * refused: Apollo stores a document once it validates, before the guards see it.
 */
export function documentStore(bounds: TextCacheBounds = TEXT_CACHE_BOUNDS) {
  const cache = new BoundedCache<string, DocumentNode>(bounds);
  const keyOf = new WeakMap<DocumentNode, string>();
  return {
    async get(key: string) {
      return cache.get(key);
    },
    async set(key: string, document: DocumentNode) {
      if (cache.set(key, document, document.loc?.end ?? bounds.itemBytes + 1)) keyOf.set(document, key);
    },
    async delete(key: string) {
      return cache.delete(key);
    },
    forget(document: DocumentNode) {
      const key = keyOf.get(document);
      if (key !== undefined) cache.delete(key);
    },
    /** How many documents, and how many bytes of text, are kept (tests). */
    kept: () => ({ documents: cache.size, bytes: cache.bytes }),
  };
}
export type DocumentStore = ReturnType<typeof documentStore>;

/** Apollo: runs the pipeline once the operation is known (it has the variables there). */
export function guardPlugin(store?: DocumentStore): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request, schema }) {
          if (!operation) return;
          const error = guardDocument(schema, document, operation, request.variables);
          if (error) {
            // refused whatever the variables (its document alone): nothing of it is kept
            if (literalText(document) || limitChecks.get(operation)?.error) store?.forget(document);
            throw error;
          }
        },
      };
    },
  };
}

/** Drops "Did you mean …?" from validation messages (Apollo's hideSchemaDetailsFromClientErrors does the same on HTTP). */
export const withoutSuggestions = (errors: readonly GraphQLError[]) =>
  errors.map((e) => new GraphQLError(e.message.replace(/ ?Did you mean(.+?)\?$/, ''), { nodes: e.nodes, extensions: e.extensions }));

/** Over the socket there is no HTTP status: the error keeps its code only. */
const forSocket = (e: GraphQLError) => {
  const { http: _http, ...extensions } = e.extensions;
  return new GraphQLError(e.message, { nodes: e.nodes, extensions });
};

/**
 * graphql-ws `onSubscribe`: the text's bounds (document-bounds.ts: size, tokens, selections —
 * the visitor's or the signed-in person's), then parse (the parser's own token bound too),
 * validate with the specified rules (and no introspection when it is off), then the same guard
 * pipeline as HTTP. Returns the execution args, or the errors.
 */
/** How many validated subscription documents `guardedSubscribe` keeps, and the longest text it keeps one for. */
export const VALIDATED_MAX = TEXT_CACHE_BOUNDS.entries;
export const VALIDATED_TEXT_MAX = TEXT_CACHE_BOUNDS.itemBytes;

export function guardedSubscribe(schema: GraphQLSchema, opts: { introspection: boolean; suggestions: boolean }) {
  const rules = opts.introspection ? specifiedRules : [...specifiedRules, NoSchemaIntrospectionCustomRule];
  // documents that parsed, validated and passed the guards once, by text: the sockets sending one
  // text share one document object — parsed and validated once, compiled once per operation
  // (subscriptions.ts), one copy in memory. Bounded in entries and bytes (text-cache.ts: at most
  // 500 texts, 4 MiB, none over 16 KiB; the app's own are under 2 KiB), the least recently used
  // dropped first; a refused text is never kept.
  const validated = new BoundedCache<string, DocumentNode>();
  const guarded = (payload: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null }, signedIn = false) => {
    let document = validated.get(payload.query);
    const known = document !== undefined;
    if (!document) {
      const bounds = boundsFor(signedIn);
      const refused = checkDocumentBounds(payload.query, bounds);
      if (refused) return [forSocket(refused)];
      try {
        document = parse(payload.query, { maxTokens: bounds.tokens });
      } catch (err) {
        return [err instanceof GraphQLError ? err : new GraphQLError('The query could not be parsed.')];
      }
      const invalid = validate(schema, document, rules);
      if (invalid.length) return opts.suggestions ? invalid : withoutSuggestions(invalid);
    }
    const operation = getOperationAST(document, payload.operationName);
    if (!operation) return [new GraphQLError('Unable to identify operation')];
    const error = guardDocument(schema, document, operation, payload.variables ?? undefined);
    if (error) return [forSocket(error)];
    // variables that do not fit their types (`1.5` for an ID) are the request's error, as over HTTP
    // (Apollo answers BAD_USER_INPUT): graphql-js would answer them without a code, read as ours
    if (operation.variableDefinitions?.length) {
      const coerced = getVariableValues(schema, operation.variableDefinitions, payload.variables ?? {}, { maxErrors: 10 });
      if (coerced.errors) return coerced.errors.map((e) => new GraphQLError(e.message, { nodes: e.nodes, extensions: { code: 'BAD_USER_INPUT' } }));
    }
    if (!known) validated.set(payload.query, document, payload.query.length);
    return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
  };
  /** How many texts are kept (tests). */
  return Object.assign(guarded, { kept: () => validated.size, keptBytes: () => validated.bytes });
}
