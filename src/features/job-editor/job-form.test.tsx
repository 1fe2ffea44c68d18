import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pasteOver } from '@/test/typing';
import * as z from 'zod/mini';
import type { EmployerJobDetail } from '@generated/types.gen';
import { zJobInput } from '@generated/zod.gen';
import type { ConfirmRequest } from '@/lib/dialogs';
import { session } from '@/lib/session/session-store';
import { mockApi, type RecordedCall } from '@/test/mock-api';
import { aLocation, anEmployerJob, anEmployerUser } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { JobForm } from './job-form';

const { notify, confirm } = vi.hoisted(() => ({
  notify: vi.fn(),
  confirm: vi.fn<(request: ConfirmRequest) => Promise<boolean>>(),
}));
vi.mock('@/lib/toast', () => ({ notify }));
vi.mock('@/lib/dialogs', () => ({ confirm }));

const newJobId = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const berlin = aLocation('berlin');

/** The job being edited: a draft whose description the editor keeps as it is. */
const detail = (overrides: Partial<EmployerJobDetail> = {}) =>
  anEmployerJob({ description: '<p>Build pipelines.</p>', ...overrides });
const { id: jobId, title: TITLE } = detail();
const employerId = detail().employer.id;
const JOB = `/v2/employers/${employerId}/jobs/${jobId}/`;
const JOBS = `/v2/employers/${employerId}/jobs/`;

/** The saved job as the server answers: the body it was sent, on a job. */
const saved = (id: string) => (call: RecordedCall) => {
  const body = call.body as { title: string; description: string };
  return {
    status: id === jobId ? 200 : 201,
    body: detail({ id, title: body.title, description: body.description }),
  };
};

/**
 * The job form at /employer/job/{id?} on `job` as its page hands it over (or none, to create one),
 * with the job's page and the job list to land on.
 */
function renderJobForm(job?: EmployerJobDetail) {
  return renderWithProviders(<JobForm employerId={employerId} job={job} />, {
    path: '/employer/job/:id?',
    initialEntry: job ? `/employer/job/${job.id}` : '/employer/job',
    routes: [
      { path: '/employer/job/details/:id', element: <h1>The job&apos;s page</h1> },
      { path: '/employer/jobs', element: <h1>The job list</h1> },
    ],
  });
}

const titleBox = () => screen.findByRole('textbox', { name: /^Job title/ });
const writes = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.method !== 'GET');

beforeEach(() => {
  notify.mockReset();
  confirm.mockReset();
  // The form's page shows it only to someone who may change jobs.
  session.signIn({ access: 'a', refresh: 'r' }, anEmployerUser([{ employerId, role: 'owner' }]));
  session.selectCompany(employerId);
});
afterEach(() => session.signOut());

describe('JobForm: the skills field', () => {
  it('gives the hint the profile gives: Enter or a comma adds a skill', async () => {
    renderJobForm(detail());
    await titleBox();
    expect(screen.getByRole('textbox', { name: 'Skills' })).toHaveAccessibleDescription(
      'Press Enter or type a comma after each skill.',
    );
  });
});

describe('JobForm: the contract’s limits reach the form', () => {
  // The title's limit as the generated schema carries it (openapi maxLength), not a number of ours.
  const limit = (z.toJSONSchema(zJobInput.shape.title) as { maxLength?: number }).maxLength!;

  it('refuses a title one character over the limit, naming it, and sends a title of the limit', async () => {
    expect(limit).toBeGreaterThan(0);
    const api = mockApi({ [`PATCH ${JOB}`]: saved(jobId) });
    renderJobForm(detail());
    const title = await titleBox();

    await pasteOver(title, 'x'.repeat(limit + 1));
    expect(title).toHaveValue('x'.repeat(limit + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(
      `Use ${limit.toLocaleString('en')} characters or fewer for the job title`,
    );
    expect(writes(api)).toHaveLength(0);

    await pasteOver(title, 'x'.repeat(limit));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: "The job's page" })).toBeInTheDocument();
    expect(writes(api).map((c) => (c.body as { title: string }).title)).toEqual([
      'x'.repeat(limit),
    ]);
  });
});

describe('JobForm: saving and leaving', () => {
  it('creates a draft from what was typed and lands on the new job’s page', async () => {
    const api = mockApi({
      [`POST ${JOBS}`]: saved(newJobId),
      'GET /public/locations/': {
        body: { count: 1, next: null, previous: null, results: [berlin] },
      },
    });
    renderJobForm();
    await userEvent.type(await titleBox(), '  Analytics Engineer ');
    // The editor's code loads on first use; slow on a busy machine.
    await userEvent.click(
      await screen.findByRole('textbox', { name: /^Description/ }, { timeout: 5000 }),
    );
    await userEvent.paste('Model the data.');
    await userEvent.type(screen.getByRole('combobox', { name: /^Locations/ }), 'Ber');
    await userEvent.click(await screen.findByRole('option', { name: /Berlin, Germany/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByRole('heading', { name: "The job's page" })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith(
      'Job saved as a draft',
      expect.objectContaining({ severity: 'success' }),
    );
    expect(writes(api)).toHaveLength(1);
    expect(writes(api)[0]?.body).toMatchObject({
      title: 'Analytics Engineer',
      description: '<p>Model the data.</p>',
      location_ids: [berlin.id],
      salary: null,
    });
    expect(z.safeParse(zJobInput, writes(api)[0]?.body).success).toBe(true);
  }, 15_000); // the editor's chunk and the location search: slow on a busy machine

  it('asks before leaving unsaved edits: Stay keeps them, Leave goes', async () => {
    confirm.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderJobForm(detail());
    const title = await titleBox();
    await userEvent.type(title, ' (m/f/d)');

    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Leave without saving?' }),
    );
    expect(title).toHaveValue(`${TITLE} (m/f/d)`);
    expect(screen.queryByRole('heading', { name: "The job's page" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: "The job's page" })).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('leaves without asking when nothing changed', async () => {
    renderJobForm(detail());
    await titleBox();
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: "The job's page" })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('saves edits and lands on the job’s page without asking', async () => {
    const api = mockApi({ [`PATCH ${JOB}`]: saved(jobId) });
    renderJobForm(detail());
    await userEvent.type(await titleBox(), ' II');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: "The job's page" })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith(
      'Changes saved',
      expect.objectContaining({ severity: 'success' }),
    );
    expect(writes(api).map((c) => (c.body as { title: string }).title)).toEqual([`${TITLE} II`]);
  });
});

describe('JobForm: the closing date reads as every date of the app (docs/product.md §2, Job form)', () => {
  it('shows the saved day as "Jan 4, 2027" beside the date input, and the day picked', async () => {
    renderJobForm(detail({ valid_through: '2027-01-04T23:59:59Z' }));
    await titleBox();
    const input = screen.getByLabelText(/^Applications close on/);
    expect(input).toHaveValue('2027-01-04');
    const readout = screen.getByRole('status', { name: '' });
    expect(readout).toHaveTextContent('Jan 4, 2027');
    expect(readout).toHaveAttribute('for', input.id);
    await userEvent.clear(input);
    expect(readout).toHaveTextContent(/^$/);
    await userEvent.type(input, '2027-03-15');
    expect(readout).toHaveTextContent('Mar 15, 2027');
  });
});

describe('JobForm: a closing date already over is refused (its job would take no applications)', () => {
  it('refuses Jan 1, 2020 under "Applications close on" and sends nothing; a later day is sent', async () => {
    const api = mockApi({ [`PATCH ${JOB}`]: saved(jobId) });
    renderJobForm(detail());
    await titleBox();
    const input = screen.getByLabelText(/^Applications close on/);
    await userEvent.type(input, '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(/Choose a closing date of today or later/);
    expect(writes(api)).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, `${new Date().getUTCFullYear() + 2}-03-15`);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: "The job's page" })).toBeInTheDocument();
    expect(writes(api)).toHaveLength(1);
  });

  it('keeps a saved closing date that has passed: other edits still save', async () => {
    const api = mockApi({ [`PATCH ${JOB}`]: saved(jobId) });
    renderJobForm(detail({ valid_through: '2020-01-01T23:59:59Z' }));
    await userEvent.type(await titleBox(), ' II');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: "The job's page" })).toBeInTheDocument();
    expect(writes(api)).toHaveLength(1);
  });
});
