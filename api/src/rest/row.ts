import type { Request } from 'express';

/**
 * One legacy endpoint: which GraphQL operation it runs, how the legacy body becomes variables, and
 * how the result becomes PAYLOAD. Adding an endpoint is adding a row (and its test).
 */
export interface RestRow {
  method: 'get' | 'post';
  path: string;
  document: string;
  /** Builds variables from the legacy body/query; throws LegacyInputError on a bad shape. */
  variables?: (body: Record<string, unknown>, req: Request) => Record<string, unknown>;
  // eslint-disable-next-line typescript/no-explicit-any
  payload: (data: any) => unknown;
  message?: string;
  /** The operation is public but this endpoint is not (e.g. `me` → /profile): STATUSCODE 2 without a session. */
  requiresSession?: boolean;
}
