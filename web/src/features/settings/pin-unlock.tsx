import { useMutation } from '@apollo/client/react';
import { MSG } from '@poolmates/schema';
import { useState, type FormEvent } from 'react';
import { toFormErrors } from '../../lib/graphql-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PasswordField } from '../../ui/password-field';
import { UnlockPinMutationDocument } from './pin.graphql';

/** After five wrong PINs: the lock message and the password that lifts it. */
export function PinUnlock({ onUnlocked }: { onUnlocked: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [unlock, { loading }] = useMutation(UnlockPinMutationDocument);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!password.trim()) return setError(MSG.passwordMissing);
    try {
      await unlock({ variables: { password } });
      onUnlocked();
    } catch (err) {
      const { fields, form } = toFormErrors(err, ['password']);
      setError(fields.password ?? form);
      setPassword('');
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="settings__pin-step">
      <Alert>{MSG.pinLocked}</Alert>
      <PasswordField
        id="pin-unlock-password"
        label="Password"
        autoComplete="current-password"
        value={password}
        error={error}
        onChange={(e) => {
          setPassword(e.target.value);
          setError(null);
        }}
      />
      <Button type="submit" variant="secondary" loading={loading}>
        Unlock
      </Button>
    </form>
  );
}
