import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  EmailAvailableQueryDocument,
  MobileAvailableQueryDocument,
  UsernameAvailableQueryDocument,
} from './availability.graphql';

export type AvailabilityKind = 'username' | 'email' | 'mobile';

/**
 * Asks the server whether a username / email / mobile is free. Resolves true/false, or null when the
 * check itself failed (the server still validates on submit, so a failed check shows nothing).
 */
export function useAvailability(): (kind: AvailabilityKind, value: string) => Promise<boolean | null> {
  const client = useApolloClient();
  return useCallback(
    async (kind, value) => {
      try {
        if (kind === 'username') {
          const { data } = await client.query({ query: UsernameAvailableQueryDocument, variables: { username: value }, fetchPolicy: 'network-only' });
          return data?.usernameAvailable ?? null;
        }
        if (kind === 'email') {
          const { data } = await client.query({ query: EmailAvailableQueryDocument, variables: { email: value }, fetchPolicy: 'network-only' });
          return data?.emailAvailable ?? null;
        }
        const { data } = await client.query({ query: MobileAvailableQueryDocument, variables: { mobile: value }, fetchPolicy: 'network-only' });
        return data?.mobileAvailable ?? null;
      } catch {
        return null;
      }
    },
    [client],
  );
}
