import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { EmployerJobDetail } from '@generated/types.gen';
import { session } from '@/lib/session/session-store';
import { mockApi } from '@/test/mock-api';
import { anEmployerUser } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { JobPageTitle } from './job-page-title';

const employerId = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const jobId = '478e8225-9d61-48b1-9819-86f0bb204187';
const JOB = `/v2/employers/${employerId}/jobs/${jobId}/`;
const job = {
  id: jobId,
  slug: 'data-engineer',
  title: 'Data Engineer',
  employer: { id: employerId, slug: 'northwind-analytics', name: 'Northwind', logo_url: null },
  locations: [
    {
      id: 'c7055597-df85-470b-ab4d-34e33c01f2c7',
      slug: 'berlin',
      name: 'Berlin, Germany',
      city: 'Berlin',
      region: null,
      country_code: 'DE',
    },
  ],
  employment_type: 'full_time',
  workplace_type: 'hybrid',
  seniority: 'mid',
  salary: null,
  published_at: null,
  valid_through: null,
  skills: ['Python'],
  status: 'draft',
  applications_count: 0,
  views_count: 0,
  applications_by_status: {
    submitted: 0,
    in_review: 0,
    interviewing: 0,
    offered: 0,
    hired: 0,
    rejected: 0,
  },
  created_at: '2025-11-01T09:00:00Z',
  updated_at: '2025-11-01T09:00:00Z',
  description: '<p>Build pipelines.</p>',
  applications: [],
  questions: [],
} satisfies EmployerJobDetail;

beforeEach(() => {
  session.signIn({ access: 'a', refresh: 'r' }, anEmployerUser([{ employerId, role: 'owner' }]));
  session.selectCompany(employerId);
});
afterEach(() => session.signOut());

describe('JobPageTitle: a job tab names its job (docs/product.md §1)', () => {
  it.each([
    ['Edit', 'Edit job', 'Edit: Data Engineer | Jobboard'],
    ['Job details', 'Job details', 'Job details: Data Engineer | Jobboard'],
  ] as const)('%s: the generic title, then the job’s', async (page, generic, named) => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockApi({
      [`GET ${JOB}`]: async () => {
        await answered;
        return { body: job };
      },
    });
    renderWithProviders(<JobPageTitle jobId={jobId} page={page} />);
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
