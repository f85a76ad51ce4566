import { ErrorCode, MSG } from '@poolmates/schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MeQueryDocument } from '../../lib/session.graphql';
import { api, server } from '../../test/msw-server';
import { clientInfoRecorded, gqlError, viewer } from '../../test/graphql-responses';
import { renderWithProviders } from '../../test/render';
import { SignInPage } from './sign-in-page';

function renderSignIn(state?: unknown) {
  const user = userEvent.setup();
  const utils = renderWithProviders(
    <Routes>
      <Route path="/signin" element={<SignInPage />} />
      <Route path="/homepage/*" element={<p>Home page</p>} />
    </Routes>,
    { path: '/signin', state },
  );
  return { user, ...utils };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email, mobile number or username'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('SignInPage', () => {
  it('shows the fields, links and title of the spec', () => {
    renderSignIn();
    expect(screen.getByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password ?' })).toHaveAttribute('href', '/forgetpassword');
    expect(screen.getByRole('link', { name: 'New to the product? SignUp HERE' })).toHaveAttribute('href', '/register');
  });

  it('validates on the client with the shared messages and sends nothing', async () => {
    const { user } = renderSignIn();
    await user.type(screen.getByLabelText('Email, mobile number or username'), 'not an email!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Email, mobile number or username')).toHaveAccessibleDescription(MSG.signInIdentifierInvalid);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(MSG.passwordMissing);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Log In');
  });

  it('toggles the password visibility', async () => {
    const { user } = renderSignIn();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows a wrong email/password answer in the title in place of "Log In"', async () => {
    server.use(api.mutation('SignIn', () => gqlError(MSG.credentialsIncorrect, ErrorCode.BAD_USER_INPUT, 'password')));
    const { user } = renderSignIn();
    await fillAndSubmit(user, 'ada@example.com', 'wrong-password');
    const title = await screen.findByRole('heading', { level: 1, name: MSG.credentialsIncorrect });
    expect(title).toHaveAttribute('aria-live', 'assertive');
    expect(screen.queryByRole('heading', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).not.toHaveAccessibleDescription(MSG.credentialsIncorrect);
  });

  it('shows the rate-limit message', async () => {
    server.use(api.mutation('SignIn', () => gqlError(MSG.signInRateLimited, ErrorCode.RATE_LIMITED)));
    const { user } = renderSignIn();
    await fillAndSubmit(user, 'ada@example.com', 'secret-pass');
    expect(await screen.findByRole('heading', { level: 1, name: MSG.signInRateLimited })).toBeInTheDocument();
  });

  it('signs in with Enter, stores `me`, reports the client once and goes to /homepage', async () => {
    let sent: unknown;
    let info: unknown;
    server.use(
      clientInfoRecorded((input) => (info = input)),
      api.mutation('SignIn', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { signIn: { __typename: 'AuthPayload', status: 'ACTIVE', user: viewer() } } });
      }),
    );
    const { user, client } = renderSignIn();
    await user.type(screen.getByLabelText('Email, mobile number or username'), '  ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret-pass{Enter}');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/homepage$/);
    expect(sent).toEqual({
      input: { email: 'ada@example.com', password: 'secret-pass', timezone: Intl.DateTimeFormat().resolvedOptions().timeZone, country: expect.stringMatching(/^[A-Z]{2}$/) },
    });
    expect(client.readQuery({ query: MeQueryDocument })?.me?.username).toBe('ada');
    await waitFor(() => expect(info).toMatchObject({ timezone: Intl.DateTimeFormat().resolvedOptions().timeZone, device: 'desktop' }));
  });

  it.each(['+351 912 345 678', '912345678', 'Asha.Rao'])('signs in with a mobile number or a username: %s is sent as typed', async (typed) => {
    let sent: { input: { email: string } } | undefined;
    server.use(
      clientInfoRecorded(),
      api.mutation('SignIn', ({ variables }) => {
        sent = variables as typeof sent;
        return HttpResponse.json({ data: { signIn: { __typename: 'AuthPayload', status: 'ACTIVE', user: viewer() } } });
      }),
    );
    const { user } = renderSignIn();
    await fillAndSubmit(user, typed, 'secret-pass');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(sent?.input.email).toBe(typed);
  });

  it('goes to the path passed in navigation state, under /homepage', async () => {
    server.use(
      clientInfoRecorded(),
      api.mutation('SignIn', () =>
        HttpResponse.json({ data: { signIn: { __typename: 'AuthPayload', status: 'ACTIVE', user: viewer() } } }),
      ),
    );
    const { user } = renderSignIn({ from: '/pool/pooldetails/7' });
    await fillAndSubmit(user, 'ada@example.com', 'secret-pass');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/homepage/pool/pooldetails/7');
  });
});
