import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';

// api/src/gql is generated from schema/schema.graphql and the legacy rows' documents
// (modules/**/*.rows.ts, rest/legacy-format.ts) and committed, so that the api typechecks without
// a codegen step. As web/src/gql-drift.test.ts does for web: codegen runs in memory with the
// committed codegen.yml and is compared, so a changed row document or schema without
// `npm run codegen` fails here (decision 027).

const ROOT = resolve(import.meta.dirname, '../..');
const GQL = join(ROOT, 'api/src/gql');

/** The generated files under api/src/gql, by path relative to the repository root. */
async function generated(): Promise<Map<string, string>> {
  const { config } = await loadCodegenConfig({ configFilePath: join(ROOT, 'codegen.yml') });
  const files: { filename: string; content: string }[] = await generate({ ...config, cwd: ROOT, silent: true }, false);
  const all = files.map((f) => [relative(ROOT, join(ROOT, f.filename)).split('\\').join('/'), f.content] as const);
  return new Map(all.filter(([file]) => file.startsWith('api/src/gql/')));
}

describe('api/src/gql', () => {
  it('matches what codegen makes from the committed schema and row documents (run `npm run codegen` when this fails)', async () => {
    const fresh = await generated();
    const committed = new Map<string, string>(readdirSync(GQL).map((name) => [`api/src/gql/${name}`, readFileSync(join(GQL, name), 'utf8')] as const));
    // File names first (a stale or missing file), then each file's text.
    expect([...committed.keys()].sort(), 'run `npm run codegen`').toEqual([...fresh.keys()].sort());
    for (const [file, text] of fresh) expect(committed.get(file), `${file} is stale: run \`npm run codegen\``).toBe(text);
  }, 60_000);
});
