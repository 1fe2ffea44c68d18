import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile, Resume } from '@generated/types.gen';
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
import { ResumeList } from './resume-list';

const resume: Resume = {
  id: '1f0c8f4e-6a55-4c1b-9d3b-0d3f5b7c2a11',
  file_name: 'maya-okafor-cv.pdf',
  url: 'http://127.0.0.1:4011/jobboard-uploads/resumes/maya-okafor-cv.pdf',
  uploaded_at: '2025-10-02T09:30:00Z',
  size_bytes: 248_832, // 243 KB
};
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
  resumes: [resume],
};
const added: Resume = {
  id: '2a6b1c3d-7e8f-4a9b-8c0d-1e2f3a4b5c6d',
  file_name: 'cv-2026.pdf',
  url: 'http://127.0.0.1:4011/jobboard-uploads/resumes/cv-2026.pdf',
  uploaded_at: '2025-11-20T10:00:00Z',
  size_bytes: 1_572_864,
};

beforeEach(() => installFakeXhr());
afterEach(() => vi.unstubAllGlobals());

const pick = (file: File) => userEvent.upload(screen.getByTestId('resume-input'), file);

describe('ResumeList', () => {
  it('lists each resume with its size and day', () => {
    mockApi({});
    renderWithProviders(<ResumeList profile={profile} />);
    expect(screen.getByRole('list', { name: 'Your resumes' })).toHaveTextContent(
      'maya-okafor-cv.pdf243 KB · uploaded Oct 2, 2025',
    );
  });

  it('shows the upload progress, then adds the uploaded file to the list', async () => {
    const api = mockApi({
      [PRESIGN_ROUTE]: { body: uploadTicket },
      'POST /v2/profile/resume/': { status: 201, body: added },
    });
    renderWithProviders(<ResumeList profile={profile} />);
    await pick(fileOf('cv-2026.pdf', 'application/pdf', 1_572_864));
    const xhr = await storageRequest();
    act(() => xhr.progress(400, 1000));
    expect(await screen.findByText('Uploading cv-2026.pdf… 40%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Resume upload' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('button', { name: 'Upload resume' })).toBeDisabled();

    act(() => xhr.respond(204));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.path === '/v2/profile/resume/')?.body).toEqual({
      key: uploadTicket.fields.key,
      file_name: 'cv-2026.pdf',
    });
    expect(screen.getByRole('button', { name: 'Upload resume' })).toBeEnabled();
  });

  it('refuses a wrong file before any network call', async () => {
    const api = mockApi({});
    renderWithProviders(<ResumeList profile={profile} />);
    await userEvent.upload(
      screen.getByTestId('resume-input'),
      fileOf('cv.pdf', 'application/pdf', 6 * 1024 * 1024),
      {
        applyAccept: false,
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is 6 MB; the limit is 5 MB.',
    );
    expect(api.calls).toHaveLength(0);
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('says why the upload failed', async () => {
    mockApi({ [PRESIGN_ROUTE]: { body: uploadTicket } });
    renderWithProviders(<ResumeList profile={profile} />);
    await pick(fileOf('cv.pdf', 'application/pdf', 2000));
    (await storageRequest()).fail();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The upload failed. Check your connection and try again.',
    );
  });

  it('Cancel upload stops the upload and gives the focus back to Upload resume', async () => {
    const api = mockApi({ [PRESIGN_ROUTE]: { body: uploadTicket } });
    renderWithProviders(<ResumeList profile={profile} />);
    await pick(fileOf('cv.pdf', 'application/pdf', 2000));
    const xhr = await storageRequest();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(xhr.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload resume' })).toHaveFocus();
    expect(api.calls.filter((c) => c.path === '/v2/profile/resume/')).toHaveLength(0);
  });

  it('after a failed upload, Try again sends the same file and adds it', async () => {
    const api = mockApi({
      [PRESIGN_ROUTE]: { body: uploadTicket },
      'POST /v2/profile/resume/': { status: 201, body: added },
    });
    renderWithProviders(<ResumeList profile={profile} />);
    await pick(fileOf('cv-2026.pdf', 'application/pdf', 2000));
    (await storageRequest()).fail();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    const again = await storageRequest(2);
    expect(again.file?.name).toBe('cv-2026.pdf');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => again.respond(204));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/v2/profile/resume/').map((c) => c.body)).toEqual([
        { key: uploadTicket.fields.key, file_name: 'cv-2026.pdf' },
      ]),
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('stops the upload when the list goes away mid-upload', async () => {
    const api = mockApi({ [PRESIGN_ROUTE]: { body: uploadTicket } });
    const { unmount } = renderWithProviders(<ResumeList profile={profile} />);
    await pick(fileOf('cv.pdf', 'application/pdf', 2000));
    const xhr = await storageRequest();
    unmount();
    expect(xhr.aborted).toBe(true);
    expect(api.calls.filter((c) => c.path === '/v2/profile/resume/')).toHaveLength(0);
  });
});
