// What each job is doing (the contract's `job-insights` tag): a view of a public job page, a job's
// views and applications per day, and its applications as CSV. The counting and the CSV writer
// (with the contract's formula-injection rule) are in ../insights.ts.
import type * as T from '../../../generated/types.gen';
import type { Handler } from '../http';
import { applicationFilter, matching } from '../application-query';
import { EXPORT_COLUMNS, countView, csvStream, jobStats } from '../insights';
import { requirePermission } from '../permissions';
import type { ApplicationRecord } from '../store';
import { companyJob } from '../views';
import { publicJobBySlug } from './jobs';

export const recordJobView: Handler<T.RecordJobViewData, T.RecordJobViewResponses> = (req, ctx) => {
  const job = publicJobBySlug(ctx, req.path.jobSlug);
  countView(ctx, job, req.user, req.client ?? { address: 'peer', userAgent: '' });
  return { status: 204, body: undefined };
};

export const getEmployerJobStats: Handler<
  T.GetEmployerJobStatsData,
  T.GetEmployerJobStatsResponses
> = (req, ctx) => {
  const { employer } = requirePermission(ctx, req, req.path.employerId, 'getEmployerJobStats');
  return { status: 200, body: jobStats(ctx, companyJob(ctx.store, employer.id, req.path.jobId)) };
};

/** One application as a row of the export, in EXPORT_COLUMNS' order. */
const exportRow = (a: ApplicationRecord) => [
  a.applicant_name,
  a.email,
  a.phone ?? '',
  a.status,
  a.applied_at,
  a.resume_file_name,
  a.cover_letter ?? '',
  // Screening answers as `question: answer`, one per line.
  a.answers.map((x) => `${x.question}: ${x.answer}`).join('\n'),
];

/**
 * The job's applications under listEmployerJobApplications' filters, streamed as CSV. A filtered
 * file starts with its filter in words (`# Filter: …`, the contract's description) and says it in
 * X-Export-Filter too.
 */
export const exportEmployerJobApplications: Handler<
  T.ExportEmployerJobApplicationsData,
  T.ExportEmployerJobApplicationsResponses
> = (req, ctx) => {
  const { employer } = requirePermission(
    ctx,
    req,
    req.path.employerId,
    'exportEmployerJobApplications',
  );
  const job = companyJob(ctx.store, employer.id, req.path.jobId);
  const filter = applicationFilter(job, req.query);
  const rows = matching(ctx.store, job, filter);
  const label = filter.words.join('; ');
  return {
    status: 200,
    body: csvStream(
      label ? [[`# Filter: ${label}`], EXPORT_COLUMNS] : [EXPORT_COLUMNS],
      rows,
      exportRow,
    ),
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${job.slug}-applications${label ? '-filtered' : ''}.csv"`,
      ...(label ? { 'x-export-filter': encodeURIComponent(label) } : {}),
    },
  };
};
