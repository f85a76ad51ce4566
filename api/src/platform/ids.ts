import { createParameterDecorator, ID, type ArgOptions } from 'type-graphql';

/** The one shape of a row id a client may send: 1–9 digits (an `integer` column holds them all). */
const ROW_ID = /^\d{1,9}$/;

/**
 * A client's ID as a row id: −1 (matches no row) unless it is 1–9 digits, so a malformed id gets
 * the same not-found answer as an unknown one. Called at the boundary only: by `@IdArg`, and where
 * a raw argument arrives without a resolver parameter (subscription filters, input objects).
 */
export function parseId(raw: string): number {
  return ROW_ID.test(raw) ? Number(raw) : -1;
}

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
      return raw === '' && options?.nullable ? null : parseId(String(raw));
    },
    { arg: { name, typeFunc: () => ID, options } },
  );
}
