// A job's applications as its company sees them (the contract's `job-applications` tag): the list
// and the pipeline's counts under the filters of listEmployerJobApplications, one application, and
// moving one, several or a whole filtered stage. The index and the filters are in
// ../application-query.ts; every move goes through moveApplication below.
import { applicationStageLabels, applicationStatusTransitions } from '../../../generated/rules.gen';
import type * as T from '../../../generated/types.gen';
import { applicationFilter, countByStatus, matching } from '../application-query';
import type { Ctx, Handler } from '../http';
import { HttpProblem, invalid, paginate, problem } from '../http';
import { requirePermission } from '../permissions';
import type { ApplicationRecord } from '../store';
import { companyJob, employerById, stageOf, timestamp, toJobApplication } from '../views';

/** Where each status may move: the contract's `x-transitions` of ApplicationStatus; hired is final. */
const APPLICATION_MOVES: Readonly<Record<T.ApplicationStatus, readonly T.ApplicationStatus[]>> =
  applicationStatusTransitions;

/** moveEmployerJobApplicationStage's limits (the contract's description and schema). */
const STAGE_MOVE_LIMIT = 10_000;
const REFUSALS_LISTED = 100;
const EXCLUDE_LIMIT = 1_000;

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
  const job = companyJob(ctx.store, employer.id, req.path.jobId);
  const rows = matching(ctx.store, job, applicationFilter(job, req.query));
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
  const job = companyJob(ctx.store, employer.id, req.path.jobId);
  return { status: 200, body: countByStatus(ctx.store, job, applicationFilter(job, req.query)) };
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
  const job = companyJob(ctx.store, employer.id, req.path.jobId);
  return {
    status: 200,
    body: toJobApplication(ctx, jobApplication(ctx, job.id, req.path.applicationId)),
  };
};

/**
 * The one move of an application (the single move, each item of a bulk move and each application
 * of a whole-stage move call it, so every rule and every effect of a move lives here and happens
 * once per application): the contract's x-transitions decide, a withdrawn application cannot move
 * (409 application_withdrawn), the move goes into its history, and the candidate is mailed when
 * their application_updates setting is on. Setting the current status again changes nothing.
 * Refusals are thrown as the single move's problems; the bulk moves turn them into results.
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
  if (next === application.status) return application;
  if (!APPLICATION_MOVES[application.status].includes(next))
    throw invalidTransition(application.status, next);
  application.history.push({ status: next, at: timestamp(ctx), by });
  application.status = next;
  mailApplicationUpdate(ctx, application);
  return application;
}

const invalidTransition = (from: T.ApplicationStatus, to: T.ApplicationStatus) =>
  problem(
    409,
    'invalid_transition',
    `An application that is ${from.replace('_', ' ')} cannot be moved to ${to.replace('_', ' ')}.`,
  );

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
  const job = companyJob(ctx.store, employer.id, req.path.jobId);
  const application = jobApplication(ctx, job.id, req.path.applicationId);
  return {
    status: 200,
    body: toJobApplication(ctx, moveApplication(ctx, application, req.body.status, user.id)),
  };
};

/** A refusal as a bulk result: the problem's code and detail. */
const refusal = (id: string, error: HttpProblem): T.ApplicationBulkStatusRefused => ({
  application_id: id,
  ok: false,
  code: error.problem.code ?? 'error',
  detail: error.problem.detail,
});

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
  const job = companyJob(ctx.store, employer.id, req.path.jobId);
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
        application: toJobApplication(
          ctx,
          moveApplication(ctx, application, req.body.status, user.id),
        ),
      };
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error;
      return refusal(id, error);
    }
  });
  return { status: 200, body: { results } };
};

/**
 * "Select all N in this stage": every application of the job in `from_status` that matches the
 * filter, less `exclude`, moved as the single move would, oldest first, at most STAGE_MOVE_LIMIT
 * per call. The transition, the filter and `expected_count` are checked before anything moves, so
 * a refused request moves nothing; a withdrawn application is refused on its own.
 */
export const moveEmployerJobApplicationStage: Handler<
  T.MoveEmployerJobApplicationStageData,
  T.MoveEmployerJobApplicationStageResponses
> = (req, ctx) => {
  const { employer, user } = requirePermission(
    ctx,
    req,
    req.path.employerId,
    'moveEmployerJobApplicationStage',
  );
  const job = companyJob(ctx.store, employer.id, req.path.jobId);
  const { from_status, status, exclude = [], expected_count, ...filters } = req.body;
  if (status === from_status)
    throw invalid({ status: ['Choose a status other than the one the applications are in.'] });
  if (exclude.length > EXCLUDE_LIMIT)
    throw invalid({ exclude: [`Ensure this field has no more than ${EXCLUDE_LIMIT} elements.`] });
  const filter = applicationFilter(job, {
    ...filters,
    status: from_status,
    ordering: 'applied_at',
  });
  if (!APPLICATION_MOVES[from_status].includes(status))
    throw invalidTransition(from_status, status);
  const excluded = new Set(exclude);
  const selected = matching(ctx.store, job, filter).filter((a) => !excluded.has(a.id));
  if (expected_count !== undefined && expected_count !== selected.length) {
    throw problem(
      409,
      'count_changed',
      `${selected.length} application${selected.length === 1 ? ' matches' : 's match'} now, not ${expected_count}. Nothing was moved.`,
    );
  }
  const refused: T.ApplicationBulkStatusRefused[] = [];
  let refusedCount = 0;
  let moved = 0;
  for (const application of selected) {
    if (moved === STAGE_MOVE_LIMIT) break;
    try {
      moveApplication(ctx, application, status, user.id);
      moved += 1;
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error;
      refusedCount += 1;
      if (refused.length < REFUSALS_LISTED) refused.push(refusal(application.id, error));
    }
  }
  return {
    status: 200,
    body: {
      status,
      matched: selected.length,
      moved,
      refused_count: refusedCount,
      refused,
      remaining: selected.length - moved - refusedCount,
    },
  };
};

/** "Your application for <title> at <company>: <stage>", linking to its page in the app. */
function mailApplicationUpdate(ctx: Ctx, application: ApplicationRecord) {
  const candidate = application.candidate_id
    ? ctx.store.users.find((u) => u.id === application.candidate_id)
    : undefined;
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
