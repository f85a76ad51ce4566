import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Kind, print, visit, type DocumentNode, type FieldNode } from 'graphql';

/**
 * The web app's own GraphQL documents, read from codegen's ASTs in web/src/gql/graphql.ts (known at
 * build time, in the repository and in the image beside api/dist): the splicer names their
 * statements first (decision 087), and the tests send them as the web does.
 */
const GENERATED = fileURLToPath(new URL('../../../web/src/gql/graphql.ts', import.meta.url));
let source: string | null = null;
const read = (): string => (source ??= readFileSync(GENERATED, 'utf8'));

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** Apollo Client's addition: `__typename` last in every selection set but an operation's root, where it is not asked already. */
export function withTypename(doc: DocumentNode): DocumentNode {
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

const DOCUMENT_RE = /^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode</gm;

/** The web's operation `name` (with its fragments) as text; `{ apollo: true }`: as Apollo Client sends it (`__typename` added). */
export function webDocument(name: string, opts: { apollo?: boolean } = {}): string {
  const m = new RegExp(`^export const ${name}Document = (\\{.*\\}) as unknown as DocumentNode<`, 'm').exec(read());
  if (!m) throw new Error(`no ${name}Document in ${GENERATED}`);
  const doc = JSON.parse(m[1]) as DocumentNode;
  return print(opts.apollo ? withTypename(doc) : doc);
}

/**
 * Every query document of the web as text, as printed and as Apollo Client sends it (a bounded
 * list: the web's source); empty when the web's generated file is not there (an api-only copy).
 */
export function webQueryTexts(): string[] {
  if (!existsSync(GENERATED)) return [];
  const out: string[] = [];
  // read once at start and not kept (450 KB of text a process would hold for nothing)
  for (const m of (source ?? readFileSync(GENERATED, 'utf8')).matchAll(DOCUMENT_RE)) {
    const doc = JSON.parse(m[2]) as DocumentNode;
    if (!doc.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'query')) continue;
    out.push(print(doc), print(withTypename(doc)));
  }
  return out;
}
