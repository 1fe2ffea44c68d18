import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Profile } from '@generated/types.gen';
import { mockApi, problemBody } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ResumeList } from './resume-list';

const { notify, uploadFile } = vi.hoisted(() => ({ notify: vi.fn(), uploadFile: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));
vi.mock('@/lib/api/upload', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  uploadFile,
}));

const profile = { resumes: [] } as unknown as Profile;

beforeEach(() => {
  notify.mockReset();
  uploadFile.mockReset().mockResolvedValue({ key: 'uploads/resume/cv.pdf', fileName: 'cv.pdf' });
});

function pick(name = 'cv.pdf', content: BlobPart = '%PDF-1.4') {
  fireEvent.change(screen.getByTestId('resume-input'), {
    target: { files: [new File([content], name, { type: 'application/pdf' })] },
  });
}

describe('ResumeList', () => {
  it('says a failed save in our words: a 5xx is on our side, never the server text', async () => {
    mockApi({
      'POST /v2/profile/resume/': {
        status: 500,
        body: problemBody(500, { detail: 'S3 HeadObject timed out.' }),
      },
    });
    renderWithProviders(<ResumeList profile={profile} />);
    pick();
    expect(
      await screen.findByText(
        "We couldn't add this resume. Something went wrong on our side. Try again in a moment.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/HeadObject/)).not.toBeInTheDocument();
  });

  it('says check the connection, not a browser message, when no answer came', async () => {
    mockApi({ 'POST /v2/profile/resume/': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderWithProviders(<ResumeList profile={profile} />);
    pick();
    expect(
      await screen.findByText("We couldn't add this resume. Check your connection and try again."),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
  });

  it('refuses a file that is not a resume by its content before uploading it, under the upload control', async () => {
    const api = mockApi();
    renderWithProviders(<ResumeList profile={profile} />);
    // An executable renamed cv.pdf: the browser calls it a PDF by its name.
    pick('cv.pdf', 'MZ\u0090\u0000 This program cannot be run in DOS mode.');
    expect(
      await screen.findByText(
        'This file is not a PDF, DOC or DOCX document by its content. Choose another file.',
      ),
    ).toBeVisible();
    expect(uploadFile).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's refusal of the file (checked by content there too) under the upload control", async () => {
    mockApi({
      'POST /v2/profile/resume/': {
        status: 400,
        body: problemBody(400, {
          code: 'validation_error',
          errors: { key: ['This file is not a PDF, DOC or DOCX document by its content.'] },
        }),
      },
    });
    renderWithProviders(<ResumeList profile={profile} />);
    pick();
    expect(
      await screen.findByText('This file is not a PDF, DOC or DOCX document by its content.'),
    ).toBeVisible();
    expect(screen.queryByText('Some fields are invalid.')).not.toBeInTheDocument();
  });
});
