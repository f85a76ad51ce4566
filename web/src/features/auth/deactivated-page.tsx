import { useMutation, useQuery } from '@apollo/client/react';
import { LIMITS } from '@poolmates/schema';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { clearDeactivatedFlag } from '../../lib/deactivated-flag';
import { toFormErrors } from '../../lib/graphql-errors';
import { MeQueryDocument } from '../../lib/session.graphql';
import { useSignOut } from '../../lib/use-sign-out';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { AlertIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { StatePanel } from '../../ui/state-panel';
import { RestoreAccountMutationDocument } from './restore-account.graphql';

/**
 * Shown to a signed-in account that is deactivated (DECISIONS.md: sign-in still works for 30 days
 * and offers "Restore account"), and right after deactivating, when the user is already signed out.
 */
export function DeactivatedPage() {
  const navigate = useNavigate();
  const { data } = useQuery(MeQueryDocument, { fetchPolicy: 'cache-first' });
  const signedIn = !!data?.me;
  const { signOut, loading: signingOut } = useSignOut();
  const [restore, { loading: restoring }] = useMutation(RestoreAccountMutationDocument);
  const [error, setError] = useState<string | null>(null);

  async function onRestore() {
    setError(null);
    try {
      // The returned user (status ACTIVE) updates `me` in the cache.
      await restore();
      clearDeactivatedFlag();
      navigate('/homepage', { replace: true });
    } catch (e) {
      setError(toFormErrors(e, []).form);
    }
  }

  return (
    <main className="pm-screen">
      <div style={{ display: 'grid', gap: 24, justifyItems: 'center', maxWidth: 520, width: '100%' }}>
        <Logo />
        <StatePanel
          icon={<AlertIcon size={26} />}
          title="Your account is deactivated"
          headingLevel={1}
          actions={
            signedIn ? (
              <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center' }}>
                <Button loading={restoring} disabled={signingOut} onClick={() => void onRestore()}>
                  Restore account
                </Button>
                <Button
                  variant="secondary"
                  loading={signingOut}
                  disabled={restoring}
                  onClick={() => {
                    clearDeactivatedFlag();
                    void signOut();
                  }}
                >
                  Sign out
                </Button>
              </div>
            ) : (
              <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center' }}>
                <ButtonLink to="/signin">
                  Sign in to restore
                </ButtonLink>
                <ButtonLink variant="secondary" to="/" onClick={clearDeactivatedFlag}>
                  Go to the home page
                </ButtonLink>
              </div>
            )
          }
        >
          {signedIn
            ? `You can restore it within ${LIMITS.restoreWindowDays} days of deactivation. After that, its personal data is deleted.`
            : `You have been signed out. Sign in within ${LIMITS.restoreWindowDays} days to restore it; after that, its personal data is deleted.`}
        </StatePanel>
        {error && <Alert>{error}</Alert>}
      </div>
    </main>
  );
}
