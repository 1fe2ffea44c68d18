import type {
  CompanyRole,
  EmployerJobDetail,
  Job,
  Location,
  PaginatedLocationList,
  Profile,
  User,
} from '@generated/types.gen';
import { example } from '../../mock/fake/contract';
import type { MockApi } from './mock-api';

/**
 * Test data built from the contract's named examples (the same universe the fake is seeded
 * from: ids, slugs and names agree with what the fake answers). Each factory takes overrides.
 */

/** A job as GET /v2/public/jobs/{slug}/ answers it: the `default` example (Northwind, Berlin). */
export function aJob(overrides: Partial<Job> = {}, name = 'default'): Job {
  return { ...example<Job>('/v2/public/jobs/{jobSlug}/', 'get', '200', name), ...overrides };
}

/** The `default` job with nothing optional: no salary, skills, closing date or logo. */
export function aBareJob(overrides: Partial<Job> = {}): Job {
  const job = aJob();
  return aJob({
    salary: null,
    skills: [],
    valid_through: null,
    description: '<p>Hi</p>',
    employer: { ...job.employer, logo_url: null },
    ...overrides,
  });
}

/**
 * A job as its employer reads it (GET /v2/employers/{employerId}/jobs/{jobId}/, the `default`
 * example: Northwind's Senior Frontend Engineer, in Berlin), as a fresh draft: unpublished, no
 * closing date, salary, views, applications or questions. Tests add what they need.
 */
export function anEmployerJob(overrides: Partial<EmployerJobDetail> = {}): EmployerJobDetail {
  const job = example<EmployerJobDetail>(
    '/v2/employers/{employerId}/jobs/{jobId}/',
    'get',
    '200',
    'default',
  );
  const none = Object.fromEntries(Object.keys(job.applications_by_status).map((s) => [s, 0]));
  return {
    ...job,
    status: 'draft',
    published_at: null,
    valid_through: null,
    salary: null,
    views_count: 0,
    applications_count: 0,
    applications_by_status: none as EmployerJobDetail['applications_by_status'],
    applications: [],
    questions: [],
    ...overrides,
  };
}

/** A location of the location search's examples, by slug (Berlin unless said). */
export function aLocation(slug = 'berlin', overrides: Partial<Location> = {}): Location {
  const found = example<PaginatedLocationList>('/public/locations/', 'get', '200').results.find(
    (l) => l.slug === slug,
  );
  if (!found) throw new Error(`The contract's locations have no ${slug}`);
  return { ...found, ...overrides };
}

/** A user as GET /v2/user/ answers it, by the example's name (Maya, the candidate, unless said). */
export function aUser(name = 'candidate', overrides: Partial<User> = {}): User {
  return { ...example<User>('/v2/user/', 'get', '200', name), ...overrides };
}

/**
 * Jonas, the Northwind owner of the `employerOneCompany` example, with one membership per company
 * given (Northwind's name and slug unless said).
 */
export function anEmployerUser(
  memberships: { employerId: string; role: CompanyRole; name?: string; slug?: string }[],
): User {
  const jonas = aUser('employerOneCompany');
  const northwind = jonas.employers[0];
  return {
    ...jonas,
    employers: memberships.map(({ employerId, role, name, slug }) => ({
      employer_id: employerId,
      employer_slug: slug ?? northwind?.employer_slug ?? '',
      employer_name: name ?? northwind?.employer_name ?? '',
      employer_logo_url: null,
      role,
    })),
  };
}

/** Maya's profile as GET /v2/profile/ answers it (the `default` example). */
function aProfile(overrides: Partial<Profile> = {}): Profile {
  return { ...example<Profile>('/v2/profile/', 'get', '200', 'default'), ...overrides };
}

/** Maya with a bare profile (the `newCandidate` example's empty fields): tests add what they need. */
export function aBareProfile(overrides: Partial<Profile> = {}): Profile {
  const { id, name, email } = aProfile();
  return {
    ...example<Profile>('/v2/profile/', 'get', '200', 'newCandidate'),
    id,
    name,
    email,
    ...overrides,
  };
}

/**
 * `n` more submitted applications on a job of the fake's store, modelled on its first one, each a
 * day older than the one before (the oldest last): a stage that pages.
 */
export function addSubmittedApplications(api: MockApi, jobId: string, n: number) {
  const model = api.store.applications.find((a) => a.job_id === jobId)!;
  const start = Date.parse('2025-10-01T12:00:00Z');
  for (let i = 0; i < n; i++) {
    api.store.applications.push({
      ...model,
      id: `0000a000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      applicant_name: `Applicant ${i + 1}`,
      email: `applicant${i + 1}@example.com`,
      status: 'submitted',
      applied_at: new Date(start - i * 86_400_000).toISOString().replace('.000Z', 'Z'),
      history: [],
      withdrawn_at: null,
      candidate_id: null,
    });
  }
}

/**
 * Northwind's seeded "Senior Frontend Engineer" as a job's applications view takes it (the fake's
 * seed: Amira submitted, Lukas in review, Chen interviewing).
 */
export const seededJob = {
  employerId: 'bb2526e3-559a-4926-9b98-32e0df1d2b3e',
  jobId: '478e8225-9d61-48b1-9819-86f0bb204187',
  jobTitle: 'Senior Frontend Engineer',
} as const;
