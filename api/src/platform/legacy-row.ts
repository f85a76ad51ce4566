/*
 * A legacy REST row's shape and the envelope it answers (decision 065): here, in the platform, because
 * the feature descriptor (feature.ts) lists a feature's rows; the shim in rest/ runs them and
 * re-exports these names (rest/row.ts, rest/envelope.ts), so no platform file imports rest/.
 */
import type { ResultOf, TypedDocumentNode, VariablesOf } from '@graphql-typed-document-node/core';
import type { LegacyStatus } from '@poolmates/schema';
import type { Request, Response } from 'express';

/** The legacy response envelope, kept exactly (DECISIONS.md: names and words). */
export interface Envelope {
  STATUSCODE: LegacyStatus;
  STATUS: 'SUCCESS' | 'ERROR';
  MESSAGE: string;
  PAYLOAD: unknown;
  /** Only the follower/following lists: `{next: {page, limit}}` beside a plain PAYLOAD list (pools-and-squads.md §7). */
  NEXT?: unknown;
  /** Only /logout: "success (1 = success) or error" at the top level (active-topic.md §7). */
  success?: 1;
  error?: string;
}

// eslint-disable-next-line typescript/no-explicit-any -- any document: the row's own types come from defineRow
type AnyDocument = TypedDocumentNode<any, any>;

/**
 * One legacy endpoint as a feature writes it (`modules/<feature>/<feature>.rows.ts`): which GraphQL
 * operation it runs, how the legacy body becomes its input, and how the result becomes PAYLOAD.
 * `document` is one literal `graphql(\`…\`)` from `api/src/gql` (codegen reads the rows files), so
 * `payload` receives the operation's result type and `input` is checked against its variables.
 * Adding an endpoint is adding a row (and its test).
 */
export interface RowSpec<TDoc extends AnyDocument, TInput> {
  method: 'get' | 'post';
  path: string;
  /** The operation; a function choosing between literal documents when the request decides (signed in or not). */
  document: TDoc | ((req: Request, signedIn: boolean) => TDoc);
  /**
   * The parsed legacy body/query (throws LegacyInputError on a bad shape). It is the operation's
   * variables unless `variables` picks them out; `payload`, `next` and `onError` receive it too.
   */
  input?: (body: Record<string, unknown>, req: Request) => TInput;
  /** The variables, where the input carries more than them (e.g. a topic id only `payload` checks). */
  variables?: (input: TInput) => Partial<VariablesOf<TDoc>>;
  /**
   * PAYLOAD from the data and the parsed input; may throw LegacyFailure to answer STATUSCODE 1 with
   * its message. `res` is there for cookies only (the reset token), never to carry values.
   */
  payload: (data: ResultOf<TDoc>, input: TInput, res: Response) => unknown;
  message?: string;
  /** A top-level `NEXT` beside PAYLOAD (the follower lists keep paging there, not in PAYLOAD). */
  next?: (data: ResultOf<TDoc>, input: TInput) => unknown;
  /** Fields beside the envelope where the spec reads them at the top level (/logout's `success`). */
  topLevel?: (data: ResultOf<TDoc>) => Record<string, unknown>;
  /**
   * The signed-in user's id goes to the operation as this variable (e.g. "my friend list"); the
   * body never names who acts. Implies `requiresSession`.
   */
  viewerVariable?: keyof VariablesOf<TDoc> & string;
  /**
   * A GET that changes state (the legacy `/logout`): it runs only for a same-origin request (or one
   * with no browser's headers: a native client), never for another site's link or image (issue 26).
   */
  sameOriginGet?: boolean;
  /** The operation is public but this endpoint is not (e.g. `me` → /profile): STATUSCODE 2 without a session. */
  requiresSession?: boolean;
  /** Reshapes a failure where the legacy client expects a particular PAYLOAD (e.g. `1` = taken). */
  onError?: (message: string, code: string | undefined) => Envelope | undefined;
  /**
   * Multipart form body: the text fields become the body given to `input`, and the file part
   * (optional unless `fileRequired`) is handed to the operation as an Upload in `variable`.
   */
  multipart?: { fileField: string; variable: string; maxBytes: number; fileRequired?: boolean };
}

/**
 * A row as the router runs it: the same shape with the types erased (the router only passes values
 * from one function of the row to the next; each row was checked where `defineRow` made it).
 */
export type RestRow = RowSpec<AnyDocument, unknown>;

/**
 * Types one row: `TDoc` comes from `document`, `TInput` from `input`, which must fit the operation's
 * variables (the signed-in user's variable aside; extra fields are for `payload`, and `variables`
 * then picks the operation's own).
 */
export function defineRow<TDoc extends AnyDocument, TInput extends Partial<VariablesOf<TDoc>> = Partial<VariablesOf<TDoc>>>(row: RowSpec<TDoc, TInput>): RestRow {
  return row as RestRow;
}
