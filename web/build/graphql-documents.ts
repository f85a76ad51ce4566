import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Build-only Vite plugin: replaces each ``graphql(`…`)`` call of web/src with that one document, as
 * codegen wrote it in `src/gql/graphql.ts` (what codegen's babel plugin does; our Vite has no babel).
 * Without it every chunk that calls `graphql()` pulls codegen's map of ALL documents (127 KB, 8.5 KB
 * gz) into the first visit; importing them from graphql.ts would not help either (one module is one
 * chunk, so all the used documents would still travel together). So each document goes inline into
 * the chunk that uses it (decision 035). Tests and `vite dev` keep the runtime lookup.
 */
export function graphqlDocuments(gqlDir: string): Plugin {
  let bySource: Map<string, string> | null = null;
  /** document source (the template literal's text) → the document's JSON */
  const documents = () => {
    if (bySource) return bySource;
    // gql.ts: `const documents: Documents = { "<source as a JSON string>": types.NameDocument, … }`
    const text = readFileSync(`${gqlDir}/gql.ts`, 'utf8');
    const block = text.slice(text.indexOf('const documents'), text.indexOf('};', text.indexOf('const documents')));
    // graphql.ts: `export const NameDocument = {…} as unknown as DocumentNode<…>;`, one a line
    const types = readFileSync(`${gqlDir}/graphql.ts`, 'utf8');
    const json = new Map([...types.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)].map((m) => [m[1], m[2]]));
    bySource = new Map(
      [...block.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),?$/gm)].flatMap((m) => {
        const doc = json.get(m[2]);
        return doc ? [[JSON.parse(m[1]) as string, doc] as const] : [];
      }),
    );
    return bySource;
  };
  return {
    name: 'poolmates:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.startsWith(gqlDir) || !code.includes('graphql(`')) return null;
      // a template literal without `${…}` or escapes (codegen cannot read those either)
      const out = code.replace(/\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g, (_call, source: string) => {
        const doc = documents().get(source);
        if (!doc) this.error(`${id}: this graphql() document is not in src/gql: run \`npm run codegen\``);
        return `(${doc})`;
      });
      if (out === code) return null;
      // the now unused import goes too: gql.ts's map reads every document, so it is never dropped by itself
      return { code: /\bgraphql\(/.test(out) ? out : out.replace(/^import \{ graphql \} from '[./]*\/gql';$/m, ''), map: null };
    },
  };
}
