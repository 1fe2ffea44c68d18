// The employer's jobs (the contract's `employer-jobs` tag); their applications are the
// `job-applications` tag's (job-applications.ts).
import type * as T from '../../../generated/types.gen';
import type { Ctx, Handler } from '../http';
import { invalid, notFound, paginate, problem } from '../http';
import { requirePermission } from '../permissions';
import { checkQuestions, saveQuestions } from '../screening';
import type { JobRecord } from '../store';
import {
  newestFirst,
  slugify,
  timestamp,
  toEmployerJob,
  toEmployerJobDetail,
  uniqueSlug,
  uuid,
} from '../views';

function employerJob(ctx: Ctx, employerId: string, jobId: string): JobRecord {
  const job = ctx.store.jobs.find((j) => j.id === jobId && j.employer_id === employerId);
  if (!job) throw notFound('job');
  return job;
}

export const listEmployerJobs: Handler<T.ListEmployerJobsData, T.ListEmployerJobsResponses> = (
  req,
  ctx,
) => {
  const { employer } = requirePermission(ctx, req, req.path.employerId, 'listEmployerJobs');
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
  const { employer } = requirePermission(
    ctx,
    req,
    req.path.employerId,
    'getEmployerJobStatusCount',
  );
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
  const { employer } = requirePermission(ctx, req, req.path.employerId, 'getEmployerJob');
  return {
    status: 200,
    body: toEmployerJobDetail(ctx, employerJob(ctx, employer.id, req.path.jobId)),
  };
};

/** Checks a JobInput the way the backend's serializer would, beyond what the schema says. */
function checkJobInput(ctx: Ctx, input: T.JobInput, job?: JobRecord): void {
  const errors: Record<string, string[] | Record<string, Record<string, string[]>>> = {};
  if (input.title.trim().length < 3)
    errors.title = ['Ensure this field has at least 3 characters.'];
  if (input.location_ids.some((id) => !ctx.store.locations.some((l) => l.id === id)))
    errors.location_ids = ['Unknown location id.'];
  if (input.salary && input.salary.max < input.salary.min)
    errors.salary = ['max must be greater than or equal to min.'];
  if (input.valid_through && Date.parse(input.valid_through) <= ctx.now().getTime())
    errors.valid_through = ['The closing date must be in the future.'];
  const questionErrors = checkQuestions(input.questions ?? [], job?.questions ?? []);
  if (Object.keys(questionErrors).length) errors.questions = questionErrors;
  if (Object.keys(errors).length) throw invalid(errors);
}

/** The record's fields from a JobInput; questions only when sent (omitted: they stay as they are). */
const fromInput = (input: T.JobInput, job?: JobRecord) => ({
  ...(input.questions || !job
    ? { questions: saveQuestions(input.questions ?? [], job?.questions ?? []) }
    : {}),
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
  const { employer } = requirePermission(ctx, req, req.path.employerId, 'createEmployerJob');
  checkJobInput(ctx, req.body);
  const now = timestamp(ctx);
  const base = slugify(`${req.body.title} ${employer.slug.split('-')[0] ?? ''}`);
  const job: JobRecord = {
    id: uuid(),
    slug: uniqueSlug(base, (s) => ctx.store.jobs.some((j) => j.slug === s)),
    employer_id: employer.id,
    questions: [],
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
  const { employer } = requirePermission(ctx, req, req.path.employerId, 'updateEmployerJob');
  const job = employerJob(ctx, employer.id, req.path.jobId);
  checkJobInput(ctx, req.body, job);
  // The slug never changes, so shared links keep working; editing never changes the status.
  Object.assign(job, fromInput(req.body, job), { updated_at: timestamp(ctx) });
  return { status: 200, body: toEmployerJobDetail(ctx, job) };
};

export const deleteEmployerJob: Handler<T.DeleteEmployerJobData, T.DeleteEmployerJobResponses> = (
  req,
  ctx,
) => {
  const { employer } = requirePermission(ctx, req, req.path.employerId, 'deleteEmployerJob');
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
  const { employer } = requirePermission(ctx, req, req.path.employerId, 'updateEmployerJobStatus');
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
