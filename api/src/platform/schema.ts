import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { authChecker } from './auth.js';
import { createAppPubSub, type PubSub } from './pubsub.js';

/**
 * Builds the executable schema from the features' resolvers (`collect(features).resolvers`: the
 * platform names no feature, decision 023). `pubSub` may be omitted when only the SDL is wanted.
 */
// eslint-disable-next-line typescript/no-unsafe-function-type -- what type-graphql's buildSchema takes
export async function buildAppSchema(resolvers: readonly Function[], pubSub?: PubSub): Promise<GraphQLSchema> {
  if (resolvers.length === 0) throw new Error('buildAppSchema: no resolvers (pass collect(features).resolvers)');
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
