import { ErrorCode, MSG } from '@poolmates/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gqlError } from '../../test/graphql-responses';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { PinSetting } from './pin-setting';

const done = (message: string) => ({ ok: true, message });

/** Answers like the server: `me.hasPin`, and `currentPin` wanted when a PIN is set. */
function pinServer({ hasPin, current = '1234', locked = false }: { hasPin: boolean; current?: string; locked?: boolean }) {
  const saved: unknown[] = [];
  server.use(
    api.query('PinStatus', () => HttpResponse.json({ data: { me: { __typename: 'User', id: '1', hasPin } } })),
    api.mutation('SetPin', ({ variables: { input } }) => {
      if (hasPin && !input.currentPin) return gqlError(MSG.pinCurrentRequired, ErrorCode.BAD_USER_INPUT, 'currentPin');
      if (!/^\d{4}$/.test(input.pin)) return gqlError(MSG.pinRequired, ErrorCode.BAD_USER_INPUT, 'pin');
      saved.push(input);
      return HttpResponse.json({ data: { setPin: done(MSG.pinUpdated) } });
    }),
    api.mutation('VerifyPin', ({ variables }) => {
      if (locked) return gqlError(MSG.pinLocked, ErrorCode.BAD_USER_INPUT, 'pin');
      return variables.pin === current
        ? HttpResponse.json({ data: { verifyPin: done('PIN verified') } })
        : gqlError(MSG.pinIncorrect, ErrorCode.BAD_USER_INPUT, 'pin');
    }),
  );
  return saved;
}

const digits = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByLabelText(new RegExp(`^${group} digit`))
    .map((b) => (b as HTMLInputElement).value)
    .join('');

function renderPin() {
  const user = userEvent.setup();
  return { user, ...renderWithProviders(<PinSetting />) };
}

describe('PIN setting', () => {
  it('verifies the current PIN first, then saves a new one', async () => {
    const saved = pinServer({ hasPin: true });
    const { user } = renderPin();
    const current = await screen.findByRole('group', { name: 'Current PIN' });
    expect(screen.getByRole('group', { name: 'New PIN' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Confirm PIN' })).toBeDisabled();

    // Typing moves on box by box; Backspace in an empty box steps back.
    const [first] = within(current).getAllByLabelText(/^Current PIN digit/);
    await user.click(first);
    await user.keyboard('12');
    expect(within(current).getByLabelText('Current PIN digit 3 of 4')).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(within(current).getByLabelText('Current PIN digit 2 of 4')).toHaveFocus();
    expect(digits('Current PIN')).toBe('1');
    await user.keyboard('299');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MSG.pinIncorrect)).toBeInTheDocument();
    expect(digits('Current PIN')).toBe('');
    expect(screen.getByRole('group', { name: 'New PIN' })).toBeDisabled();

    // Pasting the four digits fills every box.
    await user.click(within(current).getByLabelText('Current PIN digit 1 of 4'));
    await user.paste('1234');
    expect(digits('Current PIN')).toBe('1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Current PIN verified.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'New PIN' })).toBeEnabled();

    await user.click(screen.getByLabelText('New PIN digit 1 of 4'));
    await user.keyboard('5678');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(screen.getByText(MSG.pinRequired)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Confirm PIN digit 1 of 4'));
    await user.keyboard('5679');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(screen.getByText(MSG.pinMismatch)).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.click(screen.getByLabelText('Confirm PIN digit 4 of 4'));
    await user.keyboard('8');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByText(MSG.pinUpdated)).toBeInTheDocument();
    expect(saved).toEqual([{ currentPin: '1234', pin: '5678', confirmPin: '5678' }]);
    expect(digits('New PIN') + digits('Confirm PIN') + digits('Current PIN')).toBe('');
    expect(screen.getByRole('group', { name: 'New PIN' })).toBeDisabled();
  });

  it('without a PIN, sets one straight away; Show/Hide toggles the masking', async () => {
    const saved = pinServer({ hasPin: false });
    const { user } = renderPin();
    expect(await screen.findByRole('group', { name: 'New PIN' })).toBeEnabled();
    expect(screen.queryByRole('group', { name: 'Current PIN' })).not.toBeInTheDocument();
    const first = screen.getByLabelText('New PIN digit 1 of 4');
    expect(first).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(first).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(first);
    await user.keyboard('4x321');
    expect(digits('New PIN')).toBe('4321');
    await user.click(screen.getByLabelText('Confirm PIN digit 1 of 4'));
    await user.paste('43 21');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByText(MSG.pinUpdated)).toBeInTheDocument();
    expect(saved).toEqual([{ currentPin: null, pin: '4321', confirmPin: '4321' }]);
  });

  it('after five wrong PINs asks for the password to unlock', async () => {
    pinServer({ hasPin: true, locked: true });
    server.use(
      api.mutation('UnlockPin', ({ variables }) =>
        variables.password === 'right-password'
          ? HttpResponse.json({ data: { unlockPin: done('PIN checks unlocked') } })
          : gqlError(MSG.invalidPassword, ErrorCode.BAD_USER_INPUT, 'password'),
      ),
    );
    const { user } = renderPin();
    await user.click(await screen.findByLabelText('Current PIN digit 1 of 4'));
    await user.paste('0000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MSG.pinLocked)).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText(MSG.invalidPassword)).toBeInTheDocument();
    expect(password).toHaveValue('');
    await user.type(password, 'right-password{Enter}');
    expect(await screen.findByText(/PIN checks are unlocked/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Current PIN' })).toBeEnabled();
  });
});
