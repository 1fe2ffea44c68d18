import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Resume } from '@generated/types.gen';
import { fakeXhrPerTest, fileOf, mockUploadApi, uploadTicket } from '@/test/fake-xhr';
import { aBareProfile } from '@/test/factories';
import { mockApi, type MockResponse } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ProfilePhoto } from './profile-photo';
import { ResumeList } from './resume-list';

const candidateProfile = aBareProfile();

const resume: Resume = {
  id: '1f0c8f4e-6a55-4c1b-9d3b-0d3f5b7c2a11',
  file_name: 'maya-okafor-cv.pdf',
  url: 'http://127.0.0.1:4011/jobboard-uploads/resumes/maya-okafor-cv.pdf',
  uploaded_at: '2025-10-02T09:30:00Z',
  size_bytes: 248_832, // 243 KB
};
const profile = { ...candidateProfile, resumes: [resume] };
const KEY = uploadTicket.fields.key;

interface Case {
  ui: ReactElement;
  input: string;
  file: () => File;
  /** The status line while uploading, before "… 40%". */
  uploading: string;
  bar: string;
  /** The button that picks a file (disabled while uploading). */
  picker: string;
  /** The call that keeps the uploaded file, and what it sends. */
  keep: string;
  kept: MockResponse;
  sent: unknown;
}

const cases: Record<'ResumeList' | 'ProfilePhoto', Case> = {
  ResumeList: {
    ui: <ResumeList profile={profile} />,
    input: 'resume-input',
    file: () => fileOf('cv-2026.pdf', 'application/pdf', 2000),
    uploading: 'Uploading cv-2026.pdf',
    bar: 'Resume upload',
    picker: 'Upload resume',
    keep: 'POST /v2/profile/resume/',
    kept: {
      status: 201,
      body: { ...resume, id: '2a6b1c3d-7e8f-4a9b-8c0d-1e2f3a4b5c6d', file_name: 'cv-2026.pdf' },
    },
    sent: { key: KEY, file_name: 'cv-2026.pdf' },
  },
  ProfilePhoto: {
    ui: <ProfilePhoto profile={profile} />,
    input: 'profile-photo-input',
    file: () => fileOf('me.png', 'image/png', 1000),
    uploading: 'Uploading photo',
    bar: 'Photo upload',
    picker: 'Add photo',
    keep: 'PATCH /v2/profile/',
    kept: { body: profile },
    sent: { profile_image_key: KEY },
  },
};

const storage = fakeXhrPerTest();

const pick = (testId: string, file: File) =>
  userEvent.upload(screen.getByTestId(testId), file, { applyAccept: false });

describe.each(Object.entries(cases))('%s upload', (_, c) => {
  const start = async (routes: Record<string, MockResponse> = {}) => {
    const api = mockUploadApi({ [c.keep]: c.kept, ...routes });
    const view = renderWithProviders(c.ui);
    await pick(c.input, c.file());
    return { api, view, xhr: await storage.request() };
  };
  const kept = (api: ReturnType<typeof mockApi>) =>
    api.calls.filter((call) => `${call.method} ${call.path}` === c.keep).map((call) => call.body);

  it('shows the progress, then keeps the uploaded file', async () => {
    const { api, xhr } = await start();
    act(() => xhr.progress(400, 1000));
    expect(await screen.findByText(`${c.uploading}… 40%`)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: c.bar })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: c.picker })).toBeDisabled();

    act(() => xhr.respond(204));
    await waitFor(() => expect(kept(api)).toEqual([c.sent]));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: c.picker })).toBeEnabled();
  });

  it('says why the upload failed; Try again sends the same file and keeps it', async () => {
    const { api, xhr } = await start();
    xhr.fail();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The upload failed. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const again = await storage.request(2);
    expect(again.file?.name).toBe(c.file().name);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => again.respond(204));
    await waitFor(() => expect(kept(api)).toEqual([c.sent]));
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('Cancel upload stops the upload and gives the focus back to the picker', async () => {
    const { api, xhr } = await start();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(xhr.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: c.picker })).toHaveFocus();
    expect(kept(api)).toHaveLength(0);
  });

  it('stops the upload when the page goes away mid-upload', async () => {
    const { api, view, xhr } = await start();
    view.unmount();
    expect(xhr.aborted).toBe(true);
    expect(kept(api)).toHaveLength(0);
  });
});

describe('ResumeList', () => {
  it('lists each resume with its size and day', () => {
    mockApi({});
    renderWithProviders(<ResumeList profile={profile} />);
    expect(screen.getByRole('list', { name: 'Your resumes' })).toHaveTextContent(
      'maya-okafor-cv.pdf243 KB · uploaded Oct 2, 2025',
    );
  });

  it('refuses a file over the limit before any network call', async () => {
    const api = mockApi({});
    renderWithProviders(<ResumeList profile={profile} />);
    await pick('resume-input', fileOf('cv.pdf', 'application/pdf', 6 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is 6 MB; the limit is 5 MB.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(storage.all).toHaveLength(0);
  });
});

describe('ProfilePhoto', () => {
  it('refuses a wrong type or size before any network call', async () => {
    const api = mockApi({});
    renderWithProviders(<ProfilePhoto profile={profile} />);
    await pick('profile-photo-input', fileOf('me.gif', 'image/gif', 1000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WEBP file.');
    await pick('profile-photo-input', fileOf('me.png', 'image/png', 3 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is 3 MB; the limit is 2 MB.',
    );
    expect(api.calls).toHaveLength(0);
    expect(storage.all).toHaveLength(0);
  });

  it('says the storage service refused the photo', async () => {
    mockUploadApi();
    renderWithProviders(<ProfilePhoto profile={profile} />);
    await pick('profile-photo-input', fileOf('me.png', 'image/png', 1000));
    (await storage.request()).respond(403);
    expect(await screen.findByRole('alert')).toHaveTextContent('The upload failed. Try again.');
  });
});
