import { useMutation } from '@apollo/client/react';
import { isValidEmail, MSG, normalizeMobile } from '@poolmates/schema';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { RecoveryIdentity } from '../../gql/graphql';
import { toFormErrors } from '../../lib/graphql-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { defaultCountryCode, dialCodeOf } from '../../lib/countries';
import { MobileNumberField } from '../../ui/mobile-number-field';
import { FindAccountForRecoveryMutationDocument } from './recovery.graphql';
import type { HeadingProps, RecoveryAccount } from './recovery-types';

type Mode = 'email' | 'mobile';

/** Step 1, 'Identify Your Account': by email, or by mobile with the country picker. */
export function RecoveryIdentifyStep({ heading, onFound }: { heading: HeadingProps; onFound: (who: RecoveryIdentity, account: RecoveryAccount) => void }) {
  const [mode, setMode] = useState<Mode>('email');
  const [email, setEmail] = useState('');
  const [country, setCountry] = useState<string>(() => defaultCountryCode());
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [find, { loading }] = useMutation(FindAccountForRecoveryMutationDocument);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    let who: RecoveryIdentity;
    if (mode === 'email') {
      if (!isValidEmail(email)) return setError(MSG.recoveryEmailInvalid);
      who = { email: email.trim() };
    } else {
      const mobile = digits ? normalizeMobile(`+${dialCodeOf(country)}${digits}`) : null;
      if (!mobile) return setError(MSG.recoveryMobileInvalid);
      who = { mobile };
    }
    setError(null);
    try {
      const { data } = await find({ variables: { who } });
      if (data) onFound(who, data.findAccountForRecovery);
    } catch (err) {
      const fe = toFormErrors(err, [mode]);
      setError(fe.fields[mode] ?? null);
      setFormError(fe.form);
    }
  }

  function switchMode(next: Mode) {
    setMode(next);
    setError(null);
  }

  return (
    <>
      <h1 {...heading}>Identify Your Account</h1>
      <p className="auth__subtitle">Enter the email or mobile number of your account.</p>
      {formError && <Alert>{formError}</Alert>}
      <form noValidate onSubmit={onSubmit} aria-label="Identify Your Account">
        <div className="auth__modes" role="group" aria-label="Find my account by">
          <button type="button" className="auth__mode" aria-pressed={mode === 'email'} onClick={() => switchMode('email')}>
            Email
          </button>
          <button type="button" className="auth__mode" aria-pressed={mode === 'mobile'} onClick={() => switchMode('mobile')}>
            Mobile
          </button>
        </div>
        {mode === 'email' ? (
          <TextField
            id="recovery-email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
          />
        ) : (
          <MobileNumberField
            id="recovery-mobile"
            country={country}
            digits={digits}
            error={error}
            onCountryChange={(code) => {
              setCountry(code);
              setError(null);
            }}
            onDigitsChange={(d) => {
              setDigits(d);
              setError(null);
            }}
            onBlur={() => undefined}
          />
        )}
        <Button type="submit" block loading={loading}>
          Next
        </Button>
      </form>
      <p className="auth__footer">
        <Link to="/signin">Remembered it? Sign in</Link>
      </p>
    </>
  );
}
