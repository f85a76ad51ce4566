import { useApolloClient, useMutation } from '@apollo/client/react';
import { MSG, passwordRule } from '@poolmates/schema';
import { useState, type FormEvent } from 'react';
import { toFormErrors, withoutKey } from '../../lib/graphql-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PasswordField } from '../../ui/password-field';
import { ChangePasswordMutationDocument, CheckPasswordQueryDocument } from './password.graphql';
import { SettingHeader } from './setting-header';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];

const newPasswordError = (v: string) => {
  const rule = passwordRule(v, 'change');
  return rule === MSG.passwordMissing ? MSG.passwordShortChange : rule;
};

/** Change Password: the current one is checked on blur; Save once all three are filled. */
export function ChangePasswordSetting() {
  const client = useApolloClient();
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [change, { loading }] = useMutation(ChangePasswordMutationDocument);
  const trimmed = (f: Field) => values[f].trim();
  const allFilled = FIELDS.every((f) => trimmed(f));

  function set(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => withoutKey(e, field));
    setDone(null);
  }

  const setError = (field: Field, message: string | null) =>
    setErrors((e) => (message ? { ...e, [field]: message } : withoutKey(e, field)));

  async function checkCurrent() {
    const password = trimmed('currentPassword');
    if (!password) return;
    try {
      // Never cached: the variable is a password.
      const { data } = await client.query({ query: CheckPasswordQueryDocument, variables: { password }, fetchPolicy: 'no-cache' });
      if (data) setError('currentPassword', data.checkPassword ? null : MSG.incorrectPassword);
    } catch {
      // The server checks again on Save.
    }
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    if (!allFilled) return;
    const next: Record<string, string> = {};
    const rule = newPasswordError(trimmed('newPassword'));
    if (rule) next.newPassword = rule;
    if (trimmed('newPassword') !== trimmed('confirmPassword')) next.confirmPassword = MSG.passwordMismatch;
    if (errors.currentPassword) next.currentPassword = errors.currentPassword;
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      const { data } = await change({ variables: { input: { currentPassword: trimmed('currentPassword'), newPassword: trimmed('newPassword'), confirmPassword: trimmed('confirmPassword') } } });
      setDone(data?.changePassword.message ?? MSG.passwordUpdated);
      setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
    } catch (error) {
      const fe = toFormErrors(error, FIELDS);
      setErrors(fe.fields);
      setFormError(fe.form);
    }
  }

  return (
    <>
      <SettingHeader title="Change Password" lead="Other devices are signed out when the password changes." />
      <section className="settings__panel pm-card pm-panel-enter" aria-label="Change password">
        {done && <Alert tone="success">{done}</Alert>}
        {formError && <Alert>{formError}</Alert>}
        <form onSubmit={onSubmit} noValidate>
          <PasswordField
            id="setting-current-password"
            label="Current password"
            autoComplete="current-password"
            value={values.currentPassword}
            error={errors.currentPassword}
            onChange={(e) => set('currentPassword', e.target.value)}
            onBlur={() => void checkCurrent()}
          />
          <PasswordField
            id="setting-new-password"
            label="New password"
            autoComplete="new-password"
            hint="At least 8 characters"
            value={values.newPassword}
            error={errors.newPassword}
            onChange={(e) => set('newPassword', e.target.value)}
            onBlur={() => trimmed('newPassword') && setError('newPassword', newPasswordError(trimmed('newPassword')))}
          />
          <PasswordField
            id="setting-confirm-password"
            label="Confirm new password"
            autoComplete="new-password"
            value={values.confirmPassword}
            error={errors.confirmPassword}
            onChange={(e) => set('confirmPassword', e.target.value)}
            onBlur={() =>
              trimmed('confirmPassword') &&
              setError('confirmPassword', trimmed('confirmPassword') === trimmed('newPassword') ? null : MSG.passwordMismatch)
            }
          />
          <div className="settings__actions">
            <Button type="submit" disabled={!allFilled} loading={loading}>
              Save
            </Button>
          </div>
        </form>
      </section>
    </>
  );
}
