import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  getOperationAST,
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

/** Apollo: runs the pipeline once the operation is known (it has the variables there). */
export function guardPlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request, schema }) {
          if (!operation) return;
          const error = guardDocument(schema, document, operation, request.variables);
          if (error) throw error;
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
 * graphql-ws `onSubscribe`: parse, validate with the specified rules (and no introspection when it
 * is off), then the same guard pipeline as HTTP. Returns the execution args, or the errors.
 */
/** How many validated subscription documents `guardedSubscribe` keeps, and the longest text it keeps one for. */
export const VALIDATED_MAX = 500;
export const VALIDATED_TEXT_MAX = 16 * 1024;

export function guardedSubscribe(schema: GraphQLSchema, opts: { introspection: boolean; suggestions: boolean }) {
  const rules = opts.introspection ? specifiedRules : [...specifiedRules, NoSchemaIntrospectionCustomRule];
  // documents that parsed, validated and passed the guards once, by text: the sockets sending one
  // text share one document object — parsed and validated once, compiled once per operation
  // (subscriptions.ts), one copy in memory. At most VALIDATED_MAX texts of ≤ VALIDATED_TEXT_MAX
  // characters (the app's own are under 2 KiB; a socket message may be 1 MiB), the least recently
  // used dropped first; a refused text is never kept.
  const validated = new Map<string, DocumentNode>();
  const keep = (text: string, document: DocumentNode) => {
    validated.delete(text); // (re-)insert: the Map's order is the recency order
    if (text.length > VALIDATED_TEXT_MAX) return;
    if (validated.size >= VALIDATED_MAX) validated.delete(validated.keys().next().value!);
    validated.set(text, document);
  };
  const guarded = (payload: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null }) => {
    let document = validated.get(payload.query);
    if (!document) {
      try {
        document = parse(payload.query);
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
    keep(payload.query, document);
    return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
  };
  /** How many texts are kept (tests). */
  return Object.assign(guarded, { kept: () => validated.size });
}
