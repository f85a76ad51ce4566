import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OnboardingStep } from '../../gql/graphql';
import { createApolloClient } from '../../lib/apollo-client';
import { MeQueryDocument } from '../../lib/session.graphql';
import { viewer } from '../../test/graphql-responses';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { OnboardingDialogs } from './onboarding-dialogs';

const newcomer = (onboardingStep: OnboardingStep) =>
  viewer({ onboardingStep, stereotype: null, gender: null, location: null, timezone: 'Europe/Paris', emailVerified: false });

function renderOnboarding(step: OnboardingStep) {
  const user = userEvent.setup();
  const client = createApolloClient({ wsUrl: null });
  client.writeQuery({ query: MeQueryDocument, data: { me: newcomer(step) } });
  return { user, ...renderWithProviders(<OnboardingDialogs />, { client }) };
}

describe('Onboarding dialogs', () => {
  it('shows nothing once onboarding is DONE', () => {
    renderOnboarding('DONE');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resumes at the server step and walks stereotype → profile with a back link', async () => {
    const steps: string[] = [];
    let profile: unknown;
    server.use(
      api.mutation('SetOnboardingStep', ({ variables }) => {
        steps.push(variables.step);
        return HttpResponse.json({ data: { setOnboardingStep: newcomer(variables.step) } });
      }),
      api.mutation('CompleteOnboardingProfile', ({ variables }) => {
        profile = variables.input;
        return HttpResponse.json({ data: { completeOnboardingProfile: { ...newcomer('VERIFY_EMAIL'), emailVerified: true } } });
      }),
    );
    const { user } = renderOnboarding('STEREOTYPE');
    const dialog = screen.getByRole('dialog', { name: 'Choose your stereotype' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Escape skips nothing.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Choose your stereotype' })).toBeInTheDocument();

    expect(screen.getByTestId('stereotype-value')).toHaveTextContent('Select');
    await user.click(screen.getByRole('button', { name: 'Select' }));
    expect(screen.getByTestId('stereotype-value')).toHaveTextContent('Select');
    await user.click(screen.getByRole('radio', { name: /Geek/ }));
    await user.click(screen.getByRole('button', { name: 'Select' }));
    expect(screen.getByTestId('stereotype-value')).toHaveTextContent('Geek');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const about = await screen.findByRole('dialog', { name: 'A little about you' });
    expect(steps).toEqual(['PROFILE']);
    await user.click(within(about).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: /Geek/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /No Stereotype/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(steps).toEqual(['PROFILE']);

    await user.click(await screen.findByRole('radio', { name: 'Female' }));
    expect(screen.getByLabelText('Location')).toHaveAttribute('placeholder', 'City,Country');
    await user.type(screen.getByLabelText('Location'), 'Paris,France');
    expect(screen.getByRole('button', { name: /Time zone/ })).toHaveTextContent('Paris');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Verify Email Id' })).toBeInTheDocument();
    expect(profile).toEqual({ stereotype: null, gender: 'F', location: 'Paris,France', timezone: 'Europe/Paris' });
  });

  it('shows the picked card on the line at once, and keeps the pick through a reload (issue 17)', async () => {
    window.localStorage.clear();
    let profile: { stereotype?: string | null } | undefined;
    server.use(
      api.mutation('SetOnboardingStep', ({ variables }) => HttpResponse.json({ data: { setOnboardingStep: newcomer(variables.step) } })),
      api.mutation('CompleteOnboardingProfile', ({ variables }) => {
        profile = variables.input as typeof profile;
        return HttpResponse.json({ data: { completeOnboardingProfile: newcomer('VERIFY_EMAIL') } });
      }),
    );
    const first = renderOnboarding('STEREOTYPE');
    await first.user.click(screen.getByRole('radio', { name: /Nerd/ }));
    expect(screen.getByTestId('stereotype-value')).toHaveTextContent('Nerd');
    first.unmount(); // a reload before Next
    const second = renderOnboarding('STEREOTYPE');
    expect(screen.getByRole('radio', { name: /Nerd/ })).toBeChecked();
    expect(screen.getByTestId('stereotype-value')).toHaveTextContent('Nerd');
    await second.user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'A little about you' });
    second.unmount(); // a reload on the profile step: the server is at PROFILE

    const third = renderOnboarding('PROFILE');
    await third.user.click(screen.getByRole('radio', { name: 'Other' }));
    await third.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Verify Email Id' })).toBeInTheDocument();
    expect(profile?.stereotype).toBe('Nerd');
    await waitFor(() => expect(Object.keys(window.localStorage).filter((k) => k.startsWith('poolmates.onboarding.'))).toEqual([]));
  });

  it('ends with DiveIn', async () => {
    server.use(
      api.mutation('SetOnboardingStep', ({ variables }) =>
        HttpResponse.json({ data: { setOnboardingStep: newcomer(variables.step) } }),
      ),
    );
    const { user } = renderOnboarding('ALL_DONE');
    expect(screen.getByRole('button', { name: 'DiveIn' })).toHaveFocus();
    // Focus stays inside the dialog.
    await user.tab();
    expect(screen.getByRole('button', { name: 'DiveIn' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'DiveIn' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'DiveIn' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a mobile-number account: an optional, labelled email with its reason, no password right after sign-up, the code box, Skip for now (issue 28)', async () => {
    const asked: unknown[] = [];
    server.use(
      api.mutation('ChangeEmailWithRecentSignIn', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { changeEmailWithRecentSignIn: { __typename: 'CodeSent', verifyId: 'v1', email: 'grace@example.com', resendAvailableAt: new Date(Date.now() + 30_000).toISOString(), message: 'OTP sent' } } });
      }),
      api.mutation('SetOnboardingStep', ({ variables }) => HttpResponse.json({ data: { setOnboardingStep: { ...newcomer(variables.step), email: null, mobile: '+447911123456' } } })),
    );
    const user = userEvent.setup();
    const client = createApolloClient({ wsUrl: null });
    client.writeQuery({ query: MeQueryDocument, data: { me: { ...newcomer('VERIFY_EMAIL'), email: null, mobile: '+447911123456' } } });
    renderWithProviders(<OnboardingDialogs />, { client });
    const dialog = screen.getByRole('dialog', { name: 'Add an email (optional)' });
    expect(dialog).toHaveTextContent('You signed up with your mobile number +447911123456. An email is optional');
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Skip for now' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByLabelText('Email (optional)')).toHaveAccessibleDescription(/valid email|email address/i);
    await user.type(within(dialog).getByLabelText('Email (optional)'), 'grace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('grace@example.com')).toBeInTheDocument();
    expect(asked).toEqual([{ email: 'grace@example.com' }]);
    expect(within(dialog).getByLabelText('Enter OTP')).toBeEnabled();
  });

  it('a mobile-number account whose sign-up was a while ago is asked for the password, saying why', async () => {
    server.use(
      api.mutation('ChangeEmailWithRecentSignIn', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Please sign in again to change your email address.', extensions: { code: 'FORBIDDEN', reason: 'RECENT_SIGN_IN_REQUIRED' } }] }),
      ),
      api.mutation('ChangeEmail', ({ variables }) =>
        HttpResponse.json({ data: { changeEmail: { __typename: 'CodeSent', verifyId: 'v2', email: String(variables.email), resendAvailableAt: new Date(Date.now() + 30_000).toISOString(), message: 'OTP sent' } } }),
      ),
    );
    const user = userEvent.setup();
    const client = createApolloClient({ wsUrl: null });
    client.writeQuery({ query: MeQueryDocument, data: { me: { ...newcomer('VERIFY_EMAIL'), email: null, mobile: '+447911123456' } } });
    renderWithProviders(<OnboardingDialogs />, { client });
    const dialog = screen.getByRole('dialog', { name: 'Add an email (optional)' });
    await user.type(within(dialog).getByLabelText('Email (optional)'), 'grace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByLabelText('Current password')).toHaveAccessibleDescription(/sign-up was a while ago/);
    await user.type(within(dialog).getByLabelText('Current password'), 'hopper-1906');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('grace@example.com')).toBeInTheDocument();
  });
});
