import type { ApolloServer } from '@apollo/server';
import { ErrorCode, LIMITS, MSG } from '@poolmates/schema';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { getOperationAST, type DocumentNode, type GraphQLSchema } from 'graphql';
import Upload from 'graphql-upload/Upload.mjs';
import { contextFromExpress, type AppDeps, type Context } from '../platform/context.js';
import { refuseCrossSite, type OriginPolicy } from '../platform/origin.js';
import { ACTIVE_STATUS } from '../platform/registry.js';
import { noStore } from '../platform/security-headers.js';
import { fail, LegacyFailure, LegacyInputError, ok } from './envelope.js';
import { retryAfterSeconds } from '../platform/admission.js';
import { isDatabaseOutage, OUTAGE_RETRY_AFTER } from '../platform/outage.js';
import type { RestRow } from './row.js';

type FileUpload = Parameters<Upload['resolve']>[0];

/**
 * Reads a whole legacy multipart form, whatever the order of its parts (the spec lists `file`
 * first): text fields, and the one file part buffered in memory (at most maxBytes + 1 bytes, so the
 * operation still sees "too big") and handed over as a graphql-upload `Upload` once the form has
 * been read to the end ('close').
 */
function readMultipart(req: Request, spec: NonNullable<RestRow['multipart']>): Promise<{ fields: Record<string, string>; upload: Upload | null }> {
  return new Promise((resolve, reject) => {
    if (!req.is('multipart/form-data')) return reject(new LegacyInputError(`Send the form as multipart/form-data${spec.fileRequired ? ` with a "${spec.fileField}" part` : ''}.`));
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { files: 1, fileSize: spec.maxBytes + 1, fields: 50, fieldSize: 256 * 1024 } });
    } catch {
      // e.g. "multipart/form-data" without its boundary: busboy cannot even start
      return reject(new LegacyInputError('The form data has no boundary: send multipart/form-data with its boundary (let the client set the Content-Type).'));
    }
    const fields: Record<string, string> = {};
    let file: { filename: string; mimetype: string; encoding: string; chunks: Buffer[] } | null = null;
    let failed = false;
    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (name, stream, info) => {
      if (name !== spec.fileField || file) return void stream.resume();
      const part = { filename: info.filename ?? 'upload', mimetype: info.mimeType, encoding: info.encoding, chunks: [] as Buffer[] };
      file = part;
      // busboy stops the part at fileSize (maxBytes + 1): the image check answers "too big"
      stream.on('data', (chunk: Buffer) => part.chunks.push(chunk));
    });
    bb.on('error', () => {
      failed = true;
      req.unpipe(bb);
      req.resume();
      reject(new LegacyInputError('The form data could not be read.'));
    });
    bb.on('close', () => {
      if (failed) return;
      if (!file) {
        if (spec.fileRequired) reject(new LegacyInputError(`${spec.fileField} is required.`));
        else resolve({ fields, upload: null });
        return;
      }
      const { filename, mimetype, encoding, chunks } = file;
      const bytes = Buffer.concat(chunks);
      const upload = new Upload();
      // `capacitor` is graphql-upload's private buffer: our resolvers only call createReadStream
      const details: Omit<FileUpload, 'capacitor'> = { filename, mimetype, encoding, createReadStream: () => Readable.from([bytes]) };
      upload.resolve(details as FileUpload);
      resolve({ fields, upload });
    });
    req.pipe(bb);
  });
}

/** What a row's operation asks of the session: nothing, a session of any status, or an active account. */
type SessionNeed = 'none' | 'any' | 'active';

/**
 * The session an operation needs, from its root fields' `@Auth` marks (`extensions.auth`): one field
 * that needs an active account is enough. Computed once per document.
 */
function sessionNeedOf(schema: GraphQLSchema, doc: DocumentNode, memo: WeakMap<DocumentNode, SessionNeed>): SessionNeed {
  const known = memo.get(doc);
  if (known) return known;
  const op = getOperationAST(doc);
  const root = op ? schema.getRootType(op.operation) : undefined;
  let need: SessionNeed = 'none';
  for (const sel of op?.selectionSet.selections ?? []) {
    if (sel.kind !== 'Field') continue;
    const auth = root?.getFields()[sel.name.value]?.extensions?.auth;
    if (auth === undefined || auth === 'public') continue;
    if (auth === 'ANY_STATUS') need = need === 'none' ? 'any' : need;
    else need = 'active';
  }
  memo.set(doc, need);
  return need;
}

/**
 * The legacy REST shim: each row runs its GraphQL operation in-process (same schema, guards, rules
 * and errors as /graphql) and wraps the result in {STATUSCODE, STATUS, MESSAGE, PAYLOAD}. Always
 * HTTP 200 with the envelope, as the original clients expect; never a stack trace. The rows come
 * from the features' descriptors (`restRows` in features.ts), in list order.
 */
export function createRestRouter(apollo: ApolloServer<Context>, deps: AppDeps, origins: OriginPolicy, restRows: readonly RestRow[], schema: GraphQLSchema): Router {
  const router = Router();
  const needs = new WeakMap<DocumentNode, SessionNeed>();
  const json = express.json({ limit: '256kb', strict: false });
  // a form or `text/plain` POST from another site's page must not change anything (decision 017)
  const sameSite = refuseCrossSite(origins, (_req, res, message) => void res.json(fail(message, ErrorCode.FORBIDDEN)));
  const sameOriginGet = (req: Request, res: Response, next: NextFunction) => {
    const refused = origins.crossSiteGet(req.headers);
    if (refused) {
      deps.log.warn({ path: req.path, site: req.headers['sec-fetch-site'], referer: req.headers.referer }, 'cross-site GET refused');
      return void res.json(fail(refused, ErrorCode.FORBIDDEN));
    }
    next();
  };
  // JSON rows read JSON only: a body of another type (a form, text/plain) is refused, not guessed at;
  // a POST with an empty body has nothing to misread
  const jsonOnly = (req: Request, res: Response, next: NextFunction) => {
    const length = req.headers['content-length'];
    const empty = length === '0' || (length === undefined && req.headers['transfer-encoding'] === undefined);
    if (req.method !== 'GET' && !empty && !req.is('application/json')) return void res.json(fail(MSG.jsonRequired));
    next();
  };

  for (const row of restRows) {
    const handler = async (req: Request, res: Response) => {
      // the session first (STATUSCODE 2 before any payload check): a row needs one when it says so,
      // when it names the viewer, or when its operation has a root field behind @Auth
      const contextValue = await contextFromExpress(deps, req, res);
      // the session's person whatever the status (decision 052): a deactivated one reads /profile to restore it
      const viewer = contextValue.accountRow;
      // a row choosing its document from the body may refuse the body: the session still comes first
      // (what the row needs is then read from the document an empty body gets)
      let query: DocumentNode | undefined;
      let refused: LegacyInputError | undefined;
      try {
        query = typeof row.document === 'function' ? row.document(req, viewer !== null) : row.document;
      } catch (err) {
        if (!(err instanceof LegacyInputError)) throw err;
        refused = err;
      }
      const needDoc = query ?? (row.document as (r: Request, s: boolean) => DocumentNode)(Object.assign(Object.create(req) as Request, { body: {} }), viewer !== null);
      const need = row.requiresSession || row.viewerVariable ? 'any' : sessionNeedOf(schema, needDoc, needs);
      if (need !== 'none' && (!viewer || (need === 'active' && viewer.status !== ACTIVE_STATUS))) return res.json(fail(MSG.notSignedIn, ErrorCode.UNAUTHENTICATED));
      if (refused || !query) return res.json(fail(refused?.message ?? MSG.somethingBroke));
      // the parsed legacy input goes to the operation (as its variables) and to the row's payload
      let input: unknown;
      let variables: Record<string, unknown> | undefined;
      try {
        if (row.multipart) {
          const { fields, upload } = await readMultipart(req, row.multipart);
          input = row.input?.(fields, req);
          variables = { ...(row.variables ? row.variables(input) : (input as Record<string, unknown> | undefined)), [row.multipart.variable]: upload };
        } else {
          const raw: unknown = row.method === 'get' ? req.query : (req.body ?? {});
          if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new LegacyInputError('Request body must be a JSON object.');
          input = row.input?.(raw as Record<string, unknown>, req);
          variables = row.variables ? row.variables(input) : (input as Record<string, unknown> | undefined);
        }
      } catch (err) {
        if (err instanceof LegacyInputError) return res.json(fail(err.message));
        throw err;
      }
      if (row.viewerVariable && viewer) variables = { ...variables, [row.viewerVariable]: String(viewer.id) };
      const response = await apollo.executeOperation({ query, variables }, { contextValue });
      if (response.body.kind !== 'single') return res.json(fail(MSG.somethingBroke));
      const { data, errors } = response.body.singleResult;
      if (errors?.length) {
        const code = errors[0].extensions?.code as string | undefined;
        // refused by admission control before it ran (decision 060): STATUSCODE 503 (busy) or 1 (one
        // person's share, writes' or reads', decision 090: the spec's error a legacy client shows), with
        // when to retry in PAYLOAD and Retry-After; never a row's own wording
        const retryAfterMs = errors[0].extensions?.retryAfterMs;
        if (typeof retryAfterMs === 'number') {
          res.setHeader('Retry-After', retryAfterSeconds(retryAfterMs));
          return res.json({ ...fail(errors[0].message, code), PAYLOAD: { retryAfterMs } });
        }
        return res.json(row.onError?.(errors[0].message, code) ?? fail(errors[0].message, code));
      }
      try {
        const envelope = ok(row.payload(data, input, res), row.message);
        res.json({ ...envelope, ...(row.next ? { NEXT: row.next(data, input) } : {}), ...row.topLevel?.(data) });
      } catch (err) {
        if (err instanceof LegacyFailure) return res.json(fail(err.message));
        throw err;
      }
    };
    // answers carry personal data: never kept by a browser or a shared cache
    if (row.sameOriginGet) router.get(row.path, noStore, sameOriginGet, handler);
    else if (row.multipart) router[row.method](row.path, noStore, sameSite, handler);
    else router[row.method](row.path, noStore, sameSite, jsonOnly, json, handler);
  }

  // malformed JSON and anything unexpected: an envelope, not a 500 page
  router.use((err: Error & { type?: string }, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    if (err.type === 'entity.parse.failed') return res.json(fail('Request body is not valid JSON.'));
    if (err.type === 'entity.too.large') return res.json(fail('Request body is too large.'));
    // the database cannot be reached (its session read): the envelope of a refusal to retry, as
    // admission's busy one (decisions 060, 094)
    if (isDatabaseOutage(err)) {
      res.setHeader('Retry-After', OUTAGE_RETRY_AFTER);
      return res.json({ ...fail(MSG.databaseUnavailable, ErrorCode.UNAVAILABLE), PAYLOAD: { retryAfterMs: LIMITS.admissionRetryAfterMs } });
    }
    deps.log.error({ err }, 'legacy endpoint failed');
    res.json(fail(MSG.somethingBroke, ErrorCode.INTERNAL_SERVER_ERROR));
  });
  return router;
}
