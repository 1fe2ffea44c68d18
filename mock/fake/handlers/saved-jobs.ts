// The candidate's saved jobs (the contract's `saved-jobs` tag, since 3.3.0).
import type * as T from '../../../generated/types.gen';
import { contract } from '../contract';
import type { Ctx, Handler, Req } from '../http';
import { notFound, paginate, problem, requireUser } from '../http';
import type { JobRecord, UserRecord } from '../store';
import { isPublic, newestFirst, timestamp, toJobListItem } from '../views';

/** The most jobs one candidate keeps saved: SavedJobIds' `maxItems` in the contract (read, not copied). */
export const SAVED_JOBS_LIMIT = (
  contract as unknown as {
    components: { schemas: { SavedJobIds: { properties: { job_ids: { maxItems: number } } } } };
  }
).components.schemas.SavedJobIds.properties.job_ids.maxItems;

/** Saved jobs are a candidate feature: any other account answers 403 permission_denied. */
function requireSaver(req: Req<unknown>): UserRecord {
  const user = requireUser(req);
  if (user.access_type !== 'candidate')
    throw problem(403, 'permission_denied', 'Saved jobs are for candidate accounts.');
  return user;
}

/** A job with a public page: published, or closed (its page says so). */
const hasPage = (j: JobRecord | undefined): j is JobRecord =>
  j !== undefined && (j.status === 'published' || j.status === 'closed');

/**
 * The user's saved jobs, newest saved first. A job deleted, archived or moved back to draft drops
 * out for good (the row goes, as a backend's cascade would): saving it once it is public again is
 * a new save.
 */
export function savedOf(ctx: Ctx, user: UserRecord) {
  const store = ctx.store;
  store.savedJobs = store.savedJobs.filter((s) =>
    hasPage(store.jobs.find((j) => j.id === s.job_id)),
  );
  return store.savedJobs
    .filter((s) => s.user_id === user.id)
    .sort(newestFirst('saved_at'))
    .map((s) => ({ row: s, job: store.jobs.find((j) => j.id === s.job_id) as JobRecord }));
}

export function toSavedJob(ctx: Ctx, job: JobRecord, savedAt: string): T.SavedJob {
  return {
    ...toJobListItem(ctx, job),
    saved_at: savedAt,
    accepting_applications: isPublic(ctx, job),
  };
}

export const listSavedJobs: Handler<T.ListSavedJobsData, T.ListSavedJobsResponses> = (req, ctx) => {
  const user = requireSaver(req);
  const rows = savedOf(ctx, user).map(({ row, job }) => toSavedJob(ctx, job, row.saved_at));
  return { status: 200, body: paginate(rows, req.query, req.url) };
};

export const listSavedJobIds: Handler<T.ListSavedJobIdsData, T.ListSavedJobIdsResponses> = (
  req,
  ctx,
) => {
  const user = requireSaver(req);
  const ids = savedOf(ctx, user).map(({ job }) => job.id);
  return { status: 200, body: { job_ids: ids, count: ids.length } };
};

export const saveJob: Handler<T.SaveJobData, T.SaveJobResponses> = (req, ctx) => {
  const user = requireSaver(req);
  const saved = savedOf(ctx, user);
  const job = ctx.store.jobs.find((j) => j.id === req.path.jobId);
  if (!hasPage(job)) throw notFound('job');
  const existing = saved.find((s) => s.job.id === job.id);
  if (existing) return { status: 200, body: toSavedJob(ctx, job, existing.row.saved_at) };
  if (!isPublic(ctx, job))
    throw problem(409, 'job_closed', 'This job no longer accepts applications.');
  if (saved.length >= SAVED_JOBS_LIMIT)
    throw problem(
      409,
      'saved_jobs_limit',
      `You can save up to ${SAVED_JOBS_LIMIT} jobs. Remove one to save another.`,
    );
  const row = { user_id: user.id, job_id: job.id, saved_at: timestamp(ctx) };
  ctx.store.savedJobs.push(row);
  return { status: 201, body: toSavedJob(ctx, job, row.saved_at) };
};

export const unsaveJob: Handler<T.UnsaveJobData, T.UnsaveJobResponses> = (req, ctx) => {
  const user = requireSaver(req);
  ctx.store.savedJobs = ctx.store.savedJobs.filter(
    (s) => !(s.user_id === user.id && s.job_id === req.path.jobId),
  );
  return { status: 204, body: undefined };
};
