import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../lib/apollo-client';
import { api, server } from '../test/msw-server';
import { renderWithProviders } from '../test/render';
import { AppRoutes } from './app-routes';

const signedOut = () => server.use(api.query('Me', () => HttpResponse.json({ data: { me: null } })));
const renderAt = (path: string) => renderWithProviders(<AppRoutes />, { path, client: createApolloClient({ wsUrl: null }) });

describe('the static pages of the spec', () => {
  it.each([
    ['/AboutPoolmates', 'About Poolmates'],
    ['/aboutpoolmates', 'About Poolmates'],
    ['/ContactPoolmates', 'Contact'],
    ['/about', 'About Poolmates'],
    ['/contact', 'Contact'],
  ])('%s answers like /about and /contact', async (path, title) => {
    signedOut();
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('How it works shows the 1/3/6/10 communication paths of squads of 2–5 and ends with "Dive in pool" to /pool', async () => {
    signedOut();
    renderAt('/howitwork');
    await screen.findByRole('heading', { level: 1, name: 'How it works' });
    const table = screen.getByRole('table', { name: /communication paths/i });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['2 people', '1'],
      ['3 people', '3'],
      ['4 people', '6'],
      ['5 people', '10'],
    ]);
    const links = screen.getByRole('article').querySelectorAll('a');
    const last = links[links.length - 1];
    expect(last).toHaveTextContent('Dive in pool');
    expect(last).toHaveAttribute('href', '/pool');
  });

  it('Privacy gives its last-updated date and covers what is collected, cookies, retention, children and contact', async () => {
    signedOut();
    renderAt('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy' });
    expect(screen.getByText('June 25, 2024')).toHaveAttribute('datetime', '2024-06-25');
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(['What we collect', 'Cookies', 'How long we keep it', 'Children under 13', 'Contact']);
    expect(screen.getByText('pm_session')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/ContactPoolmates');
  });
});
