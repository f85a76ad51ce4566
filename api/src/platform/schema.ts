import { isObjectType, lexicographicSortSchema, printSchema, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
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
  const schema = await buildSchema({
    // eslint-disable-next-line typescript/no-unsafe-function-type
    resolvers: [...resolvers] as NonEmptyArray<Function>,
    authChecker,
    authMode: 'error',
    pubSub: pubSub ?? createAppPubSub(),
    validate: false, // rules and messages come from @poolmates/schema, checked in the services
    emitSchemaFile: false,
  });
  directFieldResolvers(schema);
  renamedFieldsReadTheirProperty(schema);
  return schema;
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

/**
 * A plain field whose GraphQL name differs from its property (`@Field({ name: 'topic' }) title`)
 * keeps a resolver, since the default one would read the GraphQL name; type-graphql's builds a
 * `resolverData` object and runs an empty middleware chain per field per row just to read
 * `root[property]`. With no roles, no middleware and no field resolver of that name it now reads
 * the property directly (decision 048) — the same value.
 */
function renamedFieldsReadTheirProperty(schema: GraphQLSchema): void {
  const storage = getMetadataStorage();
  for (const objectType of storage.objectTypes) {
    const type = schema.getType(objectType.name);
    if (!isObjectType(type)) continue;
    for (const f of objectType.fields ?? []) {
      if (f.name === f.schemaName || f.roles?.length || f.middlewares?.length) continue;
      // a field resolver of that name on this type, a parent or a child of it (inherited types) wins
      const related = (t: unknown) => typeof t === 'function' && (t === objectType.target || objectType.target.prototype instanceof t || t.prototype instanceof objectType.target);
      if (storage.fieldResolvers.some((fr) => fr.schemaName === f.schemaName && related(fr.getObjectType?.() ?? fr.target))) continue;
      const field = type.getFields()[f.schemaName];
      if (!field) continue;
      const property = f.name;
      field.resolve = (root: Record<string, unknown>) => root[property];
    }
  }
}

type Param = { kind: string; index: number; propertyName?: string; getType?: () => unknown };

/**
 * A `@FieldResolver` of a resolver class whose parameters are only `@Root()` (a plain object type:
 * `Row<T>`), `@Ctx()` and `@Info()`, with no roles and no middleware, is called directly: type-graphql's
 * handler sorts and maps its parameter list and builds a `resolverData` object on every call — per
 * field per row, ~3 % of a list page (decision 045). The method, its instance (one per resolver
 * class, as type-graphql's default container keeps) and its arguments are the same. Anything else
 * (arguments, custom parameter decorators such as `@SignedIn()`, a root converted to a class,
 * `@Authorized`) keeps type-graphql's handler.
 */
function directFieldResolvers(schema: GraphQLSchema): void {
  const storage = getMetadataStorage();
  const instances = new Map<Function, Record<string, (...a: unknown[]) => unknown>>(); // eslint-disable-line typescript/no-unsafe-function-type
  for (const fr of storage.fieldResolvers) {
    if (fr.kind !== 'external' || fr.roles?.length || fr.middlewares?.length || !fr.getObjectType) continue;
    const params = [...((fr.params ?? []) as Param[])].sort((a, b) => a.index - b.index);
    const direct = params.every((p) => (p.kind === 'root' && !p.propertyName && (!p.getType || p.getType() === Object)) || p.kind === 'context' || p.kind === 'info');
    if (!direct) continue;
    const typeName = storage.objectTypes.find((o) => o.target === fr.getObjectType!())?.name;
    const type = typeName ? schema.getType(typeName) : undefined;
    const field = isObjectType(type) ? type.getFields()[fr.schemaName] : undefined;
    if (!field) continue;
    let instance = instances.get(fr.target);
    if (!instance) instances.set(fr.target, (instance = new (fr.target as new () => Record<string, (...a: unknown[]) => unknown>)()));
    const self = instance;
    const method = self[fr.methodName];
    const pick = params.map((p): ((root: unknown, ctx: Record<string, unknown>, info: unknown) => unknown) =>
      p.kind === 'root' ? (root) => root : p.kind === 'info' ? (_r, _c, info) => info : p.propertyName ? (_r, ctx) => ctx[p.propertyName!] : (_r, ctx) => ctx,
    );
    const resolve: GraphQLFieldResolver<unknown, Record<string, unknown>> =
      pick.length === 1 ? (root, _args, ctx, info) => method.call(self, pick[0](root, ctx, info))
      : pick.length === 2 ? (root, _args, ctx, info) => method.call(self, pick[0](root, ctx, info), pick[1](root, ctx, info))
      : (root, _args, ctx, info) => method.apply(self, pick.map((g) => g(root, ctx, info)));
    field.resolve = resolve as GraphQLFieldResolver<unknown, unknown>;
  }
}
