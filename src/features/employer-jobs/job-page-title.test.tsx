import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { session } from '@/lib/session/session-store';
import { mockApi } from '@/test/mock-api';
import { anEmployerJob, anEmployerUser } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { JobPageTitle } from './job-page-title';

const job = anEmployerJob();
const employerId = job.employer.id;
const JOB = `/v2/employers/${employerId}/jobs/${job.id}/`;

beforeEach(() => {
  session.signIn({ access: 'a', refresh: 'r' }, anEmployerUser([{ employerId, role: 'owner' }]));
  session.selectCompany(employerId);
});
afterEach(() => session.signOut());

describe('JobPageTitle: a job tab names its job (docs/product.md §1)', () => {
  it.each([
    ['Edit', 'Edit job', 'Edit: Senior Frontend Engineer (React) | Jobboard'],
    ['Job details', 'Job details', 'Job details: Senior Frontend Engineer (React) | Jobboard'],
  ] as const)('%s: the generic title, then the job’s', async (page, generic, named) => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockApi({
      [`GET ${JOB}`]: async () => {
        await answered;
        return { body: job };
      },
    });
    renderWithProviders(<JobPageTitle jobId={job.id} page={page} />);
    await waitFor(() => expect(document.title).toBe(`${generic} | Jobboard`));
    answer();
    await waitFor(() => expect(document.title).toBe(named));
  });

  it('a new job: "Post a job", nothing asked of the server', async () => {
    const api = mockApi({});
    renderWithProviders(<JobPageTitle page="Edit" />);
    await waitFor(() => expect(document.title).toBe('Post a job | Jobboard'));
    expect(api.calls).toEqual([]);
  });
});
