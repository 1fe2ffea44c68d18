// The employer's jobs, the team and company pages, handlers called directly.
import { beforeEach, describe, expect, it } from 'vitest';
import type * as T from '../../../generated/types.gen';
import type { UserRecord } from '../store';
import {
  call,
  DAY_MS,
  employerBySlug,
  jobBySlug,
  locationBySlug,
  makeCtx,
  people,
  problemOf,
  type TestCtx,
} from '../test-support';
import { getCurrentUser } from './account';
import { login } from './auth';
import {
  createEmployer,
  getPublicEmployer,
  listPublicEmployerJobs,
  updateEmployer,
} from './employer-company';
import {
  createEmployerJob,
  deleteEmployerJob,
  getEmployerJob,
  getEmployerJobStatusCount,
  listEmployerJobs,
  updateEmployerJob,
  updateEmployerJobStatus,
} from './employer-jobs';
import {
  deleteEmployerUser,
  inviteEmployerUser,
  listEmployerUsers,
  updateEmployerUserRole,
} from './team';
import { getPublicJob, listPublicJobs } from './jobs';

let ctx: TestCtx;
let who: ReturnType<typeof people>;
let northwindId: string;

beforeEach(() => {
  ctx = makeCtx();
  who = people(ctx.store);
  northwindId = employerBySlug(ctx.store, 'northwind-analytics').id;
});

const UNKNOWN_ID = '5c8e0b7a-1111-4222-8333-944455556666';
const STATUSES: T.JobStatus[] = ['draft', 'published', 'closed', 'archived'];

const jobInput = (overrides: Partial<T.JobInput> = {}): T.JobInput => ({
  title: 'Staff Data Scientist',
  description: '<p>Forecasts for 900 retailers.</p>',
  employment_type: 'full_time',
  workplace_type: 'remote',
  seniority: 'senior',
  location_ids: [locationBySlug(ctx.store, 'berlin').id],
  salary: { min: 90000, max: 110000, currency: 'EUR', period: 'year' },
  valid_through: null,
  skills: ['Python', 'Forecasting'],
  ...overrides,
});

const create = (user: UserRecord, input = jobInput(), employerId = northwindId) =>
  call(createEmployerJob, ctx, { path: { employerId }, body: input, user }).body;
const setStatus = (user: UserRecord, jobId: string, status: T.JobStatus) =>
  call(updateEmployerJobStatus, ctx, {
    path: { employerId: northwindId, jobId },
    body: { status },
    user,
  }).body;
const jobsOf = (
  user: UserRecord,
  query: NonNullable<T.ListEmployerJobsData['query']> = {},
  employerId = northwindId,
) =>
  call(listEmployerJobs, ctx, { path: { employerId }, query: { page_size: 100, ...query }, user })
    .body;
const statusCount = (user: UserRecord) =>
  call(getEmployerJobStatusCount, ctx, { path: { employerId: northwindId }, user }).body;
const publicSlugs = () =>
  call(listPublicJobs, ctx, { query: { page_size: 100 } }).body.results.map((j) => j.slug);

/** The status count agrees with the list filtered by each status, and with the whole list. */
function expectCountMatchesLists(user: UserRecord) {
  const count = statusCount(user);
  for (const status of STATUSES) expect(count[status], status).toBe(jobsOf(user, { status }).count);
  expect(count.total).toBe(jobsOf(user).count);
  expect(count.total).toBe(STATUSES.reduce((sum, s) => sum + count[s], 0));
}

describe('employer jobs', () => {
  it('lists every status of the company, newest first, and the status count agrees', () => {
    const list = jobsOf(who.priya);
    expect(list.count).toBe(6);
    expect(list.results[0]?.slug).toBe('senior-product-designer-northwind');
    const created = list.results.map((j) => j.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(statusCount(who.priya)).toEqual({
      draft: 1,
      published: 3,
      closed: 1,
      archived: 1,
      total: 6,
    });
    expectCountMatchesLists(who.priya);
    expect(
      jobsOf(who.priya, { search: 'ENGINEER' })
        .results.map((j) => j.slug)
        .sort(),
    ).toEqual([
      'data-engineer-northwind',
      'engineering-manager-platform-northwind',
      'qa-automation-engineer-northwind',
      'senior-frontend-engineer-northwind',
    ]);
    const frontend = list.results.find((j) => j.slug === 'senior-frontend-engineer-northwind');
    expect(frontend?.applications_count).toBe(3);
  });

  // Seeded stamps have no fraction ('2025-11-20T16:03:00Z'), the fake's own have microseconds
  // ('2025-11-20T16:03:00.500001Z'): as strings, 'Z' sorts after '.', so lists compare moments.
  it('newest first even within the second a seeded job was created', () => {
    ctx.setNow('2025-11-20T16:03:00.500Z'); // half a second after the seeded draft was created
    const job = create(who.jonas);
    expect(jobsOf(who.jonas).results[0]?.id).toBe(job.id);
  });

  it('create: a draft with a slug from the title, unique on a second job of the same title', () => {
    const first = create(who.jonas);
    expect(first).toMatchObject({
      status: 'draft',
      published_at: null,
      title: 'Staff Data Scientist',
      applications_count: 0,
      applications: [],
    });
    expect(first.slug).toBe('staff-data-scientist-northwind');
    const second = create(who.tomas);
    expect(second.slug).not.toBe(first.slug);
    expect(second.slug).toBe('staff-data-scientist-northwind-2');
    expect(second.id).not.toBe(first.id);

    const list = jobsOf(who.jonas);
    expect(list.count).toBe(8);
    expect(
      list.results
        .slice(0, 2)
        .map((j) => j.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    expect(statusCount(who.jonas)).toEqual({
      draft: 3,
      published: 3,
      closed: 1,
      archived: 1,
      total: 8,
    });
    expectCountMatchesLists(who.jonas);
    // A draft is not public.
    expect(publicSlugs()).not.toContain(first.slug);
    expect(problemOf(() => call(getPublicJob, ctx, { path: { jobSlug: first.slug } })).status).toBe(
      404,
    );
  });

  it('create checks the input: title length, known locations, salary range', () => {
    const problem = problemOf(() =>
      create(
        who.jonas,
        jobInput({
          title: ' x ',
          location_ids: [UNKNOWN_ID],
          salary: { min: 10, max: 5, currency: 'EUR', period: 'year' },
        }),
      ),
    );
    expect(problem).toMatchObject({ status: 400, code: 'validation_error' });
    expect(Object.keys(problem.errors ?? {}).sort()).toEqual(['location_ids', 'salary', 'title']);
    expect(jobsOf(who.jonas).count).toBe(6);
  });

  it('publish: sets published_at once, and the job then appears in the public list', () => {
    const job = create(who.tomas);
    ctx.advance(60_000);
    const published = setStatus(who.tomas, job.id, 'published');
    expect(published.status).toBe('published');
    expect(published.published_at).not.toBeNull();
    expect(Date.parse(published.published_at ?? '')).toBe(ctx.now().getTime());
    expect(publicSlugs()[0]).toBe(job.slug); // the newest public job
    expect(call(getPublicJob, ctx, { path: { jobSlug: job.slug } }).body.title).toBe(
      'Staff Data Scientist',
    );
    expectCountMatchesLists(who.tomas);

    // Close, later publish again: published_at keeps its first value.
    ctx.advance(DAY_MS);
    expect(setStatus(who.tomas, job.id, 'closed').status).toBe('closed');
    expect(publicSlugs()).not.toContain(job.slug);
    ctx.advance(DAY_MS);
    const again = setStatus(who.tomas, job.id, 'published');
    expect(again.published_at).toBe(published.published_at);
    expect(jobBySlug(ctx.store, job.slug).published_at).toBe(published.published_at);
    expect(publicSlugs()).toContain(job.slug);
  });

  it('the status count follows every transition', () => {
    const frontend = jobBySlug(ctx.store, 'senior-frontend-engineer-northwind');
    setStatus(who.jonas, frontend.id, 'archived');
    const designer = jobBySlug(ctx.store, 'senior-product-designer-northwind');
    setStatus(who.jonas, designer.id, 'closed');
    expect(statusCount(who.jonas)).toEqual({
      draft: 0,
      published: 2,
      closed: 2,
      archived: 2,
      total: 6,
    });
    expectCountMatchesLists(who.jonas);
  });

  it('publishing a job whose valid_through has passed is 400 and changes nothing', () => {
    const closed = jobBySlug(ctx.store, 'qa-automation-engineer-northwind'); // valid_through 2025-10-31
    const problem = problemOf(() => setStatus(who.jonas, closed.id, 'published'));
    expect(problem).toMatchObject({ status: 400, code: 'validation_error' });
    expect(problem.errors).toHaveProperty('status');
    expect(closed.status).toBe('closed');

    const job = create(who.jonas, jobInput({ valid_through: '2025-11-22T12:00:00Z' }));
    ctx.setNow('2025-11-22T12:00:00Z'); // the closing moment itself is past
    expect(problemOf(() => setStatus(who.jonas, job.id, 'published')).status).toBe(400);
    expect(jobBySlug(ctx.store, job.slug)).toMatchObject({ status: 'draft', published_at: null });
  });

  it('a closing date in the past is refused on create and update, under valid_through', () => {
    const problem = problemOf(() =>
      create(who.jonas, jobInput({ valid_through: '2025-11-01T00:00:00Z' })),
    );
    expect(problem).toMatchObject({
      status: 400,
      errors: { valid_through: ['The closing date must be in the future.'] },
    });
    const frontend = jobBySlug(ctx.store, 'senior-frontend-engineer-northwind');
    expect(
      problemOf(() =>
        call(updateEmployerJob, ctx, {
          path: { employerId: northwindId, jobId: frontend.id },
          body: jobInput({ valid_through: '2025-11-21T11:59:59Z' }),
          user: who.jonas,
        }),
      ).errors,
    ).toHaveProperty('valid_through');
  });

  it('update: changes the content, keeps slug and status', () => {
    const frontend = jobBySlug(ctx.store, 'senior-frontend-engineer-northwind');
    const updated = call(updateEmployerJob, ctx, {
      path: { employerId: northwindId, jobId: frontend.id },
      body: jobInput({ title: 'Principal Frontend Engineer', workplace_type: 'remote' }),
      user: who.tomas,
    }).body;
    expect(updated).toMatchObject({
      slug: 'senior-frontend-engineer-northwind',
      status: 'published',
      title: 'Principal Frontend Engineer',
    });
    expect(updated.published_at).toBe('2025-11-18T09:00:00Z');
    // The public page under the old slug shows the new content.
    const page = call(getPublicJob, ctx, {
      path: { jobSlug: 'senior-frontend-engineer-northwind' },
    }).body;
    expect(page).toMatchObject({
      title: 'Principal Frontend Engineer',
      workplace_type: 'remote',
      description: '<p>Forecasts for 900 retailers.</p>',
    });

    // A draft stays a draft.
    const draft = jobBySlug(ctx.store, 'senior-product-designer-northwind');
    const edited = call(updateEmployerJob, ctx, {
      path: { employerId: northwindId, jobId: draft.id },
      body: jobInput({ title: 'Lead Product Designer' }),
      user: who.jonas,
    }).body;
    expect(edited).toMatchObject({
      slug: 'senior-product-designer-northwind',
      status: 'draft',
      title: 'Lead Product Designer',
    });
  });

  it('delete: 409 job_has_applications for a job with applications; a draft without applications goes', () => {
    const frontend = jobBySlug(ctx.store, 'senior-frontend-engineer-northwind');
    const problem = problemOf(() =>
      call(deleteEmployerJob, ctx, {
        path: { employerId: northwindId, jobId: frontend.id },
        user: who.jonas,
      }),
    );
    expect(problem).toMatchObject({ status: 409, code: 'job_has_applications' });
    expect(problem.detail).toContain('3 applications');
    expect(ctx.store.jobs).toContain(frontend);

    const draft = jobBySlug(ctx.store, 'senior-product-designer-northwind');
    const done = call(deleteEmployerJob, ctx, {
      path: { employerId: northwindId, jobId: draft.id },
      user: who.tomas,
    });
    expect(done.status).toBe(204);
    expect(ctx.store.jobs.some((j) => j.id === draft.id)).toBe(false);
    expect(jobsOf(who.jonas).results.map((j) => j.id)).not.toContain(draft.id);
    expect(statusCount(who.jonas)).toMatchObject({ draft: 0, total: 5 });
    expect(
      problemOf(() =>
        call(getEmployerJob, ctx, {
          path: { employerId: northwindId, jobId: draft.id },
          user: who.jonas,
        }),
      ).status,
    ).toBe(404);
  });

  it('getEmployerJob: the detail with its applications, newest first', () => {
    const frontend = jobBySlug(ctx.store, 'senior-frontend-engineer-northwind');
    const detail = call(getEmployerJob, ctx, {
      path: { employerId: northwindId, jobId: frontend.id },
      user: who.priya,
    }).body;
    expect(detail.applications.map((a) => a.email)).toEqual([
      'amira.haddad@example.com',
      'lukas.brandt@example.com',
      'chen.wei@example.net',
    ]);
    // Another company's job is not found through Northwind.
    const solar = jobBySlug(ctx.store, 'solar-project-manager-helios');
    expect(
      problemOf(() =>
        call(getEmployerJob, ctx, {
          path: { employerId: northwindId, jobId: solar.id },
          user: who.jonas,
        }),
      ).status,
    ).toBe(404);
  });

  describe('permissions', () => {
    it('a member (Priya) can read but not create, edit, publish or delete', () => {
      expect(jobsOf(who.priya).count).toBe(6);
      expect(statusCount(who.priya).total).toBe(6);
      const draft = jobBySlug(ctx.store, 'senior-product-designer-northwind');
      const path = { employerId: northwindId, jobId: draft.id };
      const denied = [
        problemOf(() => create(who.priya)),
        problemOf(() => call(updateEmployerJob, ctx, { path, body: jobInput(), user: who.priya })),
        problemOf(() =>
          call(updateEmployerJobStatus, ctx, {
            path,
            body: { status: 'published' },
            user: who.priya,
          }),
        ),
        problemOf(() => call(deleteEmployerJob, ctx, { path, user: who.priya })),
      ];
      for (const problem of denied)
        expect(problem).toMatchObject({ status: 403, code: 'permission_denied' });
      expect(jobsOf(who.jonas).count).toBe(6);
      expect(draft).toMatchObject({ status: 'draft', title: 'Senior Product Designer' });
    });

    it('a user of another company, or of none, gets 403', () => {
      for (const user of [who.sofia, who.daniel, who.maya]) {
        expect(problemOf(() => jobsOf(user))).toMatchObject({
          status: 403,
          code: 'permission_denied',
        });
        expect(problemOf(() => create(user))).toMatchObject({
          status: 403,
          code: 'permission_denied',
        });
      }
      // Sofia is admin of Helios: she can manage Helios jobs, not Northwind's.
      const helios = employerBySlug(ctx.store, 'helios-renewables').id;
      expect(create(who.sofia, jobInput(), helios).slug).toBe('staff-data-scientist-helios');
    });

    it('an invited account that has not accepted gets 403', () => {
      call(inviteEmployerUser, ctx, {
        path: { employerId: northwindId },
        body: { email: who.daniel.email, role: 'admin' },
        user: who.jonas,
      });
      expect(problemOf(() => jobsOf(who.daniel)).status).toBe(403);
    });

    it('an unknown employer id is 404; no user is 401', () => {
      expect(problemOf(() => jobsOf(who.jonas, {}, UNKNOWN_ID))).toMatchObject({
        status: 404,
        code: 'not_found',
      });
      expect(problemOf(() => create(who.jonas, jobInput(), UNKNOWN_ID))).toMatchObject({
        status: 404,
      });
      expect(
        problemOf(() => call(listEmployerJobs, ctx, { path: { employerId: northwindId } })),
      ).toMatchObject({ status: 401, code: 'not_authenticated' });
    });
  });
});

describe('team', () => {
  const team = (user: UserRecord = who.jonas) =>
    call(listEmployerUsers, ctx, {
      path: { employerId: northwindId },
      query: { page_size: 100 },
      user,
    }).body;
  const invite = (user: UserRecord, email: string, role: T.CompanyRole = 'member') =>
    call(inviteEmployerUser, ctx, {
      path: { employerId: northwindId },
      body: { email, role },
      user,
    }).body;
  const setRole = (user: UserRecord, target: UserRecord, role: T.CompanyRole) =>
    call(updateEmployerUserRole, ctx, {
      path: { employerId: northwindId, userId: target.id },
      body: { role },
      user,
    }).body;
  const remove = (user: UserRecord, target: UserRecord | { id: string }) =>
    call(deleteEmployerUser, ctx, { path: { employerId: northwindId, userId: target.id }, user });
  const leaRow = () => {
    const row = team().results.find((r) => r.email === 'lea.fischer@example.com');
    if (!row) throw new Error("Lea's invitation is not listed");
    return { id: row.user_id };
  };
  const rolesOf = (user: UserRecord) =>
    call(getCurrentUser, ctx, { user }).body.employers.map((e) => [e.employer_slug, e.role]);

  it('lists owners first, then admins, members, and invitations last; any role may read', () => {
    const rows = team(who.priya).results;
    expect(rows.map((r) => [r.email, r.role, r.status])).toEqual([
      [who.jonas.email, 'owner', 'active'],
      [who.tomas.email, 'admin', 'active'],
      [who.priya.email, 'member', 'active'],
      ['lea.fischer@example.com', 'member', 'invited'],
    ]);
    expect(rows[3]?.name).toBeNull();
    expect(problemOf(() => team(who.sofia)).status).toBe(403);
  });

  it('invite: an invited row at the end of the list, and a mail with an invitation link; no account', () => {
    const row = invite(who.jonas, '  New.Hire@Example.com ', 'admin');
    expect(row).toMatchObject({
      email: 'new.hire@example.com',
      role: 'admin',
      status: 'invited',
      name: null,
      joined_at: null,
    });
    expect(row.invited_at).toMatch(/^2025-11-21T12:00:00\.\d{6}Z$/);
    expect(Date.parse(row.expires_at ?? '') - Date.parse(row.invited_at ?? '')).toBeCloseTo(
      7 * DAY_MS,
      -3,
    );
    const rows = team().results;
    expect(rows).toHaveLength(5);
    // Invitations after active members; an invited admin before an invited member.
    expect(rows.slice(3).map((r) => r.email)).toEqual([
      'new.hire@example.com',
      'lea.fischer@example.com',
    ]);
    expect(ctx.outbox).toHaveLength(1);
    expect(ctx.outbox[0]?.to).toBe('new.hire@example.com');
    expect(ctx.outbox[0]?.subject).toContain('Northwind');
    // The link: the invitation page on the configured app, its token in the path (no key, no email).
    const link = new URL(ctx.outbox[0]!.link);
    expect(link.origin).toBe('http://localhost:5173');
    expect(link.pathname).toMatch(/^\/employer\/invitation\/[a-z0-9]{32,}$/);
    expect(link.search).toBe('');
    // No account is created for the invitee.
    expect(ctx.store.users.some((u) => u.email === 'new.hire@example.com')).toBe(false);
  });

  it('signing in never joins a company: an invitee with an account stays out until accepting', () => {
    invite(who.jonas, who.daniel.email, 'member');
    expect(new URL(ctx.outbox[0]!.link).pathname).toMatch(/^\/employer\/invitation\//);
    who.daniel.password = 'a-long-passphrase';
    const signedIn = call(login, ctx, {
      body: { email: who.daniel.email, password: 'a-long-passphrase' },
    }).body;
    expect(signedIn.user.employers).toEqual([]);
    expect(signedIn.user.access_type).toBe(who.daniel.access_type);
    expect(team().results.find((r) => r.email === who.daniel.email)?.status).toBe('invited');
  });

  it('inviting someone already in the team is 409 already_member; already invited, 409 already_invited', () => {
    expect(problemOf(() => invite(who.jonas, who.priya.email))).toMatchObject({
      status: 409,
      code: 'already_member',
    });
    expect(problemOf(() => invite(who.jonas, 'LEA.FISCHER@example.com'))).toMatchObject({
      status: 409,
      code: 'already_invited',
    });
    expect(team().count).toBe(4);
    expect(ctx.outbox).toHaveLength(0);
  });

  it('an existing account of another company can be invited; the row is the invitation, not the account', () => {
    const row = invite(who.jonas, who.sofia.email);
    expect(row).toMatchObject({ email: who.sofia.email, status: 'invited' });
    expect(row.user_id).not.toBe(who.sofia.id);
    expect(ctx.store.users.filter((u) => u.email === who.sofia.email)).toHaveLength(1);
    expect(rolesOf(who.sofia)).toEqual([
      ['lumen-and-oak', 'owner'],
      ['helios-renewables', 'admin'],
    ]);
  });

  it('only owners invite and change roles (admin Tomás gets 403)', () => {
    expect(problemOf(() => invite(who.tomas, 'someone@example.com'))).toMatchObject({
      status: 403,
      code: 'permission_denied',
    });
    expect(problemOf(() => setRole(who.tomas, who.priya, 'admin'))).toMatchObject({
      status: 403,
      code: 'permission_denied',
    });
    expect(problemOf(() => remove(who.tomas, who.priya))).toMatchObject({
      status: 403,
      code: 'permission_denied',
    });
    expect(problemOf(() => remove(who.priya, who.tomas))).toMatchObject({
      status: 403,
      code: 'permission_denied',
    });
    expect(team().results.map((r) => r.role)).toEqual(['owner', 'admin', 'member', 'member']);
    expect(ctx.outbox).toHaveLength(0);
  });

  it('a role change persists in the list and in getCurrentUser employers', () => {
    expect(rolesOf(who.priya)).toEqual([['northwind-analytics', 'member']]);
    const row = setRole(who.jonas, who.priya, 'admin');
    expect(row).toMatchObject({ user_id: who.priya.id, role: 'admin', status: 'active' });
    expect(team().results.find((r) => r.user_id === who.priya.id)?.role).toBe('admin');
    expect(rolesOf(who.priya)).toEqual([['northwind-analytics', 'admin']]);
    // And it takes effect: Priya may now create jobs.
    expect(create(who.priya).status).toBe('draft');
  });

  it('demoting or removing the last owner is 409 last_owner', () => {
    expect(problemOf(() => setRole(who.jonas, who.jonas, 'admin'))).toMatchObject({
      status: 409,
      code: 'last_owner',
    });
    expect(problemOf(() => remove(who.jonas, who.jonas))).toMatchObject({
      status: 409,
      code: 'last_owner',
    });
    expect(rolesOf(who.jonas)).toEqual([['northwind-analytics', 'owner']]);
    // An invited owner does not count.
    invite(who.jonas, 'co.founder@example.com', 'owner');
    expect(problemOf(() => setRole(who.jonas, who.jonas, 'member')).code).toBe('last_owner');
    // With a second active owner, the first may step down.
    setRole(who.jonas, who.tomas, 'owner');
    expect(setRole(who.jonas, who.jonas, 'member').role).toBe('member');
    expect(problemOf(() => setRole(who.tomas, who.tomas, 'admin')).code).toBe('last_owner');
    expect(team().results.map((r) => [r.email, r.role])).toEqual([
      [who.tomas.email, 'owner'],
      [who.jonas.email, 'member'],
      [who.priya.email, 'member'],
      ['co.founder@example.com', 'owner'],
      ['lea.fischer@example.com', 'member'],
    ]);
  });

  it('a member can remove themselves; an owner can remove others and revoke invitations', () => {
    expect(remove(who.priya, who.priya).status).toBe(204);
    expect(team().results.map((r) => r.user_id)).not.toContain(who.priya.id);
    expect(rolesOf(who.priya)).toEqual([]);
    expect(problemOf(() => jobsOf(who.priya)).status).toBe(403);

    expect(remove(who.jonas, leaRow()).status).toBe(204);
    expect(remove(who.jonas, who.tomas).status).toBe(204);
    expect(team().results.map((r) => r.email)).toEqual([who.jonas.email]);
    expect(problemOf(() => remove(who.jonas, who.tomas))).toMatchObject({ status: 404 });
  });
});

describe('companies', () => {
  it('the public page counts open jobs and lists them', () => {
    const page = call(getPublicEmployer, ctx, {
      path: { employerSlug: 'northwind-analytics' },
    }).body;
    expect(page.open_jobs_count).toBe(3);
    const jobs = call(listPublicEmployerJobs, ctx, {
      path: { employerSlug: 'northwind-analytics' },
    }).body;
    expect(jobs.results.map((j) => j.slug)).toEqual([
      'senior-frontend-engineer-northwind',
      'data-engineer-northwind',
      'engineering-manager-platform-northwind',
    ]);
    expect(
      problemOf(() => call(getPublicEmployer, ctx, { path: { employerSlug: 'nope' } })).status,
    ).toBe(404);
  });

  it('an employer without a company creates one and becomes its owner; the same name again is 409', () => {
    const created = call(createEmployer, ctx, {
      body: { name: ' Osei & Partners ', industry: 'Consulting' },
      user: who.daniel,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: 'osei-partners',
      name: 'Osei & Partners',
      industry: 'Consulting',
      open_jobs_count: 0,
    });
    expect(call(getCurrentUser, ctx, { user: who.daniel }).body.employers).toEqual([
      expect.objectContaining({
        employer_id: created.body.id,
        employer_slug: 'osei-partners',
        role: 'owner',
      }),
    ]);
    expect(
      problemOf(() =>
        call(createEmployer, ctx, { body: { name: 'Osei & Partners' }, user: who.daniel }),
      ),
    ).toMatchObject({ status: 409, code: 'slug_taken' });
    expect(
      problemOf(() => call(createEmployer, ctx, { body: { name: 'Maya Inc' }, user: who.maya }))
        .status,
    ).toBe(403);
  });

  it('only an owner edits the company page', () => {
    const body: T.EmployerInput = {
      name: 'Northwind Analytics GmbH',
      website: 'https://northwind.example',
    };
    expect(
      problemOf(() =>
        call(updateEmployer, ctx, { path: { employerId: northwindId }, body, user: who.tomas }),
      ).status,
    ).toBe(403);
    const updated = call(updateEmployer, ctx, {
      path: { employerId: northwindId },
      body,
      user: who.jonas,
    }).body;
    expect(updated).toMatchObject({
      name: 'Northwind Analytics GmbH',
      slug: 'northwind-analytics',
      website: 'https://northwind.example',
    });
    expect(
      call(getPublicEmployer, ctx, { path: { employerSlug: 'northwind-analytics' } }).body.name,
    ).toBe('Northwind Analytics GmbH');
  });
});
