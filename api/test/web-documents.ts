import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Kind, print, visit, type DocumentNode, type FieldNode } from 'graphql';

/**
 * The web app's own GraphQL documents, read from its source (codegen's ASTs in web/src/gql/graphql.ts,
 * as bench:squad reads them) rather than copied into a test: a test of "what the web sends" follows
 * the web when it changes.
 */
const GENERATED = fileURLToPath(new URL('../../web/src/gql/graphql.ts', import.meta.url));
let source: string | null = null;

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** Apollo Client's addition: `__typename` last in every selection set but an operation's root, where it is not asked already. */
function withTypename(doc: DocumentNode): DocumentNode {
  return visit(doc, {
    SelectionSet: {
      leave(set, _key, parent) {
        if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
        if (set.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename' && !s.alias)) return undefined;
        return { ...set, selections: [...set.selections, TYPENAME] };
      },
    },
  });
}

/** The web's operation `name` (with its fragments) as text; `{ apollo: true }`: as Apollo Client sends it (`__typename` added). */
export function webDocument(name: string, opts: { apollo?: boolean } = {}): string {
  source ??= readFileSync(GENERATED, 'utf8');
  const m = new RegExp(`^export const ${name}Document = (\\{.*\\}) as unknown as DocumentNode<`, 'm').exec(source);
  if (!m) throw new Error(`no ${name}Document in ${GENERATED}`);
  const doc = JSON.parse(m[1]) as DocumentNode;
  return print(opts.apollo ? withTypename(doc) : doc);
}
