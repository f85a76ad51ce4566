import { ErrorCode, LIMITS, MSG } from '@poolmates/schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MeQueryDocument } from '../../lib/session.graphql';
import { clientInfoRecorded, gqlError, viewer } from '../../test/graphql-responses';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';

function renderRecovery() {
  const user = userEvent.setup();
  const utils = renderWithProviders(
    <Routes>
      <Route path="/forgetpassword" element={<ForgotPasswordPage />} />
      <Route path="/homepage/*" element={<p>Home page</p>} />
    </Routes>,
    { path: '/forgetpassword' },
  );
  return { user, ...utils };
}

const found = (canUseEmail = true) =>
  api.mutation('FindAccountForRecovery', ({ variables }) =>
    variables.who.email === 'ada@example.com' || variables.who.mobile
      ? HttpResponse.json({ data: { findAccountForRecovery: { maskedEmail: canUseEmail ? 'a•••a@example.com' : null, canUseEmail } } })
      : gqlError(MSG.noRecord, ErrorCode.BAD_USER_INPUT, 'email'),
  );

const reset = (newSecurityCode: string | null = null) =>
  api.mutation('ResetPassword', ({ variables }) => {
    expect(variables).toEqual({ resetToken: 'ticket-1', password: 'new-pass-123', confirmPassword: 'new-pass-123' });
    return HttpResponse.json({
      data: { resetPassword: { message: MSG.passwordChanged, newSecurityCode, status: 'ACTIVE', user: viewer() } },
    });
  });

async function identify(user: ReturnType<typeof userEvent.setup>, email = 'ada@example.com') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function choosePassword(user: ReturnType<typeof userEvent.setup>) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toHaveFocus();
  await user.type(screen.getByLabelText('New password'), 'short');
  await user.type(screen.getByLabelText('Confirm password'), 'other');
  await user.click(screen.getByRole('button', { name: 'Save password' }));
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(`${MSG.passwordShortRecovery} At least 8 characters`);
  expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(MSG.passwordMismatchRecovery);
  await user.clear(screen.getByLabelText('New password'));
  await user.type(screen.getByLabelText('New password'), 'new-pass-123');
  await user.clear(screen.getByLabelText('Confirm password'));
  await user.type(screen.getByLabelText('Confirm password'), 'new-pass-124');
  await user.click(screen.getByRole('button', { name: 'Save password' }));
  expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(MSG.passwordMismatchRecovery);
  await user.type(screen.getByLabelText('Confirm password'), '{Backspace}3');
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('Forgot password', () => {
  it('step 1 checks the email here, then says when there is no such account', async () => {
    server.use(found());
    const { user } = renderRecovery();
    expect(screen.getByRole('heading', { level: 1, name: 'Identify Your Account' })).toBeInTheDocument();
    await identify(user, 'nope');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MSG.recoveryEmailInvalid);
    await user.clear(screen.getByLabelText('Email'));
    await identify(user, 'ghost@example.com');
    expect(await screen.findByText(MSG.noRecord)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MSG.noRecord);
  });

  it('finds the account by mobile with the country picker', async () => {
    let who: unknown;
    server.use(
      api.mutation('FindAccountForRecovery', ({ variables }) => {
        who = variables.who;
        return HttpResponse.json({ data: { findAccountForRecovery: { maskedEmail: null, canUseEmail: false } } });
      }),
    );
    const { user } = renderRecovery();
    await user.click(screen.getByRole('button', { name: 'Mobile' }));
    await user.type(screen.getByLabelText('Mobile number'), '12');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(MSG.recoveryMobileInvalid);
    await user.click(screen.getByRole('button', { name: /Country code/ }));
    await user.type(screen.getByRole('combobox', { name: 'Search countries' }), 'india{Enter}');
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(who).toEqual({ mobile: '+919876543210' });
    // No email on the account: only the recovery code is offered.
    expect(screen.getByRole('button', { name: /Using Email/ })).toBeDisabled();
  });

  it('resets with an emailed code: all five steps, then Continue signs in', async () => {
    server.use(
      found(),
      clientInfoRecorded(),
      api.mutation('SendPasswordResetCode', () =>
        HttpResponse.json({
          data: {
            sendPasswordResetCode: {
              verifyId: 'v9',
              email: 'a•••a@example.com',
              message: 'OTP sent',
              resendAvailableAt: new Date(Date.now() + LIMITS.otpResendSeconds * 1000).toISOString(),
            },
          },
        }),
      ),
      api.mutation('VerifyPasswordResetCode', ({ variables }) =>
        variables.code === '246810' && variables.verifyId === 'v9'
          ? HttpResponse.json({ data: { verifyPasswordResetCode: { resetToken: 'ticket-1' } } })
          : gqlError(MSG.otpMismatch, ErrorCode.BAD_USER_INPUT, 'otp'),
      ),
      reset(),
    );
    const { user, client } = renderRecovery();
    await identify(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toHaveFocus();
    expect(screen.getByText(/a•••a@example\.com/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Using Email/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Enter confirmation code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.type(screen.getByLabelText('Confirmation code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.otpMismatch);
    await user.clear(screen.getByLabelText('Confirmation code'));
    await user.type(screen.getByLabelText('Confirmation code'), '246810{Enter}');

    await choosePassword(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'All Done' })).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordChanged)).toBeInTheDocument();
    expect(screen.queryByText('Your new recovery code')).not.toBeInTheDocument();
    // Signed in on the server, but the app switches only on Continue.
    expect(client.readQuery({ query: MeQueryDocument })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(client.readQuery({ query: MeQueryDocument })?.me?.username).toBe('ada');
  });

  it('resets with the recovery code and shows the new one on the last step', async () => {
    server.use(
      found(),
      clientInfoRecorded(),
      api.mutation('VerifyRecoveryCode', ({ variables }) =>
        variables.code === 'K7Q2-9XMD-4HPT-WZ3N'
          ? HttpResponse.json({ data: { verifyRecoveryCode: { resetToken: 'ticket-1' } } })
          : gqlError(MSG.recoveryCodeMismatch, ErrorCode.BAD_USER_INPUT, 'code'),
      ),
      reset('ABCD-EFGH-JKLM-NPQR'),
    );
    const { user } = renderRecovery();
    await identify(user);
    await user.click(await screen.findByRole('button', { name: /Recovery Code/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter Recovery Code' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Recovery code'), 'aaaa-bbbb-cccc-dddd');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.recoveryCodeMismatch);
    await user.clear(screen.getByLabelText('Recovery code'));
    await user.type(screen.getByLabelText('Recovery code'), 'k7q2-9xmd-4hpt-wz3n{Enter}');

    await choosePassword(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'All Done' })).toBeInTheDocument();
    expect(screen.getByText('ABCD-EFGH-JKLM-NPQR')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
