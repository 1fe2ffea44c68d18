// Public job search, a job and its related jobs (the contract's `jobs` tag).
import type * as T from '../../../generated/types.gen';
import type { Ctx, Handler } from '../http';
import { notFound, paginate } from '../http';
import type { JobRecord, Store } from '../store';
import { employerById, isPublic, location, newestFirst, toJob, toJobListItem } from '../views';

const YEARLY: Record<T.SalaryPeriod, number> = {
  hour: 2080,
  day: 260,
  week: 52,
  month: 12,
  year: 1,
};

/** Salary max per year in the job's own currency (the contract's normalisation), or null. */
export const yearlyMax = (j: Pick<JobRecord, 'salary'>) =>
  j.salary ? j.salary.max * YEARLY[j.salary.period] : null;

/** Does a job's location match the filter? A country-level location also matches its cities. */
function inLocation(store: Store, j: JobRecord, wanted: T.Location): boolean {
  return j.location_ids.some((id) => {
    const l = location(store, id);
    return (
      l !== null &&
      (l.id === wanted.id || (wanted.city === null && l.country_code === wanted.country_code))
    );
  });
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * The job search filters listPublicJobs and job alerts share (the contract's JobAlertSearch is
 * listPublicJobs' filters): keywords, location, employment and workplace types, seniority, salary
 * and company. One implementation, so an alert matches exactly what its search lists.
 */
export function filterJobs(
  ctx: Ctx,
  jobs: JobRecord[],
  q: T.JobAlertSearch & Pick<T.ListPublicJobsData['query'] & {}, 'include_unstated_pay'>,
): JobRecord[] {
  const { store } = ctx;
  let out = jobs;
  if (q.search?.trim()) {
    const words = q.search.toLowerCase().split(/\s+/).filter(Boolean);
    out = out.filter((j) => {
      const employer = employerById(store, j.employer_id);
      const text = [j.title, employer.name, ...j.skills, j.description.replace(/<[^>]*>/g, ' ')]
        .join(' ')
        .toLowerCase();
      return words.every((w) => text.includes(w));
    });
  }
  if (q.location) {
    const wanted = store.locations.find((l) => l.id === q.location || l.slug === q.location);
    out = wanted ? out.filter((j) => inLocation(store, j, wanted)) : [];
  }
  if (q.employment_type?.length)
    out = out.filter((j) => q.employment_type?.includes(j.employment_type));
  if (q.workplace_type?.length)
    out = out.filter((j) => q.workplace_type?.includes(j.workplace_type));
  if (q.seniority) out = out.filter((j) => j.seniority === q.seniority);
  if (q.salary_min !== undefined) {
    const min = q.salary_min;
    // "Include jobs without stated pay" keeps the jobs that state none (listPublicJobs).
    const unstated = q.include_unstated_pay ? Number.POSITIVE_INFINITY : -1;
    out = out.filter((j) => (yearlyMax(j) ?? unstated) >= min);
  }
  if (q.employer) out = out.filter((j) => employerById(store, j.employer_id).slug === q.employer);
  return out;
}

export const listPublicJobs: Handler<T.ListPublicJobsData, T.ListPublicJobsResponses> = (
  req,
  ctx,
) => {
  const q = req.query;
  let jobs = filterJobs(
    ctx,
    ctx.store.jobs.filter((j) => isPublic(ctx, j)),
    q,
  );
  if (q.posted_within) {
    const since = ctx.now().getTime() - q.posted_within * DAY_MS;
    jobs = jobs.filter((j) => j.published_at !== null && Date.parse(j.published_at) >= since);
  }
  const published = (j: JobRecord) => (j.published_at ? Date.parse(j.published_at) : 0);
  const ordering = q.ordering ?? '-published_at';
  jobs = [...jobs].sort((a, b) => {
    if (ordering === 'published_at') return published(a) - published(b);
    if (ordering === '-salary_max') {
      const diff = (yearlyMax(b) ?? -1) - (yearlyMax(a) ?? -1);
      if (diff !== 0) return diff;
    }
    return published(b) - published(a);
  });
  const page = paginate(jobs, q, req.url);
  return {
    status: 200,
    body: { ...page, results: page.results.map((j) => toJobListItem(ctx, j)) },
  };
};

export function publicJobBySlug(
  ctx: Parameters<typeof listPublicJobs>[1],
  slug: string,
): JobRecord {
  const job = ctx.store.jobs.find((j) => j.slug === slug);
  // A closed job keeps its page (accepting_applications: false); drafts and archived jobs have none.
  if (!job || !(job.status === 'published' || job.status === 'closed')) throw notFound('job');
  return job;
}

export const getPublicJob: Handler<T.GetPublicJobData, T.GetPublicJobResponses> = (req, ctx) => ({
  status: 200,
  body: toJob(ctx, publicJobBySlug(ctx, req.path.jobSlug), req.user),
});

export const listRelatedJobs: Handler<T.ListRelatedJobsData, T.ListRelatedJobsResponses> = (
  req,
  ctx,
) => {
  const job = publicJobBySlug(ctx, req.path.jobSlug);
  const viewer = req.user?.access_type === 'candidate' ? req.user : null;
  const applied = new Set(
    viewer
      ? ctx.store.applications.filter((a) => a.candidate_id === viewer.id).map((a) => a.job_id)
      : [],
  );
  const score = (j: JobRecord) =>
    j.skills.filter((s) => job.skills.includes(s)).length * 2 +
    (j.employer_id === job.employer_id ? 2 : 0) +
    (j.location_ids.some((id) => job.location_ids.includes(id)) ? 1 : 0) +
    (j.seniority === job.seniority ? 1 : 0);
  const related = ctx.store.jobs
    .filter((j) => j.id !== job.id && isPublic(ctx, j) && !applied.has(j.id))
    .map((j) => ({ j, s: score(j) }))
    .filter(({ s }) => s > 0)
    .sort((a, b) => b.s - a.s || newestFirst('published_at')(a.j, b.j))
    .slice(0, req.query.limit ?? 4);
  return { status: 200, body: related.map(({ j }) => toJobListItem(ctx, j)) };
};
