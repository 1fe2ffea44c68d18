import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobStatus } from '@generated/types.gen';
import { DialogHost } from '@/components/dialog-host';
import { session } from '@/lib/session/session-store';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { JobDetailsPage } from './job-details-page';
import { jobStatusBlock, jobStatusConfirm } from './job-actions';

const { notify } = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

const employerId = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';

/** Signed in as Jonas (Northwind's owner); one Northwind job put in `status` (and closing date). */
function backend(status: JobStatus, validThrough: string | null = null) {
  const api = mockApi();
  api.signIn('jonas.weber@northwind-analytics.example', employerId);
  const job = api.store.jobs.find((j) => j.employer_id === employerId)!;
  job.status = status;
  job.valid_through = validThrough;
  return {
    api,
    job,
    kept: () => api.store.jobs.find((j) => j.id === job.id)!,
    patches: () => api.calls.filter((c) => c.method === 'PATCH'),
    jobReads: () => api.calls.filter((c) => c.method === 'GET' && /\/jobs\/[^/]+\/$/.test(c.path)),
  };
}

function renderDetails(jobId: string) {
  return renderWithProviders(
    <>
      <JobDetailsPage jobId={jobId} />
      <DialogHost />
    </>,
    { path: '/employer/job/details/:id', initialEntry: `/employer/job/details/${jobId}` },
  );
}

const statusSelect = (title: string) =>
  screen.getByRole('combobox', { name: `Status of ${title}` });

async function pick(title: string, label: string | RegExp) {
  await userEvent.click(statusSelect(title));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

beforeEach(() => notify.mockReset());
afterEach(() => {
  cleanup();
  session.signOut();
});

describe('a job’s status moves are deliberate', { timeout: 15_000 }, () => {
  it('a draft has a Publish button that asks first, naming the job; Cancel sends nothing', async () => {
    const { job, kept, patches } = backend('draft');
    renderDetails(job.id);
    const publish = await screen.findByRole('button', { name: 'Publish' });

    await userEvent.click(publish);
    const dialog = await screen.findByRole('dialog', { name: 'Publish this job?' });
    expect(dialog).toHaveTextContent(`“${job.title}” goes live on the job board`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches()).toHaveLength(0);
    expect(statusSelect(job.title)).toHaveTextContent('Draft');

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish job' }),
    );
    await waitFor(() => expect(kept().status).toBe<JobStatus>('published'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument(),
    );
    expect(statusSelect(job.title)).toHaveTextContent('Published');
    expect(notify).toHaveBeenCalledWith(`“${job.title}” is now published`, {
      severity: 'success',
    });
    expect(patches().map((c) => c.body)).toEqual([{ status: 'published' }]);
  });

  it('closing from the select asks first; Cancel leaves the select on the old status', async () => {
    const { job, kept, patches } = backend('published');
    renderDetails(job.id);
    await screen.findByRole('heading', { level: 1, name: job.title });
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();

    await pick(job.title, 'Closed');
    const dialog = await screen.findByRole('dialog', { name: 'Close this job?' });
    expect(dialog).toHaveTextContent(`“${job.title}” leaves the job board`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(statusSelect(job.title)).toHaveTextContent('Published');
    expect(patches()).toHaveLength(0);

    await pick(job.title, 'Archived');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Archive this job?' })).getByRole('button', {
        name: 'Archive job',
      }),
    );
    await waitFor(() => expect(kept().status).toBe<JobStatus>('archived'));
    await waitFor(() => expect(statusSelect(job.title)).toHaveTextContent('Archived'));
  });

  it('moves an archived job back to Draft without asking (a harmless move)', async () => {
    const { job, kept } = backend('archived');
    renderDetails(job.id);
    await screen.findByRole('heading', { level: 1, name: job.title });
    await pick(job.title, 'Draft');
    await waitFor(() => expect(kept().status).toBe<JobStatus>('draft'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no publishing past the closing date: disabled, with the reason', async () => {
    const { job, patches } = backend('draft', '2020-01-31T23:59:59Z');
    renderDetails(job.id);
    const publish = await screen.findByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(
      "Can't publish: the closing date has passed. Edit the closing date first.",
    );
    await userEvent.click(statusSelect(job.title));
    const option = await screen.findByRole('option', {
      name: 'Published (closing date has passed)',
    });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(option);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches()).toHaveLength(0);
  });
});

describe('a job URL whose id is not a job', () => {
  it.each([
    ['not a UUID', 'bad-id'],
    ['the nil UUID', '00000000-0000-0000-0000-000000000000'],
  ])('says “No such job” for %s, without asking the API', async (_name, id) => {
    const { jobReads } = backend('published');
    renderDetails(id);
    expect(await screen.findByRole('heading', { level: 1, name: 'No such job' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute(
      'href',
      '/employer/jobs',
    );
    expect(screen.queryByText(/Reload the page/)).not.toBeInTheDocument();
    expect(jobReads()).toHaveLength(0);
  });

  it('says the same for a well-formed id the server does not know (404)', async () => {
    const { jobReads } = backend('published');
    renderDetails('8f14e45f-ceea-467f-a0e6-3b7c2f4b9d10');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such job' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(jobReads()).toHaveLength(1);
  });
});

describe('the rules behind the job status moves', () => {
  const job = { id: 'j', title: 'Data Engineer', status: 'published' as JobStatus };
  it('confirms publishing, closing, archiving and unpublishing, not a move back to Draft', () => {
    expect(jobStatusConfirm({ ...job, status: 'draft' }, 'published')?.confirmLabel).toBe(
      'Publish job',
    );
    expect(jobStatusConfirm(job, 'closed')).toMatchObject({
      confirmLabel: 'Close job',
      destructive: true,
    });
    expect(jobStatusConfirm(job, 'archived')?.description).toContain('“Data Engineer”');
    expect(jobStatusConfirm(job, 'draft')?.confirmLabel).toBe('Move to draft');
    expect(jobStatusConfirm({ ...job, status: 'archived' }, 'draft')).toBeNull();
    expect(jobStatusConfirm({ ...job, status: 'closed' }, 'draft')).toBeNull();
  });

  it('blocks publishing only once the closing date has passed', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const draft = { ...job, status: 'draft' as JobStatus };
    expect(
      jobStatusBlock({ ...draft, valid_through: '2026-05-31T23:59:59Z' }, 'published', now),
    ).toBe('closing date has passed');
    expect(
      jobStatusBlock({ ...draft, valid_through: '2026-06-30T00:00:00Z' }, 'published', now),
    ).toBeNull();
    expect(jobStatusBlock({ ...draft, valid_through: null }, 'published', now)).toBeNull();
    expect(
      jobStatusBlock({ ...draft, valid_through: '2020-01-01T00:00:00Z' }, 'closed', now),
    ).toBeNull();
  });
});

describe('the job’s closing date', () => {
  it.each<JobStatus>(['draft', 'published'])('a %s job says when it closes', async (status) => {
    const { job } = backend(status, '2027-02-15T23:59:59Z');
    renderDetails(job.id);
    const closes = await screen.findByText('Closes', { exact: false, selector: 'dt' });
    expect(closes.parentElement).toHaveTextContent('Closes Feb 15, 2027');
  });

  it.each<JobStatus>(['closed', 'archived'])(
    'a %s job shows no closing date (it takes no more applications)',
    async (status) => {
      const { job } = backend(status, '2027-02-15T23:59:59Z');
      renderDetails(job.id);
      expect(await screen.findByRole('heading', { level: 1, name: job.title })).toBeVisible();
      expect(screen.queryByText(/Closes/)).not.toBeInTheDocument();
      expect(screen.queryByText('Feb 15, 2027')).not.toBeInTheDocument();
    },
  );
});

describe('the job’s screening questions on its Description tab', () => {
  it('lists each question read-only: its kind, required or not, choices or bounds, and the answers that disqualify', async () => {
    const { job } = backend('published');
    const q = (n: number) => `0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6${n}`;
    const base = { version: 1, options: [], min: null, max: null, knockout_answers: [] };
    job.questions = [
      {
        ...base,
        id: q(1),
        kind: 'yes_no',
        prompt: 'Do you need visa sponsorship?',
        required: true,
        knockout_answers: ['yes'],
      },
      {
        ...base,
        id: q(2),
        kind: 'single_choice',
        prompt: 'Years of experience?',
        required: false,
        options: [
          { id: 'none', label: 'None yet' },
          { id: 'some', label: '1 to 5' },
          { id: 'many', label: 'More than 5' },
        ],
        knockout_answers: ['none'],
      },
      {
        ...base,
        id: q(3),
        kind: 'number',
        prompt: 'Notice period in weeks',
        required: true,
        min: 0,
        max: 12,
      },
    ];
    renderDetails(job.id);
    await screen.findByRole('heading', { level: 1, name: job.title });
    await userEvent.click(screen.getByRole('tab', { name: 'Description' }));
    const list = await screen.findByRole('list', { name: 'Screening questions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '1. Do you need visa sponsorship?Yes / No · RequiredDisqualifying answer: Yes',
      '2. Years of experience?Single choice · OptionalOptions: None yet, 1 to 5, More than 5Disqualifying answer: None yet',
      '3. Notice period in weeksNumber · RequiredFrom 0 to 12',
    ]);
    // Read-only: nothing to edit here (the job form edits them).
    expect(within(list).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(list).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('Publish under a pay-transparency law', { timeout: 15_000 }, () => {
  const COLORADO_RANGE =
    'For jobs in Colorado, the Colorado Equal Pay for Equal Work Act requires a salary range in the ad. Add the salary range before publishing.';

  it('keeps Publish disabled for a Denver draft without pay, in the server’s words', async () => {
    const { api, job } = backend('draft');
    job.location_ids = [api.store.locations.find((l) => l.slug === 'denver')!.id];
    job.salary = null;
    job.benefits = null;
    job.questions = [];
    renderDetails(job.id);
    const publish = await screen.findByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(`Can't publish: ${COLORADO_RANGE}`);
  });
});
