// Job insights (issue 26, item 4; the contract's `job-insights` tag): views of a job's public page,
// counted once per visitor, job and UTC day, and a job's applications by status and per day. The
// handlers are in handlers/job-insights.ts; toEmployerJob (views.ts) reads the counts from here.
import { createHash } from 'node:crypto';
import type * as T from '../../generated/types.gen';
import { example, examples } from './contract';
import type { Ctx } from './http';
import type { JobRecord, JobViewRecord, Store, UserRecord } from './store';
import { applicationsOfJob } from './application-query';

const DAY_MS = 24 * 3600 * 1000;

/** The UTC calendar day of a date-time (`YYYY-MM-DD`). */
const utcDay = (iso: string | Date) =>
  (typeof iso === 'string' ? new Date(iso) : iso).toISOString().slice(0, 10);

/**
 * Who a view is from. A signed-in visitor is their account; anyone else a hash of a salt that
 * changes every UTC day, the client address and the User-Agent: neither is kept, and a visitor of
 * one day cannot be linked to the same visitor on another day. No cookie.
 */
function visitorOf(
  user: UserRecord | null,
  client: { address: string; userAgent: string },
  day: string,
): string {
  if (user) return `user:${user.id}`;
  const salt = createHash('sha256').update(`local-fake-view-salt|${day}`).digest('hex');
  return `anon:${createHash('sha256').update(`${salt}|${client.address}|${client.userAgent}`).digest('hex')}`;
}

/** Is the user an active member of the job's company (whose views are not counted)? */
const isTeamMember = (store: Store, user: UserRecord | null, job: JobRecord) =>
  user !== null &&
  store.memberships.some(
    (m) => m.employer_id === job.employer_id && m.user_id === user.id && m.status === 'active',
  );

/** Counts a view unless the visitor is on the company's team or was already counted today. */
export function countView(
  ctx: Ctx,
  job: JobRecord,
  user: UserRecord | null,
  client: { address: string; userAgent: string },
): boolean {
  if (isTeamMember(ctx.store, user, job)) return false;
  const now = ctx.now();
  const day = utcDay(now);
  const visitor = visitorOf(user, client, day);
  const seen = ctx.store.jobViews.some(
    (v) => v.job_id === job.id && v.visitor === visitor && utcDay(v.viewed_at) === day,
  );
  if (seen) return false;
  ctx.store.jobViews.push({ job_id: job.id, visitor, viewed_at: now.toISOString() });
  return true;
}

export const viewsCount = (store: Store, jobId: string) =>
  store.jobViews.filter((v) => v.job_id === jobId).length;

export function applicationsByStatus(store: Store, jobId: string): T.ApplicationsByStatus {
  const counts: T.ApplicationsByStatus = {
    submitted: 0,
    in_review: 0,
    interviewing: 0,
    offered: 0,
    hired: 0,
    rejected: 0,
  };
  for (const a of applicationsOfJob(store, jobId)) counts[a.status] += 1;
  return counts;
}

/** The last 30 UTC days, oldest first, ending today, with the job's views and applications. */
export function jobStats(ctx: Ctx, job: JobRecord): T.JobStats {
  const today = Date.parse(`${utcDay(ctx.now())}T00:00:00Z`);
  const days = Array.from({ length: 30 }, (_, i) => utcDay(new Date(today - (29 - i) * DAY_MS)));
  const views = new Map<string, number>();
  const applications = new Map<string, number>();
  const views_total = viewsCount(ctx.store, job.id);
  for (const v of ctx.store.jobViews)
    if (v.job_id === job.id)
      views.set(utcDay(v.viewed_at), (views.get(utcDay(v.viewed_at)) ?? 0) + 1);
  let applications_total = 0;
  for (const a of applicationsOfJob(ctx.store, job.id)) {
    applications_total += 1;
    applications.set(utcDay(a.applied_at), (applications.get(utcDay(a.applied_at)) ?? 0) + 1);
  }
  return {
    views_total,
    applications_total,
    days: days.map((date) => ({
      date,
      views: views.get(date) ?? 0,
      applications: applications.get(date) ?? 0,
    })),
  };
}

/** The formula-injection rule of exportEmployerJobApplications (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field as the contract describes it: a field starting with `=`, `+`, `-`, `@`, tab or CR
 * gets a single quote in front; then, when it holds a comma, a double quote, CR or LF, it is
 * enclosed in double quotes with its quotes doubled (RFC 4180).
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV row and its CRLF. */
const csvLine = (row: readonly string[]) => `${row.map(csvField).join(',')}\r\n`;

/** A CSV file: UTF-8 byte order mark, CRLF after every row (header included). */
export const toCsv = (rows: readonly (readonly string[])[]) =>
  `\uFEFF${rows.map(csvLine).join('')}`;

/** Rows written per chunk of a streamed CSV. */
const CSV_CHUNK_ROWS = 500;

/**
 * The same file as toCsv, streamed: the byte order mark and the `head` rows first, then `rows`
 * turned into CSV one chunk of CSV_CHUNK_ROWS at a time, as the reader asks for them, so the
 * whole text never sits in memory (the export of a job with 50,000 applications).
 */
export function csvStream<A>(
  head: readonly (readonly string[])[],
  rows: readonly A[],
  toRow: (row: A) => readonly string[],
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  let started = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      let text = started ? '' : toCsv(head);
      started = true;
      const end = Math.min(next + CSV_CHUNK_ROWS, rows.length);
      for (; next < end; next++) text += csvLine(toRow(rows[next]!));
      controller.enqueue(encoder.encode(text));
      if (next >= rows.length) controller.close();
    },
  });
}

/** The export's columns, in the contract's order. */
export const EXPORT_COLUMNS = [
  'applicant_name',
  'email',
  'phone',
  'status',
  'applied_at',
  'resume_file_name',
  'cover_letter',
  'answers',
] as const;

/**
 * Seed views consistent with the contract's examples: the list example's `views_count` per job,
 * on the days getEmployerJobStats' example shows for its job, else spread evenly over the days the
 * job was public (up to the examples' moment). Each a distinct visitor.
 */
export function seedJobViews(seedMoment: string): JobViewRecord[] {
  const rows = example<T.PaginatedEmployerJobList>(
    '/v2/employers/{employerId}/jobs/',
    'get',
    '200',
  ).results;
  const stats = examples<T.JobStats>(
    '/v2/employers/{employerId}/jobs/{jobId}/stats/',
    'get',
    '200',
  );
  const shown = stats.default;
  const end = Date.parse(seedMoment);
  const records: JobViewRecord[] = [];
  const add = (jobId: string, day: string, n: number) => {
    for (let i = 0; i < n; i++) {
      records.push({
        job_id: jobId,
        visitor: `seed:${jobId}:${records.length}`,
        viewed_at: new Date(Date.parse(`${day}T00:00:00Z`) + (i % 600) * 60_000).toISOString(),
      });
    }
  };
  for (const row of rows) {
    if (!row.views_count || !row.published_at) continue;
    const shownSum = shown?.days.reduce((s, d) => s + d.views, 0) ?? -1;
    if (
      shown &&
      shownSum === row.views_count &&
      row.applications_count === shown.applications_total
    ) {
      for (const d of shown.days) add(row.id, d.date, d.views);
      continue;
    }
    const from = Date.parse(row.published_at);
    const to = Math.min(end, row.valid_through ? Date.parse(row.valid_through) : end);
    const dayCount = Math.max(1, Math.floor((to - from) / DAY_MS) + 1);
    for (let i = 0; i < dayCount; i++) {
      const n =
        Math.floor(((i + 1) * row.views_count) / dayCount) -
        Math.floor((i * row.views_count) / dayCount);
      add(row.id, utcDay(new Date(from + i * DAY_MS)), n);
    }
  }
  return records;
}
