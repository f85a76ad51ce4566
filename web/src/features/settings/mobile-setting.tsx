import { useMutation, useQuery } from '@apollo/client/react';
import { mobileRule, normalizeMobile } from '@poolmates/schema';
import { useState, type FormEvent } from 'react';
import { toFormErrors } from '../../lib/graphql-errors';
import { countryOfMobile, defaultCountryCode, dialCodeOf, displayMobile } from '../../lib/countries';
import { MeQueryDocument } from '../../lib/session.graphql';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { MobileNumberField } from '../../ui/mobile-number-field';
import { PasswordField } from '../../ui/password-field';
import { ChangeMobileMutationDocument } from './account.graphql';
import { SettingHeader } from './setting-header';

const FIELDS = ['mobile', 'currentPassword'] as const;

/**
 * /setting/mobile (issue 28): add or change the account's mobile number — the country and number
 * as at sign-up, checked the same way (a valid number; another account's is refused by the
 * server), with the current password. One can then sign in with it.
 */
export function MobileSetting() {
  const { data } = useQuery(MeQueryDocument, { fetchPolicy: 'cache-first' });
  const current = data?.me?.mobile ?? null;
  // the country picked here; until then the current number's (a UK number starts at +44, not at
  // the browser's guess), else the browser's
  const [picked, setCountry] = useState<string | null>(null);
  const country = picked ?? countryOfMobile(current) ?? defaultCountryCode();
  const [digits, setDigits] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [save, { loading }] = useMutation(ChangeMobileMutationDocument);
  const full = digits ? `+${dialCodeOf(country)}${digits}` : '';

  function clientErrors(): Record<string, string> {
    const found: Record<string, string> = {};
    const rule = full ? mobileRule(full) : 'Please enter your mobile number.';
    if (rule) found.mobile = rule;
    else if (normalizeMobile(full) === current) found.mobile = 'That is your mobile number already.';
    if (!password) found.currentPassword = 'Please enter your current password.';
    return found;
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setDone(null);
    setFormError(null);
    const found = clientErrors();
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await save({ variables: { mobile: full, currentPassword: password } });
      // the lead above names the number (the cache has the new one): the alert only says it is done
      setDone('Mobile number saved.');
      setDigits('');
      setPassword('');
    } catch (error) {
      const f = toFormErrors(error, FIELDS);
      setErrors(f.fields);
      setFormError(f.form);
    }
  }

  return (
    <>
      <SettingHeader
        title="Mobile"
        lead={current ? `Your mobile number is ${displayMobile(current)}. You can sign in with it.` : 'No mobile number yet. Add one to sign in with it as well as with your username or email.'}
      />
      <section className="settings__panel pm-card pm-panel-enter" aria-label={current ? 'Change mobile number' : 'Add a mobile number'}>
        {done && <Alert tone="success">{done}</Alert>}
        {formError && <Alert>{formError}</Alert>}
        <form onSubmit={onSubmit} noValidate>
          <MobileNumberField
            id="setting-mobile"
            country={country}
            digits={digits}
            error={errors.mobile}
            onCountryChange={(code) => {
              setCountry(code);
              setErrors(({ mobile: _m, ...rest }) => rest);
            }}
            onDigitsChange={(d) => {
              setDigits(d);
              setDone(null);
              setErrors(({ mobile: _m, ...rest }) => rest);
            }}
            onBlur={() => {
              const rule = full ? mobileRule(full) : null;
              if (rule) setErrors((prev) => ({ ...prev, mobile: rule }));
            }}
          />
          <PasswordField
            id="setting-mobile-password"
            label="Current password"
            hint="We check it is you before the number changes."
            autoComplete="current-password"
            value={password}
            error={errors.currentPassword}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors(({ currentPassword: _p, ...rest }) => rest);
            }}
          />
          <div className="settings__actions">
            <Button type="submit" loading={loading}>
              {current ? 'Change number' : 'Add number'}
            </Button>
          </div>
        </form>
      </section>
    </>
  );
}
