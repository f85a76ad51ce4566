import { useApolloClient } from '@apollo/client/react';
import { MSG } from '@poolmates/schema';
import { useState, type FormEvent } from 'react';
import type { SettingsSecurityCodeQuery } from '../../gql/graphql';
import { toFormErrors } from '../../lib/graphql-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PasswordField } from '../../ui/password-field';
import { SecurityCodeCard } from '../../ui/security-code-card';
import { SettingsSecurityCodeQueryDocument } from './account.graphql';
import { SettingHeader } from './setting-header';

/** Security Code: the password first ('Invalid Password' clears it), then the card and its PDF. */
export function SecurityCodeSetting() {
  const client = useApolloClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [code, setCode] = useState<SettingsSecurityCodeQuery['securityCode'] | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    if (!password.trim()) return setError(MSG.passwordMissing);
    setLoading(true);
    try {
      // Never cached: the variable is a password and the answer is a secret.
      const { data } = await client.query({ query: SettingsSecurityCodeQueryDocument, variables: { password }, fetchPolicy: 'no-cache' });
      setCode(data?.securityCode ?? null);
      setPassword('');
    } catch (err) {
      const fe = toFormErrors(err, ['password']);
      setError(fe.fields.password ?? null);
      setFormError(fe.form);
      if (fe.fields.password === MSG.invalidPassword) setPassword('');
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <SettingHeader title="Security Code" lead="Your recovery code lets you reset your password without email." />
      <section className="settings__panel pm-card pm-panel-enter" aria-label="Security code">
        {code ? (
          <>
            <SecurityCodeCard userId={code.userId} code={code.code} pdfUrl={code.pdfUrl} />
            <div className="settings__actions">
              <Button variant="secondary" onClick={() => setCode(null)}>
                Hide code
              </Button>
            </div>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            {formError && <Alert>{formError}</Alert>}
            <PasswordField
              id="setting-code-password"
              label="Password"
              autoComplete="current-password"
              hint="Enter your password to see the code."
              value={password}
              error={error}
              onChange={(e) => {
                setPassword(e.target.value);
                setError(null);
              }}
            />
            <div className="settings__actions">
              <Button type="submit" disabled={!password.trim()} loading={loading}>
                Show code
              </Button>
            </div>
          </form>
        )}
      </section>
    </>
  );
}
