import type { EmploymentType, Seniority, WorkplaceType } from '@generated/types.gen';
import { zEmploymentType, zSeniority, zWorkplaceType } from '@generated/zod.gen';
import type { PublicJobsQuery } from './api';

/**
 * The /jobs search state and its URL form. The URL is the only store of this state (shareable,
 * back/forward work), so the mapping is pure and forgiving: anything unknown or malformed in a
 * URL is dropped rather than sent to the API (which would answer 400).
 */
export type PostedWithin = NonNullable<PublicJobsQuery['posted_within']>;
export type JobOrdering = NonNullable<PublicJobsQuery['ordering']>;

export interface JobFilters {
  search: string;
  /** A location slug. */
  location: string;
  employmentTypes: EmploymentType[];
  workplaceTypes: WorkplaceType[];
  seniority: Seniority | null;
  salaryMin: number | null;
  /** With a minimum salary: list the jobs that state no pay too ("Include jobs without stated pay"). */
  includeUnstatedPay: boolean;
  postedWithin: PostedWithin | null;
  ordering: JobOrdering | null;
  page: number;
}

export const JOBS_PAGE_SIZE = 20;

export const EMPLOYMENT_TYPES: readonly EmploymentType[] = zEmploymentType.options;
export const WORKPLACE_TYPES: readonly WorkplaceType[] = zWorkplaceType.options;
export const SENIORITIES: readonly Seniority[] = zSeniority.options;
// listPublicJobs' posted_within and ordering have no schema of their own, and reading them from
// zListPublicJobsQuery would put that whole schema into every cold page (0.7 KB gzip of the 150 KB
// budget, docs/decisions/007). So they are listed here, and the compiler checks the lists against
// the generated types both ways: a value the contract lacks, or one it has that is missing, fails
// `tsc`.
export const POSTED_WITHIN = [1, 7, 30] as const satisfies readonly PostedWithin[];
export const ORDERINGS = [
  '-published_at',
  'published_at',
  '-salary_max',
] as const satisfies readonly JobOrdering[];
type Missing<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : Exclude<All, Listed>;
const everyValueListed: [
  Missing<PostedWithin, (typeof POSTED_WITHIN)[number]>,
  Missing<JobOrdering, (typeof ORDERINGS)[number]>,
] = [true, true];
void everyValueListed;

export const EMPTY_FILTERS: JobFilters = {
  search: '',
  location: '',
  employmentTypes: [],
  workplaceTypes: [],
  seniority: null,
  salaryMin: null,
  includeUnstatedPay: false,
  postedWithin: null,
  ordering: null,
  page: 1,
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SEARCH = 200;
const MAX_SALARY = 10_000_000;
const MAX_PAGE = 100_000;

const isOneOf = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/** Values of a repeatable parameter that belong to `allowed`, deduplicated, in `allowed` order. */
function pickAll<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T[] {
  const given = new Set(params.getAll(name));
  return allowed.filter((value) => given.has(value));
}

function parseIntInRange(raw: string | null, min: number, max: number): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

/** URL query → filters. Unknown or invalid values are ignored. */
export function parseJobFilters(params: URLSearchParams): JobFilters {
  const search = (params.get('search') ?? '').trim().slice(0, MAX_SEARCH);
  const location = (params.get('location') ?? '').trim().toLowerCase();
  const seniority = params.get('seniority');
  const posted = parseIntInRange(params.get('posted_within'), 1, 30);
  const ordering = params.get('ordering');
  const salaryMin = parseIntInRange(params.get('salary_min'), 1, MAX_SALARY);
  return {
    search,
    location: SLUG.test(location) && location.length <= 120 ? location : '',
    employmentTypes: pickAll(params, 'employment_type', EMPLOYMENT_TYPES),
    workplaceTypes: pickAll(params, 'workplace_type', WORKPLACE_TYPES),
    seniority: isOneOf(SENIORITIES, seniority) ? seniority : null,
    salaryMin,
    includeUnstatedPay: salaryMin !== null && params.get('include_unstated_pay') === 'true',
    postedWithin: isOneOf(POSTED_WITHIN, posted) ? posted : null,
    ordering: isOneOf(ORDERINGS, ordering) ? ordering : null,
    page: parseIntInRange(params.get('page'), 1, MAX_PAGE) ?? 1,
  };
}

/**
 * Filters → URL query, in a fixed order and without defaults (no page=1, no empty values), so
 * equal filters always give the same, short, shareable URL.
 */
export function jobFiltersToSearchParams(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search.slice(0, MAX_SEARCH));
  if (filters.location) params.set('location', filters.location);
  for (const type of EMPLOYMENT_TYPES)
    if (filters.employmentTypes.includes(type)) params.append('employment_type', type);
  for (const type of WORKPLACE_TYPES)
    if (filters.workplaceTypes.includes(type)) params.append('workplace_type', type);
  if (filters.seniority) params.set('seniority', filters.seniority);
  if (filters.salaryMin) params.set('salary_min', String(filters.salaryMin));
  if (filters.salaryMin && filters.includeUnstatedPay) params.set('include_unstated_pay', 'true');
  if (filters.postedWithin) params.set('posted_within', String(filters.postedWithin));
  if (filters.ordering) params.set('ordering', filters.ordering);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Whether two filter states are the same search (the same canonical URL query). */
export function sameJobSearch(a: JobFilters, b: JobFilters): boolean {
  return (
    a === b || jobFiltersToSearchParams(a).toString() === jobFiltersToSearchParams(b).toString()
  );
}

/** Filters → the listPublicJobs query (only what is set, so the query key stays stable). */
export function jobFiltersToQuery(filters: JobFilters, pageSize = JOBS_PAGE_SIZE): PublicJobsQuery {
  const query: PublicJobsQuery = { page: filters.page, page_size: pageSize };
  if (filters.search.trim()) query.search = filters.search.trim();
  if (filters.location) query.location = filters.location;
  // In the URL's order, whatever order they were ticked in: the same search is the same query
  // key as the one the route loader prefetched from the URL, not a second request.
  const employmentTypes = EMPLOYMENT_TYPES.filter((t) => filters.employmentTypes.includes(t));
  const workplaceTypes = WORKPLACE_TYPES.filter((t) => filters.workplaceTypes.includes(t));
  if (employmentTypes.length) query.employment_type = employmentTypes;
  if (workplaceTypes.length) query.workplace_type = workplaceTypes;
  if (filters.seniority) query.seniority = filters.seniority;
  if (filters.salaryMin) query.salary_min = filters.salaryMin;
  if (filters.salaryMin && filters.includeUnstatedPay) query.include_unstated_pay = true;
  if (filters.postedWithin) query.posted_within = filters.postedWithin;
  if (filters.ordering) query.ordering = filters.ordering;
  return query;
}

/** A filter change: every change but a page change starts again at page 1. */
export function updateJobFilters(filters: JobFilters, patch: Partial<JobFilters>): JobFilters {
  return { ...filters, page: 1, ...patch };
}

/** How many filters beyond keyword and location are active (for the mobile "Filters (2)" button). */
export function countActiveFilters(filters: JobFilters): number {
  return (
    filters.employmentTypes.length +
    filters.workplaceTypes.length +
    (filters.seniority ? 1 : 0) +
    (filters.salaryMin ? 1 : 0) +
    (filters.postedWithin ? 1 : 0)
  );
}

/** The /jobs URL search string (without "?") for a keyword and location, as the home page sends them. */
export function jobsSearchString(search: string, location: string): string {
  return jobFiltersToSearchParams({ ...EMPTY_FILTERS, search, location }).toString();
}
