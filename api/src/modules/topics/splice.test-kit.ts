import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { startTestApp, TestClient, type TestApp } from '../../../test/harness.js';

/*
 * Splicing PostgreSQL's JSON text (decision 066): one database, two apps — the spliced one and
 * one with GRAPHQL_SPLICE=false (the resolvers) — asked the same documents by the same viewers.
 * The spliced text is PostgreSQL's (`"key" : value`), so the answers are compared as the JSON
 * they parse to, key order included (re-stringified), plus status and content type.
 */

export interface Answer {
  status: number;
  type: string | null;
  text: string;
}

export async function ask(app: TestApp, token: string | null, query: string, variables?: Record<string, unknown>, operationName?: string, accept?: string): Promise<Answer> {
  const c = new TestClient(app.url, '10.9.8.7');
  c.bearer = token;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (accept !== undefined) headers.accept = accept;
  const res = await c.fetch('/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables, operationName }) });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

export const isSpliced = (a: Answer) => a.text.includes('" : ');
const canonical = (a: Answer) => ({ status: a.status, type: a.type, text: `${JSON.stringify(JSON.parse(a.text))}\n` });
/** An internal error's id is new each time. */
const sameIds = (text: string) => text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>');

/** The spliced app and the resolvers' app on one database, one session secret (a token is the same session on both). */
export async function spliceApps(): Promise<{ spliced: TestApp; plain: TestApp }> {
  const SESSION_SECRET = randomBytes(32).toString('hex');
  const spliced = await startTestApp({ SESSION_SECRET });
  const plain = await startTestApp({ SESSION_SECRET, GRAPHQL_SPLICE: 'false' }, { dbUrl: spliced.dbUrl });
  return { spliced, plain };
}

/** The same request to both apps (twice to the spliced one: a text is planned on its second use); the answers must agree. */
export function comparer(apps: () => { spliced: TestApp; plain: TestApp }) {
  return async (token: string | null, query: string, variables?: Record<string, unknown>, operationName?: string, accept?: string): Promise<{ spliced: boolean; body: unknown }> => {
    const { spliced, plain } = apps();
    await ask(spliced, token, query, variables, operationName, accept);
    const a = await ask(spliced, token, query, variables, operationName, accept);
    const b = await ask(plain, token, query, variables, operationName, accept);
    const c = canonical(a);
    expect({ ...c, text: sameIds(c.text) }).toEqual({ status: b.status, type: b.type, text: sameIds(b.text) });
    return { spliced: isSpliced(a), body: JSON.parse(b.text) };
  };
}
