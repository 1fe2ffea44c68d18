// The employer's jobs and their applications (the contract's `employer-jobs` tag).
import { applicationStageLabels, applicationStatusTransitions } from '../../../generated/rules.gen';
import type * as T from '../../../generated/types.gen';
import type { Ctx, Handler } from '../http';
import { HttpProblem, invalid, notFound, paginate, problem } from '../http';
import { requirePermission } from '../permissions';
import { applicationsByStatus } from '../insights';
import { checkQuestions, saveQuestions } from '../screening';
import type { ApplicationRecord, JobRecord } from '../store';
import {
  employerById,
  newestFirst,
  stageOf,
  slugify,
  timestamp,
  toEmployerJob,
  toEmployerJobDetail,
  toJobApplication,
  uniqueSlug,
  uuid,
} from '../views';
import { sanitizeHtml } from '../rich-text';

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
  description: sanitizeHtml(input.description),
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

// ---- Applications of a job ------------------------------------------------------------------------

/** Where each status may move: the contract's `x-transitions` of ApplicationStatus; hired is final. */
const APPLICATION_MOVES: Readonly<Record<T.ApplicationStatus, readonly T.ApplicationStatus[]>> =
  applicationStatusTransitions;

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
  const { employer } = requirePermission(
    ctx,
    req,
    req.path.employerId,
    'listEmployerJobApplications',
  );
  const job = employerJob(ctx, employer.id, req.path.jobId);
  // Name or email, ignoring case (3.4.0); blank filters nothing.
  const search = req.query.search?.trim().toLowerCase();
  const rows = ctx.store.applications
    .filter((a) => a.job_id === job.id && (!req.query.status || a.status === req.query.status))
    .filter(
      (a) =>
        !search ||
        a.applicant_name.toLowerCase().includes(search) ||
        a.email.toLowerCase().includes(search),
    )
    .sort(newestFirst('applied_at'));
  const page = paginate(rows, req.query, req.url);
  return {
    status: 200,
    body: { ...page, results: page.results.map((a) => toJobApplication(ctx, a)) },
  };
};

export const getEmployerJobApplicationCounts: Handler<
  T.GetEmployerJobApplicationCountsData,
  T.GetEmployerJobApplicationCountsResponses
> = (req, ctx) => {
  const { employer } = requirePermission(
    ctx,
    req,
    req.path.employerId,
    'getEmployerJobApplicationCounts',
  );
  const job = employerJob(ctx, employer.id, req.path.jobId);
  const byStatus = applicationsByStatus(ctx.store, job.id);
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  const count: T.ApplicationStatusCount = { ...byStatus, total };
  return { status: 200, body: count };
};

export const getEmployerJobApplication: Handler<
  T.GetEmployerJobApplicationData,
  T.GetEmployerJobApplicationResponses
> = (req, ctx) => {
  const { employer } = requirePermission(
    ctx,
    req,
    req.path.employerId,
    'getEmployerJobApplication',
  );
  const job = employerJob(ctx, employer.id, req.path.jobId);
  return {
    status: 200,
    body: toJobApplication(ctx, jobApplication(ctx, job.id, req.path.applicationId)),
  };
};

/**
 * The one move of an application (the single move and each item of a bulk move call it, so every
 * rule and every effect of a move lives here and happens once per application): the contract's
 * x-transitions decide, a withdrawn application cannot move (409 application_withdrawn), the move
 * goes into its history, and the candidate is mailed when their application_updates setting is
 * on. Setting the current status again changes nothing. Refusals are thrown as the single move's
 * problems; the bulk move turns them into per-item results.
 */
function moveApplication(
  ctx: Ctx,
  application: ApplicationRecord,
  next: T.ApplicationStatus,
  by: string,
) {
  if (application.withdrawn_at) {
    throw problem(
      409,
      'application_withdrawn',
      'The candidate withdrew this application; it can no longer be moved.',
    );
  }
  if (next === application.status) return toJobApplication(ctx, application);
  if (!APPLICATION_MOVES[application.status].includes(next)) {
    throw problem(
      409,
      'invalid_transition',
      `An application that is ${application.status.replace('_', ' ')} cannot be moved to ${next.replace('_', ' ')}.`,
    );
  }
  application.history.push({ status: next, at: timestamp(ctx), by });
  application.status = next;
  mailApplicationUpdate(ctx, application);
  return toJobApplication(ctx, application);
}

export const updateEmployerJobApplicationStatus: Handler<
  T.UpdateEmployerJobApplicationStatusData,
  T.UpdateEmployerJobApplicationStatusResponses
> = (req, ctx) => {
  const { employer, user } = requirePermission(
    ctx,
    req,
    req.path.employerId,
    'updateEmployerJobApplicationStatus',
  );
  const job = employerJob(ctx, employer.id, req.path.jobId);
  const application = jobApplication(ctx, job.id, req.path.applicationId);
  return { status: 200, body: moveApplication(ctx, application, req.body.status, user.id) };
};

/**
 * Moves each listed application as the single move would, in request order, each on its own (not
 * atomic): a refusal becomes that item's `ok: false` result with the problem's code.
 */
export const bulkUpdateEmployerJobApplicationStatus: Handler<
  T.BulkUpdateEmployerJobApplicationStatusData,
  T.BulkUpdateEmployerJobApplicationStatusResponses
> = (req, ctx) => {
  const { employer, user } = requirePermission(
    ctx,
    req,
    req.path.employerId,
    'bulkUpdateEmployerJobApplicationStatus',
  );
  const job = employerJob(ctx, employer.id, req.path.jobId);
  // Prism checks the schema (1..100 ids, unique); the fake says it too, for a call without Prism.
  const ids = req.body.application_ids;
  if (ids.length < 1 || ids.length > 100)
    throw invalid({ application_ids: ['Send between 1 and 100 application ids.'] });
  if (new Set(ids).size !== ids.length)
    throw invalid({ application_ids: ['Each application id may appear only once.'] });
  const results = ids.map((id): T.ApplicationBulkStatusResult['results'][number] => {
    try {
      const application = jobApplication(ctx, job.id, id);
      return {
        application_id: id,
        ok: true,
        application: moveApplication(ctx, application, req.body.status, user.id),
      };
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error;
      return {
        application_id: id,
        ok: false,
        code: error.problem.code ?? 'error',
        detail: error.problem.detail,
      };
    }
  });
  return { status: 200, body: { results } };
};

/** "Your application for <title> at <company>: <stage>", linking to its page in the app. */
function mailApplicationUpdate(ctx: Ctx, application: ApplicationRecord) {
  const candidate = ctx.store.users.find((u) => u.id === application.candidate_id);
  if (!candidate || !ctx.store.settings.get(candidate.id)?.application_updates) return;
  const job = ctx.store.jobs.find((j) => j.id === application.job_id);
  if (!job) return;
  const company = employerById(ctx.store, job.employer_id).name;
  ctx.mail(
    candidate.email,
    `Your application for ${job.title} at ${company}: ${applicationStageLabels[stageOf(application)]}`,
    `${ctx.config.appOrigin}/applied-jobs/${encodeURIComponent(application.id)}`,
  );
}
