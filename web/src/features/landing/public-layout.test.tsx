import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { PublicLayout } from './public-layout';

function renderLayout() {
  server.use(api.query('Me', () => HttpResponse.json({ data: { me: null } })));
  const user = userEvent.setup();
  renderWithProviders(
    <PublicLayout>
      <p>Body</p>
    </PublicLayout>,
  );
  return { user };
}

/** The menu is a `<details>` (it opens before the JS, in the landing shell's static copy): its own `open` is the state. */
const details = (button: HTMLElement) => button.closest('details')!;

describe('PublicLayout menu', () => {
  it('the menu button opens a panel with Pools, How it works and About', async () => {
    const { user } = renderLayout();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.tagName).toBe('SUMMARY');
    expect(details(button).open).toBe(false);
    const panel = details(button).querySelector('nav')!;
    expect(panel).not.toBeVisible();

    await user.click(button);
    expect(details(button).open).toBe(true);
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(menu).toBe(panel);
    expect(menu).toBeVisible();
    for (const [name, href] of [
      ['Pools', '/pool'],
      ['How it works', '/howitwork'],
      ['About', '/about'],
    ]) {
      expect(screen.getAllByRole('link', { name }).some((a) => menu.contains(a) && a.getAttribute('href') === href)).toBe(true);
    }

    await user.click(button);
    expect(details(button).open).toBe(false);
  });

  it('Escape closes it and puts focus back on the button; a click outside closes it', async () => {
    const { user } = renderLayout();
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    expect(details(button).open).toBe(true);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Pools');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(details(button).open).toBe(false));
    expect(button).toHaveFocus();

    await user.click(button);
    expect(details(button).open).toBe(true);
    await user.click(screen.getByText('Body'));
    await waitFor(() => expect(details(button).open).toBe(false));
  });

  it('following a link closes the menu', async () => {
    const { user } = renderLayout();
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    const about = screen.getAllByRole('link', { name: 'About' }).find((a) => menu.contains(a))!;
    await user.click(about);
    await waitFor(() => expect(details(button).open).toBe(false));
    expect(screen.getByTestId('location')).toHaveTextContent('/about');
  });
});

describe('PublicLayout footer', () => {
  it("records the Android link's click like the Download page does (issue 28)", async () => {
    const recorded: unknown[] = [];
    server.use(
      api.query('Me', () => HttpResponse.json({ data: { me: null } })),
      api.mutation('RecordAppDownload', ({ variables }) => {
        recorded.push(variables);
        return HttpResponse.json({ data: { recordAppDownload: true } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <PublicLayout android="https://example.com/poolmates.apk">
        <p>Body</p>
      </PublicLayout>,
    );
    const link = screen.getByRole('link', { name: 'Android app' });
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    await waitFor(() => expect(recorded).toHaveLength(1));
  });
});
