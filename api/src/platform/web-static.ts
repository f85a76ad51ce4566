import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import express, { Router, type Request, type Response } from 'express';
import { SESSION_COOKIE } from './session.js';

/** Hashed file names (web/dist/assets) never change content: cached for a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The app shell names the current hashed files: a browser revalidates it on every visit (304 when unchanged). */
export const SHELL = 'no-cache';
/** The other files at the root of web/dist (icons, the web manifest): an hour. */
export const ROOT_FILES = 'public, max-age=3600';

/** The types of the files the web build precompresses (web/build/precompress.ts). */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
/** Brotli first: a third smaller than gzip on our bundles. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const isFile = (path: string) => stat(path).then((s) => s.isFile(), () => false);

/**
 * Sends `file` as its precompressed `.br` or `.gz` copy when the browser accepts that encoding and
 * the copy exists (Content-Encoding, the original's Content-Type, `Vary: Accept-Encoding`), else
 * returns false and sends nothing. Compressing once at build time costs no CPU per request.
 */
export async function sendPrecompressed(req: Request, res: Response, file: string, cacheControl: string): Promise<boolean> {
  const type = TYPES[extname(file)];
  if (!type) return false;
  res.vary('Accept-Encoding');
  for (const encoding of ENCODINGS) {
    if (!req.acceptsEncodings(encoding.name) || !(await isFile(file + encoding.suffix))) continue;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Cache-Control', cacheControl);
    await new Promise<void>((done, fail) => res.sendFile(file + encoding.suffix, { cacheControl: false }, (err) => (err ? fail(err) : done())));
    return true;
  }
  return false;
}

/** The app shell for a browser without a session: index.html marked `data-visitor` (decision 071). */
export const VISITOR_SHELL = 'visitor.html';
/** The visitor shell for `/`, with the landing page's first screen in its HTML (decision 080). */
export const LANDING_SHELL = 'landing.html';

const SESSION = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=[^;]`);
/** Whether the request carries a (non-empty) session cookie; its validity is the API's business. */
const hasSessionCookie = (req: Request) => SESSION.test(req.headers.cookie ?? '');

/** The file under `root` a URL path names, or null (dot-segments, dotfiles, encoded separators). */
function fileUnder(root: string, urlPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.split('/').some((part) => part.startsWith('.'))) return null;
  const file = resolve(join(root, path));
  return file.startsWith(root + sep) ? file : null;
}

/**
 * The built web app (decision 035): hashed assets (immutable), the other root files (an hour) and,
 * for any other GET that wants HTML, the app shell (no-cache) — each precompressed when the browser
 * accepts br or gzip, identity otherwise. The security headers are set before this runs.
 */
export function webStatic(webDist: string): Router {
  const root = resolve(webDist);
  const router = Router();
  const precompressed = (dir: string, cacheControl: (file: string) => string) => async (req: Request, res: Response, next: (err?: unknown) => void) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = fileUnder(dir, req.path);
    try {
      if (!file || !(await sendPrecompressed(req, res, file, cacheControl(file)))) next();
    } catch (err) {
      // a copy that vanished between the check and the send (a rebuild): the plain file, if any
      if (!res.headersSent) next();
      else next(err);
    }
  };
  const assets = join(root, 'assets');
  router.use('/assets', precompressed(assets, () => IMMUTABLE), express.static(assets, { maxAge: '1y', immutable: true, fallthrough: false }));
  const rootCache = (file: string) => (file.endsWith('.html') || file.endsWith('sw.js') ? SHELL : ROOT_FILES);
  router.use(
    precompressed(root, rootCache),
    express.static(root, { index: false, cacheControl: false, setHeaders: (res, file) => res.setHeader('Cache-Control', rootCache(file)) }),
  );
  // client-side routing: any other GET that wants HTML gets the app shell; a browser that sends no
  // session cookie gets the visitor's copy of it (web/build/visitor-shell.ts), whose visitor pages
  // show at once instead of after the session check (decision 071)
  router.get('/{*path}', async (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.vary('Cookie');
    const visitor = !hasSessionCookie(req) && (await isFile(join(root, VISITOR_SHELL)));
    const landing = visitor && req.path === '/' && (await isFile(join(root, LANDING_SHELL)));
    const index = join(root, landing ? LANDING_SHELL : visitor ? VISITOR_SHELL : 'index.html');
    try {
      if (await sendPrecompressed(req, res, index, SHELL)) return;
    } catch {
      if (res.headersSent) return;
    }
    res.setHeader('Cache-Control', SHELL);
    res.sendFile(index, (err) => {
      if (err && !res.headersSent) res.status(404).type('text').send('The web app is not built: run `npm run build -w web`.');
    });
  });
  return router;
}
