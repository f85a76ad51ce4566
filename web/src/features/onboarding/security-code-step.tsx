import { useQuery } from '@apollo/client/react';
import { errorMessage } from '../../lib/graphql-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { SecurityCodeCard } from '../../ui/security-code-card';
import { LoadingScreen } from '../../ui/spinner';
import { OnboardingSecurityCodeQueryDocument } from './onboarding.graphql';

/** The recovery code card: Confirm downloads SecurityCode.pdf and moves on to the last dialog. */
export function SecurityCodeStep({ notice, onConfirm }: { notice: string | null; onConfirm: () => void }) {
  // Never cached: the code is shown once here and fetched again when asked for.
  const { data, loading, error, refetch } = useQuery(OnboardingSecurityCodeQueryDocument, { fetchPolicy: 'no-cache' });
  const code = data?.securityCode;
  return (
    <>
      {notice && <Alert tone="info">{notice}</Alert>}
      <p className="pm-modal__lead">
        If you ever lose access to your email or your phone, this code lets you reset your password. Confirm downloads it as a PDF.
      </p>
      {code ? (
        <SecurityCodeCard userId={code.userId} code={code.code} pdfUrl={code.pdfUrl} actionLabel="Confirm" onDownload={onConfirm} />
      ) : loading ? (
        <LoadingScreen label="Loading your code…" />
      ) : (
        <>
          <Alert>{error ? errorMessage(error) : 'Your code could not be loaded.'}</Alert>
          <Button variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        </>
      )}
    </>
  );
}
