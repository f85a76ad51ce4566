import { MSG } from '@poolmates/schema';
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { TimelineTab } from './timeline-tab';

const person = (id: string, username: string) => ({ __typename: 'User' as const, id, username, profileImageUrl: null });
const takeaway = (id: string, text: string, who = person('u2', 'grace'), mine = false, canDelete = mine) => ({
  __typename: 'Takeaway' as const,
  id,
  text,
  updatedAt: null,
  viewerCanEdit: mine,
  viewerCanDelete: canDelete,
  author: who,
});
type T = ReturnType<typeof takeaway>;
const day = (n: number, takeaways: T[] | null = [], extra = {}) => ({
  __typename: 'TimelineEntry' as const,
  id: `d${n}`,
  day: n,
  date: `0${n}-Dec-2026`,
  title: `Day ${n} plan`,
  description: `What we do on day ${n}.`,
  viewerCanEdit: false,
  author: person('u1', 'ada'),
  takeaways,
  ...extra,
});

function renderTab() {
  const user = userEvent.setup();
  return { user, ...renderWithProviders(<TimelineTab topicId="7" viewerIsOwner={false} />, { path: '/homepage/active/7/timeline' }) };
}

describe('Timeline tab', () => {
  it("lists the days (the last collapsed) with the squad's takeaways under each", async () => {
    server.use(
      api.query('TimelineTab', ({ variables }) => {
        expect(variables).toEqual({ topicId: '7' });
        return HttpResponse.json({ data: { timeline: [day(1, [takeaway('k1', 'Ownership clicks'), takeaway('k2', 'Mine', person('u3', 'me'), true)]), day(2), day(3)] } });
      }),
    );
    const { user } = renderTab();
    const toggles = await screen.findAllByRole('button', { name: /^Day \d/ });
    expect(toggles.map((t) => t.getAttribute('aria-expanded'))).toEqual(['true', 'true', 'false']);
    const first = screen.getByRole('group', { name: 'Takeaways for day 1' });
    expect(within(first).getByText('Ownership clicks')).toBeInTheDocument();
    expect(within(first).getByText('grace')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Edit my takeaway for day 1' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Delete my takeaway' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: "Delete grace's takeaway" })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Takeaway for day 2' })).toBeVisible();
    expect(screen.getAllByText('No takeaways yet.')[0]).toBeVisible();
    expect(screen.getByRole('button', { name: 'Takeaway for day 3', hidden: true })).not.toBeVisible();
    await user.click(toggles[2]);
    expect(screen.getByRole('button', { name: 'Takeaway for day 3' })).toBeVisible();
    // no edit for days the viewer did not write
    expect(screen.queryByRole('button', { name: /^Edit day/ })).not.toBeInTheDocument();
  });

  it("'Share Your Takeaway': Enter, paste and drop are blocked and said so; Share sends it and the list shows it", async () => {
    let sent: unknown;
    let takeaways: T[] = [];
    server.use(
      api.query('TimelineTab', () => HttpResponse.json({ data: { timeline: [day(1, takeaways), day(2)] } })),
      api.mutation('AddTakeaway', ({ variables }) => {
        sent = variables;
        const t = takeaway('k9', String(variables.text), person('u3', 'me'), true);
        takeaways = [t];
        return HttpResponse.json({ data: { addTakeaway: t } });
      }),
    );
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Takeaway for day 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Share Your Takeaway' });
    const box = within(dialog).getByLabelText('Your takeaway');
    expect(box).toHaveAccessibleDescription(/Enter, paste and drop are turned off here/);
    const share = within(dialog).getByRole('button', { name: 'Share' });
    expect(share).toBeDisabled();
    await user.type(box, 'Traits{Enter} are interfaces');
    expect(box).toHaveValue('Traits are interfaces');

    const paste = createEvent.paste(box, { clipboardData: { getData: () => 'pasted' } });
    fireEvent(box, paste);
    expect(paste.defaultPrevented).toBe(true);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Paste is turned off here');
    const drop = createEvent.drop(box, { dataTransfer: { getData: () => 'dropped' } });
    fireEvent(box, drop);
    expect(drop.defaultPrevented).toBe(true);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Dropping text is turned off here');
    expect(box).toHaveValue('Traits are interfaces');

    await user.click(share);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({ topicId: '7', timelineEntryId: 'd1', text: 'Traits are interfaces' });
    expect(await screen.findByText('Traits are interfaces')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit my takeaway for day 1' })).toBeInTheDocument();
  });

  it("edits my takeaway, shows the server's message, and the owner deletes another member's after confirming", async () => {
    let updated: unknown;
    let deleted: unknown;
    server.use(
      api.query('TimelineTab', () =>
        HttpResponse.json({ data: { timeline: [day(1, deleted ? [takeaway('k2', 'Mine', person('u3', 'me'), true)] : [takeaway('k1', 'Theirs', person('u2', 'grace'), false, true), takeaway('k2', 'Mine', person('u3', 'me'), true)]), day(2)] } }),
      ),
      api.mutation('UpdateTakeaway', ({ variables }) => {
        updated = variables;
        if (String(variables.text).length > 5) return HttpResponse.json({ data: null, errors: [{ message: MSG.takeawayTooLong, extensions: { code: 'BAD_USER_INPUT', field: 'text', fieldErrors: [{ field: 'text', message: MSG.takeawayTooLong }] } }] });
        return HttpResponse.json({ data: { updateTakeaway: takeaway('k2', String(variables.text), person('u3', 'me'), true) } });
      }),
      api.mutation('DeleteTakeaway', ({ variables }) => {
        deleted = variables.id;
        return HttpResponse.json({ data: { deleteTakeaway: true } });
      }),
    );
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit my takeaway for day 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Share Your Takeaway' });
    const box = within(dialog).getByLabelText('Your takeaway');
    expect(box).toHaveValue('Mine');
    await user.type(box, ' and more');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText(MSG.takeawayTooLong)).toBeInTheDocument();
    expect(updated).toEqual({ id: 'k2', text: 'Mine and more' });
    // an outside click closes it
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Delete grace's takeaway" }));
    const confirm = screen.getByRole('dialog', { name: 'Delete takeaway' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Theirs')).not.toBeInTheDocument());
    expect(deleted).toBe('k1');
  });

  it('shows no takeaway section outside the squad, and an empty timeline says so', async () => {
    server.use(api.query('TimelineTab', () => HttpResponse.json({ data: { timeline: [day(1, null)] } })));
    const first = renderTab();
    await screen.findByText('What we do on day 1.');
    expect(screen.queryByRole('group', { name: /Takeaways/ })).not.toBeInTheDocument();
    first.unmount();
    server.use(api.query('TimelineTab', () => HttpResponse.json({ data: { timeline: [] } })));
    renderTab();
    expect(await screen.findByRole('heading', { name: 'No timeline' })).toBeInTheDocument();
  });
  it('mounts the first days at once, a day near the screen when it comes near, and the rest in idle moments (decision 074)', async () => {
    const observed: Element[] = [];
    let report: ((entries: { target: Element; isIntersecting: boolean }[]) => void) | null = null;
    const idles: (() => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
          report = cb;
        }
        observe(el: Element) {
          observed.push(el);
        }
        disconnect() {}
      },
    );
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idles.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      server.use(api.query('TimelineTab', () => HttpResponse.json({ data: { timeline: Array.from({ length: 21 }, (_, i) => day(i + 1)) } })));
      renderTab();
      await screen.findByRole('group', { name: 'Takeaways for day 3' });
      const groups = () => screen.queryAllByRole('group', { name: /^Takeaways for day/, hidden: true }).map((g) => g.getAttribute('aria-label'));
      expect(groups()).toEqual(['Takeaways for day 1', 'Takeaways for day 2', 'Takeaways for day 3']);
      expect(screen.getAllByRole('button', { name: /^Day \d/, hidden: true })).toHaveLength(21);
      // day 15 scrolled near: it mounts now
      act(() => report?.([{ target: observed[14], isIntersecting: true }]));
      expect(groups()).toContain('Takeaways for day 15');
      // idle moments mount three more each, until all 21 are there
      for (let i = 0; i < 6; i++) act(() => idles.shift()?.());
      expect(groups()).toHaveLength(21);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
