import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@generated/types.gen';
import {
  FakeXhr,
  fileOf,
  installFakeXhr,
  PRESIGN_ROUTE,
  storageRequest,
  uploadTicket,
} from '@/test/fake-xhr';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ProfilePhoto } from './profile-photo';

const profile: Profile = {
  id: '8d98ed99-1976-451e-89c7-745ca7b70a94',
  name: 'Maya Okafor',
  email: 'maya.okafor@example.com',
  profile_image: null,
  headline: null,
  summary: null,
  phone: null,
  location: null,
  links: {},
  skills: [],
  resumes: [],
};
const photoTicket = {
  ...uploadTicket,
  fields: { ...uploadTicket.fields, key: 'profile-images/2025/abc/me.png' },
};

beforeEach(() => installFakeXhr());
afterEach(() => vi.unstubAllGlobals());

const pick = (file: File) =>
  userEvent.upload(screen.getByTestId('profile-photo-input'), file, { applyAccept: false });

describe('ProfilePhoto', () => {
  it('shows the upload progress, then saves the uploaded photo on the profile', async () => {
    const api = mockApi({
      [PRESIGN_ROUTE]: { body: photoTicket },
      'PATCH /v2/profile/': {
        body: { ...profile, profile_image: 'http://127.0.0.1:4011/jobboard-uploads/me.png' },
      },
    });
    renderWithProviders(<ProfilePhoto profile={profile} />);
    await pick(fileOf('me.png', 'image/png', 40_000));
    const xhr = await storageRequest();
    act(() => xhr.progress(250, 1000));
    expect(await screen.findByText('Uploading photo… 25%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Photo upload' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByRole('button', { name: 'Add photo' })).toBeDisabled();

    act(() => xhr.respond(204));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      profile_image_key: photoTicket.fields.key,
    });
  });

  it('refuses a wrong file before any network call', async () => {
    const api = mockApi({});
    renderWithProviders(<ProfilePhoto profile={profile} />);
    await pick(fileOf('me.gif', 'image/gif', 1000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WEBP file.');
    await pick(fileOf('me.png', 'image/png', 3 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is 3 MB; the limit is 2 MB.',
    );
    expect(api.calls).toHaveLength(0);
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('says why the upload failed', async () => {
    mockApi({ [PRESIGN_ROUTE]: { body: photoTicket } });
    renderWithProviders(<ProfilePhoto profile={profile} />);
    await pick(fileOf('me.png', 'image/png', 1000));
    (await storageRequest()).respond(403);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The upload failed (the storage service answered 403). Try again.',
    );
  });

  it('Cancel upload stops the upload and gives the focus back to the photo button', async () => {
    const api = mockApi({ [PRESIGN_ROUTE]: { body: photoTicket } });
    renderWithProviders(<ProfilePhoto profile={profile} />);
    await pick(fileOf('me.png', 'image/png', 1000));
    const xhr = await storageRequest();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(xhr.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add photo' })).toHaveFocus();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('after a failed upload, Try again sends the same photo and saves it', async () => {
    const api = mockApi({
      [PRESIGN_ROUTE]: { body: photoTicket },
      'PATCH /v2/profile/': { body: profile },
    });
    renderWithProviders(<ProfilePhoto profile={profile} />);
    await pick(fileOf('me.png', 'image/png', 1000));
    (await storageRequest()).fail();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    const again = await storageRequest(2);
    expect(again.file?.name).toBe('me.png');
    act(() => again.respond(204));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
        { profile_image_key: photoTicket.fields.key },
      ]),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops the upload when the photo goes away mid-upload', async () => {
    const api = mockApi({ [PRESIGN_ROUTE]: { body: photoTicket } });
    const { unmount } = renderWithProviders(<ProfilePhoto profile={profile} />);
    await pick(fileOf('me.png', 'image/png', 1000));
    const xhr = await storageRequest();
    unmount();
    expect(xhr.aborted).toBe(true);
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });
});
