import { useApolloClient, useMutation } from '@apollo/client/react';
import { LIMITS, MSG } from '@poolmates/schema';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { setDeactivatedFlag } from '../../lib/deactivated-flag';
import { toFormErrors } from '../../lib/graphql-errors';
import { useSignOut } from '../../lib/use-sign-out';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { PasswordField } from '../../ui/password-field';
import { DeactivateAccountMutationDocument } from './account.graphql';
import { CheckPasswordQueryDocument } from './password.graphql';
import { SettingHeader } from './setting-header';

/** The redirect delay after deactivation (accounts.md §9). */
const REDIRECT_MS = 100;

/**
 * Deactivate account: what happens, the password, then /confirm. The password stays in this
 * component's memory between the two routes (never in the URL or history state).
 */
export function DeactivateSetting() {
  const [password, setPassword] = useState('');
  return (
    <>
      <SettingHeader title="Deactivate account" />
      <Routes>
        <Route index element={<PasswordStep onChecked={setPassword} />} />
        <Route path="confirm" element={password ? <ConfirmStep password={password} onRefused={() => setPassword('')} /> : <Navigate to=".." replace />} />
      </Routes>
    </>
  );
}

function PasswordStep({ onChecked }: { onChecked: (password: string) => void }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!password.trim()) return setError(MSG.passwordMissing);
    setLoading(true);
    try {
      const { data } = await client.query({ query: CheckPasswordQueryDocument, variables: { password }, fetchPolicy: 'no-cache' });
      if (!data?.checkPassword) {
        setError(MSG.invalidPassword);
        setPassword('');
        return;
      }
      onChecked(password);
      navigate('confirm');
    } catch (err) {
      const { fields, form } = toFormErrors(err, []);
      setError(form ?? Object.values(fields)[0] ?? null);
    } finally {
      setLoading(false);
    }
  }

  return (
    <section className="settings__panel pm-card pm-panel-enter" aria-label="Deactivate account">
      <ul className="settings__facts">
        <li>Your profile, pools and squads are hidden and you are signed out everywhere.</li>
        <li>{`Sign in within ${LIMITS.restoreWindowDays} days and choose "Restore account" to come back as you were.`}</li>
        <li>{`After ${LIMITS.restoreWindowDays} days your personal data is deleted. What you posted stays, shown as written by a deleted user.`}</li>
      </ul>
      <form onSubmit={onSubmit} noValidate>
        <PasswordField
          id="deactivate-password"
          label="Password"
          autoComplete="current-password"
          hint="Enter your password to continue."
          value={password}
          error={error}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(null);
          }}
        />
        <div className="settings__actions">
          <ButtonLink to="/homepage/setting" variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit" disabled={!password.trim()} loading={loading}>
            Continue
          </Button>
        </div>
      </form>
    </section>
  );
}

function ConfirmStep({ password, onRefused }: { password: string; onRefused: () => void }) {
  const [deactivate, { loading }] = useMutation(DeactivateAccountMutationDocument);
  const { signOut } = useSignOut();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onConfirm() {
    setError(null);
    try {
      await deactivate({ variables: { password } });
      setDone(true);
      setDeactivatedFlag();
      // The server has ended every session; forget it here and show the notice.
      timer.current = setTimeout(() => void signOut({ localOnly: true, to: '/deactivatedpage' }), REDIRECT_MS);
    } catch (err) {
      const { fields, form } = toFormErrors(err, ['password']);
      setError(fields.password ?? form);
      if (fields.password) onRefused();
    }
  }

  return (
    <section className="settings__panel pm-card settings__panel--danger pm-panel-enter" aria-label="Confirm deactivation">
      <h2 className="settings__subtitle">Deactivate your account?</h2>
      <p>You can restore it by signing in within {LIMITS.restoreWindowDays} days.</p>
      {error && <Alert>{error}</Alert>}
      {done && <Alert tone="info">Your account is deactivated. Signing you out…</Alert>}
      <div className="settings__actions">
        <ButtonLink to="/homepage/setting" variant="secondary" aria-disabled={done || undefined}>
          Keep my account
        </ButtonLink>
        <Button className="settings__danger-button" loading={loading} disabled={done} onClick={() => void onConfirm()}>
          Deactivate account
        </Button>
      </div>
    </section>
  );
}
