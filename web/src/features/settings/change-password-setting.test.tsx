import { ErrorCode, MSG } from '@poolmates/schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gqlError } from '../../test/graphql-responses';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { ChangePasswordSetting } from './change-password-setting';

describe('Change password setting', () => {
  it('checks the current password on blur and enables Save only when all three are filled', async () => {
    const checked: unknown[] = [];
    server.use(
      api.query('CheckPassword', ({ variables }) => {
        checked.push(variables.password);
        return HttpResponse.json({ data: { checkPassword: variables.password === 'old-password' } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordSetting />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.type(screen.getByLabelText('Current password'), 'not-it');
    await user.tab();
    expect(await screen.findByText(MSG.incorrectPassword)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Current password'));
    expect(screen.queryByText(MSG.incorrectPassword)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'old-password');
    await user.tab();
    expect(checked).toEqual(['not-it', 'old-password']);
    expect(save).toBeDisabled();

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.tab();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(`${MSG.passwordShortChange} At least 8 characters`);
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.tab();
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(MSG.passwordMismatch);
    expect(save).toBeEnabled();
    // Save validates again and sends nothing (an unexpected ChangePassword would fail the test).
    await user.click(save);
    expect(screen.getByText(MSG.passwordShortChange)).toBeInTheDocument();
  });

  it('saves and shows "Password updated"; a server refusal lands under its field', async () => {
    let calls = 0;
    server.use(
      api.query('CheckPassword', () => HttpResponse.json({ data: { checkPassword: true } })),
      api.mutation('ChangePassword', ({ variables }) => {
        calls += 1;
        if (calls === 1) return gqlError(MSG.passwordCommon, ErrorCode.BAD_USER_INPUT, 'newPassword');
        expect(variables.input).toEqual({ currentPassword: 'old-password', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
        return HttpResponse.json({ data: { changePassword: { ok: true, message: MSG.passwordUpdated } } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordSetting />);
    await user.type(screen.getByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.passwordCommon)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.passwordUpdated)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
