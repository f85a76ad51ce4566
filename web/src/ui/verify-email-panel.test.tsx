import { LIMITS, MSG } from '@poolmates/schema';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../lib/apollo-client';
import { MeQueryDocument } from '../lib/session.graphql';
import { pendingEmailChange, useEmailVerification, type VerificationStart } from '../lib/use-email-verification';
import { gqlError, viewer } from '../test/graphql-responses';
import { api, server } from '../test/msw-server';
import { renderWithProviders } from '../test/render';
import { VerifyEmailPanel } from './verify-email-panel';

function Harness({ start, onVerified, onSkip }: { start: VerificationStart; onVerified: () => void; onSkip?: () => void }) {
  const verification = useEmailVerification({ userId: 'u1', currentEmail: 'ada@example.com', start });
  return <VerifyEmailPanel verification={verification} onVerified={onVerified} onSkip={onSkip} />;
}

const codeSent = (email = 'ada@example.com', message = `OTP sent to ${email}`, verifyId = 'v1') => ({
  __typename: 'CodeSent',
  verifyId,
  email,
  message,
  resendAvailableAt: new Date(Date.now() + LIMITS.otpResendSeconds * 1000).toISOString(),
});

function renderPanel(start: VerificationStart = { kind: 'send' }) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const client = createApolloClient({ wsUrl: null });
  client.writeQuery({ query: MeQueryDocument, data: { me: viewer({ emailVerified: false }) } });
  const onVerified = vi.fn<() => void>();
  const onSkip = vi.fn<() => void>();
  return { user, onVerified, onSkip, ...renderWithProviders(<Harness start={start} onVerified={onVerified} onSkip={onSkip} />, { client }) };
}

describe('Verify Email Id dialog', () => {
  // Only the clock and the countdown's interval are faked; msw and Apollo keep real timeouts.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('sends a code on open; Resend code and Skip Now wait for the 30-second countdown', async () => {
    let sends = 0;
    server.use(
      api.mutation('SendVerificationEmail', () => {
        sends += 1;
        return HttpResponse.json({ data: { sendVerificationEmail: codeSent('ada@example.com', 'OTP sent', `v${sends}`) } });
      }),
    );
    const { user, onSkip } = renderPanel();
    expect(await screen.findByLabelText('Enter OTP')).toBeEnabled();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('OTP may sometimes end up in your SPAM FOLDER')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Skip Now' })).toBeDisabled();
    expect(screen.getByText('in 0:30')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByText('in 0:01')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Skip Now' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    expect(sends).toBe(2);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(30_000));
    await user.click(screen.getByRole('button', { name: 'Skip Now' }));
    expect(onSkip).toHaveBeenCalledOnce();
  });

  it('restarts the countdown from retryAfterSeconds when the server refuses a resend', async () => {
    server.use(
      api.mutation('SendVerificationEmail', () =>
        HttpResponse.json({ data: null, errors: [{ message: MSG.otpResendWait(12), extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 12 } }] }),
      ),
    );
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.otpResendWait(12));
    expect(screen.getByText('in 0:12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('Edit → Save asks for a new email with the current password and sends a code to it; errors show in red; cancel reverts', async () => {
    let asked: unknown;
    server.use(
      api.mutation('SendVerificationEmail', () => HttpResponse.json({ data: { sendVerificationEmail: codeSent() } })),
      api.mutation('ChangeEmail', ({ variables }) => {
        asked = variables;
        if (variables.currentPassword !== 'my password') return gqlError(MSG.incorrectPassword, 'BAD_USER_INPUT', 'currentPassword');
        if (variables.email === 'taken@example.com') return gqlError(MSG.emailTaken, 'BAD_USER_INPUT', 'email');
        return HttpResponse.json({ data: { changeEmail: codeSent(variables.email, MSG.emailUpdatedOtpSent, 'v2') } });
      }),
    );
    const { user, client } = renderPanel();
    await screen.findByLabelText('Enter OTP');

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const input = screen.getByLabelText('Email');
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.emailInvalidDialog);
    expect(asked).toBeUndefined();

    await user.clear(input);
    await user.type(input, 'taken@example.com{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.currentPasswordRequired);
    expect(asked).toBeUndefined();
    const password = screen.getByLabelText('Current password');
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, 'not my password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.incorrectPassword);
    await user.clear(password);
    await user.type(password, 'my password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.emailTaken);

    await user.click(screen.getByRole('button', { name: 'Cancel email change' }));
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Current password'), 'my password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByText(MSG.emailUpdatedOtpSent);
    expect(notice).toHaveClass('verify-email__notice--success');
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
    expect(asked).toEqual({ email: 'grace@example.com', currentPassword: 'my password' });
    // the account keeps its address until the code is confirmed
    expect(client.readQuery({ query: MeQueryDocument })?.me).toMatchObject({ email: 'ada@example.com', emailVerified: false });
  });

  it('a reload after Verify Now keeps the code box usable: the code already sent can be entered (issue 17)', async () => {
    window.sessionStorage.clear();
    let changes = 0;
    let verified: unknown;
    server.use(
      api.mutation('ChangeEmail', ({ variables }) => {
        changes += 1;
        if (changes > 1) return HttpResponse.json({ data: null, errors: [{ message: MSG.otpResendWait(11), extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 11 } }] });
        return HttpResponse.json({ data: { changeEmail: codeSent(String(variables.email).toLowerCase(), MSG.emailUpdatedOtpSent, 'v-change') } });
      }),
      api.mutation('VerifyEmail', ({ variables }) => {
        verified = variables;
        return HttpResponse.json({ data: { verifyEmail: viewer({ email: 'new@example.com', emailVerified: true }) } });
      }),
    );
    const start: VerificationStart = { kind: 'change', email: 'New@example.com', currentPassword: 'my password' };
    const first = renderPanel(start);
    expect(await screen.findByText(MSG.emailUpdatedOtpSent)).toBeInTheDocument();
    expect(screen.getByLabelText('Enter OTP')).toBeEnabled();
    act(() => vi.advanceTimersByTime(19_000));
    first.unmount(); // the reload

    expect(pendingEmailChange('u1', 'ada@example.com')).toBe('new@example.com');
    const { user, onVerified } = renderPanel(start);
    const box = await screen.findByLabelText('Enter OTP');
    expect(box).toBeEnabled();
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    expect(screen.getByText('in 0:11')).toBeInTheDocument(); // the countdown goes on where it was
    expect(changes).toBe(1); // nothing asked again
    await user.type(box, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(verified).toEqual({ verifyId: 'v-change', code: '123456' });
    expect(pendingEmailChange('u1', 'ada@example.com')).toBeNull();
  });

  it('takes digits only, confirms only a non-empty code, and shows the server answer', async () => {
    let tries = 0;
    server.use(
      api.mutation('SendVerificationEmail', () => HttpResponse.json({ data: { sendVerificationEmail: codeSent() } })),
      api.mutation('VerifyEmail', ({ variables }) => {
        tries += 1;
        expect(variables.verifyId).toBe('v1');
        if (variables.code !== '123456') return gqlError(MSG.otpMismatch, 'BAD_USER_INPUT', 'otp');
        return HttpResponse.json({ data: { verifyEmail: viewer({ emailVerified: true, onboardingStep: 'SECURITY_CODE' }) } });
      }),
    );
    const { user, onVerified } = renderPanel();
    const otp = await screen.findByLabelText('Enter OTP');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();

    await user.type(otp, '12a-34x5');
    expect(otp).toHaveValue('12345');
    await user.type(otp, '0{Enter}');
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(MSG.otpMismatch);
    expect(error).toHaveClass('verify-email__notice--error');
    expect(onVerified).not.toHaveBeenCalled();

    await user.clear(otp);
    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MSG.emailVerified)).toHaveClass('verify-email__notice--success');
    expect(onVerified).toHaveBeenCalledOnce();
    expect(tries).toBe(2);
  });
});
