import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { MeQueryDocument, SignOutMutationDocument } from './session.graphql';

export interface SignOutOptions {
  /** Where to go afterwards (default: the landing page). */
  to?: string;
  /** The server already ended the session (deactivation): only forget it here. */
  localOnly?: boolean;
}

/**
 * Signs out: ends the server session, empties the Apollo store, records "signed out" (`me: null`)
 * so the route guards switch at once, and goes to the landing page.
 */
export function useSignOut(): { signOut: (options?: SignOutOptions) => Promise<void>; loading: boolean } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(SignOutMutationDocument);
  const signOut = useCallback(
    async ({ to = '/', localOnly = false }: SignOutOptions = {}) => {
      if (!localOnly) {
        try {
          await mutate();
        } catch {
          // Leave locally anyway: the user asked to go; an expired session is already gone.
        }
      }
      await client.clearStore();
      client.writeQuery({ query: MeQueryDocument, data: { me: null } });
      navigate(to, { replace: true });
    },
    [client, mutate, navigate],
  );
  return { signOut, loading };
}
