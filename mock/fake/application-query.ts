// A job's applications as the employer asks for them (the contract's listEmployerJobApplications
// filters, shared by its counts, the CSV export and the whole-stage move): a per-job index kept
// newest first, the filter parsed and checked once per request, and the filter in words for the
// export's first line. Fast at volume: no request sorts; each walks the one job's kept list.
import type * as T from '../../generated/types.gen';
import { invalid } from './http';
import { knockedOut } from './screening';
import type { ApplicationRecord, JobRecord, Store } from './store';

interface JobIndex {
  /** Newest first (applied_at descending; equal moments in the order they were stored). */
  rows: ApplicationRecord[];
  /** `Date.parse(applied_at)` of each row, for placing a new one without sorting. */
  times: number[];
}

interface Index {
  /** How many of `store.applications` the index holds (records are only ever appended). */
  seen: number;
  byJob: Map<string, JobIndex>;
}

const indexes = new WeakMap<ApplicationRecord[], Index>();

/** First position whose time is older than `time` (after every equal one: a stable order). */
function insertAt(times: number[], time: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! >= time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function indexOf(store: Store): Index {
  const all = store.applications;
  let index = indexes.get(all);
  if (!index || index.seen > all.length) {
    index = { seen: 0, byJob: new Map() };
    indexes.set(all, index);
  }
  if (index.seen === 0 && all.length > 0) {
    // First build: group, then one sort per job (stable, so equal moments keep their order).
    for (const a of all) {
      let job = index.byJob.get(a.job_id);
      if (!job) index.byJob.set(a.job_id, (job = { rows: [], times: [] }));
      job.rows.push(a);
    }
    for (const job of index.byJob.values()) {
      const timed = job.rows.map((a, i) => ({ a, t: Date.parse(a.applied_at), i }));
      timed.sort((x, y) => y.t - x.t || x.i - y.i);
      job.rows = timed.map((x) => x.a);
      job.times = timed.map((x) => x.t);
    }
    index.seen = all.length;
  }
  // Applications stored since (a new one is the newest, so it goes first): placed, not re-sorted.
  for (; index.seen < all.length; index.seen++) {
    const a = all[index.seen]!;
    let job = index.byJob.get(a.job_id);
    if (!job) index.byJob.set(a.job_id, (job = { rows: [], times: [] }));
    const t = Date.parse(a.applied_at);
    const at = insertAt(job.times, t);
    job.rows.splice(at, 0, a);
    job.times.splice(at, 0, t);
  }
  return index;
}

const NONE: readonly ApplicationRecord[] = [];

/** The job's applications, newest first (kept, not sorted per call). Read only. */
export const applicationsOfJob = (store: Store, jobId: string): readonly ApplicationRecord[] =>
  indexOf(store).byJob.get(jobId)?.rows ?? NONE;

/** The filters of listEmployerJobApplications as the query or the stage move's body sends them. */
export interface FilterInput {
  status?: T.ApplicationStatus;
  knockout?: T.ApplicationKnockoutFilter;
  question?: string;
  answer?: string;
  applied_from?: string;
  applied_to?: string;
  search?: string;
  ordering?: '-applied_at' | 'applied_at';
}

/** A checked filter: a predicate, its words, and whether anything differs from "all, newest first". */
export interface ApplicationFilter {
  matches(a: ApplicationRecord): boolean;
  oldestFirst: boolean;
  /** The filter in words (the export's `# Filter:` line), in the contract's order; empty when none. */
  words: string[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Name and email in lower case, kept per record (neither changes once applied). */
const searchTexts = new WeakMap<ApplicationRecord, string>();
function searchText(a: ApplicationRecord): string {
  let text = searchTexts.get(a);
  if (text === undefined) {
    text = `${a.applicant_name.toLowerCase()}\n${a.email.toLowerCase()}`;
    searchTexts.set(a, text);
  }
  return text;
}
/** Forgets an application's kept search text (its name and email changed: anonymised). */
export function forgetSearchText(a: ApplicationRecord): void {
  searchTexts.delete(a);
}
const label = (status: string) =>
  status.charAt(0).toUpperCase() + status.slice(1).replace('_', ' ');

/**
 * Checks the filter against the job (the contract's rules for `question`, `answer`, the applied
 * days) and returns its predicate; a wrong one is a 400 `validation_error` naming the field.
 */
export function applicationFilter(job: JobRecord, input: FilterInput): ApplicationFilter {
  const errors: Record<string, string[]> = {};
  const words: string[] = [];
  const tests: ((a: ApplicationRecord) => boolean)[] = [];
  if (input.status) {
    const status = input.status;
    tests.push((a) => a.status === status);
    words.push(`Status: ${label(status)}`);
  }
  if (input.knockout) {
    const failed = input.knockout === 'failed';
    tests.push((a) => knockedOut(a) === failed);
    words.push(`Knockout: ${input.knockout}`);
  }
  const answer = input.answer?.trim() ? input.answer.trim() : undefined;
  if (input.question && answer === undefined) errors.answer = ['Give the answer to filter by.'];
  if (!input.question && answer !== undefined)
    errors.question = ['Choose the question this answer is to.'];
  if (input.question && answer !== undefined) {
    const question = job.questions.find((q) => q.id === input.question);
    if (!question) errors.question = ['This job has no screening question with this id.'];
    else {
      const matcher = answerMatcher(question, answer);
      if (!matcher) errors.answer = [`Not an answer to this question: ${answer}`];
      else {
        const id = question.id;
        tests.push((a) => {
          const given = a.screening.find((s) => s.question_id === id);
          return given !== undefined && matcher.test(given.answer);
        });
        words.push(`${question.prompt}: ${matcher.words}`);
      }
    }
  }
  const from = input.applied_from;
  const to = input.applied_to;
  if (from !== undefined && !DAY.test(from)) errors.applied_from = ['Enter a date (YYYY-MM-DD).'];
  if (to !== undefined && !DAY.test(to)) errors.applied_to = ['Enter a date (YYYY-MM-DD).'];
  else if (from && to && to < from) errors.applied_to = ['Choose a day on or after applied_from.'];
  // applied_at is stored as UTC `YYYY-MM-DDTHH:MM:SS…Z`: compared as text, no date is built per
  // row ("2025-11-01T…" ≥ "2025-11-01"; "2025-11-20T…" < "2025-11-20U", the whole day included).
  if (from) tests.push((a) => a.applied_at >= from);
  const before = `${to}U`;
  if (to) tests.push((a) => a.applied_at < before);
  if (from && to) words.push(`Applied: ${from} to ${to}`);
  else if (from) words.push(`Applied: from ${from}`);
  else if (to) words.push(`Applied: until ${to}`);
  const search = input.search?.trim().toLowerCase();
  if (search) {
    tests.push((a) => searchText(a).includes(search));
    words.push(`Search: ${input.search!.trim()}`);
  }
  if (Object.keys(errors).length) throw invalid(errors);
  const oldestFirst = input.ordering === 'applied_at';
  if (oldestFirst) words.push('Oldest first');
  return { matches: (a) => tests.every((t) => t(a)), oldestFirst, words };
}

/** How an answer in words (ScreeningAnswer.answer) is matched, by the question's kind. */
function answerMatcher(
  q: T.ScreeningQuestion,
  value: string,
): { test: (given: string) => boolean; words: string } | null {
  if (q.kind === 'yes_no') {
    const v = value.toLowerCase();
    if (v !== 'yes' && v !== 'no') return null;
    const words = v === 'yes' ? 'Yes' : 'No';
    return { test: (given) => given === words, words };
  }
  if (q.kind === 'single_choice') {
    const option = q.options.find((o) => o.id === value);
    return option ? { test: (given) => given === option.label, words: option.label } : null;
  }
  if (q.kind === 'number') {
    const n = Number(value);
    if (!Number.isFinite(n)) return null;
    return { test: (given) => Number(given) === n, words: String(n) };
  }
  const text = value.toLowerCase();
  return { test: (given) => given.toLowerCase().includes(text), words: `contains ${value}` };
}

/** The job's applications that match, in the filter's order (a walk of the kept list, no sort). */
export function matching(
  store: Store,
  job: JobRecord,
  filter: ApplicationFilter,
): ApplicationRecord[] {
  const rows = applicationsOfJob(store, job.id);
  const out: ApplicationRecord[] = [];
  if (filter.oldestFirst) {
    for (let i = rows.length - 1; i >= 0; i--) if (filter.matches(rows[i]!)) out.push(rows[i]!);
  } else {
    for (const a of rows) if (filter.matches(a)) out.push(a);
  }
  return out;
}

/** Counts per status of the job's applications that match (the pipeline's column heads). */
export function countByStatus(
  store: Store,
  jobId: string,
  matches: (a: ApplicationRecord) => boolean = () => true,
): T.ApplicationStatusCount {
  const count: T.ApplicationStatusCount = {
    submitted: 0,
    in_review: 0,
    interviewing: 0,
    offered: 0,
    hired: 0,
    rejected: 0,
    total: 0,
  };
  for (const a of applicationsOfJob(store, jobId)) {
    if (!matches(a)) continue;
    count[a.status] += 1;
    count.total += 1;
  }
  return count;
}
