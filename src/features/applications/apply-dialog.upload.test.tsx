import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pasteOver } from '@/test/typing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { zSubmitApplicationBody } from '@generated/zod.gen';
import type { Resume } from '@generated/types.gen';
import { fakeXhrPerTest, fileOf, mockUploadApi, uploadTicket } from '@/test/fake-xhr';
import { session } from '@/lib/session/session-store';
import { mockApi, problemBody, type MockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ApplyForm, NEW_RESUME, type ApplyValues } from './apply-dialog';

const JOB_ID = '478e8225-9d61-48b1-9819-86f0bb204187';
const SUBMIT = 'POST /v2/public/applications/submit/';
const receipt = {
  application_id: '0b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
  job_id: JOB_ID,
  status: 'submitted',
  applied_at: '2025-11-20T10:00:00Z',
};
const profileResume: Resume = {
  id: '1f0c8f4e-6a55-4c1b-9d3b-0d3f5b7c2a11',
  file_name: 'maya-okafor-cv.pdf',
  url: 'http://127.0.0.1:4011/jobboard-uploads/resumes/maya-okafor-cv.pdf',
  uploaded_at: '2025-10-02T09:30:00Z',
  size_bytes: 1_572_864,
};
const defaults: ApplyValues = {
  name: 'Maya Okafor',
  email: 'maya.okafor@example.com',
  phone: '',
  cover_letter: '',
  resume_choice: NEW_RESUME,
  resume_file: null,
  question_answers: {},
};

const storage = fakeXhrPerTest();
afterEach(() => session.signOut());

/** The fake's seed with Maya signed in (she has not applied to JOB_ID). */
function asMaya(): MockApi {
  const api = mockApi();
  api.signIn('maya.okafor@example.com');
  return api;
}
/** Maya's application to JOB_ID as the server keeps it (undefined before she applied). */
const keptApplication = (api: MockApi) =>
  api.store.applications.find((a) => a.job_id === JOB_ID && a.email === 'maya.okafor@example.com');
/** The key of the upload ticket the fake issued (the last one). */
const issuedKey = (api: MockApi) => [...api.store.tickets.keys()].at(-1);

function renderForm(resumes: Resume[] = []) {
  const props = {
    onApplied: vi.fn(),
    onAlreadyApplied: vi.fn(),
    onDraft: vi.fn(),
    onCancel: vi.fn(),
  };
  const result = renderWithProviders(
    <ApplyForm jobId={JOB_ID} defaults={defaults} resumes={resumes} {...props} />,
  );
  return { ...result, ...props };
}

const pick = async (file: File) => {
  await userEvent.upload(screen.getByLabelText('Choose resume file'), file);
};
const send = () => userEvent.click(screen.getByRole('button', { name: /Send application/ }));
const submits = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((c) => c.path === '/v2/public/applications/submit/').map((c) => c.body);

describe('ApplyForm with a new resume', () => {
  it('picks the file with one labelled, button-like control under the "Resume" legend', () => {
    renderForm();
    const group = screen.getByRole('group', { name: 'Resume (required)' });
    // One label: the file input is named by the button-like label, no second "Resume file" label.
    expect(group.querySelectorAll('label')).toHaveLength(1);
    const label = group.querySelector('label')!;
    expect(label).toHaveTextContent(/^Choose resume file$/);
    expect(label).toHaveClass('border');
    const input = screen.getByLabelText('Choose resume file');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveClass('sr-only');
  });

  it('shows the picked file, the upload progress, then sends the application with its key', async () => {
    const api = asMaya();
    const { onApplied } = renderForm();
    await pick(fileOf('cv.pdf', 'application/pdf', 250_880));
    expect(screen.getByText(/Selected: cv\.pdf \(245 KB\)\./)).toBeInTheDocument();
    await send();
    const xhr = await storage.request();
    act(() => xhr.progress(400, 1000));
    expect(await screen.findByText('Uploading cv.pdf… 40%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Resume upload' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('button', { name: /Send application/ })).toBeDisabled();

    act(() => xhr.respond(204));
    await waitFor(() => expect(onApplied).toHaveBeenCalledTimes(1));
    // The server kept the application, with the file that reached its storage.
    const kept = keptApplication(api)!;
    expect(onApplied).toHaveBeenCalledWith(
      expect.objectContaining({ application_id: kept.id, job_id: JOB_ID, status: 'submitted' }),
    );
    expect(kept.resume_key).toBe(issuedKey(api));
    expect(api.store.files.has(kept.resume_key)).toBe(true);
    expect(submits(api)).toEqual([
      expect.objectContaining({ job_id: JOB_ID, resume_key: kept.resume_key }),
    ]);
  });

  it('says why the upload failed at the resume, sends nothing, and uploads again on the next try', async () => {
    const api = asMaya();
    const { onApplied } = renderForm();
    await pick(fileOf('cv.pdf', 'application/pdf', 2000));
    await send();
    (await storage.request()).respond(403);
    expect(await screen.findByText('The upload failed. Try again.')).toBeVisible();
    expect(screen.getByLabelText('Choose resume file')).toHaveAttribute('aria-invalid', 'true');
    expect(submits(api)).toHaveLength(0);

    await send();
    act(() => void storage.request(2).then((xhr) => xhr.respond(204)));
    await waitFor(() => expect(onApplied).toHaveBeenCalledTimes(1));
    expect(storage.all).toHaveLength(2);
    expect(keptApplication(api)?.resume_key).toBe(issuedKey(api));
  });

  it('a failed send keeps the uploaded file: the next try does not upload it again', async () => {
    const api = mockUploadApi({
      [SUBMIT]: { status: 500, body: problemBody(500, { detail: 'Boom.' }) },
    });
    const { onApplied } = renderForm();
    await pick(fileOf('cv.pdf', 'application/pdf', 2000));
    await send();
    act(() => void storage.request().then((xhr) => xhr.respond(204)));
    expect(await screen.findByText("We couldn't send your application.")).toBeVisible();

    api.override(SUBMIT, { status: 201, body: receipt });
    await send();
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith(receipt));
    expect(storage.all).toHaveLength(1);
    expect(submits(api)).toHaveLength(2);
    expect(submits(api)[1]).toMatchObject({ resume_key: uploadTicket.fields.key });
  });

  it('closing the form mid-upload stops the upload and keeps the draft', async () => {
    const api = mockUploadApi();
    const { unmount, onDraft } = renderForm();
    await pick(fileOf('cv.pdf', 'application/pdf', 2000));
    await send();
    const xhr = await storage.request();
    unmount();
    expect(xhr.aborted).toBe(true);
    expect(onDraft).toHaveBeenCalledWith(expect.objectContaining({ name: 'Maya Okafor' }));
    expect(submits(api)).toHaveLength(0);
  });

  it('lists profile resumes with their size and day', () => {
    mockApi({});
    renderForm([profileResume]);
    expect(
      screen.getByRole('radio', { name: /maya-okafor-cv\.pdf/ }).closest('label'),
    ).toHaveTextContent('maya-okafor-cv.pdf1.5 MB · uploaded Oct 2, 2025');
  });
});

describe('ApplyForm: the contract’s limits reach the form', () => {
  // The name's limit as the generated schema carries it (openapi maxLength), not a number of ours.
  const limit = (z.toJSONSchema(zSubmitApplicationBody.shape.name) as { maxLength?: number })
    .maxLength!;

  it('refuses a name one character over the limit, naming it, and sends a name of the limit', async () => {
    expect(limit).toBeGreaterThan(0);
    const api = mockApi({ [SUBMIT]: { status: 201, body: receipt } });
    const { onApplied } = renderForm([profileResume]);
    await userEvent.click(screen.getByRole('radio', { name: /maya-okafor-cv\.pdf/ }));
    const name = screen.getByRole('textbox', { name: /^Full name/ });

    await pasteOver(name, 'x'.repeat(limit + 1));
    expect(name).toHaveValue('x'.repeat(limit + 1));
    await send();
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(
      `Use ${limit.toLocaleString('en')} characters or fewer for your full name`,
    );
    expect(submits(api)).toHaveLength(0);

    await pasteOver(name, 'x'.repeat(limit));
    await send();
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith(receipt));
    expect(submits(api)).toEqual([
      expect.objectContaining({ name: 'x'.repeat(limit), resume_id: profileResume.id }),
    ]);
  });
});
