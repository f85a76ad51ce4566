import { LIMITS, MSG } from '@poolmates/schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../lib/apollo-client';
import { MeQueryDocument } from '../../lib/session.graphql';
import { gqlError, viewer } from '../../test/graphql-responses';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { ProfilePictureTab } from './profile-picture-tab';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const png = (name = 'me.png') => new File([new Uint8Array(PNG)], name, { type: 'image/png' });

function renderTab() {
  // `applyAccept: false` lets the test pick files the input's `accept` would hide.
  const user = userEvent.setup({ applyAccept: false });
  const client = createApolloClient({ wsUrl: null });
  client.writeQuery({ query: MeQueryDocument, data: { me: viewer() } });
  return { user, ...renderWithProviders(<ProfilePictureTab />, { client }) };
}

describe('Profile picture tab', () => {
  it('refuses files over 4 MB and files that are not jpg/png/bmp images', async () => {
    const { user } = renderTab();
    const input = screen.getByLabelText('Choose a picture');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const big = new File([new Uint8Array(PNG)], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: LIMITS.profileImageMaxBytes + 1 });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.fileTooBig);
    expect(save).toBeDisabled();

    await user.upload(input, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MSG.imageInvalid));

    // Named .png, but not a PNG inside.
    await user.upload(input, new File(['%PDF-1.7'], 'fake.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MSG.imageInvalid));
    expect(save).toBeDisabled();
    expect(screen.queryByRole('img', { name: 'Preview of the new picture' })).not.toBeInTheDocument();
  });

  it('previews a valid image, which enables Save; Save uploads it and shows the new picture', async () => {
    let received: unknown;
    server.use(
      api.mutation('UploadProfilePicture', async ({ variables }) => {
        received = variables.file;
        await delay(40);
        return HttpResponse.json({ data: { uploadProfilePicture: viewer({ profileImageUrl: '/uploads/avatars/new.jpg' }) } });
      }),
    );
    const { user, client } = renderTab();
    await user.upload(screen.getByLabelText('Choose a picture'), png());
    const preview = await screen.findByRole('img', { name: 'Preview of the new picture' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText(/me\.png/)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();

    await user.click(save);
    expect(screen.getByRole('progressbar', { name: 'Uploading picture' })).toBeInTheDocument();
    expect(await screen.findByText('Your profile picture is saved.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(received).toBeInstanceOf(File);
    expect((received as File).name).toBe('me.png');
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', '/uploads/avatars/new.jpg');
    expect(client.readQuery({ query: MeQueryDocument })?.me?.profileImageUrl).toBe('/uploads/avatars/new.jpg');
    expect(save).toBeDisabled();
  });

  it('shows the server refusal', async () => {
    server.use(api.mutation('UploadProfilePicture', () => gqlError(MSG.imageInvalid, 'BAD_USER_INPUT', 'file')));
    const { user } = renderTab();
    await user.upload(screen.getByLabelText('Choose a picture'), png());
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.imageInvalid);
  });
});
