import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';

// web/src/gql is generated from schema/schema.graphql and the documents in web/src, and committed
// so that the app typechecks without a codegen step. Like the SDL's drift test
// (api/src/platform/schema.test.ts), this runs codegen with the committed codegen.yml, in memory,
// and compares: a changed operation or schema without `npm run codegen` fails here, not in review.

const ROOT = resolve(import.meta.dirname, '../..');
const GQL = join(ROOT, 'web/src/gql');

/** The generated files under web/src/gql (codegen.yml also makes api/src/gql), by path relative to the repository root. */
async function generated(): Promise<Map<string, string>> {
  const { config } = await loadCodegenConfig({ configFilePath: join(ROOT, 'codegen.yml') });
  const files: { filename: string; content: string }[] = await generate({ ...config, cwd: ROOT, silent: true }, false);
  const all = files.map((f) => [relative(ROOT, join(ROOT, f.filename)).split('\\').join('/'), f.content] as const);
  return new Map(all.filter(([file]) => file.startsWith('web/src/gql/')));
}

describe('web/src/gql', () => {
  it('matches what codegen makes from the committed schema and documents (run `npm run codegen` when this fails)', async () => {
    const fresh = await generated();
    const committed = new Map<string, string>(
      readdirSync(GQL).map((name) => [`web/src/gql/${name}`, readFileSync(join(GQL, name), 'utf8')] as const),
    );
    // File names first (a stale or missing file), then each file's text.
    expect([...committed.keys()].sort(), 'run `npm run codegen`').toEqual([...fresh.keys()].sort());
    for (const [file, text] of fresh) expect(committed.get(file), `${file} is stale: run \`npm run codegen\``).toBe(text);
  }, 60_000);
});
