import { LIMITS, MSG } from '@poolmates/schema';
import { GraphQLError, Lexer, Source, TokenKind, type ParseOptions } from 'graphql';
import { badRequest } from './operation-limits.js';

/** What one door lets a query text weigh before it is parsed (decision 052). */
export interface DocumentBounds {
  bytes: number;
  tokens: number;
}

export const MEMBER_BOUNDS: DocumentBounds = { bytes: LIMITS.documentMaxBytes, tokens: LIMITS.documentMaxTokens };
export const VISITOR_BOUNDS: DocumentBounds = { bytes: LIMITS.visitorDocumentMaxBytes, tokens: LIMITS.visitorDocumentMaxTokens };
export const boundsFor = (signedIn: boolean): DocumentBounds => (signedIn ? MEMBER_BOUNDS : VISITOR_BOUNDS);

/** The parser's own limit for Apollo, which parses with one set of options: the larger bound (the visitor's is checked before). */
export const PARSE_OPTIONS: ParseOptions = { maxTokens: LIMITS.documentMaxTokens };

/**
 * Bounds a query text meets before anything parses or validates it (issue 26: a 900 kB document
 * of 100,000 aliased fields was refused only after ~0.75 s of parse and validation). In order,
 * each bounding the cost of the next: its size in UTF-8 bytes (a string longer in UTF-16 units
 * than the bound is over it without being measured); then one pass of graphql-js's lexer, which
 * stops at the token bound and counts, without building a tree, the selections (field names and
 * fragment spreads) and aliases of the whole text — validation's overlapping-fields rule is
 * quadratic in the selections (1,200 `me { id }` took 0.4 s), so they are bounded here, before it
 * runs; the exact per-operation counts (fragments expanded) stay with the operation limits.
 * A text the lexer cannot read is left to the parser, whose error names the place.
 */
export function checkDocumentBounds(text: unknown, bounds: DocumentBounds): GraphQLError | null {
  if (typeof text !== 'string') return null; // the transport says what is missing
  if (text.length > bounds.bytes || Buffer.byteLength(text) > bounds.bytes) return badRequest(MSG.queryTooLarge(bounds.bytes));
  const lexer = new Lexer(new Source(text));
  let tokens = 0;
  let parens = 0;
  let braces = 0;
  let selections = 0;
  let aliases = 0;
  // the two tokens before the current one
  let prev: TokenKind = TokenKind.SOF;
  let prevValue: string | undefined;
  let beforePrev: TokenKind = TokenKind.SOF;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (++tokens > bounds.tokens) return badRequest(MSG.queryTooManyTokens(bounds.tokens));
      const kind = token.kind;
      if (kind === TokenKind.PAREN_L) parens++;
      else if (kind === TokenKind.PAREN_R) parens--;
      else if (kind === TokenKind.BRACE_L) braces++;
      else if (kind === TokenKind.BRACE_R) braces--;
      else if (kind === TokenKind.COLON && parens === 0 && braces > 0 && prev === TokenKind.NAME) {
        // `alias: field` (a colon outside parentheses is an alias's): its name was counted as a selection
        selections--;
        if (++aliases > LIMITS.queryMaxAliases) return badRequest(MSG.queryTooManyAliases(LIMITS.queryMaxAliases));
      } else if (kind === TokenKind.NAME && parens === 0 && braces > 0) {
        // a field, or a fragment spread's name; not a directive's name, not `on` or a type condition
        const typeCondition = prev === TokenKind.NAME && prevValue === 'on' && beforePrev === TokenKind.SPREAD;
        const inlineOn = prev === TokenKind.SPREAD && token.value === 'on';
        if (prev !== TokenKind.AT && !typeCondition && !inlineOn && ++selections > LIMITS.documentMaxSelections + LIMITS.queryMaxAliases) {
          return badRequest(MSG.queryTooManyFields(LIMITS.documentMaxSelections));
        }
      }
      beforePrev = prev;
      prev = kind;
      prevValue = token.value;
    }
  } catch (err) {
    if (err instanceof GraphQLError) return null; // a syntax error: the parser reports it where it is
    throw err;
  }
  // aliases were counted as selections until their colon: the bound holds on the final count
  if (selections > LIMITS.documentMaxSelections) return badRequest(MSG.queryTooManyFields(LIMITS.documentMaxSelections));
  return null;
}
