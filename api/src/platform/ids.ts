import { MSG } from '@poolmates/schema';
import { createParameterDecorator, ID, type ArgOptions } from 'type-graphql';
import { userInput } from './errors.js';

/**
 * The one id and cursor boundary (decision 065): every id, event cursor and page cursor a client
 * sends is read here, once, and nowhere below.
 */

/** How many digits an id may have: a row id fits an `integer` column, a message id or an event's seq a `bigint` read as a JS number. */
export const ID_DIGITS = { row: 9, big: 15 } as const;

const DIGITS = /^\d+$/;

/**
 * A client's ID as a row id. Digits (at most `digits` of them) are the id; a string of digits too
 * long for any row is a format error (BAD_USER_INPUT, `MSG.idTooLong`), never the not-found answer;
 * anything else (empty, letters, a sign) is −1, which matches no row, so it gets the same not-found
 * answer as an unknown id (the spec: "the id must be all digits, otherwise a not-found image is
 * shown"). Called at the boundary only: by `@IdArg`, and where a raw argument arrives without a
 * resolver parameter (subscription filters, input objects).
 */
export function parseId(raw: string | null | undefined, field = 'id', digits: number = ID_DIGITS.row): number {
  if (!raw || !DIGITS.test(raw)) return -1;
  if (raw.length > digits) throw userInput(field, MSG.idTooLong(field, digits));
  return Number(raw);
}

/** `parseId` for a `bigint` id (a chat message, a call's chat line): up to 15 digits. */
export const parseBigId = (raw: string | null | undefined, field = 'id'): number => parseId(raw, field, ID_DIGITS.big);

/**
 * `@IdArg('topicId') topicId: number`: declares the GraphQL argument `topicId: ID!` (the SDL is
 * unchanged) and hands the resolver the parsed row id, so services take numbers and no layer below
 * parses again. A nullable argument left out stays `undefined`/`null`, and an empty one counts as
 * left out (the services tested `if (id)` on the string before).
 */
export function IdArg(name: string, options?: ArgOptions) {
  return createParameterDecorator<object>(
    ({ args }) => {
      const raw = (args as Record<string, unknown>)[name];
      if (raw === undefined || raw === null) return raw;
      return raw === '' && options?.nullable ? null : parseId(String(raw), name);
    },
    { arg: { name, typeFunc: () => ID, options } },
  );
}

/** A live stream's cursor (`after`): an event's seq of 1–15 digits (0: from the start), null when left out, else a precise error. */
export function parseCursor(raw: string | null | undefined, field = 'after'): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  if (!DIGITS.test(raw) || raw.length > ID_DIGITS.big) throw userInput(field, MSG.eventCursorInvalid);
  return Number(raw);
}

/**
 * The one page-cursor codec: an opaque `base64url("<kind>:<n>")`, where `n` is a row id (keyset
 * pages) or a position (ranked search hits). A cursor of another kind, or not one at all, is a user
 * error on `after` (`MSG.cursorInvalid`).
 */
export const pageCursor = {
  encode: (kind: string, n: number): string => Buffer.from(`${kind}:${n}`).toString('base64url'),
  decode(kind: string, after: string, digits: number = ID_DIGITS.big): number {
    const text = Buffer.from(after, 'base64url').toString();
    const n = text.startsWith(`${kind}:`) ? text.slice(kind.length + 1) : '';
    if (!DIGITS.test(n) || n.length > digits) throw userInput('after', MSG.cursorInvalid);
    return Number(n);
  },
};
