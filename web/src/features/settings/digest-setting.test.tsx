import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gqlError } from '../../test/graphql-responses';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { DigestSetting } from './digest-setting';

const digest = (frequency: string, emailVerified = true) => ({ __typename: 'SquadDigest', frequency, localHour: 7, timeZone: 'Europe/Paris', emailVerified });

describe('Settings → Squad digest (decision 062)', () => {
  it('shows the choice, and the keyboard changes it: saved at once and said', async () => {
    const sent: unknown[] = [];
    server.use(
      api.query('SquadDigest', () => HttpResponse.json({ data: { squadDigest: digest('DAILY') } })),
      api.mutation('SetSquadDigest', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { setSquadDigest: digest(variables.frequency as string) } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<DigestSetting />);
    const daily = await screen.findByRole('radio', { name: /Daily/ });
    expect(daily).toBeChecked();
    expect(screen.getByRole('group', { name: 'How often' })).toBeInTheDocument();
    expect(screen.getByText(/Each morning at 07:00/)).toBeInTheDocument();
    expect(screen.getByText(/your zone, France · Paris \(UTC\+0[12]:00\)/)).toBeInTheDocument();
    await user.tab(); // the back link
    await user.tab();
    expect(daily).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('Saved: weekly digest.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Weekly/ })).toBeChecked();
    expect(sent).toEqual([{ frequency: 'WEEKLY' }]);
    await user.click(screen.getByRole('radio', { name: /Off/ }));
    expect(await screen.findByText('The squad digest is off.')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ frequency: 'OFF' });
  });

  it('says when the address is not verified, and shows a refusal', async () => {
    server.use(
      api.query('SquadDigest', () => HttpResponse.json({ data: { squadDigest: digest('WEEKLY', false) } })),
      api.mutation('SetSquadDigest', () => gqlError('Something went wrong.')),
    );
    const user = userEvent.setup();
    renderWithProviders(<DigestSetting />);
    expect(await screen.findByText(/goes only to a verified address/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Daily/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('radio', { name: /Weekly/ })).toBeChecked();
  });
});
