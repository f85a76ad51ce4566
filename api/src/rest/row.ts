import type { Request, Response } from 'express';
import type { Envelope } from './envelope.js';

/**
 * One legacy endpoint: which GraphQL operation it runs, how the legacy body becomes variables, and
 * how the result becomes PAYLOAD. Adding an endpoint is adding a row (and its test).
 */
export interface RestRow {
  method: 'get' | 'post';
  path: string;
  /** The operation; a function when the choice depends on the request (e.g. signed in or not). */
  document: string | ((req: Request, signedIn: boolean) => string);
  /** Builds variables from the legacy body/query; throws LegacyInputError on a bad shape. */
  variables?: (body: Record<string, unknown>, req: Request) => Record<string, unknown>;
  /** PAYLOAD from the data; may throw LegacyFailure to answer STATUSCODE 1 with its message. */
  // eslint-disable-next-line typescript/no-explicit-any
  payload: (data: any, res: Response) => unknown;
  message?: string;
  /** A top-level `NEXT` beside PAYLOAD (the follower lists keep paging there, not in PAYLOAD). */
  // eslint-disable-next-line typescript/no-explicit-any
  next?: (data: any, res: Response) => unknown;
  /**
   * The signed-in user's id goes to the operation as this variable (e.g. "my friend list"); the
   * body never names who acts. Implies `requiresSession`.
   */
  viewerVariable?: string;
  /** The operation is public but this endpoint is not (e.g. `me` → /profile): STATUSCODE 2 without a session. */
  requiresSession?: boolean;
  /** Reshapes a failure where the legacy client expects a particular PAYLOAD (e.g. `1` = taken). */
  onError?: (message: string, code: string | undefined) => Envelope | undefined;
  /**
   * Multipart form body: the text fields become the body given to `variables`, and the file part
   * (optional unless `fileRequired`) is handed to the operation as an Upload in `variable`.
   */
  multipart?: { fileField: string; variable: string; maxBytes: number; fileRequired?: boolean };
}
