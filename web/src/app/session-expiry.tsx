import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { MeQueryDocument } from '../lib/session.graphql';
import { onSessionExpired } from '../lib/session-events';

/**
 * UNAUTHENTICATED from any operation (legacy STATUSCODE 2) means the session is gone: forget `me`
 * and go to the landing page.
 */
export function SessionExpiryListener() {
  const client = useApolloClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionExpired(() => {
        client.writeQuery({ query: MeQueryDocument, data: { me: null } });
        navigate('/', { replace: true });
      }),
    [client, navigate],
  );
  return null;
}
