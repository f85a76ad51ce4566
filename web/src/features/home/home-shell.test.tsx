import { act, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewer } from '../../test/graphql-responses';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { HomeShell } from './home-shell';

describe('HomeShell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the plain search link in the search overlay’s place until the page has painted (decision 080)', { timeout: 20_000 }, async () => {
    // the frame and the idle moment run when the test says (no dependence on jsdom's timers under load)
    const frames: (() => void)[] = [];
    const idles: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idles.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    server.use(api.query('Me', () => HttpResponse.json({ data: { me: viewer() } })));
    renderWithProviders(<HomeShell search={<button type="button">the overlay</button>} />, { path: '/homepage' });

    await screen.findByRole('link', { name: 'Search pools and people' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'the overlay' })).toBeNull();

    // the first paint, then the browser's idle moment: the overlay takes the link's place
    await vi.waitFor(() => expect(frames.length).toBeGreaterThan(0), { timeout: 5000 });
    act(() => frames.splice(0).forEach((run) => run()));
    await vi.waitFor(() => expect(idles.length).toBeGreaterThan(0), { timeout: 5000 });
    act(() => idles.splice(0).forEach((run) => run()));
    expect(await screen.findByRole('button', { name: 'the overlay' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Search pools and people' })).toBeNull();
  });
});
