import { LIMITS, MSG } from '@poolmates/schema';
import {
  GraphQLError,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** Fields whose each evaluation is a guess at a secret: one per request, never packed into aliases. */
export const SINGLE_USE_FIELDS = new Set([
  'signIn',
  'register',
  'checkPassword',
  'securityCode',
  'changePassword',
  'deactivateAccount',
  'changeEmail',
  'changeEmailWithRecentSignIn',
  'verifyEmail',
  'verifyPin',
  'setPin',
  'unlockPin',
  'findAccountForRecovery',
  'sendPasswordResetCode',
  'verifyPasswordResetCode',
  'verifyRecoveryCode',
  'resetPassword',
]);

export const badRequest = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });

/** Thrown inside the walk to stop at the first limit crossed (a fragment bomb never expands fully). */
class Refused extends Error {
  constructor(readonly error: GraphQLError) {
    super(error.message);
  }
}

const fragmentsOf = (doc: DocumentNode) =>
  new Map(doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));

/** Root field names a selection set asks for, following fragments (aliases counted separately). */
export function rootFieldNames(selectionSet: SelectionSetNode, doc: DocumentNode): string[] {
  const fragments = fragmentsOf(doc);
  const out: string[] = [];
  const walk = (set: SelectionSetNode, depth: number) => {
    if (depth > 10) return;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) out.push(sel.name.value);
      else if (sel.kind === Kind.INLINE_FRAGMENT) walk(sel.selectionSet, depth + 1);
      else {
        const frag = fragments.get(sel.name.value);
        if (frag) walk(frag.selectionSet, depth + 1);
      }
    }
  };
  walk(selectionSet, 0);
  return out;
}

/**
 * Depth, cost, field and alias limits of one operation, with fragments expanded (decision 017).
 * `variables` are the raw request variables: a `first: $n` costs what `$n` is in this request.
 * Introspection (`__schema`, `__type`) is outside depth and cost, but its lists may nest only
 * LIMITS.introspectionMaxListNesting deep (`types → fields → args`), which bounds its answer.
 */
export function checkOperationLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
): GraphQLError | null {
  try {
    measureOperation(schema, document, operation, variables, OPERATION_LIMITS);
  } catch (err) {
    if (err instanceof Refused) return err.error;
    throw err;
  }
  const names = rootFieldNames(operation.selectionSet, document).filter((n) => n !== '__typename');
  const repeated = names.some((n, i) => SINGLE_USE_FIELDS.has(n) && names.indexOf(n) !== i);
  if (names.length > LIMITS.maxRootFields || repeated) return badRequest(MSG.tooManyFields);
  return null;
}

type Limits = Record<'depth' | 'cost' | 'fields' | 'aliases' | 'introspectionLists' | 'introspectionFields', number>;

export const OPERATION_LIMITS: Limits = {
  depth: LIMITS.queryMaxDepth,
  cost: LIMITS.queryMaxCost,
  fields: LIMITS.queryMaxFields,
  aliases: LIMITS.queryMaxAliases,
  introspectionLists: LIMITS.introspectionMaxListNesting,
  introspectionFields: LIMITS.introspectionMaxFields,
};
const UNLIMITED: Limits = { depth: Infinity, cost: Infinity, fields: Infinity, aliases: Infinity, introspectionLists: Infinity, introspectionFields: Infinity };

/** What an operation measures (with no limits: for tests and the figures in decision 017). */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
  max: Limits = UNLIMITED,
): { cost: number; depth: number; fields: number; aliases: number; introspectionFields: number } {
  const fragments = fragmentsOf(document);
  const onPath = new Set<string>();
  let fields = 0;
  let introFields = 0;
  let aliases = 0;
  let deepest = 0;

  const firstOf = (node: FieldNode, field: GraphQLField<unknown, unknown>): number => {
    const arg = node.arguments?.find((a) => a.name.value === 'first');
    let value: unknown = null;
    if (arg?.value.kind === Kind.INT) value = Number(arg.value.value);
    else if (arg?.value.kind === Kind.VARIABLE) {
      const name = arg.value.name.value;
      const def = operation.variableDefinitions?.find((d) => d.variable.name.value === name)?.defaultValue;
      value = variables[name] ?? (def?.kind === Kind.INT ? Number(def.value) : null);
    }
    // resolvers clamp `first` to 1..pageSizeMax (pagination.ts), or to the field's own `maxFirst`
    // extension when it pages less (the feed: 24), so that is what it costs
    const bound = Math.min(LIMITS.pageSizeMax, Number(field.extensions?.maxFirst ?? LIMITS.pageSizeMax));
    if (typeof value !== 'number' || !Number.isFinite(value)) return Math.min(LIMITS.queryUnsetFirstCost, bound);
    return Math.min(Math.max(Math.trunc(value), 1), bound);
  };

  /** How many times a field's selection runs per evaluation of the field. */
  const factor = (node: FieldNode, def: GraphQLField<unknown, unknown>, parent: GraphQLNamedType): number => {
    if (def.args.some((a) => a.name === 'first')) return firstOf(node, def);
    if (!isListType(getNullableType(def.type))) return 1;
    // a connection's `edges` were paid for by the connection field's `first`; a list with a known
    // bound says so in its `maxItems` extension (a post's images: 8)
    return parent.name.endsWith('Connection') ? 1 : Number(def.extensions?.maxItems ?? LIMITS.queryUnpagedListCost);
  };

  const fieldDef = (parent: GraphQLNamedType | undefined, name: string) => {
    if (name === '__schema') return SchemaMetaFieldDef;
    if (name === '__type') return TypeMetaFieldDef;
    return parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
  };

  /** The cost of a selection set; `depth` is the depth of its fields (root fields are 1). */
  const measure = (set: SelectionSetNode, parent: GraphQLNamedType | undefined, depth: number, introLists: number, intro: boolean): number => {
    let cost = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const frag = fragments.get(sel.name.value);
        if (!frag || onPath.has(frag.name.value)) continue; // unknown or cyclic: validation refuses it
        onPath.add(frag.name.value);
        cost += measure(frag.selectionSet, schema.getType(frag.typeCondition.name.value) ?? undefined, depth, introLists, intro);
        onPath.delete(frag.name.value);
        continue;
      }
      if (sel.kind === Kind.INLINE_FRAGMENT) {
        const type = sel.typeCondition ? (schema.getType(sel.typeCondition.name.value) ?? undefined) : parent;
        cost += measure(sel.selectionSet, type, depth, introLists, intro);
        continue;
      }
      const name = sel.name.value;
      const inIntro = intro || name.startsWith('__');
      // introspection has its own, larger count (the standard query expands to ~500 fields)
      if (inIntro ? ++introFields > max.introspectionFields : ++fields > max.fields) {
        throw new Refused(badRequest(MSG.queryTooManyFields(inIntro ? max.introspectionFields : max.fields)));
      }
      if (sel.alias && ++aliases > max.aliases) throw new Refused(badRequest(MSG.queryTooManyAliases(max.aliases)));
      if (name === '__typename') continue;
      const def = fieldDef(parent, name);
      if (!def) continue; // validation names the unknown field
      if (!inIntro) deepest = Math.max(deepest, depth);
      if (!inIntro && depth > max.depth) throw new Refused(badRequest(MSG.queryTooDeep(max.depth)));
      if (!sel.selectionSet) {
        if (!inIntro) cost += 1;
        continue;
      }
      const lists = inIntro && isListType(getNullableType(def.type)) ? introLists + 1 : introLists;
      if (lists > max.introspectionLists) throw new Refused(badRequest(MSG.queryTooDeep(max.introspectionLists)));
      const named = getNamedType(def.type);
      const inner = measure(sel.selectionSet, isCompositeType(named) ? named : undefined, depth + 1, lists, inIntro);
      if (!inIntro) cost += 1 + factor(sel, def, parent!) * inner;
      if (cost > max.cost) throw new Refused(badRequest(MSG.queryTooCostly(max.cost)));
    }
    return cost;
  };

  const cost = measure(operation.selectionSet, schema.getRootType(operation.operation) ?? undefined, 1, 0, false);
  return { cost, depth: deepest, fields, aliases, introspectionFields: introFields };
}
