import { LIMITS, MSG, SQUAD_CHOICES } from '@poolmates/schema';
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { CATEGORIES } from '../../test/topic-responses';
import { PublishFlow } from './publish-flow';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const png = (name = 'cover.png') => new File([new Uint8Array(PNG)], name, { type: 'image/png' });
const categories = () => api.query('Categories', () => HttpResponse.json({ data: { categories: CATEGORIES } }));
const location = () => screen.getByTestId('location').textContent;

function renderFlow(path = '/homepage/publish') {
  // `applyAccept: false` lets the test pick files the input's `accept` would hide.
  const user = userEvent.setup({ applyAccept: false });
  return {
    user,
    ...renderWithProviders(
      <Routes>
        <Route path="/homepage/publish/*" element={<PublishFlow />} />
        <Route path="/homepage/profile/yourpool" element={<h1>Your pools page</h1>} />
      </Routes>,
      { path },
    ),
  };
}

/** A paste event carrying these clipboard types (jsdom has no DataTransfer). */
function paste(target: HTMLElement, data: Record<string, string>) {
  const event = createEvent.paste(target, { clipboardData: { types: Object.keys(data), getData: (type: string) => data[type] ?? '' } });
  fireEvent(target, event);
  expect(event.defaultPrevented).toBe(true);
}

const setDate = (value: string) => fireEvent.change(screen.getByLabelText('Start date'), { target: { value } });

async function fillForm(user: UserEvent, { days = '3' } = {}) {
  await user.type(screen.getByLabelText('Your Name'), 'Ada');
  await user.type(screen.getByLabelText('Topic'), 'Rust in 30 days');
  await user.type(screen.getByLabelText(/^Description/), 'A chapter a day.');
  await screen.findByRole('option', { name: 'Languages' });
  await user.selectOptions(screen.getByLabelText('Category'), 'Languages');
  await user.click(screen.getByRole('radio', { name: /Tri/ }));
  await user.type(screen.getByLabelText('Duration (days)'), days);
  setDate('2030-03-30');
  await user.selectOptions(screen.getByLabelText('Hour'), '07');
  await user.selectOptions(screen.getByLabelText('Minutes'), '30');
  await user.selectOptions(screen.getByLabelText('AM or PM'), 'PM');
}

describe('Publish In Pool form', () => {
  it('shows every required-field message and the overall one', async () => {
    server.use(categories());
    const { user } = renderFlow();
    expect(await screen.findByRole('heading', { level: 1, name: 'Publish In Pool' })).toBeInTheDocument();
    setDate('');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('alert')).toHaveTextContent(MSG.fillRequired);
    expect(screen.getByLabelText('Your Name')).toHaveAccessibleDescription(MSG.yournameRequired);
    expect(screen.getByLabelText('Topic')).toHaveAccessibleDescription(MSG.topicRequired);
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription(MSG.categoryRequired);
    expect(screen.getByRole('group', { name: 'Squad' })).toHaveAccessibleDescription(MSG.squadRequired);
    expect(screen.getByLabelText('Duration (days)')).toHaveAccessibleDescription(MSG.durationRequired);
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription(MSG.dateRequired);
    await waitFor(() => expect(screen.getByLabelText('Your Name')).toHaveFocus());
    expect(location()).toBe('/homepage/publish');

    // Editing a field clears its message.
    await user.type(screen.getByLabelText('Your Name'), 'Ada');
    expect(screen.getByLabelText('Your Name')).not.toHaveAccessibleDescription();
    // the file's first test pays for loading the flow (the zone and country lists): 10 s ran out twice under CI's load
  }, 30_000);

  it('checks the range of the duration, a start of at least tomorrow, and the lengths', async () => {
    server.use(categories());
    const { user } = renderFlow();
    await screen.findByRole('heading', { name: 'Publish In Pool' });
    await fillForm(user, { days: '100' });
    setDate('2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Duration (days)')).toHaveAccessibleDescription(MSG.durationRange);
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription(MSG.dateNotFuture);
    // Nothing required is missing: no overall message.
    expect(screen.queryByText(MSG.fillRequired)).not.toBeInTheDocument();

    expect(screen.getByLabelText('Your Name')).toHaveAttribute('maxlength', String(LIMITS.topicYourNameMax));
    expect(screen.getByLabelText('Topic')).toHaveAttribute('maxlength', String(LIMITS.topicTitleMax));
    expect(screen.getByLabelText(/^Description/)).toHaveAttribute('maxlength', String(LIMITS.topicDescriptionMax));
    // The earliest date offered is tomorrow; the default too.
    const start = screen.getByLabelText('Start date');
    expect(start.getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(start.getAttribute('min')! > new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)).toBe(true);
  });

  it('defaults the start date to tomorrow and the time zone to the browser one', async () => {
    server.use(categories());
    renderFlow();
    const start = await screen.findByLabelText('Start date');
    expect(start).toHaveValue(start.getAttribute('min'));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.getByRole('button', { name: /^Time zone/ }).textContent).toMatch(zone === 'UTC' || zone === 'Etc/UTC' ? /UTC/ : new RegExp(zone.split('/').pop()!.replaceAll('_', ' ')));
  });

  it('offers the five named squad sizes', async () => {
    server.use(categories());
    renderFlow();
    const group = await screen.findByRole('group', { name: 'Squad' });
    expect(within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'DotOne Person(Only You)',
      'BinaryTwo Person(You + 1)',
      'TriThree Person(You + 2)',
      'QuadFour Person(You + 3)',
      'QuintFive Person(You + 4)',
    ]);
    expect(SQUAD_CHOICES.map((c) => c.size)).toEqual([1, 2, 3, 4, 5]);
  });

  it("refuses images over 4 MB and files that are not jpg/png/bmp with the spec's messages, and previews a good one", async () => {
    server.use(categories());
    const { user } = renderFlow();
    const input = await screen.findByLabelText('Choose an image');
    const big = new File([new Uint8Array(PNG)], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: LIMITS.profileImageMaxBytes + 1 });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.topicFileTooBig);

    // The input is disabled while a file is checked: an upload then would be dropped.
    const ready = () => waitFor(() => expect(input).toBeEnabled());
    await ready();
    await user.upload(input, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MSG.topicImageInvalid));
    await ready();
    await user.upload(input, new File(['%PDF-1.7'], 'fake.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MSG.topicImageInvalid));
    await ready();
    expect(screen.queryByRole('img', { name: 'Preview of the topic image' })).not.toBeInTheDocument();

    await user.upload(input, png());
    const preview = await screen.findByRole('img', { name: 'Preview of the topic image' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img', { name: 'Preview of the topic image' })).not.toBeInTheDocument();
  });

  it('keeps the draft, image included, when the page is reloaded (remounted)', async () => {
    server.use(categories());
    const first = renderFlow();
    await screen.findByRole('heading', { name: 'Publish In Pool' });
    await fillForm(first.user);
    await first.user.upload(screen.getByLabelText('Choose an image'), png());
    await screen.findByRole('img', { name: 'Preview of the topic image' });
    first.unmount();

    renderFlow();
    expect(await screen.findByLabelText('Your Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Topic')).toHaveValue('Rust in 30 days');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('A chapter a day.');
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('2'));
    expect(screen.getByRole('radio', { name: /Tri/ })).toBeChecked();
    expect(screen.getByLabelText('Duration (days)')).toHaveValue(3);
    expect(screen.getByLabelText('Start date')).toHaveValue('2030-03-30');
    expect(screen.getByLabelText('Hour')).toHaveValue('7');
    expect(screen.getByLabelText('Minutes')).toHaveValue('30');
    expect(screen.getByLabelText('AM or PM')).toHaveValue('PM');
    expect(screen.getByRole('img', { name: 'Preview of the topic image' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });
});

describe('timeline step and publishing', () => {
  it('sends tm and pb back to the form while it is not complete', async () => {
    server.use(categories());
    renderFlow('/homepage/publish/pb');
    expect(await screen.findByRole('heading', { name: 'Publish In Pool' })).toBeInTheDocument();
    expect(location()).toBe('/homepage/publish');
  });

  it('has one entry per day with its date; titles are required; paste is plain text and drop is blocked', async () => {
    server.use(categories());
    const { user } = renderFlow();
    await screen.findByRole('heading', { name: 'Publish In Pool' });
    await fillForm(user);
    const scrolls = vi.spyOn(window, 'scrollTo');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Timeline for Rust in 30 days' })).toBeInTheDocument();
    expect(location()).toBe('/homepage/publish/tm');
    // the step opens at the top (issue 17), not where the form was scrolled to
    expect(scrolls).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    scrolls.mockRestore();
    const days = screen.getAllByRole('group', { name: /^Day/ });
    expect(days.map((d) => d.querySelector('legend')?.textContent)).toEqual(['Day 130-Mar-2030', 'Day 231-Mar-2030', 'Day 301-Apr-2030']);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(days[0]).getByLabelText('Title')).toHaveAccessibleDescription(MSG.timelineTitleRequired(1));
    expect(within(days[2]).getByLabelText('Title')).toHaveAccessibleDescription(MSG.timelineTitleRequired(3));
    expect(within(days[0]).getByLabelText('Title')).toHaveFocus();

    // Rich content on the clipboard: only its plain text goes in; a title stays on one line.
    const title = within(days[0]).getByLabelText('Title');
    await user.click(title);
    paste(title, { 'text/html': '<b>Ownership</b>', 'text/plain': 'Ownership\nand borrowing' });
    expect(title).toHaveValue('Ownership and borrowing');
    expect(title).not.toHaveAccessibleDescription();
    const description = within(days[0]).getByLabelText(/^Description/);
    await user.click(description);
    paste(description, { 'text/html': '<img src="x">' });
    expect(description).toHaveValue('');
    const drop = createEvent.drop(description);
    fireEvent(description, drop);
    expect(drop.defaultPrevented).toBe(true);

    // Back keeps what was typed; a shorter duration drops the extra days.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.clear(await screen.findByLabelText('Duration (days)'));
    await user.type(screen.getByLabelText('Duration (days)'), '2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const again = await screen.findAllByRole('group', { name: /^Day/ });
    expect(again).toHaveLength(2);
    expect(within(again[0]).getByLabelText('Title')).toHaveValue('Ownership and borrowing');
  });

  it('publishes: the button waits with a spinner, then the Published dialog leads to your pools', async () => {
    let sent: { input?: unknown; image?: unknown } = {};
    server.use(
      categories(),
      api.mutation('PublishTopic', async ({ variables }) => {
        sent = variables;
        await delay(50);
        return HttpResponse.json({ data: { publishTopic: { __typename: 'Topic', id: '77', topic: 'Rust in 30 days' } } });
      }),
    );
    const { user } = renderFlow();
    await screen.findByRole('heading', { name: 'Publish In Pool' });
    await fillForm(user, { days: '2' });
    await user.upload(screen.getByLabelText('Choose an image'), png());
    await screen.findByRole('img', { name: 'Preview of the topic image' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const days = await screen.findAllByRole('group', { name: /^Day/ });
    await user.type(within(days[0]).getByLabelText('Title'), 'Setup');
    await user.type(within(days[0]).getByLabelText(/^Description/), 'Install the toolchain');
    await user.type(within(days[1]).getByLabelText('Title'), 'Ownership');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Publish your topic' })).toBeInTheDocument();
    expect(location()).toBe('/homepage/publish/pb');
    expect(screen.getByText('Tri · Three Person (You + 2)')).toBeInTheDocument();
    expect(screen.getByText('30-Mar-2030@07:30 PM')).toBeInTheDocument();
    expect(screen.getByText('Day 2 · 31-Mar-2030')).toBeInTheDocument();

    const publish = screen.getByRole('button', { name: 'Publish' });
    await user.click(publish);
    const busy = screen.getByRole('button', { name: 'Publishing…' });
    expect(busy).toBeDisabled();
    expect(busy.querySelector('.pm-spinner')).not.toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Uploading the image' })).toBeInTheDocument();

    const dialog = await screen.findByRole('dialog', { name: 'Published' });
    expect(sent.input).toEqual({
      yourName: 'Ada',
      topic: 'Rust in 30 days',
      description: 'A chapter a day.',
      categoryId: '2',
      squadSize: 3,
      durationDays: 2,
      startDate: '2030-03-30',
      startTime: '19:30',
      timezone: expect.any(String),
      timeline: [
        { title: 'Setup', description: 'Install the toolchain' },
        { title: 'Ownership', description: null },
      ],
    });
    expect(sent.image).toBeInstanceOf(File);
    expect((sent.image as File).name).toBe('cover.png');
    expect(window.sessionStorage.getItem('poolmates.publishDraft')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Go to your pools' }));
    expect(await screen.findByRole('heading', { name: 'Your pools page' })).toBeInTheDocument();
    expect(location()).toBe('/homepage/profile/yourpool');
  });

  it('shows what the server refuses, with a way back to the form', async () => {
    server.use(
      categories(),
      api.mutation('PublishTopic', () =>
        HttpResponse.json({ data: null, errors: [{ message: MSG.dateNotFuture, extensions: { code: 'BAD_USER_INPUT', field: 'startDate', fieldErrors: [{ field: 'startDate', message: MSG.dateNotFuture }] } }] }),
      ),
    );
    const { user } = renderFlow();
    await screen.findByRole('heading', { name: 'Publish In Pool' });
    await fillForm(user, { days: '1' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Title'), 'All in one day');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.dateNotFuture);
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(await screen.findByRole('heading', { name: 'Publish In Pool' })).toBeInTheDocument();
  });
});
