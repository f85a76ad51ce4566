import { useMutation } from '@apollo/client/react';
import { LIMITS } from '@poolmates/schema';
import { useState, type FormEvent } from 'react';
import type { RecoveryIdentity } from '../../gql/graphql';
import { errorMessage, retryAfterSeconds, toFormErrors } from '../../lib/graphql-errors';
import { formatSeconds, useCountdown } from '../../lib/use-countdown';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { OtpInput } from '../../ui/otp-input';
import { TextField } from '../../ui/text-field';
import {
  SendPasswordResetCodeMutationDocument,
  VerifyPasswordResetCodeMutationDocument,
  VerifyRecoveryCodeMutationDocument,
} from './recovery.graphql';
import type { CodeSent, HeadingProps } from './recovery-types';

interface CodeStepProps {
  heading: HeadingProps;
  method: 'email' | 'recovery';
  who: RecoveryIdentity;
  sent: CodeSent | null;
  onSent: (sent: CodeSent) => void;
  onVerified: (resetToken: string) => void;
  onBack: () => void;
}

const deadlineOf = (sent: CodeSent | null) =>
  sent ? Math.min(Date.parse(sent.resendAvailableAt) || 0, Date.now() + LIMITS.otpResendSeconds * 1000) : null;

/** Step 3: the mailed code (with the resend countdown) or the recovery code. */
export function RecoveryCodeStep({ heading, method, who, sent, onSent, onVerified, onBack }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [deadline, setDeadline] = useState<number | null>(() => deadlineOf(sent));
  const secondsLeft = useCountdown(deadline);
  const [verifyMailed, mailed] = useMutation(VerifyPasswordResetCodeMutationDocument);
  const [verifyRecovery, recovery] = useMutation(VerifyRecoveryCodeMutationDocument);
  const [resend, resending] = useMutation(SendPasswordResetCodeMutationDocument);
  const byEmail = method === 'email';

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!code.trim()) return;
    setError(null);
    setInfo(null);
    try {
      if (byEmail) {
        if (!sent) return;
        const { data } = await verifyMailed({ variables: { verifyId: sent.verifyId, code } });
        if (data) onVerified(data.verifyPasswordResetCode.resetToken);
      } else {
        const { data } = await verifyRecovery({ variables: { who, code: code.trim() } });
        if (data) onVerified(data.verifyRecoveryCode.resetToken);
      }
    } catch (err) {
      const fe = toFormErrors(err, []);
      setError(fe.form ?? Object.values(fe.fields)[0] ?? null);
    }
  }

  async function onResend() {
    setError(null);
    setInfo(null);
    try {
      const { data } = await resend({ variables: { who } });
      if (!data) return;
      onSent(data.sendPasswordResetCode);
      setDeadline(deadlineOf(data.sendPasswordResetCode));
      setCode('');
      setInfo('A new code is on its way.');
    } catch (err) {
      const wait = retryAfterSeconds(err);
      if (wait) setDeadline(Date.now() + wait * 1000);
      setError(errorMessage(err));
    }
  }

  return (
    <>
      <h1 {...heading}>{byEmail ? 'Enter confirmation code' : 'Enter Recovery Code'}</h1>
      <p className="auth__subtitle">
        {byEmail
          ? `We sent a ${LIMITS.otpLength}-digit code to ${sent?.email ?? 'your email'}.`
          : 'Enter the security code from the card or PDF you saved when you signed up.'}
      </p>
      {error && <Alert>{error}</Alert>}
      {info && <Alert tone="info">{info}</Alert>}
      <form noValidate onSubmit={onSubmit} aria-label="Enter the code">
        {byEmail ? (
          <OtpInput id="recovery-otp" label="Confirmation code" value={code} onChange={setCode} length={LIMITS.otpLength} />
        ) : (
          <TextField
            id="recovery-code"
            label="Recovery code"
            placeholder="XXXX-XXXX-XXXX-XXXX"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="recovery__code-input"
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
          />
        )}
        <Button type="submit" block disabled={!code.trim()} loading={mailed.loading || recovery.loading}>
          Confirm
        </Button>
      </form>
      {byEmail && (
        <div className="recovery__resend">
          <button type="button" className="auth__link-button" disabled={secondsLeft > 0 || resending.loading} onClick={() => void onResend()}>
            Resend code
          </button>
          {secondsLeft > 0 && <span className="recovery__timer">in {formatSeconds(secondsLeft)}</span>}
          <p className="recovery__note">OTP may sometimes end up in your SPAM FOLDER</p>
        </div>
      )}
      <p className="auth__footer">
        <button type="button" className="auth__link-button" onClick={onBack}>
          Choose another way
        </button>
      </p>
    </>
  );
}
