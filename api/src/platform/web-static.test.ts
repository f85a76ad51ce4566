import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.js';
import { SESSION_COOKIE } from './session.js';
import { IMMUTABLE, ROOT_FILES, SHELL, webStatic } from './web-static.js';

// a web/dist as the build leaves it (web/build/precompress.ts): .br and .gz beside the big text files
const dist = mkdtempSync(join(tmpdir(), 'pm-web-static-'));
const js = `console.log(${JSON.stringify('poolmates '.repeat(500))});`;
const shell = '<!doctype html><title>Poolmates</title><div id="root"></div>' + '<!-- padding -->'.repeat(100);
mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, '.vite'));
const withCopies = (file: string, body: string) => {
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, brotliCompressSync(body));
  writeFileSync(`${file}.gz`, gzipSync(body));
};
withCopies(join(dist, 'assets', 'main-abc123.js'), js);
withCopies(join(dist, 'index.html'), shell);
const visitorShell = shell.replace('<!doctype html>', '<!doctype html><html data-visitor>');
withCopies(join(dist, 'visitor.html'), visitorShell);
const landingShell = visitorShell.replace('<div id="root">', '<div id="static-landing"><h1>Learn with friends</h1></div><div id="root">');
withCopies(join(dist, 'landing.html'), landingShell);
writeFileSync(join(dist, 'assets', 'logo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'export {};'); // too small to have copies
writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Poolmates"}');
withCopies(join(dist, 'sw.js'), `const VERSION = 'abc';${'/* shell */'.repeat(200)}`);
writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');

let server: Server;
let port = 0;
beforeAll(async () => {
  const app = express();
  app.use(securityHeaders({ origins: { origins: () => ['http://127.0.0.1'] } as never, hsts: false }));
  app.use(webStatic(dist));
  app.use((_req, res) => void res.status(404).json({ error: 'Not found' }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise((r) => server.close(r)));

/** A raw GET (no client-side decoding): status, headers and the bytes as sent. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the built web app over HTTP (decision 035)', () => {
  it('sends a hashed asset brotli-compressed when the browser accepts br, cached for a year', async () => {
    const res = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(js.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(js);
    // the security headers stay on static files
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('falls back to gzip, then to the plain file (still with Vary) for a browser without br', async () => {
    const gz = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(js);
    const plain = await get('/assets/main-abc123.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(js);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    const refused = await get('/assets/main-abc123.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('sends files without a compressed copy as they are', async () => {
    const png = await get('/assets/logo-abc123.png', { 'accept-encoding': 'br, gzip' });
    expect(png.status).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['cache-control']).toBe(IMMUTABLE);
    const tiny = await get('/assets/tiny-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};');
  });

  it('answers a missing asset with 404, never the app shell', async () => {
    const res = await get('/assets/gone-123.js', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
  });

  const session = `${SESSION_COOKIE}=a-token`;

  it('sends the app shell for client-side routes, compressed and revalidated on every visit', async () => {
    for (const path of ['/', '/homepage', '/pool/pooldetails/5', '/index.html']) {
      const res = await get(path, { accept: 'text/html', 'accept-encoding': 'br, gzip', cookie: `theme=dark; ${session}` });
      const seen = { path, status: res.status, encoding: res.headers['content-encoding'], type: res.headers['content-type'], cache: res.headers['cache-control'] };
      expect(seen).toEqual({ path, status: 200, encoding: 'br', type: 'text/html; charset=utf-8', cache: SHELL });
      expect(brotliDecompressSync(res.body).toString()).toBe(shell);
    }
    const plain = await get('/signin', { accept: 'text/html', cookie: session });
    expect(plain.headers['cache-control']).toBe(SHELL);
    expect(plain.body.toString()).toBe(shell);
  });

  it('sends a browser without a session cookie the visitor shell (decision 071), varying on Cookie', async () => {
    for (const cookie of [undefined, 'theme=dark', `${SESSION_COOKIE}=`, `x${SESSION_COOKIE}=a-token`]) {
      for (const path of ['/', '/signin', '/homepage/active/5']) {
        const res = await get(path, { accept: 'text/html', 'accept-encoding': 'br', ...(cookie === undefined ? {} : { cookie }) });
        expect({ path, cookie, status: res.status, cache: res.headers['cache-control'] }).toEqual({ path, cookie, status: 200, cache: SHELL });
        expect(res.headers.vary).toMatch(/Cookie/);
        // `/` gets the landing shell: the landing page's first screen in the HTML (decision 080)
        expect(brotliDecompressSync(res.body).toString()).toBe(path === '/' ? landingShell : visitorShell);
      }
    }
    const signedIn = await get('/', { accept: 'text/html', cookie: session });
    expect(signedIn.headers.vary).toMatch(/Cookie/);
    expect(signedIn.body.toString()).toBe(shell);
  });

  it('keeps the other root files an hour and answers HEAD without a body', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(ROOT_FILES);
    const head = await get('/assets/main-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('sends the service worker from the root, revalidated on every visit (decision 041), compressed or not', async () => {
    for (const encoding of ['br', 'identity']) {
      const res = await get('/sw.js', { 'accept-encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe(SHELL);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers['content-encoding']).toBe(encoding === 'br' ? 'br' : undefined);
    }
  });

  it('serves nothing outside web/dist and no dotfiles', async () => {
    for (const path of ['/.vite/manifest.json', '/assets/..%2f.vite%2fmanifest.json', '/assets/%2e%2e/index.html']) {
      const res = await get(path, { accept: 'application/json', 'accept-encoding': 'br' });
      expect({ path, refused: [403, 404].includes(res.status), body: res.body.toString() }).toEqual({ path, refused: true, body: expect.not.stringMatching(/^\{\}$/) });
    }
  });
});
