// Companies (public page, onboarding, editing), the team, and the employer's jobs.
// Roles, as the contract's CompanyRole says: member reads; admin also manages jobs; owner also
// manages the team and the company page.
import { createHash } from 'node:crypto';
import type * as T from '../../../generated/types.gen';
import type { Ctx, Handler, Req } from '../http';
import { invalid, notFound, paginate, problem, requireUser } from '../http';
import type { EmployerRecord, JobRecord, MembershipRecord, UserRecord } from '../store';
import {
  addPendingUser,
  employerById,
  isPublic,
  newestFirst,
  slugify,
  timestamp,
  toEmployer,
  toEmployerJob,
  toEmployerJobDetail,
  toJobApplication,
  toJobListItem,
  toTeamMember,
  uniqueSlug,
  uuid,
} from '../views';
import { mailMagicLink } from './auth';
import { takeUpload } from './uploads';

const RANK: Record<T.CompanyRole, number> = { member: 0, admin: 1, owner: 2 };

/** The caller's active membership in a company with at least `role`; 404 for an unknown company, 403 otherwise. */
export function requireRole(
  ctx: Ctx,
  req: Req<unknown>,
  employerId: string,
  role: T.CompanyRole,
): { user: UserRecord; employer: EmployerRecord; membership: MembershipRecord } {
  const user = requireUser(req);
  const employer = employerById(ctx.store, employerId);
  const membership = ctx.store.memberships.find(
    (m) => m.employer_id === employerId && m.user_id === user.id && m.status === 'active',
  );
  if (!membership || RANK[membership.role] < RANK[role]) {
    throw problem(403, 'permission_denied', 'You do not have permission to perform this action.');
  }
  return { user, employer, membership };
}

function publicEmployerBySlug(ctx: Ctx, slug: string): EmployerRecord {
  const employer = ctx.store.employers.find((e) => e.slug === slug);
  if (!employer) throw problem(404, 'not_found', 'No company matches the given query.');
  return employer;
}

export const getPublicEmployer: Handler<T.GetPublicEmployerData, T.GetPublicEmployerResponses> = (
  req,
  ctx,
) => ({
  status: 200,
  body: toEmployer(ctx, publicEmployerBySlug(ctx, req.path.employerSlug)),
});

export const listPublicEmployerJobs: Handler<
  T.ListPublicEmployerJobsData,
  T.ListPublicEmployerJobsResponses
> = (req, ctx) => {
  const employer = publicEmployerBySlug(ctx, req.path.employerSlug);
  const jobs = ctx.store.jobs
    .filter((j) => j.employer_id === employer.id && isPublic(ctx, j))
    .sort(newestFirst('published_at'));
  const page = paginate(jobs, req.query, req.url);
  return {
    status: 200,
    body: { ...page, results: page.results.map((j) => toJobListItem(ctx, j)) },
  };
};

/** Applies an EmployerInput to a record (PUT semantics; an omitted logo_key keeps the logo). */
function applyEmployerInput(
  ctx: Ctx,
  record: EmployerRecord,
  input: T.EmployerInput,
  user: UserRecord,
): void {
  if (input.headquarters_id && !ctx.store.locations.some((l) => l.id === input.headquarters_id)) {
    throw invalid({ headquarters_id: ['Unknown location id.'] });
  }
  if (input.logo_key)
    record.logo_key = takeUpload(ctx, input.logo_key, 'company_logo', user, 'logo_key');
  else if (input.logo_key === null) record.logo_key = null;
  record.name = input.name.trim();
  record.website = input.website ?? null;
  record.description = input.description ?? null;
  record.industry = input.industry ?? null;
  record.size = input.size ?? null;
  record.headquarters_id = input.headquarters_id ?? null;
  record.phone = input.phone ?? null;
  record.social_links = input.social_links ?? {};
}

export const createEmployer: Handler<T.CreateEmployerData, T.CreateEmployerResponses> = (
  req,
  ctx,
) => {
  const user = requireUser(req);
  if (user.access_type !== 'employer')
    throw problem(403, 'permission_denied', 'Only employer accounts can create a company.');
  const name = req.body.name.trim();
  if (!name) throw invalid({ name: ['This field may not be blank.'] });
  // A name with nothing ASCII in it (Cyrillic, CJK, …) gets a slug of its own, derived from the
  // name, not the shared 'item' (issue 30: the second such company got a false 409).
  const slug = slugify(
    name,
    `company-${createHash('sha256').update(name.normalize('NFKC').toLowerCase()).digest('hex').slice(0, 10)}`,
  );
  if (ctx.store.employers.some((e) => e.slug === slug)) {
    throw problem(409, 'slug_taken', `A company called "${name}" already exists.`);
  }
  const record: EmployerRecord = {
    id: uuid(),
    slug,
    name,
    logo_key: null,
    website: null,
    description: null,
    industry: null,
    size: null,
    headquarters_id: null,
    phone: null,
    social_links: {},
  };
  applyEmployerInput(ctx, record, req.body, user);
  ctx.store.employers.push(record);
  ctx.store.memberships.push({
    employer_id: record.id,
    user_id: user.id,
    role: 'owner',
    status: 'active',
    invited_at: null,
    joined_at: timestamp(ctx),
  });
  return { status: 201, body: toEmployer(ctx, record) };
};

export const updateEmployer: Handler<T.UpdateEmployerData, T.UpdateEmployerResponses> = (
  req,
  ctx,
) => {
  const { employer, user } = requireRole(ctx, req, req.path.employerId, 'owner');
  const draft = { ...employer };
  applyEmployerInput(ctx, draft, req.body, user);
  Object.assign(employer, draft);
  return { status: 200, body: toEmployer(ctx, employer) };
};

// ---- Team ----------------------------------------------------------------------------------------

export const listEmployerUsers: Handler<T.ListEmployerUsersData, T.ListEmployerUsersResponses> = (
  req,
  ctx,
) => {
  const { employer } = requireRole(ctx, req, req.path.employerId, 'member');
  const rows = ctx.store.memberships
    .filter((m) => m.employer_id === employer.id)
    .map((m) => toTeamMember(ctx, m))
    .sort(
      (a, b) =>
        Number(a.status === 'invited') - Number(b.status === 'invited') ||
        RANK[b.role] - RANK[a.role] ||
        (a.name ?? a.email).localeCompare(b.name ?? b.email),
    );
  return { status: 200, body: paginate(rows, req.query, req.url) };
};

export const inviteEmployerUser: Handler<
  T.InviteEmployerUserData,
  T.InviteEmployerUserResponses
> = (req, ctx) => {
  const { employer } = requireRole(ctx, req, req.path.employerId, 'owner');
  const email = req.body.email.trim().toLowerCase();
  let invitee = ctx.store.users.find((u) => u.email.toLowerCase() === email);
  if (
    invitee &&
    ctx.store.memberships.some((m) => m.employer_id === employer.id && m.user_id === invitee?.id)
  ) {
    throw problem(409, 'already_member', `${email} is already in this team.`);
  }
  invitee ??= addPendingUser(ctx, email, 'employer');
  const membership: MembershipRecord = {
    employer_id: employer.id,
    user_id: invitee.id,
    role: req.body.role,
    status: 'invited',
    invited_at: timestamp(ctx),
    joined_at: null,
  };
  ctx.store.memberships.push(membership);
  // Someone with an account signs in to accept; someone without one gets a magic link to create it.
  const subject = `You are invited to join ${employer.name}`;
  if (invitee.confirmed)
    ctx.mail(
      email,
      subject,
      `${ctx.config.appOrigin}/employer/sign-in?email=${encodeURIComponent(email)}`,
    );
  else mailMagicLink(ctx, invitee, 'employer/onboarding', subject);
  return { status: 201, body: toTeamMember(ctx, membership) };
};

function teamRow(ctx: Ctx, employerId: string, userId: string): MembershipRecord {
  const row = ctx.store.memberships.find(
    (m) => m.employer_id === employerId && m.user_id === userId,
  );
  if (!row) throw notFound('team member');
  return row;
}

const isLastOwner = (ctx: Ctx, row: MembershipRecord) =>
  row.role === 'owner' &&
  row.status === 'active' &&
  !ctx.store.memberships.some(
    (m) =>
      m !== row && m.employer_id === row.employer_id && m.role === 'owner' && m.status === 'active',
  );

const LAST_OWNER = () =>
  problem(409, 'last_owner', 'A company needs at least one owner. Make someone else owner first.');

export const updateEmployerUserRole: Handler<
  T.UpdateEmployerUserRoleData,
  T.UpdateEmployerUserRoleResponses
> = (req, ctx) => {
  const { employer } = requireRole(ctx, req, req.path.employerId, 'owner');
  const row = teamRow(ctx, employer.id, req.path.userId);
  if (req.body.role !== 'owner' && isLastOwner(ctx, row)) throw LAST_OWNER();
  row.role = req.body.role;
  return { status: 200, body: toTeamMember(ctx, row) };
};

export const deleteEmployerUser: Handler<
  T.DeleteEmployerUserData,
  T.DeleteEmployerUserResponses
> = (req, ctx) => {
  const user = requireUser(req);
  const leaving = req.path.userId === user.id;
  const { employer } = requireRole(ctx, req, req.path.employerId, leaving ? 'member' : 'owner');
  const row = teamRow(ctx, employer.id, req.path.userId);
  if (isLastOwner(ctx, row)) throw LAST_OWNER();
  ctx.store.memberships.splice(ctx.store.memberships.indexOf(row), 1);
  return { status: 204, body: undefined };
};

// ---- The employer's jobs -------------------------------------------------------------------------

function employerJob(ctx: Ctx, employerId: string, jobId: string): JobRecord {
  const job = ctx.store.jobs.find((j) => j.id === jobId && j.employer_id === employerId);
  if (!job) throw notFound('job');
  return job;
}

export const listEmployerJobs: Handler<T.ListEmployerJobsData, T.ListEmployerJobsResponses> = (
  req,
  ctx,
) => {
  const { employer } = requireRole(ctx, req, req.path.employerId, 'member');
  const search = req.query.search?.trim().toLowerCase();
  const jobs = ctx.store.jobs
    .filter((j) => j.employer_id === employer.id)
    .filter((j) => !req.query.status || j.status === req.query.status)
    .filter((j) => !search || j.title.toLowerCase().includes(search))
    .sort(newestFirst('created_at'));
  const page = paginate(jobs, req.query, req.url);
  return {
    status: 200,
    body: { ...page, results: page.results.map((j) => toEmployerJob(ctx, j)) },
  };
};

export const getEmployerJobStatusCount: Handler<
  T.GetEmployerJobStatusCountData,
  T.GetEmployerJobStatusCountResponses
> = (req, ctx) => {
  const { employer } = requireRole(ctx, req, req.path.employerId, 'member');
  const count: T.JobStatusCount = { draft: 0, published: 0, closed: 0, archived: 0, total: 0 };
  for (const j of ctx.store.jobs) {
    if (j.employer_id !== employer.id) continue;
    count[j.status] += 1;
    count.total += 1;
  }
  return { status: 200, body: count };
};

export const getEmployerJob: Handler<T.GetEmployerJobData, T.GetEmployerJobResponses> = (
  req,
  ctx,
) => {
  const { employer } = requireRole(ctx, req, req.path.employerId, 'member');
  return {
    status: 200,
    body: toEmployerJobDetail(ctx, employerJob(ctx, employer.id, req.path.jobId)),
  };
};

/** Checks a JobInput the way the backend's serializer would, beyond what the schema says. */
function checkJobInput(ctx: Ctx, input: T.JobInput): void {
  const errors: Record<string, string[]> = {};
  if (input.title.trim().length < 3)
    errors.title = ['Ensure this field has at least 3 characters.'];
  if (input.location_ids.some((id) => !ctx.store.locations.some((l) => l.id === id)))
    errors.location_ids = ['Unknown location id.'];
  if (input.salary && input.salary.max < input.salary.min)
    errors.salary = ['max must be greater than or equal to min.'];
  if (input.valid_through && Date.parse(input.valid_through) <= ctx.now().getTime())
    errors.valid_through = ['The closing date must be in the future.'];
  if (Object.keys(errors).length) throw invalid(errors);
}

const fromInput = (input: T.JobInput) => ({
  title: input.title.trim(),
  description: input.description,
  employment_type: input.employment_type,
  workplace_type: input.workplace_type,
  seniority: input.seniority,
  location_ids: input.location_ids,
  salary: input.salary,
  valid_through: input.valid_through,
  skills: input.skills,
});

export const createEmployerJob: Handler<T.CreateEmployerJobData, T.CreateEmployerJobResponses> = (
  req,
  ctx,
) => {
  const { employer } = requireRole(ctx, req, req.path.employerId, 'admin');
  checkJobInput(ctx, req.body);
  const now = timestamp(ctx);
  const base = slugify(`${req.body.title} ${employer.slug.split('-')[0] ?? ''}`);
  const job: JobRecord = {
    id: uuid(),
    slug: uniqueSlug(base, (s) => ctx.store.jobs.some((j) => j.slug === s)),
    employer_id: employer.id,
    ...fromInput(req.body),
    status: 'draft',
    published_at: null,
    created_at: now,
    updated_at: now,
  };
  ctx.store.jobs.push(job);
  return { status: 201, body: toEmployerJobDetail(ctx, job) };
};

export const updateEmployerJob: Handler<T.UpdateEmployerJobData, T.UpdateEmployerJobResponses> = (
  req,
  ctx,
) => {
  const { employer } = requireRole(ctx, req, req.path.employerId, 'admin');
  const job = employerJob(ctx, employer.id, req.path.jobId);
  checkJobInput(ctx, req.body);
  // The slug never changes, so shared links keep working; editing never changes the status.
  Object.assign(job, fromInput(req.body), { updated_at: timestamp(ctx) });
  return { status: 200, body: toEmployerJobDetail(ctx, job) };
};

export const deleteEmployerJob: Handler<T.DeleteEmployerJobData, T.DeleteEmployerJobResponses> = (
  req,
  ctx,
) => {
  const { employer } = requireRole(ctx, req, req.path.employerId, 'admin');
  const job = employerJob(ctx, employer.id, req.path.jobId);
  const applications = ctx.store.applications.filter((a) => a.job_id === job.id).length;
  if (applications > 0) {
    throw problem(
      409,
      'job_has_applications',
      `This job has ${applications} application${applications === 1 ? '' : 's'}. Close or archive it instead.`,
    );
  }
  ctx.store.jobs.splice(ctx.store.jobs.indexOf(job), 1);
  return { status: 204, body: undefined };
};

export const updateEmployerJobStatus: Handler<
  T.UpdateEmployerJobStatusData,
  T.UpdateEmployerJobStatusResponses
> = (req, ctx) => {
  const { employer } = requireRole(ctx, req, req.path.employerId, 'admin');
  const job = employerJob(ctx, employer.id, req.path.jobId);
  const next = req.body.status;
  if (
    next === 'published' &&
    job.valid_through &&
    Date.parse(job.valid_through) <= ctx.now().getTime()
  ) {
    throw problem(400, 'validation_error', 'This job cannot be published.', {
      errors: { status: ['The closing date has passed; edit valid_through first.'] },
    });
  }
  if (next !== job.status) {
    job.status = next;
    if (next === 'published' && job.published_at === null) job.published_at = timestamp(ctx);
    job.updated_at = timestamp(ctx);
  }
  return { status: 200, body: toEmployerJob(ctx, job) };
};

// ---- Applications of a job ------------------------------------------------------------------------

/** The moves the contract allows (updateEmployerJobApplicationStatus); hired is final. */
export const APPLICATION_MOVES: Record<T.ApplicationStatus, readonly T.ApplicationStatus[]> = {
  submitted: ['in_review', 'rejected'],
  in_review: ['interviewing', 'rejected'],
  interviewing: ['offered', 'rejected'],
  offered: ['hired', 'rejected'],
  rejected: ['in_review'],
  hired: [],
};

function jobApplication(ctx: Ctx, jobId: string, applicationId: string) {
  const application = ctx.store.applications.find(
    (a) => a.id === applicationId && a.job_id === jobId,
  );
  if (!application) throw problem(404, 'not_found', 'No application matches the given query.');
  return application;
}

export const listEmployerJobApplications: Handler<
  T.ListEmployerJobApplicationsData,
  T.ListEmployerJobApplicationsResponses
> = (req, ctx) => {
  const { employer } = requireRole(ctx, req, req.path.employerId, 'member');
  const job = employerJob(ctx, employer.id, req.path.jobId);
  const rows = ctx.store.applications
    .filter((a) => a.job_id === job.id && (!req.query.status || a.status === req.query.status))
    .sort(newestFirst('applied_at'));
  const page = paginate(rows, req.query, req.url);
  return {
    status: 200,
    body: { ...page, results: page.results.map((a) => toJobApplication(ctx, a)) },
  };
};

export const getEmployerJobApplication: Handler<
  T.GetEmployerJobApplicationData,
  T.GetEmployerJobApplicationResponses
> = (req, ctx) => {
  const { employer } = requireRole(ctx, req, req.path.employerId, 'member');
  const job = employerJob(ctx, employer.id, req.path.jobId);
  return {
    status: 200,
    body: toJobApplication(ctx, jobApplication(ctx, job.id, req.path.applicationId)),
  };
};

export const updateEmployerJobApplicationStatus: Handler<
  T.UpdateEmployerJobApplicationStatusData,
  T.UpdateEmployerJobApplicationStatusResponses
> = (req, ctx) => {
  const { employer } = requireRole(ctx, req, req.path.employerId, 'admin');
  const job = employerJob(ctx, employer.id, req.path.jobId);
  const application = jobApplication(ctx, job.id, req.path.applicationId);
  const next = req.body.status;
  if (next !== application.status && !APPLICATION_MOVES[application.status].includes(next)) {
    throw problem(
      409,
      'invalid_transition',
      `An application that is ${application.status.replace('_', ' ')} cannot be moved to ${next.replace('_', ' ')}.`,
    );
  }
  application.status = next;
  return { status: 200, body: toJobApplication(ctx, application) };
};
