import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage, type NonEmptyArray } from 'type-graphql';
import { authChecker } from './auth.js';
import { createAppPubSub, type PubSub } from './pubsub.js';

/**
 * Builds the executable schema from the features' resolvers (`collect(features).resolvers`: the
 * platform names no feature, decision 023). `pubSub` may be omitted when only the SDL is wanted.
 */
// eslint-disable-next-line typescript/no-unsafe-function-type -- what type-graphql's buildSchema takes
export async function buildAppSchema(resolvers: readonly Function[], pubSub?: PubSub): Promise<GraphQLSchema> {
  if (resolvers.length === 0) throw new Error('buildAppSchema: no resolvers (pass collect(features).resolvers)');
  plainFieldsResolveByDefault();
  return buildSchema({
    // eslint-disable-next-line typescript/no-unsafe-function-type
    resolvers: [...resolvers] as NonEmptyArray<Function>,
    authChecker,
    authMode: 'error',
    pubSub: pubSub ?? createAppPubSub(),
    validate: false, // rules and messages come from @poolmates/schema, checked in the services
    emitSchemaFile: false,
  });
}

export const SDL_HEADER = '# Emitted from the type-graphql resolvers by `npm run emit-schema`. Do not edit.\n\n';

export function printAppSchema(schema: GraphQLSchema): string {
  return SDL_HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
}

/**
 * A field that is a plain property (no `@FieldResolver`, no `@Authorized`, no middleware, its
 * GraphQL name the property's name) resolves with GraphQL's default resolver instead of
 * type-graphql's wrapper (a closure building a `resolverData` object per field per row, decision
 * 045): graphql-jit then reads the property inline. What such a wrapper did — read
 * `root[name]` — is exactly what the default does; a field with roles or middlewares keeps its
 * wrapper, and a field resolver always wins over it (type-graphql's own precedence).
 */
function plainFieldsResolveByDefault(): void {
  for (const field of getMetadataStorage().fields) {
    if (field.simple !== undefined) continue; // decided by its declaration
    if (field.name === field.schemaName && !field.roles?.length && !field.middlewares?.length) field.simple = true;
  }
}
