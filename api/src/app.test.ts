import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorFormatter, userInput } from './platform/errors.js';
import { createLogger } from './platform/logger.js';
import { startTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
const web = mkdtempSync(join(tmpdir(), 'pm-web-'));
writeFileSync(join(web, 'index.html'), '<!doctype html><title>Poolmates</title><div id="root"></div>');
writeFileSync(join(web, 'graphiql.html'), '<!doctype html><title>GraphiQL</title>');

beforeAll(async () => {
  t = await startTestApp({ WEB_DIST: web });
});
afterAll(() => t?.stop());

describe('the HTTP surface', () => {
  it('answers /healthz and /readyz', async () => {
    const c = t.client();
    expect(await (await c.fetch('/healthz')).json()).toEqual({ ok: true });
    expect(await (await c.fetch('/readyz')).json()).toEqual({ ok: true });
  });

  it('sends a CSP that forbids inline script, and a request id', async () => {
    const res = await t.client().fetch('/healthz');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
  });

  it('serves the web app for client-side routes and GraphiQL at /graphiql', async () => {
    const c = t.client();
    for (const path of ['/', '/signin', '/homepage/profile', '/pool/pooldetails/12', '/no/such/page']) {
      const res = await c.fetch(path, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
    expect(await (await c.fetch('/graphiql')).text()).toContain('GraphiQL');
  });

  it('answers an unknown non-HTML path with a JSON 404', async () => {
    const res = await t.client().fetch('/nope.json', { headers: { accept: 'application/json' } });
    expect(res.status).toBe(404);
  });

  it('answers malformed GraphQL requests with 400s and a code, never a 500', async () => {
    const c = t.client();
    const bad = await c.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    expect(bad.status).toBe(400);
    const parse = await c.gql('{ me { id ');
    expect(parse.status).toBe(400);
    expect(parse.errors![0].extensions!.code).toBe('GRAPHQL_PARSE_FAILED');
    const unknown = await c.gql('{ nothingHere }');
    expect(unknown.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const badVar = await c.gql('query($u: String!) { usernameAvailable(username: $u) }', { u: 5 });
    expect(badVar.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a request that asks for too many root fields', async () => {
    const fields = Array.from({ length: 11 }, (_, i) => `a${i}: usernameAvailable(username: "x${i}")`).join(' ');
    const r = await t.client().gql(`{ ${fields} }`);
    expect(r.status).toBe(400);
    expect(r.errors![0].extensions!.code).toBe('BAD_REQUEST');
  });

  it('keeps a CSRF guard on multipart and GET operations', async () => {
    const res = await t.client().fetch('/graphql?query=%7Bme%7Bid%7D%7D');
    expect(res.status).toBe(400);
  });
});

describe('error formatting', () => {
  const format = createErrorFormatter(createLogger('silent'));

  it('passes expected AppErrors through with their code and field', () => {
    const e = userInput('username', 'User name already exist');
    const out = format({ message: e.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }, new GraphQLError(e.message, { originalError: e, path: ['register'] }));
    expect(out).toMatchObject({ message: 'User name already exist', extensions: { code: 'BAD_USER_INPUT', field: 'username' } });
  });

  it('masks an unexpected error as INTERNAL_SERVER_ERROR with an id and no stack', () => {
    const boom = new TypeError('cannot read x of undefined');
    const out = format({ message: boom.message, extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] } }, new GraphQLError(boom.message, { originalError: boom, path: ['me'] }));
    expect(out.message).toMatch(/^Internal server error: [0-9a-f-]{36}$/);
    expect(out.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', errorId: expect.any(String) });
    expect(JSON.stringify(out)).not.toContain('cannot read');
  });
});
