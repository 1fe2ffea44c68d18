// What each job is doing (the contract's `job-insights` tag): a view of a public job page, a job's
// views and applications per day, and its applications as CSV. The counting and the CSV writer
// (with the contract's formula-injection rule) are in ../insights.ts.
import type * as T from '../../../generated/types.gen';
import type { Ctx, Handler } from '../http';
import { notFound } from '../http';
import { EXPORT_COLUMNS, countView, jobStats, toCsv } from '../insights';
import { csvPhone } from '../phone';
import { requirePermission } from '../permissions';
import type { JobRecord } from '../store';
import { newestFirst } from '../views';
import { publicJobBySlug } from './jobs';

function companyJob(ctx: Ctx, employerId: string, jobId: string): JobRecord {
  const job = ctx.store.jobs.find((j) => j.id === jobId && j.employer_id === employerId);
  if (!job) throw notFound('job');
  return job;
}

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
  return { status: 200, body: jobStats(ctx, companyJob(ctx, employer.id, req.path.jobId)) };
};

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
  const job = companyJob(ctx, employer.id, req.path.jobId);
  const rows = ctx.store.applications
    .filter((a) => a.job_id === job.id)
    .sort(newestFirst('applied_at'))
    .map((a) => [
      a.applicant_name,
      a.email,
      a.phone ? csvPhone(a.phone) : '',
      a.status,
      a.applied_at,
      a.resume_file_name,
      a.cover_letter ?? '',
      // Screening answers as `question: answer`, one per line (issue 26 adds the questions).
      a.answers.map((x) => `${x.question}: ${x.answer}`).join('\n'),
    ]);
  return {
    status: 200,
    body: toCsv([EXPORT_COLUMNS, ...rows]),
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${job.slug}-applications.csv"`,
    },
  };
};
