import { LIMITS, MSG } from '@poolmates/schema';
import { GraphQLError, Kind, visit, type DocumentNode, type ValueNode } from 'graphql';

/**
 * Text PostgreSQL cannot store (NUL) or that is not Unicode (a lone UTF-16 surrogate) is refused at
 * the door with the name of the argument, instead of failing deep inside as an internal error.
 * Over-long strings are refused before anything parses them (decision 017).
 */
export const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

function checkString(value: string, where: string): GraphQLError | null {
  if (value.length > LIMITS.variableStringMax) return badInput(MSG.textTooLong(where, LIMITS.variableStringMax));
  if (value.includes('\u0000')) return badInput(MSG.textCharacterNotAllowed(where, 'NUL'));
  if (!value.isWellFormed()) return badInput(MSG.textCharacterNotAllowed(where, 'a lone surrogate'));
  return null;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/** Walks request variables deeply (plain objects and arrays; an Upload is not text). Paths read `$input.title`, `$ids[2]`. */
export function checkVariableText(variables: Record<string, unknown> | undefined): GraphQLError | null {
  const walk = (value: unknown, where: string, depth: number): GraphQLError | null => {
    if (typeof value === 'string') return checkString(value, where);
    if (depth > 64) return null; // JSON this deep fails coercion anyway
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const e = walk(value[i], `${where}[${i}]`, depth + 1);
        if (e) return e;
      }
    } else if (isPlainObject(value)) {
      for (const [k, v] of Object.entries(value)) {
        const e = walk(v, `${where}.${k}`, depth + 1);
        if (e) return e;
      }
    }
    return null;
  };
  for (const [name, value] of Object.entries(variables ?? {})) {
    const e = walk(value, `$${name}`, 0);
    if (e) return e;
  }
  return null;
}

/** String literals written in the document itself (arguments, input fields, variable defaults). */
export function checkLiteralText(document: DocumentNode): GraphQLError | null {
  let found: GraphQLError | null = null;
  const walk = (value: ValueNode, where: string): void => {
    if (found) return;
    if (value.kind === Kind.STRING) found = checkString(value.value, where);
    else if (value.kind === Kind.LIST) value.values.forEach((v, i) => walk(v, `${where}[${i}]`));
    else if (value.kind === Kind.OBJECT) value.fields.forEach((f) => walk(f.value, `${where}.${f.name.value}`));
  };
  visit(document, {
    Argument: (node) => walk(node.value, node.name.value),
    VariableDefinition: (node) => {
      if (node.defaultValue) walk(node.defaultValue, `$${node.variable.name.value}`);
    },
  });
  return found;
}
