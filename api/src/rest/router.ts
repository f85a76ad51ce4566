import type { ApolloServer } from '@apollo/server';
import { ErrorCode, MSG } from '@poolmates/schema';
import busboy from 'busboy';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import Upload from 'graphql-upload/Upload.mjs';
import { contextFromExpress, type AppDeps, type Context } from '../platform/context.js';
import { accountLifecycleRows } from './account-lifecycle.rows.js';
import { accountRows } from './accounts.rows.js';
import { discussionRows } from './discussion.rows.js';
import { followRows } from './follows.rows.js';
import { poolRows } from './pools.rows.js';
import { squadRows } from './squads.rows.js';
import { fail, LegacyFailure, LegacyInputError, ok } from './envelope.js';
import type { RestRow } from './row.js';

export const restRows: RestRow[] = [...accountRows, ...accountLifecycleRows, ...poolRows, ...squadRows, ...discussionRows, ...followRows];

/**
 * Reads a legacy multipart form: text fields (those before the file part), and the one file part
 * as a graphql-upload `Upload` (its stream is consumed by the operation).
 */
function readMultipart(req: Request, spec: NonNullable<RestRow['multipart']>): Promise<{ fields: Record<string, string>; upload: Upload | null }> {
  return new Promise((resolve, reject) => {
    if (!req.is('multipart/form-data')) return reject(new LegacyInputError(`Send the form as multipart/form-data${spec.fileRequired ? ` with a "${spec.fileField}" part` : ''}.`));
    const fields: Record<string, string> = {};
    let settled = false;
    const bb = busboy({ headers: req.headers, limits: { files: 1, fileSize: spec.maxBytes + 1, fields: 50, fieldSize: 256 * 1024 } });
    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (name, stream, info) => {
      if (name !== spec.fileField || settled) return void stream.resume();
      settled = true;
      const upload = new Upload();
      upload.resolve({ filename: info.filename ?? 'upload', mimetype: info.mimeType, encoding: info.encoding, createReadStream: () => stream as never });
      resolve({ fields, upload });
    });
    bb.on('error', () => reject(new LegacyInputError('The form data could not be read.')));
    bb.on('close', () => {
      if (settled) return;
      settled = true;
      if (spec.fileRequired) reject(new LegacyInputError(`${spec.fileField} is required.`));
      else resolve({ fields, upload: null });
    });
    req.pipe(bb);
  });
}

/**
 * The legacy REST shim: each row runs its GraphQL operation in-process (same schema, guards, rules
 * and errors as /graphql) and wraps the result in {STATUSCODE, STATUS, MESSAGE, PAYLOAD}. Always
 * HTTP 200 with the envelope, as the original clients expect; never a stack trace.
 */
export function createRestRouter(apollo: ApolloServer<Context>, deps: AppDeps): Router {
  const router = Router();
  const json = express.json({ limit: '256kb', strict: false });

  for (const row of restRows) {
    const handler = async (req: Request, res: Response) => {
      let variables: Record<string, unknown> | undefined;
      try {
        if (row.multipart) {
          const { fields, upload } = await readMultipart(req, row.multipart);
          variables = { ...row.variables?.(fields, req), [row.multipart.variable]: upload };
        } else {
          const raw: unknown = row.method === 'get' ? req.query : (req.body ?? {});
          if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new LegacyInputError('Request body must be a JSON object.');
          variables = row.variables?.(raw as Record<string, unknown>, req);
        }
      } catch (err) {
        if (err instanceof LegacyInputError) return res.json(fail(err.message));
        throw err;
      }
      const contextValue = await contextFromExpress(deps, req, res);
      if ((row.requiresSession || row.viewerVariable) && !contextValue.viewer) return res.json(fail(MSG.notSignedIn, ErrorCode.UNAUTHENTICATED));
      if (row.viewerVariable) variables = { ...variables, [row.viewerVariable]: String(contextValue.viewer!.id) };
      const query = typeof row.document === 'function' ? row.document(req, contextValue.viewer !== null) : row.document;
      const response = await apollo.executeOperation({ query, variables }, { contextValue });
      if (response.body.kind !== 'single') return res.json(fail(MSG.somethingBroke));
      const { data, errors } = response.body.singleResult;
      if (errors?.length) {
        const code = errors[0].extensions?.code as string | undefined;
        return res.json(row.onError?.(errors[0].message, code) ?? fail(errors[0].message, code));
      }
      try {
        const envelope = ok(row.payload(data, res), row.message);
        res.json(row.next ? { ...envelope, NEXT: row.next(data, res) } : envelope);
      } catch (err) {
        if (err instanceof LegacyFailure) return res.json(fail(err.message));
        throw err;
      }
    };
    if (row.multipart) router[row.method](row.path, handler);
    else router[row.method](row.path, json, handler);
  }

  // malformed JSON and anything unexpected: an envelope, not a 500 page
  router.use((err: Error & { type?: string }, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    if (err.type === 'entity.parse.failed') return res.json(fail('Request body is not valid JSON.'));
    if (err.type === 'entity.too.large') return res.json(fail('Request body is too large.'));
    deps.log.error({ err }, 'legacy endpoint failed');
    res.json(fail(MSG.somethingBroke, ErrorCode.INTERNAL_SERVER_ERROR));
  });
  return router;
}
