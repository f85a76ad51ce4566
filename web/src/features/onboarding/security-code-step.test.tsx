import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { SecurityCodeStep } from './security-code-step';

/**
 * Issue 28 item 7 (the mobile path end to end), as the newcomer walk of 2026-11-28 met it: right
 * after a mobile sign-up that skipped the optional email, the code was said to be for "if you ever
 * lose access to your email" — an address that account does not have.
 */
describe('the security code step', () => {
  it('speaks of the email or the phone, not of an email only', async () => {
    server.use(api.query('OnboardingSecurityCode', () => HttpResponse.json({ data: { securityCode: { __typename: 'SecurityCode', userId: '4', code: 'YJ9A-R2V3-J6QK-2GXZ', pdfUrl: '/security-code.pdf' } } })));
    renderWithProviders(<SecurityCodeStep notice={null} onConfirm={() => {}} />);
    expect(await screen.findByText('YJ9A-R2V3-J6QK-2GXZ')).toBeInTheDocument();
    expect(screen.getByText(/lose access to your email or your phone, this code lets you reset your password/)).toBeInTheDocument();
    expect(screen.getByText(/even without your email or phone/)).toBeInTheDocument();
  });
});
