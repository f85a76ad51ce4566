import { ErrorCode, MSG } from '@poolmates/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MeQueryDocument } from '../../lib/session.graphql';
import { clientInfoRecorded, gqlError, viewer } from '../../test/graphql-responses';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { RegisterPage } from './register-page';

function renderRegister() {
  const user = userEvent.setup();
  const utils = renderWithProviders(
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/homepage/*" element={<p>Home page</p>} />
    </Routes>,
    { path: '/register' },
  );
  return { user, ...utils };
}

const available = () => [
  api.query('UsernameAvailable', () => HttpResponse.json({ data: { usernameAvailable: true } })),
  api.query('EmailAvailable', () => HttpResponse.json({ data: { emailAvailable: true } })),
  api.query('MobileAvailable', () => HttpResponse.json({ data: { mobileAvailable: true } })),
];

const registered = (onVariables: (v: unknown) => void = () => {}) =>
  api.mutation('Register', ({ variables }) => {
    onVariables(variables);
    return HttpResponse.json({
      data: { register: { __typename: 'AuthPayload', status: 'ACTIVE', user: viewer({ username: 'grace' }) } },
    });
  });

describe('RegisterPage', () => {
  it('shows the screen of the spec', () => {
    renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up and start Learning with your friends' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('This will be your new ID');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Use 6 or more characters');
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in HERE' })).toHaveAttribute('href', '/signin');
  });

  it('validates on the client with the shared messages', async () => {
    const { user } = renderRegister();
    await user.click(screen.getByRole('button', { name: 'SignUp' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(`${MSG.usernameShortSubmit} This will be your new ID`);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MSG.emailOrMobileRequired);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(`${MSG.passwordShortRegister} Use 6 or more characters`);

    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'SignUp' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MSG.emailInvalid);
  });

  it('uses the blur wording for a too-short username and does not ask the server', async () => {
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Username'), 'a');
    await user.tab();
    expect(screen.getByText(MSG.usernameShort)).toBeInTheDocument();
  });

  it('checks the username on blur and says when it is taken', async () => {
    let asked: unknown;
    server.use(
      api.query('UsernameAvailable', ({ variables }) => {
        asked = variables;
        return HttpResponse.json({ data: { usernameAvailable: false } });
      }),
    );
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Username'), ' ada ');
    await user.tab();
    expect(await screen.findByText(MSG.usernameTaken)).toBeInTheDocument();
    expect(asked).toEqual({ username: 'ada' });
    // Submitting keeps the answer and sends nothing (an unexpected Register call would fail the test).
    await user.click(screen.getByRole('button', { name: 'SignUp' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(`${MSG.usernameTaken} This will be your new ID`);
    // Editing the field clears the message.
    await user.type(screen.getByLabelText('Username'), 'x');
    expect(screen.queryByText(MSG.usernameTaken)).not.toBeInTheDocument();
  });

  it('shows a server field error under its field', async () => {
    server.use(...available(), api.mutation('Register', () => gqlError(MSG.emailTaken, ErrorCode.BAD_USER_INPUT, 'email')));
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Username'), 'grace');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'hopper-1906');
    await user.click(screen.getByRole('button', { name: 'SignUp' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MSG.emailTaken));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows other server errors in a form alert', async () => {
    server.use(...available(), api.mutation('Register', () => gqlError('boom', ErrorCode.INTERNAL_SERVER_ERROR)));
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Username'), 'grace');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'hopper-1906');
    await user.click(screen.getByRole('button', { name: 'SignUp' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.somethingBroke);
  });

  it('registers with email, stores `me` and goes to /homepage', async () => {
    let sent: unknown;
    server.use(...available(), clientInfoRecorded(), registered((v) => (sent = v)));
    const { user, client } = renderRegister();
    await user.type(screen.getByLabelText('Username'), 'grace');
    await user.type(screen.getByLabelText('Email'), 'Grace@Example.com');
    await user.type(screen.getByLabelText('Password'), 'hopper-1906');
    await user.click(screen.getByRole('button', { name: 'SignUp' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(sent).toEqual({ input: { username: 'grace', email: 'Grace@Example.com', password: 'hopper-1906' } });
    expect(client.readQuery({ query: MeQueryDocument })?.me?.username).toBe('grace');
  });

  it('registers with a mobile number picked through the searchable country list', async () => {
    let sent: unknown;
    server.use(...available(), clientInfoRecorded(), registered((v) => (sent = v)));
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Username'), 'grace');
    await user.click(screen.getByRole('button', { name: 'Mobile' }));
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Country code/ }));
    await user.type(screen.getByRole('combobox', { name: 'Search countries' }), 'india');
    const list = screen.getByRole('listbox');
    expect(within(list).getAllByRole('option')[0]).toHaveAccessibleName('India, +91');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /Country code/ })).toHaveTextContent('+91');

    await user.type(screen.getByLabelText('Mobile number'), '98x7654 3210');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    await user.type(screen.getByLabelText('Password'), 'hopper-1906');
    await user.click(screen.getByRole('button', { name: 'SignUp' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(sent).toEqual({ input: { username: 'grace', mobile: '+919876543210', password: 'hopper-1906' } });
  });

  it('rejects an invalid mobile number on blur', async () => {
    const { user } = renderRegister();
    await user.click(screen.getByRole('button', { name: 'Mobile' }));
    await user.type(screen.getByLabelText('Mobile number'), '123');
    await user.tab();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(MSG.mobileInvalid);
  });
});
