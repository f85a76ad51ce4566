import { useApolloClient } from '@apollo/client/react';
import { isValidEmail, MSG } from '@poolmates/schema';
import { useState, type FormEvent } from 'react';
import type { ViewerFieldsFragment } from '../../gql/graphql';
import { ChangeEmailMutationDocument, ChangeEmailWithRecentSignInMutationDocument } from '../../lib/email-verification.graphql';
import { errorCode, toFormErrors } from '../../lib/graphql-errors';
import { useEmailVerification, type CodeSent } from '../../lib/use-email-verification';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { VerifyEmailPanel } from '../../ui/verify-email-panel';

interface AddEmailStepProps {
  me: ViewerFieldsFragment;
  onVerified: () => void;
  onSkip: () => void;
  skipping: boolean;
}

/**
 * Onboarding's email step for an account made with a mobile number (issue 28): an optional email,
 * labelled and with its reason, and "Skip for now" at once. Right after sign-up the session has
 * just entered its password, so none is asked (decision 020's recent sign-in); only past that the
 * current password is asked, saying why. Once the code is out, the usual code panel.
 */
export function AddEmailStep({ me, onVerified, onSkip, skipping }: AddEmailStepProps) {
  const [sent, setSent] = useState<CodeSent | null>(null);
  if (sent) return <EnterCode me={me} sent={sent} onVerified={onVerified} onSkip={onSkip} skipping={skipping} />;
  return <AskEmail me={me} onSent={setSent} onSkip={onSkip} skipping={skipping} />;
}

function AskEmail({ me, onSent, onSkip, skipping }: { me: ViewerFieldsFragment; onSent: (s: CodeSent) => void; onSkip: () => void; skipping: boolean }) {
  const client = useApolloClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [needPassword, setNeedPassword] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    if (!isValidEmail(email.trim())) return setErrors({ email: MSG.emailInvalidDialog });
    if (needPassword && !password) return setErrors({ currentPassword: MSG.currentPasswordRequired });
    setErrors({});
    setBusy(true);
    try {
      if (needPassword) {
        const { data } = await client.mutate({ mutation: ChangeEmailMutationDocument, variables: { email: email.trim(), currentPassword: password } });
        if (data) onSent(data.changeEmail);
      } else {
        const { data } = await client.mutate({ mutation: ChangeEmailWithRecentSignInMutationDocument, variables: { email: email.trim() } });
        if (data) onSent(data.changeEmailWithRecentSignIn);
      }
    } catch (error) {
      // the sign-up was more than a few minutes ago: the password proves it is still you
      if (!needPassword && errorCode(error) === 'FORBIDDEN') {
        setNeedPassword(true);
        setErrors({ currentPassword: 'Enter your password to add the email: your sign-up was a while ago.' });
      } else {
        const f = toFormErrors(error, ['email', 'currentPassword']);
        setErrors(f.fields);
        setFormError(f.form);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="add-email" onSubmit={onSubmit} noValidate aria-label="Add an email">
      <p className="pm-modal__lead">
        You signed up with your mobile number{me.mobile ? ` ${me.mobile}` : ''}. An email is optional: with one you can get a code to recover your account if you lose your phone, and
        hear about new messages and pools starting. You can add it later in Settings.
      </p>
      {formError && <Alert>{formError}</Alert>}
      <TextField
        id="add-email-address"
        label="Email (optional)"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        hint="We send a 6-digit code to check it is yours."
        onChange={(e) => {
          setEmail(e.target.value);
          setErrors(({ email: _e, ...rest }) => rest);
        }}
      />
      {needPassword && (
        <PasswordField
          id="add-email-password"
          label="Current password"
          autoComplete="current-password"
          value={password}
          error={errors.currentPassword}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors(({ currentPassword: _p, ...rest }) => rest);
          }}
        />
      )}
      <div className="pm-modal__actions">
        <Button type="button" variant="ghost" onClick={onSkip} loading={skipping}>
          Skip for now
        </Button>
        <Button type="submit" loading={busy}>
          Send code
        </Button>
      </div>
    </form>
  );
}

function EnterCode({ me, sent, onVerified, onSkip, skipping }: { me: ViewerFieldsFragment; sent: CodeSent; onVerified: () => void; onSkip: () => void; skipping: boolean }) {
  const verification = useEmailVerification({ userId: me.id, currentEmail: null, start: { kind: 'sent', sent } });
  return <VerifyEmailPanel verification={verification} onVerified={onVerified} onSkip={onSkip} skipping={skipping} />;
}
