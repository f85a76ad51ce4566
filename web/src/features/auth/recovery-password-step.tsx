import { useMutation } from '@apollo/client/react';
import { MSG, passwordRule } from '@poolmates/schema';
import { useState, type FormEvent } from 'react';
import type { ResetPasswordMutation } from '../../gql/graphql';
import { toFormErrors, withoutKey } from '../../lib/graphql-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PasswordField } from '../../ui/password-field';
import { ResetPasswordMutationDocument } from './recovery.graphql';
import type { HeadingProps } from './recovery-types';

interface PasswordStepProps {
  heading: HeadingProps;
  resetToken: string;
  onDone: (result: ResetPasswordMutation['resetPassword']) => void;
  onRestart: () => void;
}

/** Step 4: the new password twice ('* Password must be at least 8 characters.', '* Password does not match.'). */
export function RecoveryPasswordStep({ heading, resetToken, onDone, onRestart }: PasswordStepProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [reset, { loading }] = useMutation(ResetPasswordMutationDocument);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    const next: Record<string, string> = {};
    const rule = passwordRule(password, 'reset');
    if (rule) next.password = rule === MSG.passwordMissing ? MSG.passwordShortRecovery : rule;
    if (password !== confirm) next.confirmPassword = MSG.passwordMismatchRecovery;
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      const { data } = await reset({ variables: { resetToken, password, confirmPassword: confirm } });
      if (data) onDone(data.resetPassword);
    } catch (err) {
      const fe = toFormErrors(err, ['password', 'confirmPassword']);
      setErrors(fe.fields);
      setFormError(fe.form);
      setExpired(fe.form === MSG.resetGrantInvalid);
    }
  }

  return (
    <>
      <h1 {...heading}>Choose a new password</h1>
      <p className="auth__subtitle">Pick a password you have not used here before.</p>
      {formError && <Alert>{formError}</Alert>}
      {expired ? (
        <Button block onClick={onRestart}>
          Start again
        </Button>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label="Choose a new password">
          <PasswordField
            id="recovery-password"
            label="New password"
            autoComplete="new-password"
            hint="At least 8 characters"
            value={password}
            error={errors.password}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors((x) => withoutKey(x, 'password'));
            }}
          />
          <PasswordField
            id="recovery-confirm"
            label="Confirm password"
            autoComplete="new-password"
            value={confirm}
            error={errors.confirmPassword}
            onChange={(e) => {
              setConfirm(e.target.value);
              setErrors((x) => withoutKey(x, 'confirmPassword'));
            }}
          />
          <Button type="submit" block loading={loading}>
            Save password
          </Button>
        </form>
      )}
    </>
  );
}
