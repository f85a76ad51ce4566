import { MSG } from '@poolmates/schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gqlError, viewer } from '../../test/graphql-responses';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { MobileSetting } from './mobile-setting';

const setCountry = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(screen.getByRole('button', { name: /Country code/ }));
  await user.type(screen.getByRole('combobox', { name: 'Search countries' }), name);
  await user.keyboard('{Enter}');
};

describe('Settings → Mobile (issue 28)', () => {
  it("adds a number with sign-up's checks and the current password; the server's refusal goes under its field", async () => {
    let mobile: string | null = null;
    const sent: unknown[] = [];
    server.use(
      api.query('Me', () => HttpResponse.json({ data: { me: viewer({ mobile }) } })),
      api.mutation('ChangeMobile', ({ variables }) => {
        sent.push(variables);
        if (variables.currentPassword !== 'right password') return gqlError(MSG.incorrectPassword, undefined, 'currentPassword');
        if (variables.mobile === '+447911222333') return gqlError(MSG.mobileTaken, undefined, 'mobile');
        mobile = '+447911123456';
        return HttpResponse.json({ data: { changeMobile: viewer({ mobile }) } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MobileSetting />);
    expect(await screen.findByText(/No mobile number yet/)).toBeInTheDocument();
    await setCountry(user, 'united kingdom');
    expect(screen.getByRole('button', { name: /Country code/ })).toHaveTextContent('+44');

    // an invalid number and no password: said here, nothing sent
    await user.type(screen.getByLabelText('Mobile number'), '12');
    await user.click(screen.getByRole('button', { name: 'Add number' }));
    expect(screen.getByText(MSG.mobileInvalid)).toBeInTheDocument();
    expect(screen.getByText('Please enter your current password.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '7911222333');
    await user.type(screen.getByLabelText('Current password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Add number' }));
    expect(await screen.findByText(MSG.incorrectPassword)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Add number' }));
    expect(await screen.findByText(MSG.mobileTaken)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '7911123456');
    await user.click(screen.getByRole('button', { name: 'Add number' }));
    expect(await screen.findByText('Mobile number saved.')).toBeInTheDocument();
    // the number once, as people write it (walk 2026-11-28: it was said twice, unformatted)
    expect(await screen.findByText(/Your mobile number is \+44 7911 123456\./)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ mobile: '+447911123456', currentPassword: 'right password' });
    expect(await screen.findByRole('button', { name: 'Change number' })).toBeInTheDocument();
  });

  it("starts at the current number's country, not the browser's guess (a UK number is +44, the walk's browser said +1)", async () => {
    server.use(api.query('Me', () => HttpResponse.json({ data: { me: viewer({ mobile: '+447911123456' }) } })));
    const user = userEvent.setup();
    renderWithProviders(<MobileSetting />);
    expect(await screen.findByText(/Your mobile number is \+44 7911 123456/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Country code/ })).toHaveTextContent('+44');
    // a country picked here wins
    await setCountry(user, 'india');
    expect(screen.getByRole('button', { name: /Country code/ })).toHaveTextContent('+91');
  });
});
