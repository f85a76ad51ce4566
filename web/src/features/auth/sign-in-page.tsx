import { useApolloClient, useMutation } from '@apollo/client/react';
import { MSG, validateSignIn } from '@poolmates/schema';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { recordClientInfo } from '../../lib/client-info';
import { fieldErrorMap, toFormErrors, withoutKey } from '../../lib/graphql-errors';
import { postSignInTarget } from '../../lib/redirect-path';
import { MeQueryDocument } from '../../lib/session.graphql';
import { browserTimeZone } from '../../lib/time-zones';
import { Button } from '../../ui/button';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { AuthLayout } from './auth-layout';
import { defaultCountryCode } from '../../lib/countries';
import { SignInMutationDocument } from './sign-in.graphql';

const FIELDS = ['email', 'password'] as const;

/** The spec shows the server MESSAGE "with quotes removed" in the title area. */
function unquote(message: string): string {
  return message.replace(/"/g, '').replace(/^'+|'+$/g, '').trim();
}

export function SignInPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [signIn, { loading }] = useMutation(SignInMutationDocument);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setServerMessage(null);
    const clientErrors = fieldErrorMap(validateSignIn({ email, password }));
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length) return;
    try {
      const { data } = await signIn({
        // a number typed without its +code is read in the account's own country; the browser's
        // country only tells two such accounts apart (decision 034)
        variables: { input: { email: email.trim(), password, timezone: browserTimeZone(), country: defaultCountryCode() } },
        update(cache, result) {
          const user = result.data?.signIn.user;
          if (user) cache.writeQuery({ query: MeQueryDocument, data: { me: user } });
        },
      });
      // Deactivated accounts may only restore or sign out until restored.
      if (data?.signIn.status === 'ACTIVE') recordClientInfo(client);
      navigate(postSignInTarget(data?.signIn.status, location.state), { replace: true });
    } catch (error) {
      const { fields, form } = toFormErrors(error, FIELDS);
      // A wrong email/password pair always reads in the title, even if the server tags a field.
      const wrongPair = Object.values(fields).includes(MSG.credentialsIncorrect);
      setErrors(Object.fromEntries(Object.entries(fields).filter(([, m]) => m !== MSG.credentialsIncorrect)));
      const title = form ?? (wrongPair ? MSG.credentialsIncorrect : null);
      if (title) setServerMessage(unquote(title));
    }
  }

  function clearError(field: string) {
    if (errors[field]) setErrors((prev) => withoutKey(prev, field));
  }

  return (
    <AuthLayout aside="Welcome back. Your squad is waiting.">
      {/* The title doubles as the server message area (accounts.md §4), announced when it changes. */}
      <h1 className={serverMessage ? 'auth__title auth__title--error' : 'auth__title'} aria-live="assertive">
        {serverMessage ?? 'Log In'}
      </h1>
      <p className="auth__subtitle">Sign in to continue learning with your friends.</p>
      <form noValidate onSubmit={onSubmit} aria-label="Log In">
        <TextField
          id="signin-email"
          label="Email, mobile number or username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          error={errors.email}
          onChange={(e) => {
            setEmail(e.target.value);
            clearError('email');
          }}
        />
        <PasswordField
          id="signin-password"
          label="Password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(e) => {
            setPassword(e.target.value);
            clearError('password');
          }}
        />
        <div className="auth__row">
          <Link to="/forgetpassword" className="auth__link-button">
            Forgot Password ?
          </Link>
        </div>
        <Button type="submit" block loading={loading}>
          Login
        </Button>
      </form>
      <p className="auth__footer">
        <Link to="/register">New to the product? SignUp HERE</Link>
      </p>
    </AuthLayout>
  );
}
