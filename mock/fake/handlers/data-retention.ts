// How long a company keeps the applications that ended (the contract's `data-retention` tag and
// `x-data-retention`): its period, the sweep's dry run and audit, and a hold on one application.
// The rules and the sweep are in ../retention.ts; the anonymisation in ../anonymise.ts.
import { dataRetention } from '../../../generated/rules.gen';
import type * as T from '../../../generated/types.gen';
import type { Ctx, Handler } from '../http';
import { invalid, paginate, problem } from '../http';
import { requirePermission } from '../permissions';
import { jobsById, retentionPolicy, scheduleOf, toRetentionDueItem } from '../retention';
import { companyJob, newestFirst, timestamp, toJobApplication } from '../views';

/** The ids of a company's jobs (its applications and audit lines are theirs). */
const companyJobIds = (ctx: Ctx, employerId: string) =>
  new Set(ctx.store.jobs.filter((j) => j.employer_id === employerId).map((j) => j.id));

export const getEmployerRetention: Handler<
  T.GetEmployerRetentionData,
  T.GetEmployerRetentionResponses
> = (req, ctx) => {
  const { employer } = requirePermission(ctx, req, req.path.employerId, 'getEmployerRetention');
  return { status: 200, body: retentionPolicy(ctx.store, employer.id) };
};

export const updateEmployerRetention: Handler<
  T.UpdateEmployerRetentionData,
  T.UpdateEmployerRetentionResponses
> = (req, ctx) => {
  const { employer } = requirePermission(ctx, req, req.path.employerId, 'updateEmployerRetention');
  const months = req.body.retention_months;
  if (!Number.isInteger(months) || months < dataRetention.min_months)
    throw invalid({
      retention_months: [
        `Ensure this value is greater than or equal to ${dataRetention.min_months}.`,
      ],
    });
  if (months > dataRetention.max_months)
    throw invalid({
      retention_months: [`Ensure this value is less than or equal to ${dataRetention.max_months}.`],
    });
  ctx.store.retention.set(employer.id, { retention_months: months, updated_at: timestamp(ctx) });
  return { status: 200, body: retentionPolicy(ctx.store, employer.id) };
};

export const listEmployerRetentionDue: Handler<
  T.ListEmployerRetentionDueData,
  T.ListEmployerRetentionDueResponses
> = (req, ctx) => {
  const { employer } = requirePermission(ctx, req, req.path.employerId, 'listEmployerRetentionDue');
  const now = ctx.now().getTime();
  const jobIds = companyJobIds(ctx, employer.id);
  const jobs = jobsById(ctx.store);
  const rows = ctx.store.applications
    .filter((a) => jobIds.has(a.job_id))
    .map((a) => ({ a, s: scheduleOf(ctx.store, a, now, jobs) }))
    .filter((r): r is { a: typeof r.a; s: NonNullable<typeof r.s> } => !!r.s?.listed)
    .sort((x, y) => x.s.anonymise_at - y.s.anonymise_at || x.a.id.localeCompare(y.a.id))
    .map(({ a, s }) => toRetentionDueItem(ctx.store, a, s, now));
  return { status: 200, body: paginate(rows, req.query ?? {}, req.url) };
};

export const listEmployerRetentionAudit: Handler<
  T.ListEmployerRetentionAuditData,
  T.ListEmployerRetentionAuditResponses
> = (req, ctx) => {
  const { employer } = requirePermission(
    ctx,
    req,
    req.path.employerId,
    'listEmployerRetentionAudit',
  );
  const jobIds = companyJobIds(ctx, employer.id);
  const rows = ctx.store.retentionAudit
    .filter((line) => jobIds.has(line.job_id))
    .sort(newestFirst('anonymised_at'));
  return { status: 200, body: paginate(rows, req.query ?? {}, req.url) };
};

/** The company's application on the path, not anonymised (409 application_anonymised). */
function holdable(
  ctx: Ctx,
  path: { employerId: string; jobId: string; applicationId: string },
  employerId: string,
) {
  const job = companyJob(ctx.store, employerId, path.jobId);
  const app = ctx.store.applications.find(
    (a) => a.id === path.applicationId && a.job_id === job.id,
  );
  if (!app) throw problem(404, 'not_found', 'No application matches the given query.');
  if (app.anonymised_at)
    throw problem(
      409,
      'application_anonymised',
      'This application was anonymised; there is nothing left to hold.',
    );
  return app;
}

const REASON_MAX = 200;

export const setApplicationRetentionHold: Handler<
  T.SetApplicationRetentionHoldData,
  T.SetApplicationRetentionHoldResponses
> = (req, ctx) => {
  const { employer } = requirePermission(
    ctx,
    req,
    req.path.employerId,
    'setApplicationRetentionHold',
  );
  const app = holdable(ctx, req.path, employer.id);
  const reason = req.body?.reason?.trim() || null;
  if (reason && reason.length > REASON_MAX)
    throw invalid({ reason: [`Ensure this field has no more than ${REASON_MAX} characters.`] });
  app.retention_hold = { reason, held_at: timestamp(ctx) };
  return { status: 200, body: toJobApplication(ctx, app) };
};

export const clearApplicationRetentionHold: Handler<
  T.ClearApplicationRetentionHoldData,
  T.ClearApplicationRetentionHoldResponses
> = (req, ctx) => {
  const { employer } = requirePermission(
    ctx,
    req,
    req.path.employerId,
    'clearApplicationRetentionHold',
  );
  const app = holdable(ctx, req.path, employer.id);
  if (app.retention_hold) {
    app.retention_hold = null;
    // A new notice before anything goes (the contract: never an anonymisation without notice).
    app.retention_notice_at = null;
  }
  return { status: 200, body: toJobApplication(ctx, app) };
};
