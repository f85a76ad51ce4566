import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { RecoveryIdentity, ResetPasswordMutation } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { KeyIcon, MailIcon } from '../../ui/icons';
import { SendPasswordResetCodeMutationDocument } from './recovery.graphql';
import type { CodeSent, HeadingProps, RecoveryAccount } from './recovery-types';

interface MethodProps {
  heading: HeadingProps;
  who: RecoveryIdentity;
  account: RecoveryAccount | null;
  sent: CodeSent | null;
  onSent: (sent: CodeSent) => void;
  onChoose: (method: 'email' | 'recovery') => void;
  onBack: () => void;
}

/** Step 2, 'Reset Password': 'Using Email' mails a code; 'Recovery Code' asks for the security code. */
export function RecoveryMethodStep({ heading, who, account, sent, onSent, onChoose, onBack }: MethodProps) {
  const [send, { loading }] = useMutation(SendPasswordResetCodeMutationDocument);
  const [error, setError] = useState<string | null>(null);
  const canUseEmail = account?.canUseEmail ?? false;

  async function chooseEmail() {
    setError(null);
    if (sent) return onChoose('email');
    try {
      const { data } = await send({ variables: { who } });
      if (!data) return;
      onSent(data.sendPasswordResetCode);
      onChoose('email');
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <>
      <h1 {...heading}>Reset Password</h1>
      <p className="auth__subtitle">
        {account?.maskedEmail ? `We found your account (${account.maskedEmail}). ` : 'We found your account. '}
        How would you like to reset your password?
      </p>
      {error && <Alert>{error}</Alert>}
      <div className="recovery__options">
        <button type="button" className="recovery__option" disabled={!canUseEmail || loading} onClick={() => void chooseEmail()} aria-describedby="recovery-email-note">
          <MailIcon />
          <span className="recovery__option-title">Using Email</span>
          <span id="recovery-email-note" className="recovery__option-text">
            {canUseEmail
              ? loading
                ? 'Sending a code…'
                : 'We mail you a 6-digit code.'
              : account?.maskedEmail
                ? 'Your email address is not verified, so no code can be sent to it.'
                : 'Your account has no email address.'}
          </span>
        </button>
        <button type="button" className="recovery__option" disabled={loading} onClick={() => onChoose('recovery')}>
          <KeyIcon />
          <span className="recovery__option-title">Recovery Code</span>
          <span className="recovery__option-text">Use the security code you saved when you signed up.</span>
        </button>
      </div>
      <p className="auth__footer">
        <button type="button" className="auth__link-button" onClick={onBack}>
          Not your account? Go back
        </button>
      </p>
    </>
  );
}

/** Step 5, 'All Done': the new password works and the user is signed in; a used recovery code is replaced. */
export function RecoveryDoneStep({ heading, result, onContinue }: { heading: HeadingProps; result: ResetPasswordMutation['resetPassword']; onContinue: () => void }) {
  return (
    <>
      <h1 {...heading}>All Done</h1>
      <Alert tone="success">{result.message}</Alert>
      {result.newSecurityCode && (
        <div className="recovery__new-code">
          <p>
            <strong>Your new recovery code</strong>
          </p>
          <p className="recovery__code">{result.newSecurityCode}</p>
          <p className="recovery__note">
            The old code no longer works. Write this one down or keep it somewhere safe; Settings → Security Code shows it
            again and downloads it as a PDF.
          </p>
        </div>
      )}
      <Button block onClick={onContinue}>
        Continue
      </Button>
    </>
  );
}
