import type { ApolloServerPlugin } from '@apollo/server';
import { LIMITS, MSG } from '@poolmates/schema';
import { GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Context } from './context.js';

/** Fields whose each evaluation is a guess at a secret: one per request, never packed into aliases. */
export const SINGLE_USE_FIELDS = new Set([
  'signIn',
  'register',
  'checkPassword',
  'securityCode',
  'changePassword',
  'deactivateAccount',
  'verifyEmail',
  'verifyPin',
  'setPin',
  'unlockPin',
  'findAccountForRecovery',
  'sendPasswordResetCode',
  'verifyPasswordResetCode',
  'verifyRecoveryCode',
  'resetPassword',
]);

/** Root field names a selection set asks for, following fragments (aliases counted separately). */
export function rootFieldNames(selectionSet: SelectionSetNode, doc: DocumentNode): string[] {
  const fragments = new Map(
    doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const out: string[] = [];
  const walk = (set: SelectionSetNode, depth: number) => {
    if (depth > 10) return;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) out.push(sel.name.value);
      else if (sel.kind === Kind.INLINE_FRAGMENT) walk(sel.selectionSet, depth + 1);
      else {
        const frag = fragments.get(sel.name.value);
        if (frag) walk(frag.selectionSet, depth + 1);
      }
    }
  };
  walk(selectionSet, 0);
  return out;
}

/** Refuses, before execution, requests that pack many root fields or repeat a single-use field. */
export function aliasGuardPlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document }) {
          if (!operation) return;
          const names = rootFieldNames(operation.selectionSet, document).filter((n) => n !== '__typename');
          const repeated = names.some((n, i) => SINGLE_USE_FIELDS.has(n) && names.indexOf(n) !== i);
          if (names.length > LIMITS.maxRootFields || repeated) {
            throw new GraphQLError(MSG.tooManyFields, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
          }
        },
      };
    },
  };
}
