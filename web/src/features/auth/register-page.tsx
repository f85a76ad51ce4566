import { useApolloClient, useMutation } from '@apollo/client/react';
import { emailRule, MSG, mobileRule, normalizeMobile, usernameRule, validateRegister } from '@poolmates/schema';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { recordClientInfo } from '../../lib/client-info';
import { fieldErrorMap, toFormErrors, withoutKey } from '../../lib/graphql-errors';
import { MeQueryDocument } from '../../lib/session.graphql';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { AuthLayout } from './auth-layout';
import { defaultCountryCode, dialCodeOf } from '../../lib/countries';
import { MobileNumberField } from '../../ui/mobile-number-field';
import { RegisterMutationDocument } from './register.graphql';
import { useAvailability, type AvailabilityKind } from './use-availability';

type Mode = 'email' | 'mobile';
const FIELDS = ['username', 'email', 'mobile', 'password'] as const;
const TAKEN: Record<AvailabilityKind, string> = {
  username: MSG.usernameTaken,
  email: MSG.emailTaken,
  mobile: MSG.mobileTaken,
};

export function RegisterPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const checkAvailable = useAvailability();
  const [mode, setMode] = useState<Mode>('email');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [country, setCountry] = useState<string>(() => defaultCountryCode());
  const [digits, setDigits] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState<AvailabilityKind | null>(null);
  const [register, { loading }] = useMutation(RegisterMutationDocument);

  const fullMobile = digits ? `+${dialCodeOf(country)}${digits}` : '';
  // The latest values, so a slow availability answer for an old value is dropped.
  const latest = useRef({ username, email, mobile: fullMobile });
  useEffect(() => {
    latest.current = { username, email, mobile: fullMobile };
  }, [username, email, fullMobile]);

  const setFieldError = (field: string, message: string | null) =>
    setErrors((prev) => (message ? { ...prev, [field]: message } : withoutKey(prev, field)));

  async function checkOnBlur(kind: AvailabilityKind, raw: string, rule: (v: string) => string | null, normalize = (v: string) => v.trim()) {
    const value = raw.trim();
    if (!value) return;
    const ruleError = rule(value);
    if (ruleError) {
      setFieldError(kind, ruleError);
      return;
    }
    setChecking(kind);
    const available = await checkAvailable(kind, normalize(value));
    setChecking((c) => (c === kind ? null : c));
    if (latest.current[kind].trim() !== value) return;
    setFieldError(kind, available === false ? TAKEN[kind] : null);
  }

  function switchMode(next: Mode) {
    setMode(next);
    setErrors((prev) => withoutKey(withoutKey(prev, 'email'), 'mobile'));
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    const input = {
      username: username.trim(),
      email: mode === 'email' ? email.trim() : null,
      mobile: mode === 'mobile' ? fullMobile : null,
      password,
    };
    const clientErrors = fieldErrorMap(validateRegister(input));
    if (mode === 'mobile' && clientErrors.email) {
      clientErrors.mobile = clientErrors.email;
      delete clientErrors.email;
    }
    // "Already exist" answers from the blur checks stay until the value changes.
    const takenErrors = Object.fromEntries(
      Object.entries(errors).filter(([, message]) => (Object.values(TAKEN) as string[]).includes(message)),
    );
    const allErrors = { ...takenErrors, ...clientErrors };
    if (Object.keys(allErrors).length) {
      setErrors(allErrors);
      return;
    }
    setErrors({});
    try {
      await register({
        variables: {
          input: {
            username: input.username,
            password,
            ...(mode === 'email' ? { email: input.email } : { mobile: normalizeMobile(fullMobile) ?? fullMobile }),
          },
        },
        update(cache, result) {
          const user = result.data?.register.user;
          if (user) cache.writeQuery({ query: MeQueryDocument, data: { me: user } });
        },
      });
      recordClientInfo(client);
      navigate('/homepage', { replace: true });
    } catch (error) {
      const fe = toFormErrors(error, FIELDS);
      setErrors(fe.fields);
      setFormError(fe.form);
    }
  }

  const checkingHint = (kind: AvailabilityKind, hint?: string) => (checking === kind ? 'Checking availability…' : hint);

  return (
    <AuthLayout aside="So much to learn. Learn it with friends.">
      <h1 className="auth__title">Sign up and start Learning with your friends</h1>
      <p className="auth__subtitle">It takes less than a minute.</p>
      {formError && <Alert>{formError}</Alert>}
      <form noValidate onSubmit={onSubmit} aria-label="Sign up">
        <TextField
          id="register-username"
          label="Username"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          value={username}
          hint={checkingHint('username', 'This will be your new ID')}
          error={errors.username}
          onChange={(e) => {
            setUsername(e.target.value);
            setFieldError('username', null);
          }}
          onBlur={() => checkOnBlur('username', username, (v) => usernameRule(v))}
        />
        <div className="auth__modes" role="group" aria-label="Sign up with">
          <button type="button" className="auth__mode" aria-pressed={mode === 'email'} onClick={() => switchMode('email')}>
            Email
          </button>
          <button type="button" className="auth__mode" aria-pressed={mode === 'mobile'} onClick={() => switchMode('mobile')}>
            Mobile
          </button>
        </div>
        {mode === 'email' ? (
          <TextField
            id="register-email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            hint={checkingHint('email')}
            error={errors.email}
            onChange={(e) => {
              setEmail(e.target.value);
              setFieldError('email', null);
            }}
            onBlur={() => checkOnBlur('email', email, emailRule, (v) => v.trim().toLowerCase())}
          />
        ) : (
          <MobileNumberField
            id="register-mobile"
            country={country}
            digits={digits}
            error={errors.mobile}
            hint={checkingHint('mobile')}
            onCountryChange={(code) => {
              setCountry(code);
              setFieldError('mobile', null);
            }}
            onDigitsChange={(d) => {
              setDigits(d);
              setFieldError('mobile', null);
            }}
            onBlur={() => checkOnBlur('mobile', fullMobile, mobileRule, (v) => normalizeMobile(v) ?? v)}
          />
        )}
        <PasswordField
          id="register-password"
          label="Password"
          autoComplete="new-password"
          value={password}
          hint="Use 6 or more characters"
          error={errors.password}
          onChange={(e) => {
            setPassword(e.target.value);
            setFieldError('password', null);
          }}
        />
        <Button type="submit" block loading={loading}>
          SignUp
        </Button>
      </form>
      <p className="auth__footer">
        <Link to="/signin">Already have an account? Sign in HERE</Link>
      </p>
    </AuthLayout>
  );
}
