import { MSG } from '@poolmates/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../lib/apollo-client';
import { MeQueryDocument } from '../../lib/session.graphql';
import { viewer } from '../../test/graphql-responses';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { ProfileDetailsTab } from './profile-details-tab';

function renderDetails() {
  const user = userEvent.setup();
  const client = createApolloClient({ wsUrl: null });
  client.writeQuery({ query: MeQueryDocument, data: { me: viewer() } });
  return { user, ...renderWithProviders(<ProfileDetailsTab />, { client }) };
}

describe('ProfileDetailsTab', () => {
  it('shows the details read-only, then edits and saves them', async () => {
    let sent: unknown;
    server.use(
      api.mutation('UpdateProfile', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { updateProfile: viewer({ firstName: 'Augusta', gender: 'O', stereotype: null }) } });
      }),
    );
    const { user } = renderDetails();
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('Lovelace')).toBeInTheDocument();
    expect(within(details).getByText('Female')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Edit/ }));
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, '  Augusta ');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Other');
    await user.selectOptions(screen.getByLabelText('Stereotype'), 'None');
    expect(screen.getByLabelText('Location')).toHaveAttribute('placeholder', 'City,Country');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(screen.getByText('Augusta')).toBeInTheDocument();
    expect(screen.getByText('Other')).toBeInTheDocument();
    expect(sent).toEqual({
      input: {
        username: 'ada',
        firstName: 'Augusta',
        lastName: 'Lovelace',
        gender: 'O',
        bio: null,
        location: 'London,UK',
        timezone: 'Europe/London',
        stereotype: null,
      },
    });
  });

  it('keeps the bio on one line and within 250 characters', async () => {
    const { user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    const bio = screen.getByLabelText('Bio');
    await user.type(bio, 'one{Enter}two');
    expect(bio).toHaveValue('onetwo');
    await user.click(bio);
    await user.paste('\nthree\r\nfour');
    expect(bio).toHaveValue('onetwo three four');
    expect(bio).toHaveAttribute('maxlength', '250');
  });

  it('validates with the shared rules before sending', async () => {
    const { user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'a');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(MSG.usernameShort);
  });

  it('cancel returns to the read-only view', async () => {
    const { user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: /Edit/ })).toBeInTheDocument();
  });
});
